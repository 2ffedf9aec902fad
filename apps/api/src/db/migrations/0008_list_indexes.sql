-- Every list page also counts its total. A guest's or a user's first-page count reads only this index
-- (index-only scan instead of a sequential scan of apps: bench:large, docs/performance.md).
CREATE INDEX IF NOT EXISTS apps_fid_attribute_visible_idx ON apps (fid, attribute_type, visitor_visible)
  INCLUDE (dept_id, type_id, roles);
--> statement-breakpoint
-- Keyword search: ILIKE '%…%' on Chinese text cannot use a b-tree, and trigrams find nothing in two-character
-- Chinese words. Every two-character piece of a service's name and summary is kept in a GIN-indexed array; a
-- keyword's pieces must all be there before ILIKE confirms the match (a search issue may replace this with
-- segmented tokens and pinyin keys).
CREATE OR REPLACE FUNCTION search_bigrams(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lower($1), i, 2)), '{}')
  FROM generate_series(1, char_length($1) - 1) AS i
$$;
--> statement-breakpoint
ALTER TABLE apps ADD COLUMN IF NOT EXISTS search_terms text[]
  GENERATED ALWAYS AS (search_bigrams(name || ' ' || summary)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS apps_search_terms_idx ON apps USING gin (search_terms);
