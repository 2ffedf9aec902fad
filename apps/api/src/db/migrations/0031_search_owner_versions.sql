CREATE TABLE "search_owner_versions" (
	"uid" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_queue" ADD COLUMN "owner_uid" integer;--> statement-breakpoint
CREATE INDEX "search_queue_owner_idx" ON "search_queue" USING btree ("owner_uid");
--> statement-breakpoint
-- ADR 047: a queued change says whose search it concerns. A trigger's third argument names the column of the one
-- user who finds the record (a notice's recipient); without it the change is everyone's (owner_uid null).
CREATE OR REPLACE FUNCTION search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queue_kind text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  owner_column text := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2] END;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_queue (kind, source_id, owner_uid)
      VALUES (queue_kind, (to_jsonb(NEW) ->> id_column)::integer, (to_jsonb(NEW) ->> owner_column)::integer)
      ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_queue (kind, source_id, owner_uid)
      VALUES (queue_kind, (to_jsonb(OLD) ->> id_column)::integer, (to_jsonb(OLD) ->> owner_column)::integer)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER inbox_items_search_insert ON inbox_items;
--> statement-breakpoint
DROP TRIGGER inbox_items_search_update ON inbox_items;
--> statement-breakpoint
DROP TRIGGER inbox_items_search_delete ON inbox_items;
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_insert AFTER INSERT ON inbox_items FOR EACH ROW
  WHEN (NEW.kind = 'notice') EXECUTE FUNCTION search_enqueue('notice', 'id', 'uid');
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_update AFTER UPDATE ON inbox_items FOR EACH ROW
  WHEN ((OLD.kind = 'notice' OR NEW.kind = 'notice')
    AND (to_jsonb(OLD) - 'read_at') IS DISTINCT FROM (to_jsonb(NEW) - 'read_at'))
  EXECUTE FUNCTION search_enqueue('notice', 'id', 'uid');
--> statement-breakpoint
CREATE TRIGGER inbox_items_search_delete AFTER DELETE ON inbox_items FOR EACH ROW
  WHEN (OLD.kind = 'notice') EXECUTE FUNCTION search_enqueue('notice', 'id', 'uid');
--> statement-breakpoint
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
    INSERT INTO search_queue (kind, source_id, owner_uid) SELECT 'notice', id, uid FROM inbox_items WHERE type_id = NEW.id
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
