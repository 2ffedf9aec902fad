-- ADR 090: the console's changes of booking places and of which services they take are announced on the
-- `yizhan_cache` channel (ADR 018), so every instance forgets the unit's kept places at once. Bookings and seat
-- counters are per person and read fresh: they announce nothing.
CREATE TRIGGER appointment_places_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appointment_places
  FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
--> statement-breakpoint
CREATE TRIGGER appointment_place_services_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON appointment_place_services FOR EACH STATEMENT EXECUTE FUNCTION yizhan_announce_change();
