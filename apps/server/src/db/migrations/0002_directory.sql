ALTER TABLE "student_requests" ADD COLUMN "request_code" text;--> statement-breakpoint
-- Existing requests get codes GG-XXXX-XX too: their row number times an odd number, modulo 2^30
-- (= 32^6, six letters of the 32-letter alphabet), is a one-to-one mapping, so no two rows collide.
-- New codes are random; the server retries on the rare clash with one of these.
WITH numbered AS (
  SELECT "id", ((row_number() OVER (ORDER BY "created_at", "id")) * 387420489) % 1073741824 AS v
  FROM "student_requests"
)
UPDATE "student_requests" AS r
SET "request_code" = 'GG-'
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n.v >> 25) & 31)::int + 1, 1)
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n.v >> 20) & 31)::int + 1, 1)
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n.v >> 15) & 31)::int + 1, 1)
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n.v >> 10) & 31)::int + 1, 1)
  || '-'
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((n.v >> 5) & 31)::int + 1, 1)
  || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', (n.v & 31)::int + 1, 1)
FROM numbered AS n
WHERE r."id" = n."id";--> statement-breakpoint
ALTER TABLE "student_requests" ALTER COLUMN "request_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "tuition_id" uuid;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "subject_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tuitions" ADD COLUMN "teacher_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Subject keys of existing offers, from the contract's SUBJECT_SYNONYMS as they were when this was
-- written (packages/contract/src/subjects.ts); the server writes them for every new or edited offer.
WITH synonyms(spelling, key) AS (
  VALUES
    ('maths', 'maths'),
    ('math', 'maths'),
    ('mathematics', 'maths'),
    ('mathematic', 'maths'),
    ('गणित', 'maths'),
    ('optional maths', 'optional maths'),
    ('optional math', 'optional maths'),
    ('optional mathematics', 'optional maths'),
    ('opt maths', 'optional maths'),
    ('opt. maths', 'optional maths'),
    ('ऐच्छिक गणित', 'optional maths'),
    ('computer', 'computer'),
    ('computer science', 'computer'),
    ('computers', 'computer'),
    ('cs', 'computer'),
    ('it', 'computer'),
    ('कम्प्युटर', 'computer'),
    ('कम्प्यूटर', 'computer'),
    ('science', 'science'),
    ('general science', 'science'),
    ('विज्ञान', 'science'),
    ('english', 'english'),
    ('अंग्रेजी', 'english'),
    ('अङ्ग्रेजी', 'english'),
    ('nepali', 'nepali'),
    ('नेपाली', 'nepali'),
    ('physics', 'physics'),
    ('भौतिक विज्ञान', 'physics'),
    ('भौतिकशास्त्र', 'physics'),
    ('chemistry', 'chemistry'),
    ('रसायन विज्ञान', 'chemistry'),
    ('रसायनशास्त्र', 'chemistry'),
    ('biology', 'biology'),
    ('जीव विज्ञान', 'biology'),
    ('जीवविज्ञान', 'biology'),
    ('accounts', 'accounts'),
    ('account', 'accounts'),
    ('accountancy', 'accounts'),
    ('accounting', 'accounts'),
    ('लेखा', 'accounts'),
    ('economics', 'economics'),
    ('economic', 'economics'),
    ('अर्थशास्त्र', 'economics'),
    ('social', 'social'),
    ('social studies', 'social'),
    ('social study', 'social'),
    ('सामाजिक', 'social'),
    ('सामाजिक अध्ययन', 'social'),
    ('health and physical education', 'health and physical education'),
    ('hpe', 'health and physical education'),
    ('health', 'health and physical education'),
    ('स्वास्थ्य', 'health and physical education'),
    ('business', 'business'),
    ('business studies', 'business'),
    ('व्यवसाय', 'business')
)
UPDATE "tuitions" AS t
SET "subject_keys" = ARRAY(
  SELECT DISTINCT coalesce(s.key, u.normalized)
  FROM (SELECT lower(regexp_replace(btrim(subject), '\s+', ' ', 'g')) AS normalized FROM unnest(t."subjects") AS subject) AS u
  LEFT JOIN synonyms AS s ON s.spelling = u.normalized
  WHERE u.normalized <> ''
);--> statement-breakpoint
ALTER TABLE "student_requests" ADD CONSTRAINT "student_requests_tuition_id_tuitions_id_fk" FOREIGN KEY ("tuition_id") REFERENCES "public"."tuitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "student_requests_request_code_key" ON "student_requests" USING btree ("request_code");--> statement-breakpoint
CREATE INDEX "student_requests_tuition_idx" ON "student_requests" USING btree ("tuition_id");--> statement-breakpoint
CREATE INDEX "teachers_city_area_idx" ON "teachers" USING btree (lower("city"),lower("area"));--> statement-breakpoint
CREATE INDEX "tuitions_listed_relevance_idx" ON "tuitions" USING btree ("teacher_verified" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_newest_idx" ON "tuitions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_price_idx" ON "tuitions" USING btree ("price","created_at" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_class_idx" ON "tuitions" USING btree ("for_class","created_at" DESC NULLS LAST) WHERE status = 'Completed';--> statement-breakpoint
CREATE INDEX "tuitions_listed_subjects_idx" ON "tuitions" USING gin ("subject_keys") WHERE status = 'Completed';