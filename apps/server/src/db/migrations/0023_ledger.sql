CREATE TABLE "ledger_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_reports" (
	"practice_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"item_id" integer,
	"word" text NOT NULL,
	"number" integer NOT NULL,
	"date" text NOT NULL,
	"attachments" integer DEFAULT 0 NOT NULL,
	"lines" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"preparer" text NOT NULL,
	"reviewer" text,
	"poster" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_cases" ADD CONSTRAINT "ledger_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_practices" ADD CONSTRAINT "ledger_practices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_practices" ADD CONSTRAINT "ledger_practices_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_practices" ADD CONSTRAINT "ledger_practices_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_practices" ADD CONSTRAINT "ledger_practices_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_practices" ADD CONSTRAINT "ledger_practices_case_id_ledger_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."ledger_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reports" ADD CONSTRAINT "ledger_reports_practice_id_ledger_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."ledger_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_vouchers" ADD CONSTRAINT "ledger_vouchers_practice_id_ledger_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."ledger_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_practices_context_key" ON "ledger_practices" USING btree ("student_id","class_id","resource_id","lesson_id","case_id");--> statement-breakpoint
CREATE INDEX "ledger_practices_class_idx" ON "ledger_practices" USING btree ("class_id","case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reports_key" ON "ledger_reports" USING btree ("practice_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_vouchers_number_key" ON "ledger_vouchers" USING btree ("practice_id","word","number");--> statement-breakpoint
CREATE INDEX "ledger_vouchers_item_idx" ON "ledger_vouchers" USING btree ("practice_id","item_id");--> statement-breakpoint
CREATE TRIGGER "ledger_cases_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ledger_cases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
