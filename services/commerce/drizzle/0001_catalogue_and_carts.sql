CREATE SCHEMA IF NOT EXISTS "commerce";
--> statement-breakpoint
CREATE TABLE "commerce"."cart_entries" (
	"cart_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"item_code" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_entries_cart_id_entry_number_pk" PRIMARY KEY("cart_id","entry_number"),
	CONSTRAINT "cart_entries_item" UNIQUE("cart_id","item_code")
);
--> statement-breakpoint
CREATE TABLE "commerce"."carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."catalog_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."items" (
	"code" text PRIMARY KEY NOT NULL,
	"product_code" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"digital" boolean NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"stock" integer NOT NULL,
	"prices" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."product_texts" (
	"code" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"search_name" text NOT NULL,
	"search_body" text NOT NULL,
	"name_norm" text DEFAULT '' NOT NULL,
	"tsv" "tsvector",
	CONSTRAINT "product_texts_code_lang_pk" PRIMARY KEY("code","lang")
);
--> statement-breakpoint
CREATE TABLE "commerce"."products" (
	"code" text PRIMARY KEY NOT NULL,
	"program" text NOT NULL,
	"qualification" text NOT NULL,
	"min_months" integer NOT NULL,
	"max_months" integer NOT NULL,
	"admin_minutes" integer[] NOT NULL,
	"categories" text[] NOT NULL,
	"stores" text[] NOT NULL,
	"popularity" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."cart_entries" ADD CONSTRAINT "cart_entries_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "commerce"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."items" ADD CONSTRAINT "items_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "commerce"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."product_texts" ADD CONSTRAINT "product_texts_code_products_code_fk" FOREIGN KEY ("code") REFERENCES "commerce"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_product_idx" ON "commerce"."items" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "product_texts_tsv_idx" ON "commerce"."product_texts" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "product_texts_name_trgm_idx" ON "commerce"."product_texts" USING gin ("name_norm" gin_trgm_ops);