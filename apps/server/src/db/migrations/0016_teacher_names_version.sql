-- The student's class list reads a class's teacher names from a cache kept against content_version (0004): the
-- teachers of a class and a user's name join the version, so a change from any server process is seen at once.
CREATE TRIGGER "class_teachers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "class_teachers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "users_name_content_version" AFTER UPDATE OF "name" OR DELETE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
