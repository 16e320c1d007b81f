-- One GIN index per list for search alone and search within a category: btree_gin lets it hold the
-- category beside the vector, so a category search is one index scan, not an intersection with a
-- bitmap of the whole category.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX "gigs_search_vector_idx";--> statement-breakpoint
DROP INDEX "marketplace_items_search_vector_idx";--> statement-breakpoint
CREATE INDEX "gigs_category_search_idx" ON "gigs" USING gin ("category","search_vector") WITH (fastupdate=false) WHERE "gigs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "marketplace_items_category_search_idx" ON "marketplace_items" USING gin ("category","search_vector") WITH (fastupdate=false);