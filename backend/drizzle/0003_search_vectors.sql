-- Search by full-text words, stems and prefixes on one GIN index per table (the trigram columns go):
-- text is split at every non-alphanumeric character, so 'Node.js' and 'UI/UX' index 'js' and 'ux'.
CREATE OR REPLACE FUNCTION campus_search_words(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(coalesce($1, ''), '[^[:alnum:]]+', ' ', 'g') $$;
--> statement-breakpoint
DROP INDEX "gigs_category_idx";--> statement-breakpoint
DROP INDEX "gigs_search_trgm_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_category_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "gigs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, campus_search_words(title)), 'A') || setweight(to_tsvector('english'::regconfig, campus_search_words(campus_join_text(tags))), 'B') || setweight(to_tsvector('english'::regconfig, campus_search_words(description)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "gigs_search_vector_idx" ON "gigs" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, campus_search_words(title)), 'A') || setweight(to_tsvector('english'::regconfig, campus_search_words(description)), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "gigs_active_category_created_idx" ON "gigs" USING btree ("category","created_at","id") WHERE "gigs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "marketplace_items_category_created_idx" ON "marketplace_items" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "marketplace_items_search_vector_idx" ON "marketplace_items" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "gigs" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "marketplace_items" DROP COLUMN "search_text";--> statement-breakpoint
-- Word statistics fine enough for the planner to tell a rare search word from a common one, and so
-- to choose between the newest-first index walk and the GIN bitmap scan.
ALTER TABLE "gigs" ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "marketplace_items" ALTER COLUMN "search_vector" SET STATISTICS 1000;
