CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"fid" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"owner_uid" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"mobile_url" text DEFAULT '' NOT NULL,
	"title_terms" text[] DEFAULT '{}' NOT NULL,
	"body_terms" text[] DEFAULT '{}' NOT NULL,
	"pinyin" text DEFAULT '' NOT NULL,
	"initials" text DEFAULT '' NOT NULL,
	"visitor_visible" boolean DEFAULT true NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"date" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_entries_kind_check" CHECK ("search_entries"."kind" in ('service', 'system', 'news', 'notice', 'threeList'))
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"uid" integer NOT NULL,
	"fid" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_fid_units_fid_fk" FOREIGN KEY ("fid") REFERENCES "public"."units"("fid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_kind_source_idx" ON "search_entries" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "search_entries_title_terms_idx" ON "search_entries" USING gin ("title_terms");--> statement-breakpoint
CREATE INDEX "search_entries_body_terms_idx" ON "search_entries" USING gin ("body_terms");--> statement-breakpoint
CREATE INDEX "search_entries_fid_kind_popularity_idx" ON "search_entries" USING btree ("fid","kind","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_entries_owner_idx" ON "search_entries" USING btree ("owner_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_uid_fid_keyword_idx" ON "search_history" USING btree ("uid","fid","keyword");--> statement-breakpoint
CREATE INDEX "search_history_uid_fid_time_idx" ON "search_history" USING btree ("uid","fid","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "search_queue_kind_source_idx" ON "search_queue" USING btree ("kind","source_id");--> statement-breakpoint
-- ADR 036: every change to what search finds queues the record for re-indexing, whoever writes it (app, seed,
-- psql). Segmentation (jieba, pinyin) happens in the application, which drains the queue before a search reads
-- the index (no notification: the change feed would clear every page cache on each new notice). Counters
-- (apps.hits, news views, read marks) queue nothing: popularity is refreshed when a record is re-indexed or the
-- index rebuilt.
CREATE OR REPLACE FUNCTION search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queue_kind text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_queue (kind, source_id) VALUES (queue_kind, (to_jsonb(NEW) ->> id_column)::integer)
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_queue (kind, source_id) VALUES (queue_kind, (to_jsonb(OLD) ->> id_column)::integer)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apps_search_insert_delete AFTER INSERT OR DELETE ON apps
  FOR EACH ROW EXECUTE FUNCTION search_enqueue('app', 'id');
--> statement-breakpoint
CREATE TRIGGER apps_search_update AFTER UPDATE ON apps FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'hits') IS DISTINCT FROM (to_jsonb(NEW) - 'hits'))
  EXECUTE FUNCTION search_enqueue('app', 'id');
--> statement-breakpoint
CREATE TRIGGER app_guides_search AFTER INSERT OR UPDATE OR DELETE ON app_guides
  FOR EACH ROW EXECUTE FUNCTION search_enqueue('app', 'app_id');
--> statement-breakpoint
CREATE TRIGGER app_label_links_search AFTER INSERT OR UPDATE OR DELETE ON app_label_links
  FOR EACH ROW EXECUTE FUNCTION search_enqueue('app', 'app_id');
--> statement-breakpoint
CREATE TRIGGER news_articles_search_insert_delete AFTER INSERT OR DELETE ON news_articles
  FOR EACH ROW EXECUTE FUNCTION search_enqueue('news', 'id');
--> statement-breakpoint
CREATE TRIGGER news_articles_search_update AFTER UPDATE ON news_articles FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views') IS DISTINCT FROM (to_jsonb(NEW) - 'views'))
  EXECUTE FUNCTION search_enqueue('news', 'id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_insert AFTER INSERT ON inbox_items FOR EACH ROW
  WHEN (NEW.kind = 'notice') EXECUTE FUNCTION search_enqueue('notice', 'id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_update AFTER UPDATE ON inbox_items FOR EACH ROW
  WHEN ((OLD.kind = 'notice' OR NEW.kind = 'notice')
    AND (to_jsonb(OLD) - 'read_at') IS DISTINCT FROM (to_jsonb(NEW) - 'read_at'))
  EXECUTE FUNCTION search_enqueue('notice', 'id');
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_delete AFTER DELETE ON inbox_items FOR EACH ROW
  WHEN (OLD.kind = 'notice') EXECUTE FUNCTION search_enqueue('notice', 'id');
--> statement-breakpoint
CREATE TRIGGER three_list_items_search AFTER INSERT OR UPDATE OR DELETE ON three_list_items
  FOR EACH ROW EXECUTE FUNCTION search_enqueue('threeList', 'id');
--> statement-breakpoint
-- What several records show at once: a department's name (its services), a list type's name and a unit's
-- three-list guest setting (their rows), a notice type's name (its notices).
CREATE OR REPLACE FUNCTION search_enqueue_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'departments' THEN
    INSERT INTO search_queue (kind, source_id) SELECT 'app', id FROM apps WHERE dept_id = NEW.id
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'three_list_types' THEN
    INSERT INTO search_queue (kind, source_id) SELECT 'threeList', id FROM three_list_items WHERE type_id = NEW.id
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'three_list_configs' THEN
    INSERT INTO search_queue (kind, source_id) SELECT 'threeList', id FROM three_list_items WHERE fid = NEW.fid
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'notice_types' THEN
    INSERT INTO search_queue (kind, source_id) SELECT 'notice', id FROM inbox_items WHERE type_id = NEW.id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER departments_search AFTER UPDATE ON departments FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_enqueue_group();
--> statement-breakpoint
CREATE TRIGGER three_list_types_search AFTER UPDATE ON three_list_types FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_enqueue_group();
--> statement-breakpoint
CREATE TRIGGER three_list_configs_search AFTER INSERT OR UPDATE ON three_list_configs FOR EACH ROW
  EXECUTE FUNCTION search_enqueue_group();
--> statement-breakpoint
CREATE TRIGGER notice_types_search AFTER UPDATE ON notice_types FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_enqueue_group();
