-- The stored search texts (migration 0010) lowercased, so the admin search is `search_text LIKE
-- lower(pattern)` instead of `search_text ILIKE pattern` (lib/text-search.ts `matchSearchText`).
-- On a UTF-8 database PostgreSQL runs ILIKE by lowercasing the text and the pattern with lower() and
-- matching them with LIKE (like.c), so the rows matched are the same; but it lowercased every
-- candidate row of a search and every entry of the column's 1,000-entry histogram each time it
-- planned one (2-7 ms of planning per search at 100k rows: docs/performance.md "Search that stops
-- at its page"). Now lower() runs once per write. PostgreSQL 15 cannot change a generated column's
-- expression, so each column is dropped (with its trigram index) and added again (a table rewrite),
-- then indexed, given 0012's statistics target again and analysed when its table has rows (as 0010).
DROP INDEX IF EXISTS "contact_messages_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "student_requests_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "teachers_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(gg_search_text(ARRAY[first_name, last_name, email, mobile_no, subject, message]))) STORED;--> statement-breakpoint
ALTER TABLE "student_requests" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(gg_search_text(ARRAY[first_name, last_name, mobile, email, city, area, request_code, gg_search_text(subjects)]))) STORED;--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(gg_search_text(ARRAY[first_name, last_name, email, mobile, city, area, gg_search_text(subjects)]))) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_search_text_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_requests_search_text_trgm_idx" ON "student_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "student_requests" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "student_requests") THEN ANALYZE "student_requests" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "teachers") THEN ANALYZE "teachers" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "contact_messages") THEN ANALYZE "contact_messages" ("search_text"); END IF; END $$;
