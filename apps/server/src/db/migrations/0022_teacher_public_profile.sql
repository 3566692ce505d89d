ALTER TABLE "teachers" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "gender" text DEFAULT 'unspecified' NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "times" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "verification_checks" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_gender" text DEFAULT 'unspecified' NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_times" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "tuitions_listed_gender_idx" ON "tuitions" USING btree ("teacher_gender","teacher_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'Completed' and teacher_gender <> 'unspecified';--> statement-breakpoint
CREATE INDEX "tuitions_listed_modes_idx" ON "tuitions" USING gin ("teacher_modes") WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_times_idx" ON "tuitions" USING gin ("teacher_times") WHERE status = 'Completed';