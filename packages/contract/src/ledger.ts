// lx area (the real-ledger exercise, 账务实训), requests and responses. Reads are GET /student/lx/<name> with the
// working context in the query string (course_id accepted and ignored, class_id, resource_id, lesson_id;
// exercise_id chooses among a lesson's several exercises); writes are POST with the same context in the body.
// The spec's calls: get_exercise_list, get_exercise, get_voucher, general, ledger, balance, report_balance,
// report_profit, report_answer, report_list; set_answer, set_report. Added: voucher_action (审核, 取消审核, 记账,
// 删除), reverse (红字冲销) and settle (结账, 反结账): the spec has no call for these steps of the real software.
import { z } from 'zod';
import { idOf, objectBody, queryIdOf } from './request-body';

const queryContext = {
  course_id: z.unknown().optional(),
  class_id: queryIdOf('班级'),
  resource_id: queryIdOf('课程资源'),
  lesson_id: queryIdOf('课时'),
  exercise_id: queryIdOf('实训案例').optional(),
};

const bodyContext = {
  course_id: z.unknown().optional(),
  class_id: idOf('班级'),
  resource_id: idOf('课程资源'),
  lesson_id: idOf('课时'),
  exercise_id: idOf('实训案例').optional(),
};

export const ZLxQuery = objectBody(queryContext);
export type TLxQuery = z.infer<typeof ZLxQuery>;

export const ZLxItemQuery = objectBody({ ...queryContext, item_id: queryIdOf('业务') });
export type TLxItemQuery = z.infer<typeof ZLxItemQuery>;

export const ZLxLedgerQuery = objectBody({
  ...queryContext,
  account: z.string({ error: '请选择会计科目' }).regex(/^\d{4}(\d{2}){0,3}$/, '请选择会计科目'),
  /** 日记账: a 本日合计 row after each day */
  daily: z.enum(['0', '1']).optional(),
  /** 多栏式 */
  columns: z.enum(['0', '1']).optional(),
  /** 核算项目明细账: the auxiliary item to keep to (kind and code) */
  aux_kind: z
    .enum(['customer', 'supplier', 'department', 'person', 'project'], { error: '辅助核算类别有误' })
    .optional(),
  aux_code: z.string().max(20, '辅助核算项目有误').optional(),
});
export type TLxLedgerQuery = z.infer<typeof ZLxLedgerQuery>;

export const ZLxBody = objectBody(bodyContext);
export type TLxBody = z.infer<typeof ZLxBody>;

const amountText = z.union([z.string().max(20, '金额有误'), z.null()], { error: '金额有误' }).optional();

export const ZLxVoucherLine = z.object(
  {
    summary: z.string({ error: '请输入摘要' }).max(200, '摘要不能超过60个字'),
    account: z.string({ error: '请选择会计科目' }).max(10, '请选择会计科目'),
    debit: amountText,
    credit: amountText,
    aux: z
      .strictObject(
        {
          customer: z.string().max(20).optional(),
          supplier: z.string().max(20).optional(),
          department: z.string().max(20).optional(),
          person: z.string().max(20).optional(),
          project: z.string().max(20).optional(),
        },
        { error: '辅助核算项目有误' },
      )
      .optional(),
    quantity: z.union([z.string().max(20, '数量有误'), z.null()]).optional(),
  },
  { error: '分录有误' },
);

/**
 * set_answer: a voucher for a business item (item_id), or of the student's own (none: a correction). voucher_id
 * edits a draft; otherwise a new voucher is numbered next in its word.
 */
export const ZLxSetAnswerBody = objectBody({
  ...bodyContext,
  item_id: idOf('业务').optional(),
  voucher_id: idOf('凭证').optional(),
  word: z.enum(['记', '收', '付', '转'], { error: '凭证字应为记、收、付、转之一' }),
  date: z.string({ error: '请选择凭证日期' }).max(10, '凭证日期格式应为YYYY-MM-DD'),
  attachments: z.number({ error: '附单据数应为0至999的整数' }),
  lines: z.array(ZLxVoucherLine, { error: '分录有误' }).max(99, '一张凭证最多99行分录'),
});
export type TLxSetAnswerBody = z.infer<typeof ZLxSetAnswerBody>;

export const ZLxVoucherActionBody = objectBody({
  ...bodyContext,
  voucher_ids: z.array(idOf('凭证'), { error: '请选择凭证' }).min(1, '请选择凭证').max(500, '一次最多处理500张凭证'),
  action: z.enum(['audit', 'unaudit', 'post', 'delete'], { error: '操作有误' }),
});
export type TLxVoucherActionBody = z.infer<typeof ZLxVoucherActionBody>;

export const ZLxReverseBody = objectBody({ ...bodyContext, voucher_id: idOf('凭证') });
export type TLxReverseBody = z.infer<typeof ZLxReverseBody>;

export const ZLxSettleBody = objectBody({
  ...bodyContext,
  action: z.enum(['close', 'reopen'], { error: '操作有误' }),
});
export type TLxSettleBody = z.infer<typeof ZLxSettleBody>;

const reportCell = z.union([z.string().max(20, '金额有误'), z.null()], { error: '金额有误' });

export const ZLxSetReportBody = objectBody({
  ...bodyContext,
  type: z.number({ error: '请选择报表' }).int('报表有误').min(0, '报表有误').max(9, '报表有误'),
  data: z.record(z.string().regex(/^\d{1,3}$/, '报表行次有误'), z.tuple([reportCell, reportCell]), {
    error: '报表数据有误',
  }),
});
export type TLxSetReportBody = z.infer<typeof ZLxSetReportBody>;

