-- The migrator creates the schema first, for its own bookkeeping table.
CREATE SCHEMA IF NOT EXISTS "mail";
--> statement-breakpoint
CREATE TABLE "mail"."outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"locale" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "outbox_due" ON "mail"."outbox" USING btree ("sent_at","next_attempt_at");