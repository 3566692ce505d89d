-- Finer statistics for the stored search texts (migration 0010), so the planner estimates a search's
-- matches from a 1,000-entry histogram instead of 100. With 100 a common term could miss the sample:
-- at 1M requests `q=Sharma` (33,289 matches) was estimated at 100 rows, and the admin's page read and
-- sorted every match (0.4 s) instead of walking the newest first and stopping after 20; with 1,000
-- the estimate is 34,034 and a rare term (a request code) still gets the trigram index
-- (docs/performance.md "Search at 100k").
ALTER TABLE "student_requests" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "student_requests" ("search_text");--> statement-breakpoint
ANALYZE "teachers" ("search_text");--> statement-breakpoint
ANALYZE "contact_messages" ("search_text");
