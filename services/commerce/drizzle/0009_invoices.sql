CREATE TABLE "commerce"."invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"order_line_position" integer,
	"item_code" text,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "commerce"."invoice_payment_allocations" (
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "invoice_payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "commerce"."invoice_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"receipt_number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"failure" text,
	"receipt_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_receipt_number_unique" UNIQUE("receipt_number")
);
--> statement-breakpoint
CREATE TABLE "commerce"."invoice_sequences" (
	"site_id" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_sequences_site_id_series_year_pk" PRIMARY KEY("site_id","series","year")
);
--> statement-breakpoint
CREATE TABLE "commerce"."invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"credits_invoice_id" uuid,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" text NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"purchase_order_number" text,
	"tax_treatment" text NOT NULL,
	"tax_jurisdiction" text NOT NULL,
	"tax_components" jsonb NOT NULL,
	"net" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "commerce"."invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "commerce"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."invoice_payment_allocations" ADD CONSTRAINT "invoice_payment_allocations_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "commerce"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."invoice_payment_allocations" ADD CONSTRAINT "invoice_payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "commerce"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payment_allocations_invoice_idx" ON "commerce"."invoice_payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_key_idx" ON "commerce"."invoice_payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "invoice_payments_customer_idx" ON "commerce"."invoice_payments" USING btree ("user_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_pending_idx" ON "commerce"."invoice_payments" USING btree ("status","created_at") WHERE "commerce"."invoice_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "commerce"."invoices" USING btree ("user_id","site_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "commerce"."invoices" USING btree ("order_id");