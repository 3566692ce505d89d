CREATE TABLE "book_sequences" (
	"series" text NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "book_sequences_series_fiscal_year_pk" PRIMARY KEY("series","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"payer" text NOT NULL,
	"match_id" uuid,
	"teacher_id" uuid,
	"request_code" text NOT NULL,
	"payer_name" text NOT NULL,
	"monthly_fee" bigint NOT NULL,
	"charged_on" date NOT NULL,
	"due_on" date NOT NULL,
	"refundable_until" date,
	"rule_version" integer NOT NULL,
	"reminders_on" boolean NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount" > 0),
	CONSTRAINT "charges_paid_within" CHECK ("charges"."paid" >= 0 and "charges"."paid" <= "charges"."amount"),
	CONSTRAINT "charges_refunded_within" CHECK ("charges"."refunded" >= 0 and "charges"."refunded" <= "charges"."paid")
);
--> statement-breakpoint
CREATE TABLE "fee_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"commission_kind" text NOT NULL,
	"commission_percent" integer NOT NULL,
	"commission_fixed" bigint,
	"advance_percent" integer NOT NULL,
	"refund_window_days" integer NOT NULL,
	"due_days" integer NOT NULL,
	"reminders_on" boolean NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "money_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"charge_id" uuid,
	"subject_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "monthly_fee" bigint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "started_on" date;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_rules" ADD CONSTRAINT "fee_rules_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_by_admins_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_number_key" ON "charges" USING btree ("number");--> statement-breakpoint
CREATE INDEX "charges_match_idx" ON "charges" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "charges_teacher_idx" ON "charges" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_charged_on_idx" ON "charges" USING btree ("charged_on");--> statement-breakpoint
CREATE INDEX "charges_due_idx" ON "charges" USING btree ("due_on") WHERE "charges"."paid" < "charges"."amount" and "charges"."refunded" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_rules_version_key" ON "fee_rules" USING btree ("version");--> statement-breakpoint
CREATE INDEX "money_audit_charge_idx" ON "money_audit" USING btree ("charge_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "payments_charge_idx" ON "payments" USING btree ("charge_id","received_at");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payments_reversed_idx" ON "payments" USING btree ("reversed_at") WHERE "payments"."reversed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_charge_idx" ON "refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "refunds_paid_idx" ON "refunds" USING btree ("paid_at");