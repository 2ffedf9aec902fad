CREATE TABLE "search_postings" (
	"entry_id" integer NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"gram" text NOT NULL,
	"tier" smallint NOT NULL,
	"relevance" smallint NOT NULL,
	"popularity" integer NOT NULL,
	"date" timestamp with time zone,
	"visitor_visible" boolean NOT NULL,
	"roles" text[] NOT NULL
);
--> statement-breakpoint
-- ADR 049: the postings of an entry, as the ranking of a two-character keyword keys it (search.repository.ts
-- matchesOf: tier and relevance for a keyword of length 2 that is the piece itself). Every term is scoped
-- `fid:kind:piece` (migration 0030); the pieces are the title's two-character terms. Notices, and any entry with an
-- owner, are left out: a posting carries no owner, and the ranking's rule for postings checks none (ADR 049).
CREATE FUNCTION search_entry_postings(e search_entries) RETURNS SETOF search_postings
LANGUAGE sql STABLE AS $$
  SELECT e.id, e.fid, e.kind, g.gram,
    (CASE WHEN lower(e.title) = g.gram THEN 3 ELSE 2 END)::smallint,
    ((40 + greatest(char_length(e.title), 1)) / (2 * greatest(char_length(e.title), 1))
      + CASE WHEN lower(left(e.title, 2)) = g.gram THEN 10 ELSE 0 END)::smallint,
    e.popularity, e.date, e.visitor_visible, e.roles
  FROM (SELECT DISTINCT substr(t, char_length(e.fid || ':' || e.kind || ':') + 1) AS gram
        FROM unnest(e.title_terms) AS t
        WHERE starts_with(t, e.fid || ':' || e.kind || ':')) AS g
  WHERE e.owner_uid IS NULL AND e.kind <> 'notice' AND char_length(g.gram) = 2
$$;
--> statement-breakpoint
INSERT INTO search_postings SELECT p.* FROM search_entries AS e, LATERAL search_entry_postings(e) AS p;
--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("fid","kind","gram","tier" DESC NULLS LAST,"relevance" DESC NULLS LAST,"popularity" DESC NULLS LAST,"date" DESC NULLS LAST,"entry_id" DESC NULLS LAST,"visitor_visible","roles");
--> statement-breakpoint
CREATE INDEX "search_postings_entry_idx" ON "search_postings" USING btree ("entry_id");
--> statement-breakpoint
-- Statistics now: the triggers' statements are planned before autovacuum would look at a table this large.
ANALYZE search_postings;
--> statement-breakpoint
-- Whoever writes search_entries (the indexer, the popularity refresh, a migration, psql), the postings follow in the
-- same statement: one statement-level trigger per operation, over the rows it changed.
CREATE FUNCTION search_postings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_postings;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_postings WHERE entry_id IN (SELECT id FROM gone);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_postings SELECT p.* FROM added AS a, LATERAL search_entry_postings(a::search_entries) AS p;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_postings_on_insert AFTER INSERT ON search_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_on_update AFTER UPDATE ON search_entries
  REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_on_delete AFTER DELETE ON search_entries
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
--> statement-breakpoint
CREATE TRIGGER search_postings_on_truncate AFTER TRUNCATE ON search_entries
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_follow();
