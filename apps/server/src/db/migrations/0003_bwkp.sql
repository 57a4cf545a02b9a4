CREATE TABLE "bwkp_case_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"invoice_zl" smallint NOT NULL,
	"apply_num" integer NOT NULL,
	"apply_result" smallint NOT NULL,
	"shenling_slr" text DEFAULT '' NOT NULL,
	"shenling_zjlx" text DEFAULT '' NOT NULL,
	"shenling_zjh" text DEFAULT '' NOT NULL,
	"shenling_shuoming" text DEFAULT '' NOT NULL,
	"shenling_shoujianren" text DEFAULT '' NOT NULL,
	"shenling_dztel" text DEFAULT '' NOT NULL,
	"start_num" integer
);
--> statement-breakpoint
CREATE TABLE "bwkp_case_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"kh_name" text NOT NULL,
	"simple_code" text DEFAULT '' NOT NULL,
	"tax_num" text DEFAULT '' NOT NULL,
	"address_telephone" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_case_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"simple_code" text DEFAULT '' NOT NULL,
	"tax_rate" text NOT NULL,
	"brand_model" text DEFAULT '' NOT NULL,
	"units" text DEFAULT '' NOT NULL,
	"applicable_tax_rate" text DEFAULT '' NOT NULL,
	"tax_mark" text DEFAULT '' NOT NULL,
	"flqc" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_case_qyxx" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"nsr_sbh" text NOT NULL,
	"nsr_mc" text NOT NULL,
	"business_address" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"supervisor_name" text DEFAULT '' NOT NULL,
	"pt_fpdm" text NOT NULL,
	"zy_fpdm" text NOT NULL,
	"province" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"subject_id" integer,
	"invoice_type" smallint NOT NULL,
	"invoice_status" smallint NOT NULL,
	"zf_status" smallint DEFAULT 0 NOT NULL,
	"goods_content" jsonb NOT NULL,
	"list" jsonb NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_num" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"y_invoice_code" text DEFAULT '' NOT NULL,
	"y_invoice_num" text DEFAULT '' NOT NULL,
	"notic_no" text DEFAULT '' NOT NULL,
	"kh_sbh" text DEFAULT '' NOT NULL,
	"kh_name" text DEFAULT '' NOT NULL,
	"address_telephone" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"xh_dw_name" text DEFAULT '' NOT NULL,
	"xh_dw_nsrsbh" text DEFAULT '' NOT NULL,
	"list_identifier" smallint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"drawer" text DEFAULT '' NOT NULL,
	"void_time" timestamp with time zone,
	"kp_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"progress" jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_red_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"number" text,
	"sqfs" smallint NOT NULL,
	"blue_invoice_code" text NOT NULL,
	"blue_invoice_num" text NOT NULL,
	"kh_name" text DEFAULT '' NOT NULL,
	"kh_sbh" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"tax_amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'filled' NOT NULL,
	"saved_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_rolls" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"invoice_type" smallint NOT NULL,
	"invoice_code" text NOT NULL,
	"start_num" integer NOT NULL,
	"end_num" integer NOT NULL,
	"next_num" integer NOT NULL,
	"apply_num" integer NOT NULL,
	"apply_result" smallint NOT NULL,
	"apply_form" jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_saved_codes" (
	"practice_id" integer PRIMARY KEY NOT NULL,
	"qyxx" jsonb,
	"kh_content" jsonb,
	"goods_content" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bwkp_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"title" text NOT NULL,
	"subject_describe" text DEFAULT '' NOT NULL,
	"video_path" text DEFAULT '' NOT NULL,
	"subject_type" smallint NOT NULL,
	"invoice_type" smallint DEFAULT 0 NOT NULL,
	"kh_data" jsonb NOT NULL,
	"goods_content" jsonb NOT NULL,
	"again_goods_content" jsonb,
	"red" jsonb,
	"discount" jsonb,
	"void_sort" integer,
	"blue_sort" integer
);
--> statement-breakpoint
ALTER TABLE "bwkp_case_apply" ADD CONSTRAINT "bwkp_case_apply_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_case_customers" ADD CONSTRAINT "bwkp_case_customers_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_case_goods" ADD CONSTRAINT "bwkp_case_goods_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_case_qyxx" ADD CONSTRAINT "bwkp_case_qyxx_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_cases" ADD CONSTRAINT "bwkp_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_invoices" ADD CONSTRAINT "bwkp_invoices_practice_id_bwkp_progress_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."bwkp_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_invoices" ADD CONSTRAINT "bwkp_invoices_subject_id_bwkp_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."bwkp_subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_progress" ADD CONSTRAINT "bwkp_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_progress" ADD CONSTRAINT "bwkp_progress_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_progress" ADD CONSTRAINT "bwkp_progress_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_progress" ADD CONSTRAINT "bwkp_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_progress" ADD CONSTRAINT "bwkp_progress_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_red_forms" ADD CONSTRAINT "bwkp_red_forms_practice_id_bwkp_progress_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."bwkp_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_red_forms" ADD CONSTRAINT "bwkp_red_forms_subject_id_bwkp_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."bwkp_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_rolls" ADD CONSTRAINT "bwkp_rolls_practice_id_bwkp_progress_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."bwkp_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_saved_codes" ADD CONSTRAINT "bwkp_saved_codes_practice_id_bwkp_progress_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."bwkp_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bwkp_subjects" ADD CONSTRAINT "bwkp_subjects_case_id_bwkp_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."bwkp_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_case_apply_kind_key" ON "bwkp_case_apply" USING btree ("case_id","invoice_zl");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_case_customers_sort_key" ON "bwkp_case_customers" USING btree ("case_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_case_goods_sort_key" ON "bwkp_case_goods" USING btree ("case_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_invoices_number_key" ON "bwkp_invoices" USING btree ("practice_id","invoice_code","invoice_num");--> statement-breakpoint
CREATE INDEX "bwkp_invoices_subject_idx" ON "bwkp_invoices" USING btree ("practice_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_progress_context_key" ON "bwkp_progress" USING btree ("student_id","class_id","resource_id","lesson_id","case_id");--> statement-breakpoint
CREATE INDEX "bwkp_progress_class_idx" ON "bwkp_progress" USING btree ("class_id","case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_red_forms_subject_key" ON "bwkp_red_forms" USING btree ("practice_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_rolls_kind_key" ON "bwkp_rolls" USING btree ("practice_id","invoice_type");--> statement-breakpoint
CREATE UNIQUE INDEX "bwkp_subjects_sort_key" ON "bwkp_subjects" USING btree ("case_id","sort");