CREATE SCHEMA IF NOT EXISTS "payments";
--> statement-breakpoint
CREATE TABLE "payments"."deliveries" (
	"event_seq" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"object_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "deliveries_event_seq_endpoint_pk" PRIMARY KEY("event_seq","endpoint")
);
--> statement-breakpoint
CREATE TABLE "payments"."events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"object_id" text NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "payments"."idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments"."objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer" text,
	"data" jsonb NOT NULL,
	"private" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments"."deliveries" ADD CONSTRAINT "deliveries_event_seq_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "payments"."events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_pending" ON "payments"."deliveries" USING btree ("endpoint","object_id","event_seq");--> statement-breakpoint
CREATE INDEX "objects_kind_customer" ON "payments"."objects" USING btree ("kind","customer");