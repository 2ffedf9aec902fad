-- ADR 036 addendum (session 21): the body of a service or an article keeps each of its fields on a line of its own
-- (summary, labels, guide fields; summary, text), so a result's snippet stays within the field it matched. Entries
-- indexed before keep their fields run together until they are indexed again: queue every app and article, and
-- the indexer rewrites them in the background after start, as it does any change (searches meanwhile read the old
-- bodies, which match the same words).
INSERT INTO search_queue (kind, source_id) SELECT 'app', id FROM apps ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_queue (kind, source_id) SELECT 'news', id FROM news_articles ON CONFLICT DO NOTHING;
