-- The student requests' newest-first index carries the search text (INCLUDE), so the admin search
-- walks its matches newest first from the index alone: one walk finds both the page and the capped
-- count (lib/paging.ts `newestMatchesPage`, decision 027 "One walk"). For "Sharma" at 100k rows that
-- walk reads ~2,700 index entries in ~55 index pages; through the table it read one page per row
-- (rows are not stored in creation order in a restored or seeded copy). An index-only scan skips
-- the table for the pages the visibility map marks all-visible (kept by (auto)vacuum); for the others
-- it reads the row, as the walk did before. Same name and key columns (created_at, id) as before, so
-- the unsearched list's newest-first page reads it as it read the old one (schema.ts lists the key;
-- Drizzle has no INCLUDE).
DROP INDEX IF EXISTS "student_requests_created_idx";--> statement-breakpoint
CREATE INDEX "student_requests_created_idx" ON "student_requests" USING btree ("created_at","id") INCLUDE ("search_text");