export const ZLxReportQuery = objectBody({
  ...queryContext,
  type: z.enum(['0', '1', '3', '4', '5', '6', '7', '8', '9'], { error: '报表有误' }).optional(),
});
export type TLxReportQuery = z.infer<typeof ZLxReportQuery>;

// ---- responses ----

export type TLxAuxKind = 'customer' | 'supplier' | 'department' | 'person' | 'project';

export interface TLxAccount {
  code: string;
  name: string;
  full_name: string;
  side: 'debit' | 'credit';
  level: number;
  leaf: boolean;
  aux: TLxAuxKind[];
  unit: string | null;
}

export interface TLxLine {
  summary: string;
  account: string;
  debit: string | null;
  credit: string | null;
  aux?: Partial<Record<TLxAuxKind, string>>;
  quantity?: string | null;
}

export interface TLxVoucher {
  id: number;
  item_id: number | null;
  word: string;
  number: number;
  date: string;
  attachments: number;
  lines: TLxLine[];
  /** 0 草稿, 1 已审核, 2 已记账 */
  status: number;
  preparer: string;
  reviewer: string | null;
  poster: string | null;
  debit_total: string;
  credit_total: string;
}

/** A business item in the list: 0 not done, 1 right, 2 entered and wrong. */
export interface TLxItemRow {
  id: number;
  date: string;
  title: string;
  period_end: boolean;
  state: 0 | 1 | 2;
  voucher_ids: number[];
}

export interface TLxExercise {
  id: number;
  name: string;
  company_name: string;
  credit_code: string;
  standard: 'sbe' | 'cas';
  standard_name: string;
  year: number;
  month: number;
  people: { preparer: string; reviewer: string; poster: string; supervisor: string; cashier: string };
  accounts: TLxAccount[];
  aux_items: Partial<Record<TLxAuxKind, { code: string; name: string }[]>>;
  items: TLxItemRow[];
  closed: boolean;
  /** items right of all */
  done_count: number;
  total_count: number;
}

export interface TLxItemDetail {
  id: number;
  date: string;
  title: string;
  description: string;
  period_end: boolean;
  documents: unknown[];
  vouchers: TLxVoucher[];
  /** the model vouchers: only once the item is right, or the period closed */
  answer: { attachments: number; lines: TLxLine[] }[] | null;
}

/** set_answer's answer: the voucher as saved and its grading (wrong lines by number, never the right values). */
export interface TLxSetAnswerResult {
  voucher: TLxVoucher;
  right: boolean | null;
  wrong_lines: number[];
  missing: number;
}

export interface TLxBalanceRow {
  code: string;
  name: string;
  level: number;
  opening_debit: string;
  opening_credit: string;
  debit: string;
  credit: string;
  ytd_debit: string;
  ytd_credit: string;
  closing_debit: string;
  closing_credit: string;
}

export interface TLxBalance {
  rows: TLxBalanceRow[];
  totals: Omit<TLxBalanceRow, 'code' | 'name' | 'level'>;
  /** the integrity checks failed (empty: the books agree) */
  problems: string[];
}

/** A row of 核算项目余额表: a leaf account with auxiliary items, per item (set). */
export interface TLxAuxBalanceRow {
  account: string;
  account_name: string;
  /** the items by kind (code) and their names, 客户：广州云帆… */
  aux: Partial<Record<TLxAuxKind, string>>;
  item_name: string;
  opening_debit: string;
  opening_credit: string;
  debit: string;
  credit: string;
  closing_debit: string;
  closing_credit: string;
}

export interface TLxLedgerRow {
  kind: 'opening' | 'entry' | 'day' | 'month' | 'year';
  date: string | null;
  voucher: string | null;
  summary: string;
  debit: string;
  credit: string;
  direction: '借' | '贷' | '平';
  balance: string;
  quantity?: string | null;
  quantity_on_hand?: string | null;
  columns?: Record<string, string>;
}

export interface TLxLedger {
  account: TLxAccount;
  children: { code: string; name: string }[];
  rows: TLxLedgerRow[];
}

export interface TLxGeneralRow {
  code: string;
  name: string;
  rows: TLxLedgerRow[];
}

export interface TLxReportLine {
  line: number;
  name: string;
  indent: number;
  heading: string | null;
  /** the student's cells as saved */
  values: [string | null, string | null];
}

export interface TLxReport {
  type: number;
  title: string;
  form_no: string;
  columns: [string, string];
  company_name: string;
  period: string;
  lines: TLxReportLine[];
  closed: boolean;
  /** once the period is closed: the lines whose cells differ from the answer (r{line}c{column}) */
  wrong_cells: string[] | null;
}

export interface TLxReportAnswer {
  type: number;
  lines: { line: number; name: string; values: [string, string] }[];
}

/** lx_details (GET /api/statistics/shicao/lx_details?attempt_id=): a student's books for the teacher. */
export const ZLxDetailsQuery = objectBody({ attempt_id: queryIdOf('实训记录') });
export type TLxDetailsQuery = z.infer<typeof ZLxDetailsQuery>;

export interface TLxDetails {
  /** false when the attempt's books or case are gone */
  available: boolean;
  closed: boolean;
  vouchers: TLxVoucher[];
  reports: {
    type: number;
    title: string;
    saved: boolean;
    wrong_cells: string[];
    lines: { line: number; name: string; values: [string | null, string | null]; model: [string, string] }[];
  }[];
}
