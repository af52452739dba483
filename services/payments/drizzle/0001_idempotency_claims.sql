ALTER TABLE "payments"."idempotency_keys" ALTER COLUMN "status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."idempotency_keys" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."idempotency_keys" ADD COLUMN "claim" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments"."idempotency_keys" ALTER COLUMN "claim" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments"."idempotency_keys" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;