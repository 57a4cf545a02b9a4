-- Every API process caches live sessions for a few seconds; a change to what a session user is (a user's role,
-- account, name, password or state, a session's revocation, a college's status or licence, a campus's name) is
-- announced on the channel sxpt_sessions when its transaction commits, and every process forgets those entries.
-- Payload: u:<user id>, s:<session id>, c:<college id>, p:<campus id>.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM pg_notify('sxpt_sessions', TG_ARGV[0] || ':' || row_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_notify" AFTER UPDATE OF "account", "password_hash", "role", "name", "avatar", "phone", "college_id", "campus_id", "enabled" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('u');--> statement-breakpoint
CREATE TRIGGER "sessions_session_notify" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('s');--> statement-breakpoint
CREATE TRIGGER "colleges_session_notify" AFTER UPDATE OF "name", "status", "licence_status", "licence_expires_at" OR DELETE ON "colleges" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('c');--> statement-breakpoint
CREATE TRIGGER "campuses_session_notify" AFTER UPDATE OF "name" OR DELETE ON "campuses" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('p');
