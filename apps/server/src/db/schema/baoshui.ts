// baoshui area (电子税务局 tax filing): the filing cases acc5 authors ("industries": a company, its returns due and
// the answer of each return's forms, the source documents students read) and each student's filing of a case in a
// working context (the returns' status, the forms as saved, the declaration and the payment). Form data are the
// spec's {defaultDataList, tableDataList} (packages/domain baoshui/form.ts), amounts as decimal text.
import type { TReportData } from '@sxpt/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

/** A bank account of the case's company; `agreement` is the 三方协议 number when one is signed for it. */
export interface TTaxBankAccount {
  bankName: string;
  subbranch: string;
  cardNumber: string;
  agreement: string | null;
}

/**
 * A filing case (行业 in the spec's screens): the company as the course detail shows it and its returns due. A lesson
 * item of kind 'baoshui' points at it. status: 1 enabled (students may file it), 0 draft.
 */
export const taxCases = pgTable('tax_cases', {
  id: serial('id').primaryKey(),
  /** the case's name in acc5's list (e.g. 小规模纳税人季度申报：悦享公司2026年第三季度) */
  name: text('name').notNull(),
  courseName: text('course_name').notNull().default(''),
  companyName: text('company_name').notNull(),
  /** 统一社会信用代码 (纳税人识别号) */
  idCode: text('id_code').notNull(),
  /** 纳税人资格 as the course detail's `bill` (小规模纳税人（按季申报）, 一般纳税人) */
  bill: text('bill').notNull().default(''),
  quarterStart: text('quarter_start').notNull().default(''),
  quarterEnd: text('quarter_end').notNull().default(''),
  monthStart: text('month_start').notNull().default(''),
  monthEnd: text('month_end').notNull().default(''),
  /** the day the simulated portal runs on (申报日期 of a declaration) */
  reportDate: text('report_date').notNull().default(''),
  /** 填表日期 */
  writeDate: text('write_date').notNull().default(''),
  /** the account of the signed 三方协议 (course detail: bank_name, subbranch, card_number) */
  bankName: text('bank_name').notNull().default(''),
  subbranch: text('subbranch').notNull().default(''),
  cardNumber: text('card_number').notNull().default(''),
  /** every account the payment step offers, the signed one among them */
  accounts: jsonb('accounts').$type<TTaxBankAccount[]>().notNull().default([]),
  /** case notes (unconfirmed facts, sources), shown to acc5 and teachers */
  notes: jsonb('notes').$type<string[]>().notNull().default([]),
  status: smallint('status').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

const caseId = () =>
  integer('case_id')
    .notNull()
    .references(() => taxCases.id, { onDelete: 'cascade' });

/** A return due in a case (a tax item): which return, its 征收项目, period, deadline and the answer of its forms. */
export const taxCaseItems = pgTable(
  'tax_case_items',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    /** a return of packages/domain (vat_small, vat_general, cit_a, iit_withhold, property_behaviour) */
    returnCode: text('return_code').notNull(),
    /** 征收项目 as the list of returns due shows it (增值税, 企业所得税 …) */
    taxesName: text('taxes_name').notNull(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    /** 申报期限 */
    deadline: text('deadline').notNull(),
    sort: integer('sort').notNull().default(0),
    /** by form code: the model answer's typed cells (computed cells are computed by the domain) */
    answer: jsonb('answer').$type<Record<string, TReportData>>().notNull().default({}),
  },
  (t) => [index('tax_case_items_case_idx').on(t.caseId, t.sort)],
);

/** The source documents students read to fill a case's returns (rich text with images). */
export const taxCaseDocuments = pgTable(
  'tax_case_documents',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tax_case_documents_case_idx').on(t.caseId, t.sort)],
);

/** A student's filing of a case in a working context (created by set_taxes). */
export const taxPractices = pgTable(
  'tax_practices',
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
    caseId: caseId(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tax_practices_context_key').on(t.studentId, t.classId, t.resourceId, t.lessonId, t.caseId),
    index('tax_practices_class_idx').on(t.classId, t.caseId),
  ],
);

/** Tax item status (spec 02 §4): 1 可申报, 2 待缴款 (declared, owed), 4 已完成 (paid, or declared with nothing owed). */
export const TAX_ITEM_STATUS = { declarable: 1, payable: 2, completed: 4 } as const;

/** A return of the student's tax set: its status, the declaration and the payment. */
export const taxPracticeItems = pgTable(
  'tax_practice_items',
  {
    id: serial('id').primaryKey(),
    practiceId: integer('practice_id')
      .notNull()
      .references(() => taxPractices.id, { onDelete: 'cascade' }),
    caseItemId: integer('case_item_id')
      .notNull()
      .references(() => taxCaseItems.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    /** 申报 tries refused (checks failing or cells wrong) */
    failedDeclarations: integer('failed_declarations').notNull().default(0),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    /** the amounts owed as declared: [{label, amount}] */
    payables: jsonb('payables').$type<{ label: string; amount: string }[]>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** 缴款账户 of the payment */
    paidAccount: text('paid_account'),
    ...timestamps,
  },
  (t) => [uniqueIndex('tax_practice_items_key').on(t.practiceId, t.caseItemId)],
);

/** A form of a return as the student saved it (computed cells as the server computed them). */
export const taxPracticeReports = pgTable(
  'tax_practice_reports',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => taxPracticeItems.id, { onDelete: 'cascade' }),
    formCode: text('form_code').notNull(),
    data: jsonb('data').$type<TReportData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.formCode] })],
);
