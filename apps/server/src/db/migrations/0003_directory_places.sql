ALTER TABLE "tuitions" ADD COLUMN "teacher_city_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_area_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_level" text DEFAULT 'SEE' NOT NULL;--> statement-breakpoint
-- Existing posts take their teacher's place and level (new posts get them from the server).
UPDATE "tuitions" AS t
SET "teacher_city_key" = lower(te."city"), "teacher_area_key" = lower(te."area"), "teacher_level" = te."level"
FROM "teachers" AS te
WHERE te."id" = t."teacher_id";--> statement-breakpoint
CREATE INDEX "tuitions_listed_type_price_idx" ON "tuitions" USING btree ("price_type","price","created_at" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_place_idx" ON "tuitions" USING btree ("teacher_city_key","teacher_area_key") WHERE status = 'Completed';