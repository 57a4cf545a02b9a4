CREATE TABLE "question_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "question_imports" ADD CONSTRAINT "question_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_imports" ADD CONSTRAINT "question_imports_chapter_id_question_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."question_chapters"("id") ON DELETE cascade ON UPDATE no action;