-- The stored search texts' histograms at 250 entries instead of 0012's 1,000. PostgreSQL estimates a
-- search `search_text LIKE '%term%'` by matching the pattern against every histogram entry, at every
-- planning of every search (an admin search plans two such clauses: its page and its capped count):
-- at 1,000 entries that was 1.3 ms of the 3.2 ms a search for "Sharma" cost PostgreSQL at 100k rows.
-- 250 entries keep what 0012 was for: a common term is estimated as common (its page walks the newest
-- rows first and stops), a rare one as rare (the trigram index); the same plans for a common, a rare,
-- a missing, a numeric and a two-letter term at 100k and at 1M rows (docs/performance.md "Search
-- statistics at 250 entries"). ANALYZE only of a table with rows, as in 0010.
ALTER TABLE "student_requests" ALTER COLUMN "search_text" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "search_text" SET STATISTICS 250;--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "search_text" SET STATISTICS 250;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "student_requests") THEN ANALYZE "student_requests" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "teachers") THEN ANALYZE "teachers" ("search_text"); END IF; END $$;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "contact_messages") THEN ANALYZE "contact_messages" ("search_text"); END IF; END $$;
