// lx area (the real-ledger exercise, 账务实训): the cases acc5 authors (one company, one month: chart, opening
// balances, business items with their original documents and model vouchers, as packages/domain ledger TLedgerCase)
// and each student's books of a case in a working context: the vouchers entered, audited and posted, the statements
// drawn up, the period closed. Amounts are decimal text inside the JSON.
import type { TLedgerCase, TVoucherLine } from '@sxpt/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { classes } from './college';
import { lessons, resources } from './course';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A real-ledger case (an exercise): the whole case as data (company, standard, period, chart, opening, items with
 * model vouchers). A lesson item of kind 'lx' points at it. status: 1 enabled, 0 draft.
 */
export const ledgerCases = pgTable('ledger_cases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  data: jsonb('data').$type<TLedgerCase>().notNull(),
  status: smallint('status').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** A student's books of a case in a working context (made on the first voucher). */
export const ledgerPractices = pgTable(
  'ledger_practices',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => ledgerCases.id, { onDelete: 'cascade' }),
    /** 结账 done */
    closed: boolean('closed').notNull().default(false),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ledger_practices_context_key').on(t.studentId, t.classId, t.resourceId, t.lessonId, t.caseId),
    index('ledger_practices_class_idx').on(t.classId, t.caseId),
  ],
);

/** Voucher status: 0 草稿, 1 已审核, 2 已记账. */
export const LEDGER_VOUCHER_STATUS = { draft: 0, audited: 1, posted: 2 } as const;

/**
 * A voucher of a student's books: for a business item of the case (`item_id`), or the student's own (a red reversal,
 * a supplementary voucher). `right` is the item's grading when the voucher was saved.
 */
export const ledgerVouchers = pgTable(
  'ledger_vouchers',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => ledgerPractices.id, { onDelete: 'cascade' }),
    itemId: integer('item_id'),
    word: text('word').notNull(),
    number: integer('number').notNull(),
    date: text('date').notNull(),
    attachments: integer('attachments').notNull().default(0),
    lines: jsonb('lines').$type<TVoucherLine[]>().notNull(),
    status: smallint('status').notNull().default(0),
    preparer: text('preparer').notNull(),
    reviewer: text('reviewer'),
    poster: text('poster'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('ledger_vouchers_number_key').on(t.practiceId, t.word, t.number),
    index('ledger_vouchers_item_idx').on(t.practiceId, t.itemId),
  ],
);

/** A statement as the student filled it (set_report): line number → the two columns as typed. */
export const ledgerReports = pgTable(
  'ledger_reports',
  {
    practiceId: integer('practice_id')
      .notNull()
      .references(() => ledgerPractices.id, { onDelete: 'cascade' }),
    /** the report type (0 资产负债表, 1 利润表, …) */
    type: smallint('type').notNull(),
    data: jsonb('data').$type<Record<string, [string | null, string | null]>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_reports_key').on(t.practiceId, t.type)],
);
