// bwkp area (税控开票实训, the invoicing simulator): the cases acc5 authors (company, customer and goods codes,
// apply answers, 17 subjects) and each student's practice of a case in a working context (progress, saved codes,
// invoice rolls, issued invoices, red-letter information forms). Money is numeric(14,2) read as strings; goods
// lines are jsonb with every amount a decimal string.
import type {
  TApplyAnswer,
  TDiscountInput,
  TGoodsCodeRow,
  TGoodsLine,
  TKhbmRow,
  TKhData,
  TProgress,
  TQyxx,
  TRedData,
} from '@sxpt/domain';
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
import { classes } from './college';
import { lessons, resources } from './course';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A case (实训案例) a lesson item of kind 'bwkp' points at (lesson_items.ref_id). status: 1 published, 0 draft. */
export const bwkpCases = pgTable('bwkp_cases', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull().default(1),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

const caseId = () =>
  integer('case_id')
    .notNull()
    .references(() => bwkpCases.id, { onDelete: 'cascade' });

/** qyxx (企业信息): the company of a case; the 7 graded fields plus the invoice codes of its rolls. */
export const bwkpCaseQyxx = pgTable('bwkp_case_qyxx', {
  caseId: caseId().primaryKey(),
  nsrSbh: text('nsr_sbh').notNull(),
  nsrMc: text('nsr_mc').notNull(),
  businessAddress: text('business_address').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  account: text('account').notNull().default(''),
  supervisorName: text('supervisor_name').notNull().default(''),
  /** 普通发票代码 (12 digits) */
  ptFpdm: text('pt_fpdm').notNull(),
  /** 专用发票代码 (10 digits) */
  zyFpdm: text('zy_fpdm').notNull(),
  /** the province word of the read-in table's category name (北京 → 北京增值税专用发票) */
  province: text('province').notNull().default(''),
});

/** khbm (客户编码): the customer code rows a student must enter (model answer of step 2). */
export const bwkpCaseCustomers = pgTable(
  'bwkp_case_customers',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    sort: integer('sort').notNull(),
    khName: text('kh_name').notNull(),
    simpleCode: text('simple_code').notNull().default(''),
    taxNum: text('tax_num').notNull().default(''),
    addressTelephone: text('address_telephone').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
  },
  (t) => [uniqueIndex('bwkp_case_customers_sort_key').on(t.caseId, t.sort)],
);

/** spbm (商品编码): the goods code rows a student must enter (model answer of step 3). */
export const bwkpCaseGoods = pgTable(
  'bwkp_case_goods',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    sort: integer('sort').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    simpleCode: text('simple_code').notNull().default(''),
    taxRate: text('tax_rate').notNull(),
    brandModel: text('brand_model').notNull().default(''),
    units: text('units').notNull().default(''),
    applicableTaxRate: text('applicable_tax_rate').notNull().default(''),
    taxMark: text('tax_mark').notNull().default(''),
    flqc: text('flqc').notNull().default(''),
  },
  (t) => [uniqueIndex('bwkp_case_goods_sort_key').on(t.caseId, t.sort)],
);

/** fpsl (发票申领): the expected apply form of each invoice kind (invoice_zl 1 普通, 2 专用). */
export const bwkpCaseApply = pgTable(
  'bwkp_case_apply',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    invoiceZl: smallint('invoice_zl').notNull(),
    applyNum: integer('apply_num').notNull(),
    applyResult: smallint('apply_result').notNull(),
    shenlingSlr: text('shenling_slr').notNull().default(''),
    shenlingZjlx: text('shenling_zjlx').notNull().default(''),
    shenlingZjh: text('shenling_zjh').notNull().default(''),
    shenlingShuoming: text('shenling_shuoming').notNull().default(''),
    shenlingShoujianren: text('shenling_shoujianren').notNull().default(''),
    shenlingDztel: text('shenling_dztel').notNull().default(''),
    /** the first number of the roll every student gets (8 digits); null: a random start per student */
    startNum: integer('start_num'),
  },
  (t) => [uniqueIndex('bwkp_case_apply_kind_key').on(t.caseId, t.invoiceZl)],
);

/**
 * A business question (业务题) of a case, sort 1..17 (the progress answerId). subject_type and the jsonb
 * fields as TSubject of @sxpt/domain. blue_sort: for a red-letter subject, the subject whose invoice (the
 * student's own) it reverses; void_sort: for the void-and-reissue subject, the subject whose invoice is voided.
 */
export const bwkpSubjects = pgTable(
  'bwkp_subjects',
  {
    id: serial('id').primaryKey(),
    caseId: caseId(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    subjectDescribe: text('subject_describe').notNull().default(''),
    videoPath: text('video_path').notNull().default(''),
    subjectType: smallint('subject_type').notNull(),
    invoiceType: smallint('invoice_type').notNull().default(0),
    khData: jsonb('kh_data').$type<TKhData>().notNull(),
    goodsContent: jsonb('goods_content').$type<TGoodsLine[]>().notNull(),
    againGoodsContent: jsonb('again_goods_content').$type<TGoodsLine[]>(),
    red: jsonb('red').$type<TRedData>(),
    discount: jsonb('discount').$type<TDiscountInput>(),
    voidSort: integer('void_sort'),
    blueSort: integer('blue_sort'),
    /** the question's business date YYYY-MM-DD ('' = the day of practice): the simulated client's date */
    businessDate: text('business_date').notNull().default(''),
    /** phrases the invoice's remark must contain (TSubject.remark_parts) */
    remarkParts: jsonb('remark_parts').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('bwkp_subjects_sort_key').on(t.caseId, t.sort)],
);

/**
 * One student's practice of a case in a working context (class, resource, lesson): the 17-question progress
 * (TProgress of @sxpt/domain) decided by the server. Every write of the practice locks this row first.
 */
export const bwkpProgress = pgTable(
  'bwkp_progress',
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
    progress: jsonb('progress').$type<TProgress>().notNull(),
    /** 确认交卷 */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bwkp_progress_context_key').on(t.studentId, t.classId, t.resourceId, t.lessonId, t.caseId),
    index('bwkp_progress_class_idx').on(t.classId, t.caseId),
  ],
);

