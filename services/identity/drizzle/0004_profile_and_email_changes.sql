CREATE TABLE "identity"."email_changes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "profession" text;--> statement-breakpoint
CREATE INDEX "email_changes_user_id" ON "identity"."email_changes" USING btree ("user_id");