CREATE TABLE "identity"."assisted_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_uid" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assisted_sessions_session_uid_unique" UNIQUE("session_uid")
);
--> statement-breakpoint
CREATE TABLE "identity"."staff_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_salt" text NOT NULL,
	"roles" text[] NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "identity"."staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_sha256" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
ALTER TABLE "identity"."assisted_sessions" ADD CONSTRAINT "assisted_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "identity"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "identity"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assisted_sessions_user_id" ON "identity"."assisted_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_id" ON "identity"."staff_sessions" USING btree ("staff_id");