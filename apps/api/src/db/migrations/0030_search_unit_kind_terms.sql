-- ADR 036: every search term carries its record's unit and kind (`100001:news:通知`), so a GIN scan for a term reads
-- only that unit's postings of that kind. Rewritten in place (no re-segmentation), with the GIN indexes built again
-- in bulk after the rewrite rather than updated row by row.
DROP INDEX "search_entries_title_terms_idx";--> statement-breakpoint
DROP INDEX "search_entries_body_terms_idx";--> statement-breakpoint
UPDATE "search_entries" SET
  "title_terms" = ARRAY(SELECT "fid" || ':' || "kind" || ':' || term FROM unnest("title_terms") AS term),
  "body_terms" = ARRAY(SELECT "fid" || ':' || "kind" || ':' || term FROM unnest("body_terms") AS term);--> statement-breakpoint
CREATE INDEX "search_entries_title_terms_idx" ON "search_entries" USING gin ("title_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_entries_body_terms_idx" ON "search_entries" USING gin ("body_terms") WITH (fastupdate=false);--> statement-breakpoint
-- Answers kept from the old terms are not served again.
SELECT nextval('search_index_version');