const practiceId = () =>
  integer('practice_id')
    .notNull()
    .references(() => bwkpProgress.id, { onDelete: 'cascade' });

/** The student's accepted work of steps 1–3 (written only when the step was graded right). */
export const bwkpSavedCodes = pgTable('bwkp_saved_codes', {
  practiceId: practiceId().primaryKey(),
  qyxx: jsonb('qyxx').$type<Partial<TQyxx>>(),
  khContent: jsonb('kh_content').$type<TKhbmRow[]>(),
  goodsContent: jsonb('goods_content').$type<TGoodsCodeRow[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An invoice roll (发票卷) the student applied for (申领) and reads in (读入). Numbers are 1..99999999 (8 digits). */
export const bwkpRolls = pgTable(
  'bwkp_rolls',
  {
    id: serial('id').primaryKey(),
    practiceId: practiceId(),
    invoiceType: smallint('invoice_type').notNull(),
    invoiceCode: text('invoice_code').notNull(),
    startNum: integer('start_num').notNull(),
    endNum: integer('end_num').notNull(),
    /** the number the next issued invoice takes */
    nextNum: integer('next_num').notNull(),
    applyNum: integer('apply_num').notNull(),
    applyResult: smallint('apply_result').notNull(),
    applyForm: jsonb('apply_form').$type<Partial<TApplyAnswer>>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('bwkp_rolls_kind_key').on(t.practiceId, t.invoiceType)],
);

/** An issued invoice (spec 01 §3 Issued invoice). total_amount 合计金额, tax_amount 合计税额, total_price 价税合计. */
export const bwkpInvoices = pgTable(
  'bwkp_invoices',
  {
    id: serial('id').primaryKey(),
    practiceId: practiceId(),
    subjectId: integer('subject_id').references(() => bwkpSubjects.id, { onDelete: 'set null' }),
    invoiceType: smallint('invoice_type').notNull(),
    /** 1 正数, 2 负数 */
    invoiceStatus: smallint('invoice_status').notNull(),
    /** 2 = voided */
    zfStatus: smallint('zf_status').notNull().default(0),
    goodsContent: jsonb('goods_content').$type<TGoodsLine[]>().notNull(),
    /** the 清单 lines of a list invoice */
    list: jsonb('list').$type<TGoodsLine[]>().notNull(),
    invoiceCode: text('invoice_code').notNull(),
    invoiceNum: text('invoice_num').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    totalPrice: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
    yInvoiceCode: text('y_invoice_code').notNull().default(''),
    yInvoiceNum: text('y_invoice_num').notNull().default(''),
    noticNo: text('notic_no').notNull().default(''),
    khSbh: text('kh_sbh').notNull().default(''),
    khName: text('kh_name').notNull().default(''),
    addressTelephone: text('address_telephone').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    xhDwName: text('xh_dw_name').notNull().default(''),
    xhDwNsrsbh: text('xh_dw_nsrsbh').notNull().default(''),
    /** 1 with a 清单, 0 without */
    listIdentifier: smallint('list_identifier').notNull().default(0),
    remark: text('remark').notNull().default(''),
    drawer: text('drawer').notNull().default(''),
    voidTime: timestamp('void_time', { withTimezone: true }),
    kpTime: timestamp('kp_time', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bwkp_invoices_number_key').on(t.practiceId, t.invoiceCode, t.invoiceNum),
    index('bwkp_invoices_subject_idx').on(t.practiceId, t.subjectId),
  ],
);

/** hzxxb (红字增值税专用发票信息表) lifecycle: hztk filled → hzyl confirmed → saved → approved (uploaded) → downloaded. */
export type TRedFormStatus = 'filled' | 'confirmed' | 'saved' | 'approved' | 'downloaded';

/** A red-letter information form of a red special subject. number: 16 digits (makeHzxxbNumber), set on save. */
export const bwkpRedForms = pgTable(
  'bwkp_red_forms',
  {
    id: serial('id').primaryKey(),
    practiceId: practiceId(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => bwkpSubjects.id, { onDelete: 'cascade' }),
    number: text('number'),
    /** 1 购买方申请, 2 销售方申请 */
    sqfs: smallint('sqfs').notNull(),
    blueInvoiceCode: text('blue_invoice_code').notNull(),
    blueInvoiceNum: text('blue_invoice_num').notNull(),
    /** the buyer of the blue invoice */
    khName: text('kh_name').notNull().default(''),
    khSbh: text('kh_sbh').notNull().default(''),
    /** the red (negative) lines of the form */
    lines: jsonb('lines').$type<TGoodsLine[]>().notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status').$type<TRedFormStatus>().notNull().default('filled'),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('bwkp_red_forms_subject_key').on(t.practiceId, t.subjectId)],
);
