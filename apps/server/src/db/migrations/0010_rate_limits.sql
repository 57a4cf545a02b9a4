CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- the session user carries must_change_password (0007): announce its changes too
DROP TRIGGER "users_session_notify" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_session_notify" AFTER UPDATE OF "account", "password_hash", "must_change_password", "role", "name", "avatar", "phone", "college_id", "campus_id", "enabled" OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"('u');
