CREATE TABLE "paper_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"template_id" integer,
	"file_name" text NOT NULL,
	"parsed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"paper_id" integer
);
--> statement-breakpoint
ALTER TABLE "paper_imports" ADD CONSTRAINT "paper_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_imports" ADD CONSTRAINT "paper_imports_chapter_id_question_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."question_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_imports" ADD CONSTRAINT "paper_imports_template_id_scoring_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scoring_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_imports" ADD CONSTRAINT "paper_imports_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE set null ON UPDATE no action;