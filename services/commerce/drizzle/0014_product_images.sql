CREATE TABLE "commerce"."image_renditions" (
	"version" text NOT NULL,
	"type" text NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_renditions_version_type_width_pk" PRIMARY KEY("version","type","width")
);
--> statement-breakpoint
CREATE TABLE "commerce"."product_images" (
	"product_code" text NOT NULL,
	"position" integer NOT NULL,
	"format" text,
	"version" text NOT NULL,
	"media_type" text NOT NULL,
	"source" "bytea",
	CONSTRAINT "product_images_product_code_position_pk" PRIMARY KEY("product_code","position")
);
--> statement-breakpoint
ALTER TABLE "commerce"."product_images" ADD CONSTRAINT "product_images_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "commerce"."products"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_version_idx" ON "commerce"."product_images" USING btree ("version");