CREATE TABLE "review_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"state" text DEFAULT 'published' NOT NULL,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invites_match_key" ON "review_invites" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invites_token_hash_key" ON "review_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_match_key" ON "reviews" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "reviews_teacher_state_created_idx" ON "reviews" USING btree ("teacher_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_state_created_idx" ON "reviews" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "matches_started_idx" ON "matches" USING btree ("started_at") WHERE started_at is not null;--> statement-breakpoint
CREATE INDEX "tuitions_listed_rating_idx" ON "tuitions" USING btree ("teacher_rating" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
-- Matches started before this migration: their start is in their history.
UPDATE "matches" SET "started_at" = (
	SELECT min("at") FROM "match_events" WHERE "match_events"."match_id" = "matches"."id" AND "match_events"."to_state" = 'started'
) WHERE "started_at" IS NULL AND "state" IN ('started', 'closed');
