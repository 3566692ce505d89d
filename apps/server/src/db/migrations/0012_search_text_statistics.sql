-- Finer statistics for the stored search texts (migration 0010), so the planner estimates a search's
-- matches from a 1,000-entry histogram instead of 100. With 100 a common term could miss the sample:
-- at 1M requests `q=Sharma` (33,289 matches) was estimated at 100 rows, and the admin's page read and
-- sorted every match (0.4 s) instead of walking the newest first and stopping after 20; with 1,000
-- the estimate is 34,034 and a rare term (a request code) still gets the trigram index
-- (docs/performance.md "Search at 100k"). ANALYZE only of a table with rows, as in 0010.
ALTER TABLE "student_requests" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "student_requests") THEN ANALYZE "student_requests" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "teachers") THEN ANALYZE "teachers" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "contact_messages") THEN ANALYZE "contact_messages" ("search_text"); END IF; END $$;
