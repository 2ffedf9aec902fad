-- ADR 088: a console's change to a service's 情形引导 is announced on the `yizhan_cache` channel (ADR 018), so every
-- instance forgets the questions it keeps in memory at once, whoever wrote the change.
CREATE TRIGGER service_scenarios_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_scenarios
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
