CREATE TABLE "question_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"difficulty" smallint DEFAULT 3 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_difficulty_check" CHECK ("questions"."difficulty" between 1 and 5),
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('single', 'multiple', 'judge', 'indefinite', 'blank', 'entry', 'essay'))
);
--> statement-breakpoint
ALTER TABLE "question_chapters" ADD CONSTRAINT "question_chapters_parent_id_question_chapters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."question_chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_id_question_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."question_chapters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_chapters_parent_idx" ON "question_chapters" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "questions_chapter_idx" ON "questions" USING btree ("chapter_id","type","id");