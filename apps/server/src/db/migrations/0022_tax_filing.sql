CREATE TABLE "tax_case_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_case_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"return_code" text NOT NULL,
	"taxes_name" text NOT NULL,
	"period_start" text NOT NULL,
	"period_end" text NOT NULL,
	"deadline" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"course_name" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"id_code" text NOT NULL,
	"bill" text DEFAULT '' NOT NULL,
	"quarter_start" text DEFAULT '' NOT NULL,
	"quarter_end" text DEFAULT '' NOT NULL,
	"month_start" text DEFAULT '' NOT NULL,
	"month_end" text DEFAULT '' NOT NULL,
	"report_date" text DEFAULT '' NOT NULL,
	"write_date" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"subbranch" text DEFAULT '' NOT NULL,
	"card_number" text DEFAULT '' NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_practice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"case_item_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_declarations" integer DEFAULT 0 NOT NULL,
	"declared_at" timestamp with time zone,
	"payables" jsonb,
	"paid_at" timestamp with time zone,
	"paid_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_practice_reports" (
	"item_id" integer NOT NULL,
	"form_code" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_practice_reports_item_id_form_code_pk" PRIMARY KEY("item_id","form_code")
);
--> statement-breakpoint
CREATE TABLE "tax_practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_case_documents" ADD CONSTRAINT "tax_case_documents_case_id_tax_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tax_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_case_items" ADD CONSTRAINT "tax_case_items_case_id_tax_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tax_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_cases" ADD CONSTRAINT "tax_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practice_items" ADD CONSTRAINT "tax_practice_items_practice_id_tax_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."tax_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practice_items" ADD CONSTRAINT "tax_practice_items_case_item_id_tax_case_items_id_fk" FOREIGN KEY ("case_item_id") REFERENCES "public"."tax_case_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practice_reports" ADD CONSTRAINT "tax_practice_reports_item_id_tax_practice_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tax_practice_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practices" ADD CONSTRAINT "tax_practices_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practices" ADD CONSTRAINT "tax_practices_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practices" ADD CONSTRAINT "tax_practices_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practices" ADD CONSTRAINT "tax_practices_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_practices" ADD CONSTRAINT "tax_practices_case_id_tax_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."tax_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_case_documents_case_idx" ON "tax_case_documents" USING btree ("case_id","sort");--> statement-breakpoint
CREATE INDEX "tax_case_items_case_idx" ON "tax_case_items" USING btree ("case_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_practice_items_key" ON "tax_practice_items" USING btree ("practice_id","case_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_practices_context_key" ON "tax_practices" USING btree ("student_id","class_id","resource_id","lesson_id","case_id");--> statement-breakpoint
CREATE INDEX "tax_practices_class_idx" ON "tax_practices" USING btree ("class_id","case_id");--> statement-breakpoint
CREATE TRIGGER "tax_cases_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_cases" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "tax_case_items_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_case_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
CREATE TRIGGER "tax_case_documents_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_case_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
