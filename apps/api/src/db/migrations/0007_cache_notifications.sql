-- ADR 018: every write to what pages read announces itself on the `yizhan_cache` channel, whoever makes it (seed,
-- admin console, integration API, psql). Each instance listens and clears its in-process caches. Counters
-- (apps.hits) change on every click and are left to the caches' short safety TTL.
CREATE OR REPLACE FUNCTION yizhan_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('yizhan_cache', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'units', 'unit_domains', 'global_configs', 'intelligence', 'themes', 'bottom_links', 'media', 'banners',
    'home_modules', 'content_categories', 'content_items', 'menus', 'quick_navigations', 'home_tools', 'home_cars',
    'specials', 'special_apps', 'recommendations', 'recommendation_apps', 'app_types', 'departments', 'app_labels',
    'app_label_links', 'app_guides'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change()',
      name || '_announce_change', name);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apps_announce_change AFTER INSERT OR DELETE OR TRUNCATE ON apps
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
-- A click only bumps `hits`; any other column change is a catalogue change.
CREATE TRIGGER apps_announce_update AFTER UPDATE ON apps FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'hits') IS DISTINCT FROM (to_jsonb(NEW) - 'hits'))
  EXECUTE FUNCTION yizhan_announce_change();
