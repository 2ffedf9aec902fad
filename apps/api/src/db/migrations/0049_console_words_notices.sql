-- ADR 075: what the console changes in the search's words is announced on the `yizhan_cache` channel (ADR 018), so
-- every instance forgets the unit's kept synonym rules and its pages' hot lists at once, whoever wrote the change.
CREATE TRIGGER search_synonyms_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
-- Hot words are counted by every search that finds something (added every couple of seconds): only a console's
-- change — a word pinned or hidden, added pinned, or removed — is announced, never a count.
CREATE TRIGGER search_keywords_announce_flags AFTER UPDATE ON search_keywords FOR EACH ROW
  WHEN (OLD.pinned IS DISTINCT FROM NEW.pinned OR OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER search_keywords_announce_added AFTER INSERT ON search_keywords FOR EACH ROW
  WHEN (NEW.pinned OR NEW.hidden)
  EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER search_keywords_announce_removed AFTER DELETE ON search_keywords FOR EACH ROW
  EXECUTE FUNCTION yizhan_announce_change();
