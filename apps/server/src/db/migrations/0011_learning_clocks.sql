CREATE TABLE "learning_clocks" (
	"student_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"credited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_clocks_student_id_class_id_lesson_id_kind_pk" PRIMARY KEY("student_id","class_id","lesson_id","kind")
);
--> statement-breakpoint
ALTER TABLE "learning_clocks" ADD CONSTRAINT "learning_clocks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_clocks" ADD CONSTRAINT "learning_clocks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_clocks" ADD CONSTRAINT "learning_clocks_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handout_records" DROP COLUMN "credited_at";--> statement-breakpoint
ALTER TABLE "video_records" DROP COLUMN "credited_at";