CREATE TABLE "commerce"."qualification_documents" (
	"qualification_id" uuid PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."qualifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"details" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"expires_on" text,
	"reviewer_note" text
);
--> statement-breakpoint
ALTER TABLE "commerce"."qualification_documents" ADD CONSTRAINT "qualification_documents_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "commerce"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qualifications_customer_idx" ON "commerce"."qualifications" USING btree ("user_id","site_id","submitted_at");--> statement-breakpoint
CREATE INDEX "qualifications_status_idx" ON "commerce"."qualifications" USING btree ("status","submitted_at");