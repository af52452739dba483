CREATE TABLE "commerce"."addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"organisation" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"response" jsonb,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"state" text NOT NULL,
	"from" text,
	"to" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"product_code" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"digital" boolean NOT NULL,
	"tax_class" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"net" integer NOT NULL,
	"tax" integer NOT NULL,
	"tax_components" jsonb NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_sequences" (
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_sequences_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
CREATE TABLE "commerce"."orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"fulfilment_status" text NOT NULL,
	"payment_type" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"delivery_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"delivery_charge" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"total" integer NOT NULL,
	"tax" jsonb NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"payment_failure" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "commerce"."order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "commerce"."addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "commerce"."order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "commerce"."orders" USING btree ("user_id","site_id","placed_at");