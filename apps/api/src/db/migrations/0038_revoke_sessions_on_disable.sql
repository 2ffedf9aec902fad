-- Disabling an account signs it out everywhere for good (security.md S4, issue 35): its sessions are revoked the
-- moment `disabled` turns true, by whatever path (the users service, an administrator's SQL, a directory sync), so
-- re-enabling the account cannot bring its old tokens back.
CREATE FUNCTION revoke_sessions_of_disabled_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE uid = NEW.uid AND revoked_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_disable_revokes_sessions AFTER UPDATE OF disabled ON users FOR EACH ROW
  WHEN (NEW.disabled AND NOT OLD.disabled)
  EXECUTE FUNCTION revoke_sessions_of_disabled_user();
