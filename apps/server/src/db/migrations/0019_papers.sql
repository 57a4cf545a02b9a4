CREATE TABLE "paper_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"points" numeric(8, 2) NOT NULL,
	"mode" text NOT NULL,
	"question_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draw" jsonb
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"template_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_mark" numeric(8, 2) NOT NULL,
	"total_points" numeric(8, 2) NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"points" jsonb NOT NULL,
	"multiple" text DEFAULT 'all' NOT NULL,
	"indefinite" text DEFAULT 'per_option' NOT NULL,
	"blank" text DEFAULT 'per_blank' NOT NULL,
	"entry" text DEFAULT 'per_line' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paper_sections" ADD CONSTRAINT "paper_sections_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_template_id_scoring_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scoring_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "papers" ADD CONSTRAINT "papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paper_sections_paper_idx" ON "paper_sections" USING btree ("paper_id","sort");