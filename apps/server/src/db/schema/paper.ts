// The question bank (issue 10 §1): a tree of chapters (subject → chapter) and the questions filed under them,
// authored by acc5. A question's options, model answer and tags are JSON in the shapes of @sxpt/domain's paper
// model, checked by checkQuestion before every write.
import type { TQuestionImportFormat } from '@sxpt/contract';
import type {
  TImportedQuestion,
  TModelAnswer,
  TPaperFile,
  TQuestionType,
  TShowAnswers,
  TStudentAnswer,
} from '@sxpt/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
import { resources } from './course';

/** A chapter of the bank; a subject is a chapter without a parent (two levels). */
export const questionChapters = pgTable(
  'question_chapters',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => questionChapters.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_chapters_parent_idx').on(t.parentId, t.sort)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => questionChapters.id, { onDelete: 'restrict' }),
    type: text('type').$type<TQuestionType>().notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    answer: jsonb('answer').$type<TModelAnswer>().notNull(),
    explanation: text('explanation').notNull().default(''),
    difficulty: smallint('difficulty').notNull().default(3),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_chapter_idx').on(t.chapterId, t.type, t.id),
    check('questions_difficulty_check', sql`${t.difficulty} between 1 and 5`),
    check(
      'questions_type_check',
      sql`${t.type} in ('single', 'multiple', 'judge', 'indefinite', 'blank', 'entry', 'essay')`,
    ),
  ],
);

/** The first columns of an upload kept for preview: who sent it and the chapter its questions are filed under. */
const uploadColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => questionChapters.id, { onDelete: 'cascade' }),
});

/**
 * An uploaded question file read for preview (/adminViews/paper/question/import/{id}): every question with its
 * line and problems, written to the bank all at once (committed_at) only when none has a problem.
 */
export const questionImports = pgTable('question_imports', {
  ...uploadColumns(),
  format: text('format').$type<TQuestionImportFormat>().notNull(),
  fileName: text('file_name').notNull(),
  items: jsonb('items').$type<TImportedQuestion[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
});

/** A scoring template: the points of one question of each type and the partial-credit rules (domain TScoringTemplate). */
export const scoringTemplates = pgTable('scoring_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  points: jsonb('points').$type<Record<TQuestionType, string>>().notNull(),
  multiple: text('multiple').$type<'all' | 'per_option'>().notNull().default('all'),
  indefinite: text('indefinite').$type<'all' | 'per_option'>().notNull().default('per_option'),
  blank: text('blank').$type<'all' | 'per_blank'>().notNull().default('per_blank'),
  entry: text('entry').$type<'all' | 'per_line'>().notNull().default('per_line'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A paper: its settings; the sections and their questions in paper_sections. total_points follows the sections. */
export const papers = pgTable('papers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  kind: text('kind').$type<'exam' | 'practice'>().notNull(),
  templateId: integer('template_id')
    .notNull()
    .references(() => scoringTemplates.id, { onDelete: 'restrict' }),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull(),
  passMark: numeric('pass_mark', { precision: 8, scale: 2 }).notNull(),
  totalPoints: numeric('total_points', { precision: 8, scale: 2 }).notNull(),
  shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
  shuffleOptions: boolean('shuffle_options').notNull().default(false),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An uploaded paper workbook read for preview (/adminViews/paper/paper/import/{id}): the settings, the sections with
 * their questions and every problem (domain TPaperFile). Committed once (committed_at, paper_id), only without a
 * problem: the questions filed under the chapter and the paper with the template, in one transaction.
 */
export const paperImports = pgTable('paper_imports', {
  ...uploadColumns(),
  templateId: integer('template_id').references(() => scoringTemplates.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  parsed: jsonb('parsed').$type<TPaperFile>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
  paperId: integer('paper_id').references(() => papers.id, { onDelete: 'set null' }),
});

/** A section of a paper (domain TPaperSection): by hand, its questions in order; at random, the draw. */
export const paperSections = pgTable(
  'paper_sections',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    type: text('type').$type<TQuestionType>().notNull(),
    title: text('title').notNull().default(''),
    points: numeric('points', { precision: 8, scale: 2 }).notNull(),
    mode: text('mode').$type<'fixed' | 'random'>().notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    draw: jsonb('draw').$type<{ chapterIds: number[]; count: number; difficulties: number[] } | null>(),
  },
  (t) => [index('paper_sections_paper_idx').on(t.paperId, t.sort)],
);

/**
 * A paper published by a teacher to one class of theirs, through a course the class has: the window, attempts
 * allowed (0: no limit), when answers show, whether leaving the page is counted and the limit that submits.
 */
export const paperPublications = pgTable(
  'paper_publications',
  {
    id: serial('id').primaryKey(),
    collegeId: integer('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'restrict' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    maxAttempts: integer('max_attempts').notNull().default(1),
    showAnswers: text('show_answers').$type<TShowAnswers>().notNull().default('after_end'),
    countSwitches: boolean('count_switches').notNull().default(false),
    switchLimit: integer('switch_limit').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paper_publications_class_idx').on(t.classId, t.startAt),
    index('paper_publications_college_idx').on(t.collegeId, t.paperId),
    check('paper_publications_show_check', sql`${t.showAnswers} in ('after_submit', 'after_end', 'never')`),
  ],
);

/** A question of an attempt as the student got it: a copy of the question when the attempt began. */
export interface TAttemptItem {
  section: number;
  /** the section's title when the attempt began (its type's name when it had none) */
  section_title: string;
  question_id: number;
  points: string;
  type: TQuestionType;
  stem: string;
  options: string[];
  /** the original option indices in the order shown (empty when the question has none) */
  order: number[];
  answer: TModelAnswer;
  explanation: string;
}

/**
 * A student's attempt at a publication: the questions drawn for them (a copy, fixed once begun), the answers as
 * saved (by question id), the deadline kept by the server, pages left, and when and why it was submitted. The
 * score lives in the results model (practice_attempts area 'paper', source_id = this id).
 */
export const paperAttempts = pgTable(
  'paper_attempts',
  {
    id: serial('id').primaryKey(),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => paperPublications.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    seed: integer('seed').notNull(),
    /** the practice paper's wrong questions only (redo_practise) */
    onlyWrong: boolean('only_wrong').notNull().default(false),
    items: jsonb('items').$type<TAttemptItem[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, TStudentAnswer>>().notNull().default(sql`'{}'::jsonb`),
    switchCount: integer('switch_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** student, deadline (graded by the server at the end time) or switches (the limit of leaving the page) */
    submitReason: text('submit_reason').$type<'student' | 'deadline' | 'switches'>(),
    /** 1 in progress, 2 submitted */
    status: smallint('status').notNull().default(1),
  },
  (t) => [
    uniqueIndex('paper_attempts_student_key').on(t.publicationId, t.studentId, t.attemptNo),
    index('paper_attempts_student_idx').on(t.studentId),
    index('paper_attempts_open_idx').on(t.deadlineAt).where(sql`${t.status} = 1`),
  ],
);
