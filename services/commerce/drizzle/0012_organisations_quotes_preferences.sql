CREATE TABLE "commerce"."organisation_discounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"basis_points" integer NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"currency" text NOT NULL,
	"spending_limit" integer
);
--> statement-breakpoint
CREATE TABLE "commerce"."organisation_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"roles" text[] NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organisation_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "commerce"."organisation_join_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "commerce"."organisation_members" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"roles" text[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "commerce"."organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_account_number_unique" UNIQUE("account_number")
);
--> statement-breakpoint
CREATE TABLE "commerce"."quote_lines" (
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_price" integer NOT NULL,
	"offered_unit_price" integer,
	CONSTRAINT "quote_lines_quote_id_position_pk" PRIMARY KEY("quote_id","position")
);
--> statement-breakpoint
CREATE TABLE "commerce"."quote_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce"."quote_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" uuid NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce"."quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"organisation_id" uuid,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"creation_key" text,
	"requote_of_id" uuid,
	"expires_on" text,
	"terms" text,
	"submitted_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
DROP INDEX "commerce"."carts_customer_site_idx";--> statement-breakpoint
ALTER TABLE "commerce"."carts" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."carts" ADD COLUMN "merge_notice" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."carts" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "active_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "preferred_locale" text;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "marketing_emails" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "marketing_token_hash" text;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "marketing_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce"."customers" ADD COLUMN "marketing_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce"."invoices" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "qualified_user_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "discount_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commerce"."orders" ADD COLUMN "discount" jsonb;--> statement-breakpoint
ALTER TABLE "commerce"."qualifications" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce"."saved_carts" ADD COLUMN "shared_with_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "commerce"."organisation_discounts" ADD CONSTRAINT "organisation_discounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "commerce"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."organisation_invitations" ADD CONSTRAINT "organisation_invitations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "commerce"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."organisation_join_requests" ADD CONSTRAINT "organisation_join_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "commerce"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "commerce"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "commerce"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce"."quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "commerce"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_discounts_org_idx" ON "commerce"."organisation_discounts" USING btree ("organisation_id","starts_on");--> statement-breakpoint
CREATE INDEX "organisation_invitations_org_idx" ON "commerce"."organisation_invitations" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "organisation_join_requests_org_idx" ON "commerce"."organisation_join_requests" USING btree ("organisation_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_join_requests_one_pending_idx" ON "commerce"."organisation_join_requests" USING btree ("organisation_id","user_id") WHERE "commerce"."organisation_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "commerce"."organisation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quote_messages_quote_idx" ON "commerce"."quote_messages" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "commerce"."quotes" USING btree ("user_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "commerce"."quotes" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_creation_key_idx" ON "commerce"."quotes" USING btree ("user_id","creation_key") WHERE "commerce"."quotes"."creation_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_site_account_idx" ON "commerce"."carts" USING btree ("user_id","site_id",coalesce("organisation_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "commerce"."carts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_organisation_idx" ON "commerce"."invoices" USING btree ("organisation_id","issued_at") WHERE "commerce"."invoices"."organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_organisation_idx" ON "commerce"."orders" USING btree ("organisation_id","placed_at") WHERE "commerce"."orders"."organisation_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_carts_shared_idx" ON "commerce"."saved_carts" USING btree ("shared_with_organisation_id") WHERE "commerce"."saved_carts"."shared_with_organisation_id" is not null;