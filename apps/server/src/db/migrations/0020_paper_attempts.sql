CREATE TABLE "paper_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"seed" integer NOT NULL,
	"only_wrong" boolean DEFAULT false NOT NULL,
	"items" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"switch_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"submit_reason" text,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"college_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"max_attempts" integer DEFAULT 1 NOT NULL,
	"show_answers" text DEFAULT 'after_end' NOT NULL,
	"count_switches" boolean DEFAULT false NOT NULL,
	"switch_limit" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paper_publications_show_check" CHECK ("paper_publications"."show_answers" in ('after_submit', 'after_end', 'never'))
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ALTER COLUMN "lesson_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "awarded_points" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_results" drop column "is_right";--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "is_right" boolean GENERATED ALWAYS AS (coalesce(override_is_right, is_complete and wrong_tries = 0 and not pending)) STORED;--> statement-breakpoint
ALTER TABLE "practice_results" drop column "points";--> statement-breakpoint
ALTER TABLE "practice_results" ADD COLUMN "points" numeric(8, 2) GENERATED ALWAYS AS (case when override_is_right is not null then (case when override_is_right then max_points else 0 end) when pending then 0 when awarded_points is not null then awarded_points when is_complete and wrong_tries = 0 then max_points else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "practice_overrides" ADD COLUMN "points" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "paper_attempts" ADD CONSTRAINT "paper_attempts_publication_id_paper_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."paper_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_attempts" ADD CONSTRAINT "paper_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_publications" ADD CONSTRAINT "paper_publications_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_publications" ADD CONSTRAINT "paper_publications_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_publications" ADD CONSTRAINT "paper_publications_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_publications" ADD CONSTRAINT "paper_publications_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_publications" ADD CONSTRAINT "paper_publications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_attempts_student_key" ON "paper_attempts" USING btree ("publication_id","student_id","attempt_no");--> statement-breakpoint
CREATE INDEX "paper_attempts_student_idx" ON "paper_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "paper_attempts_open_idx" ON "paper_attempts" USING btree ("deadline_at") WHERE "paper_attempts"."status" = 1;--> statement-breakpoint
CREATE INDEX "paper_publications_class_idx" ON "paper_publications" USING btree ("class_id","start_at");--> statement-breakpoint
CREATE INDEX "paper_publications_college_idx" ON "paper_publications" USING btree ("college_id","paper_id");