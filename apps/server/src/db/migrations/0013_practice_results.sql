CREATE TABLE "practice_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"source_id" integer NOT NULL,
	"college_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"total_count" integer NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"score" numeric(8, 2) DEFAULT '0' NOT NULL,
	"max_score" numeric(8, 2) DEFAULT '0' NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"is_right" boolean,
	"reason" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_results" (
	"attempt_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"sort" integer NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"max_points" numeric(8, 2) NOT NULL,
	"override_is_right" boolean,
	"is_right" boolean GENERATED ALWAYS AS (coalesce(override_is_right, is_complete and wrong_tries = 0)) STORED,
	"points" numeric(8, 2) GENERATED ALWAYS AS (case when coalesce(override_is_right, is_complete and wrong_tries = 0) then max_points else 0 end) STORED,
	"answer" jsonb,
	"wrong_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_tries" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"step" text NOT NULL,
	"is_right" boolean NOT NULL,
	"answer" jsonb,
	"wrong_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_overrides" ADD CONSTRAINT "practice_overrides_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_overrides" ADD CONSTRAINT "practice_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_results" ADD CONSTRAINT "practice_results_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tries" ADD CONSTRAINT "practice_tries_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_attempts_source_key" ON "practice_attempts" USING btree ("area","source_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_class_idx" ON "practice_attempts" USING btree ("class_id","area","case_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_lesson_idx" ON "practice_attempts" USING btree ("college_id","resource_id","lesson_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_student_idx" ON "practice_attempts" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "practice_overrides_attempt_idx" ON "practice_overrides" USING btree ("attempt_id","question_key");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_results_pk" ON "practice_results" USING btree ("attempt_id","question_key");--> statement-breakpoint
CREATE INDEX "practice_tries_question_idx" ON "practice_tries" USING btree ("attempt_id","question_key","id");--> statement-breakpoint
CREATE FUNCTION "practice_attempt_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "practice_attempts" a SET "done_count" = t.done, "score" = t.score
  FROM (
    SELECT r."attempt_id", (count(*) FILTER (WHERE r."is_complete"))::int AS done, coalesce(sum(r."points"), 0) AS score
    FROM "practice_results" r
    WHERE r."attempt_id" IN (SELECT DISTINCT "attempt_id" FROM changed)
    GROUP BY r."attempt_id"
  ) t
  WHERE a."id" = t."attempt_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_results_totals_insert" AFTER INSERT ON "practice_results" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "practice_attempt_totals"();--> statement-breakpoint
CREATE TRIGGER "practice_results_totals_update" AFTER UPDATE ON "practice_results" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "practice_attempt_totals"();--> statement-breakpoint
-- the invoicing practice recorded before this migration: an attempt per practice (its time: first to last write,
-- up to 2 hours), a result per question done or begun (one point each, no try recorded then), the invoice saved as
-- the answer of the invoice questions
INSERT INTO "practice_attempts" ("area", "source_id", "college_id", "student_id", "class_id", "resource_id",
  "lesson_id", "case_id", "status", "total_count", "max_score", "active_seconds", "started_at", "last_active_at",
  "submitted_at")
SELECT 'bwkp', p."id", c."college_id", p."student_id", p."class_id", p."resource_id", p."lesson_id", p."case_id",
  CASE WHEN p."submitted_at" IS NOT NULL OR NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(p."progress") q WHERE NOT (q->>'isComplete')::boolean) THEN 2 ELSE 1 END,
  jsonb_array_length(p."progress"), jsonb_array_length(p."progress"),
  least(extract(epoch FROM p."updated_at" - p."created_at"), 7200)::int,
  p."created_at", p."updated_at", p."submitted_at"
FROM "bwkp_progress" p JOIN "classes" c ON c."id" = p."class_id";--> statement-breakpoint
INSERT INTO "practice_results" ("attempt_id", "question_key", "sort", "is_complete", "tries", "wrong_tries",
  "max_points", "answer", "first_at", "last_at")
SELECT a."id", q->>'answerId', (q->>'answerId')::int, (q->>'isComplete')::boolean,
  CASE WHEN (q->>'isComplete')::boolean THEN 1
    ELSE (SELECT count(*) FROM jsonb_array_elements(q->'items') i WHERE (i->>'isComplete')::boolean)::int END,
  0, 1,
  (SELECT jsonb_build_object('invoice_type', i."invoice_type", 'invoice_status', i."invoice_status",
      'kh_name', i."kh_name", 'kh_sbh', i."kh_sbh", 'address_telephone', i."address_telephone",
      'bank_account', i."bank_account", 'goods_content', i."goods_content", 'list_goods', i."list",
      'remark', i."remark")
    FROM "bwkp_invoices" i
    WHERE i."practice_id" = p."id" AND i."subject_id" = (q->>'subjectId')::int
    ORDER BY i."id" DESC LIMIT 1),
  p."updated_at", p."updated_at"
FROM "bwkp_progress" p
JOIN "practice_attempts" a ON a."area" = 'bwkp' AND a."source_id" = p."id"
CROSS JOIN jsonb_array_elements(p."progress") q
WHERE (q->>'isComplete')::boolean
  OR EXISTS (SELECT 1 FROM jsonb_array_elements(q->'items') i WHERE (i->>'isComplete')::boolean);
