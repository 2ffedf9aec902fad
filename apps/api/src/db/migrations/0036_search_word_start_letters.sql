-- ADR 036 addendum (session 22): a keyword of letters matches a title from a word's start (jzj: 奖助金, not 外籍专家's
-- 籍专家), through terms that hold the first letters of every word of the title (`iw:`, `pw:`). Entries indexed
-- before have none, and would match no letters: queue every record, and the indexer rewrites them in the background
-- after start, as it does any change (until then a search of letters misses the records not yet rewritten).
INSERT INTO search_queue (kind, source_id) SELECT 'app', id FROM apps ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_queue (kind, source_id) SELECT 'news', id FROM news_articles ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_queue (kind, source_id) SELECT 'threeList', id FROM three_list_items ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO search_queue (kind, source_id, owner_uid) SELECT 'notice', id, uid FROM inbox_items ON CONFLICT DO NOTHING;
