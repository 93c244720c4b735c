-- Stock search (postgres provider): trigram typo tolerance over the search document, and the outbox
-- that pushes stock changes to a hosted (algolia) index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_search_doc_trgm_idx" ON "cars" USING gin ((lower("make" || ' ' || "model" || ' ' || coalesce("badge", '') || ' ' || "name" || ' ' || "year"::text || ' ' || "stocknum")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cars_dealership_rank_idx" ON "cars" ("dealership_id", "custom_rank" DESC, "id");
