// The question bank (issue 10 §1): a tree of chapters (subject → chapter) and the questions filed under them,
// authored by acc5. A question's options, model answer and tags are JSON in the shapes of @sxpt/domain's paper
// model, checked by checkQuestion before every write.
import type { TImportedQuestion, TModelAnswer, TQuestionType } from '@sxpt/domain';
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
} from 'drizzle-orm/pg-core';
import { users } from './auth';

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

/**
 * An uploaded question file read for preview (/adminViews/paper/question/import/{id}): every question with its
 * line and problems, written to the bank all at once (committed_at) only when none has a problem.
 */
export const questionImports = pgTable('question_imports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => questionChapters.id, { onDelete: 'cascade' }),
  format: text('format').$type<'gift' | 'aiken'>().notNull(),
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
