-- The admin search's text as a stored generated column per searchable table (lib/text-search.ts,
-- docs/performance.md "Search at 100k after the stored search text"). Migration 0004 indexed the
-- expression `gg_search_text(ARRAY[columns])` itself, so PostgreSQL called that SQL function (not
-- inlinable, ~9 µs a call) again to recheck every candidate row of a search: 3,300 calls for a
-- common surname at 100k requests. The same expression, same columns in the same order, is now
-- computed once on every insert and update and stored; the trigram index is over the column and a
-- recheck reads it. Which rows match a search is unchanged (admin-search-index.test.ts).
-- The expression indexes of 0004 go first, so adding the columns (a table rewrite) does not rebuild them.
DROP INDEX IF EXISTS "student_requests_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "teachers_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contact_messages_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gg_search_text(ARRAY[first_name, last_name, email, mobile_no, subject, message])) STORED;--> statement-breakpoint
ALTER TABLE "student_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gg_search_text(ARRAY[first_name, last_name, mobile, email, city, area, request_code, gg_search_text(subjects)])) STORED;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gg_search_text(ARRAY[first_name, last_name, email, mobile, city, area, gg_search_text(subjects)])) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_search_text_trgm_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_requests_search_text_trgm_idx" ON "student_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teachers_search_text_trgm_idx" ON "teachers" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The planner's statistics of the new columns now, not at the next autovacuum: without them it
-- guessed a search's selectivity and sorted every match instead of reading the newest first. Only
-- a table with rows: ANALYZE of an empty one would record 0 rows, and lib/paging.ts `listTotal`
-- counts a never-analysed table exactly but trusts a recorded estimate.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "student_requests") THEN ANALYZE "student_requests" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "teachers") THEN ANALYZE "teachers" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "contact_messages") THEN ANALYZE "contact_messages" ("search_text"); END IF; END $$;
