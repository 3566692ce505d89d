CREATE TABLE "match_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"tuition_id" uuid,
	"state" text DEFAULT 'proposed' NOT NULL,
	"close_reason" text,
	"admin_note" text,
	"teacher_note" text,
	"proposed_by" uuid,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_request_id_student_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."student_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tuition_id_tuitions_id_fk" FOREIGN KEY ("tuition_id") REFERENCES "public"."tuitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_proposed_by_admins_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_at_idx" ON "match_events" USING btree ("match_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_request_active_key" ON "matches" USING btree ("request_id") WHERE state in ('proposed', 'accepted', 'started');--> statement-breakpoint
CREATE INDEX "matches_request_created_idx" ON "matches" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "matches_teacher_state_idx" ON "matches" USING btree ("teacher_id","state");--> statement-breakpoint
CREATE INDEX "matches_state_created_idx" ON "matches" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);