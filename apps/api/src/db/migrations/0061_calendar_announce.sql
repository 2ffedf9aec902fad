-- ADR 086: a change of the working-day calendar is announced on the `yizhan_cache` channel (ADR 018), so every
-- instance reads it again before its next deadline or booking.
CREATE TRIGGER calendar_days_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON calendar_days
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
