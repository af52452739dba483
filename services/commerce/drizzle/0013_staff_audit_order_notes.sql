CREATE TABLE "commerce"."audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	"customer_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "commerce"."order_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "assisted_by" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "commerce"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "commerce"."audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "commerce"."audit_log" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "commerce"."audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "commerce"."order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE FUNCTION "commerce"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: its entries cannot be changed or removed.' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "commerce"."audit_log" FOR EACH ROW EXECUTE FUNCTION "commerce"."audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "commerce"."audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "commerce"."audit_log_append_only"();
