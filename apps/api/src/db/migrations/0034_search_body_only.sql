-- ADR 050: the body words of an entry that its title does not hold. Both arrays are scoped `fid:kind:term` (migration
-- 0030), so one set difference of strings is the whole rule. A two-character word in the title is one of its terms
-- (a title piece), and a longer one is a title word only when the title holds it; so a word left out here belongs to
-- an entry that matches it by title, and this index's rows for a one-word keyword are never fewer than its body-only
-- matches (search.conditions.ts bodyOnlyMatch). IMMUTABLE: it reads nothing but its arguments.
CREATE FUNCTION search_body_only_terms(body_terms text[], title_terms text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT unnest(body_terms) EXCEPT SELECT unnest(title_terms))
$$;
--> statement-breakpoint
CREATE INDEX "search_entries_body_only_idx" ON "search_entries" USING gin (search_body_only_terms("body_terms", "title_terms")) WITH (fastupdate=false);
