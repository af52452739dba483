CREATE TABLE "commerce"."order_shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_url" text,
	"lines" jsonb NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."addresses" ADD COLUMN "line3" text;--> statement-breakpoint
ALTER TABLE "commerce"."addresses" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "default_delivery_method" text;--> statement-breakpoint
ALTER TABLE "commerce"."order_lines" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "purchase_order_number" text;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "tax_exemption" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "screening_match" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "commerce"."order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "commerce"."order_shipments" USING btree ("order_id","shipped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "commerce"."addresses" USING btree ("user_id") WHERE "commerce"."addresses"."is_default";