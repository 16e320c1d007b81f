-- Trigram matching for substring search (gigs, marketplace items).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE; generated columns and indexes need an IMMUTABLE join of text[].
CREATE OR REPLACE FUNCTION campus_join_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
