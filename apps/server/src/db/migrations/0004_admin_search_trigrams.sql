-- Trigram indexes for the admin lists' text search (`q`, lib/text-search.ts). A search is
-- `gg_search_text(ARRAY[columns…]) ILIKE '%text%'`; each index below is over exactly the expression
-- its list service builds (same columns, same order), otherwise PostgreSQL cannot use it.
-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it from its contrib bundle (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE (it formats any element type); for text[] its result depends on
-- nothing but its input, so this wrapper may be IMMUTABLE, which an index expression requires.
CREATE OR REPLACE FUNCTION gg_search_text(parts text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(parts, ' ') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS student_requests_search_trgm_idx ON student_requests USING gin (
  gg_search_text(ARRAY[first_name, last_name, mobile, email, city, area, request_code, gg_search_text(subjects)]) gin_trgm_ops
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS teachers_search_trgm_idx ON teachers USING gin (
  gg_search_text(ARRAY[first_name, last_name, email, mobile, city, area, gg_search_text(subjects)]) gin_trgm_ops
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS contact_messages_search_trgm_idx ON contact_messages USING gin (
  gg_search_text(ARRAY[first_name, last_name, email, mobile_no, subject, message]) gin_trgm_ops
);
