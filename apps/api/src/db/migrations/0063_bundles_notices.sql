-- ADR 089: what the bundle pages (一件事) read announces its changes on the `yizhan_cache` channel (ADR 018), so
-- every instance forgets its kept bundles and merged material lists at once, whoever wrote the change. A bundle's
-- services and their guides are the service hall's tables, which announce themselves (migration 0007).
CREATE TRIGGER bundles_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundles
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER bundle_services_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_services
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
