// One results model for every practice area (ARCHITECTURE.md, "How a practice area records results"): an attempt
// per student and practice item in a working context, a result per question, every try, and the teacher's
// overrides. Areas write them in the same statement as their own rows; analytics read only these and the learning
// and attendance records.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { classes, colleges } from './college';
import { lessons, resources } from './course';

/** The practice areas that record results (practice_attempts.area): the kinds of lesson items. */
export type TPracticeArea = 'bwkp' | 'baoshui' | 'lx' | 'cashier' | 'taxation' | 'finance' | 'audit' | 'paper';

/** practice_attempts.status: 1 in progress, 2 done (every question done, or submitted). */
export type TAttemptStatus = 1 | 2;

/**
 * A student's attempt at one practice item (a case, a paper) in one working context. `source_id` is the area's own
 * row (bwkp_progress.id). done_count and score follow the results (triggers of migration 0013); max_score is the
 * item's full score, set by the area.
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: serial('id').primaryKey(),
    area: text('area').$type<TPracticeArea>().notNull(),
    sourceId: integer('source_id').notNull(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    /** the lesson of the practice item; null for an area not filed under lessons (a published paper) */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    /** the practice item: the area's case, or for papers the publication */
    caseId: integer('case_id').notNull(),
    status: smallint('status').$type<TAttemptStatus>().notNull().default(1),
    /** questions of the item */
    totalCount: integer('total_count').notNull(),
    /** questions done (trigger) */
    doneCount: integer('done_count').notNull().default(0),
    /** Σ points of the results (trigger), of max_score (the item's, set by the area) */
    score: numeric('score', { precision: 8, scale: 2 }).notNull().default('0'),
    maxScore: numeric('max_score', { precision: 8, scale: 2 }).notNull().default('0'),
    /** time working: the gaps between the attempt's writes, each counted up to 5 minutes */
    activeSeconds: integer('active_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** the teacher's comment (the 实训报告 prints it) */
    teacherComment: text('teacher_comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('practice_attempts_source_key').on(t.area, t.sourceId),
    index('practice_attempts_class_idx').on(t.classId, t.area, t.caseId),
    index('practice_attempts_lesson_idx').on(t.collegeId, t.resourceId, t.lessonId),
    index('practice_attempts_student_idx').on(t.studentId),
  ],
);

/**
 * A question's result in an attempt. is_right: done with no wrong try (and not waiting for the teacher), unless the
 * teacher overrode it; points follow the override, else the area's awarded points, else is_right (generated
 * columns, so that an override and the area's writes can never disagree).
 */
export const practiceResults = pgTable(
  'practice_results',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    /** the area's question key ('1'…'17' for the invoicing case) */
    questionKey: text('question_key').notNull(),
    /** the order of the question in the item */
    sort: integer('sort').notNull(),
    isComplete: boolean('is_complete').notNull().default(false),
    tries: integer('tries').notNull().default(0),
    wrongTries: integer('wrong_tries').notNull().default(0),
    maxPoints: numeric('max_points', { precision: 8, scale: 2 }).notNull(),
    /** the teacher's result (null: the area's) */
    overrideIsRight: boolean('override_is_right'),
    /**
     * the points the area gave when a question can earn part of its points (a paper's partial credit, a 简答 graded
     * by the teacher); null: all or nothing by is_right
     */
    awardedPoints: numeric('awarded_points', { precision: 8, scale: 2 }),
    /** waiting for the teacher's grade (a 简答): not right, no points yet */
    pending: boolean('pending').notNull().default(false),
    isRight: boolean('is_right').generatedAlwaysAs(
      sql`coalesce(override_is_right, is_complete and wrong_tries = 0 and not pending)`,
    ),
    points: numeric('points', { precision: 8, scale: 2 }).generatedAlwaysAs(
      sql`case when override_is_right is not null then (case when override_is_right then max_points else 0 end) when pending then 0 when awarded_points is not null then awarded_points when is_complete and wrong_tries = 0 then max_points else 0 end`,
    ),
    /** the student's latest answer, as the area stores it */
    answer: jsonb('answer'),
    /** the fields of the latest wrong try */
    wrongFields: jsonb('wrong_fields').$type<string[]>().notNull().default([]),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('practice_results_pk').on(t.attemptId, t.questionKey)],
);

/** Every graded try or completed step of a question: the answer, right or wrong, the wrong fields, when. */
export const practiceTries = pgTable(
  'practice_tries',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    /** the step of the question (4.1, 14.3), or the question key */
    step: text('step').notNull(),
    isRight: boolean('is_right').notNull(),
    answer: jsonb('answer'),
    wrongFields: jsonb('wrong_fields').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_tries_question_idx').on(t.attemptId, t.questionKey, t.id)],
);

/** The teacher's overrides of a question's result (edit_is_right), with who, when and why. */
export const practiceOverrides = pgTable(
  'practice_overrides',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    /** the result set (null: back to the area's) */
    isRight: boolean('is_right'),
    /** the points given by hand (a paper's 简答, or part credit), when the override gives points */
    points: numeric('points', { precision: 8, scale: 2 }),
    reason: text('reason').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_overrides_attempt_idx').on(t.attemptId, t.questionKey)],
);
