DROP INDEX "search_entries_title_terms_idx";--> statement-breakpoint
DROP INDEX "search_entries_body_terms_idx";--> statement-breakpoint
CREATE INDEX "search_entries_title_terms_idx" ON "search_entries" USING gin ("title_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_entries_body_terms_idx" ON "search_entries" USING gin ("body_terms") WITH (fastupdate=false);