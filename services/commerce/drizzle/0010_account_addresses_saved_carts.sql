CREATE TABLE "commerce"."saved_cart_entries" (
	"saved_cart_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "saved_cart_entries_saved_cart_id_position_pk" PRIMARY KEY("saved_cart_id","position"),
	CONSTRAINT "saved_cart_entries_item" UNIQUE("saved_cart_id","item_code")
);
--> statement-breakpoint
CREATE TABLE "commerce"."saved_carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."addresses" ADD COLUMN "is_default_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."addresses" ADD COLUMN "institution" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."saved_cart_entries" ADD CONSTRAINT "saved_cart_entries_saved_cart_id_saved_carts_id_fk" FOREIGN KEY ("saved_cart_id") REFERENCES "commerce"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_carts_customer_idx" ON "commerce"."saved_carts" USING btree ("user_id","site_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_billing_idx" ON "commerce"."addresses" USING btree ("user_id") WHERE "commerce"."addresses"."is_default_billing";