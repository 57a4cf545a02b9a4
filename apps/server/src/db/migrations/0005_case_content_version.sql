-- The authored parts of invoicing cases join the content version (0004): readers cache a case's subjects and
-- company against it.
CREATE TRIGGER "bwkp_cases_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_cases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bwkp_case_qyxx_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_case_qyxx" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bwkp_case_customers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_case_customers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bwkp_case_goods_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_case_goods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bwkp_case_apply_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_case_apply" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "bwkp_subjects_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bwkp_subjects" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
