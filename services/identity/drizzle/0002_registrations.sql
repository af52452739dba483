CREATE TABLE "identity"."registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"account" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE INDEX "registrations_email" ON "identity"."registrations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "identity"."users" ADD CONSTRAINT "users_username_skeleton_unique" UNIQUE("username_skeleton");