// baoshui authoring (acc5, /adminViews/dutiableAdmin/*): filing cases ("industries": a company, its returns due and
// the answer of each form, the source documents), POST /admin/baoshui/<name>. The spec does not show these calls;
// they follow the other authoring areas (list, detail, save in one transaction, status, delete).
import { z } from 'zod';
import type { TReportDataBody } from './baoshui';
import { ZReportData } from './baoshui';
import { idOf, objectBody, pageBody, textOf } from './request-body';

/** Optional text (trimmed, '' when missing) of at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}有误` })
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .default('');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (label: string) => z.string({ error: `请填写${label}` }).regex(DATE, `${label}应为YYYY-MM-DD格式的日期`);
const optionalDate = (label: string) => z.union([z.literal(''), dateOf(label)]).default('');

export const ZTaxCaseIndexBody = pageBody({ keyword: optionalText('关键字', 50) });
export type TTaxCaseIndexBody = z.infer<typeof ZTaxCaseIndexBody>;

export const ZTaxCaseIdBody = objectBody({ id: idOf('申报案例') });
export type TTaxCaseIdBody = z.infer<typeof ZTaxCaseIdBody>;

export const ZTaxCaseStatusBody = objectBody({
  id: idOf('申报案例'),
  status: z.union([z.literal(0), z.literal(1)], { error: '状态有误' }),
});
export type TTaxCaseStatusBody = z.infer<typeof ZTaxCaseStatusBody>;

const ZAccount = z.object(
  {
    bank_name: textOf('开户银行', 60),
    subbranch: textOf('开户网点', 80),
    card_number: z
      .string({ error: '请输入银行账号' })
      .trim()
      .regex(/^[0-9]{8,30}$/, '银行账号应为8至30位数字'),
    agreement: z
      .string({ error: '三方协议号有误' })
      .trim()
      .regex(/^([0-9A-Za-z]{6,30})?$/, '三方协议号应为6至30位数字或字母')
      .default(''),
  },
  { error: '账户有误' },
);

const ZItem = z.object(
  {
    id: idOf('申报事项').optional(),
    return_code: z.string({ error: '请选择申报表' }).trim().min(1, '请选择申报表').max(40, '申报表有误'),
    taxes_name: textOf('征收项目', 30),
    period_start: dateOf('所属期起'),
    period_end: dateOf('所属期止'),
    deadline: dateOf('申报期限'),
  },
  { error: '申报事项有误' },
);

const ZDocument = z.object(
  {
    title: textOf('资料标题', 60),
    html: z.string({ error: '请输入资料内容' }).trim().min(1, '请输入资料内容').max(100_000, '资料内容过长'),
  },
  { error: '业务资料有误' },
);

export const ZTaxCaseSaveBody = objectBody({
  id: idOf('申报案例').optional(),
  name: textOf('案例名称', 80),
  course_name: optionalText('课程名称', 80),
  company_name: textOf('企业名称', 80),
  id_code: z
    .string({ error: '请输入统一社会信用代码' })
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, '统一社会信用代码应为18位（数字或大写字母）'),
  bill: optionalText('纳税人资格', 60),
  quarter_start: optionalDate('季度起'),
  quarter_end: optionalDate('季度止'),
  month_start: optionalDate('月份起'),
  month_end: optionalDate('月份止'),
  report_date: dateOf('申报日期'),
  write_date: dateOf('填表日期'),
  accounts: z.array(ZAccount, { error: '账户有误' }).min(1, '请至少填写一个银行账户').max(5, '最多5个银行账户'),
  notes: z.array(z.string().trim().min(1).max(500), { error: '案例说明有误' }).max(30, '案例说明最多30条').default([]),
  items: z.array(ZItem, { error: '申报事项有误' }).min(1, '请至少添加一个申报事项').max(10, '最多10个申报事项'),
  documents: z.array(ZDocument, { error: '业务资料有误' }).max(30, '业务资料最多30份').default([]),
});
export type TTaxCaseSaveBody = z.infer<typeof ZTaxCaseSaveBody>;

export const ZTaxAnswerBody = objectBody({ item_id: idOf('申报事项'), report_id: idOf('申报表') });
export type TTaxAnswerBody = z.infer<typeof ZTaxAnswerBody>;

export const ZTaxAnswerSaveBody = objectBody({
  item_id: idOf('申报事项'),
  report_id: idOf('申报表'),
  invoice_data: ZReportData,
});
export type TTaxAnswerSaveBody = z.infer<typeof ZTaxAnswerSaveBody>;

// ---- responses ----

export interface TTaxCaseRow {
  id: number;
  name: string;
  company_name: string;
  status: number;
  returns: string[];
  practice_count: number;
  lesson_count: number;
  updated_at: string;
}

export interface TTaxCaseDetail {
  id: number;
  name: string;
  course_name: string;
  company_name: string;
  id_code: string;
  bill: string;
  quarter_start: string;
  quarter_end: string;
  month_start: string;
  month_end: string;
  report_date: string;
  write_date: string;
  status: number;
  accounts: { bank_name: string; subbranch: string; card_number: string; agreement: string }[];
  notes: string[];
  items: {
    id: number;
    return_code: string;
    return_title: string;
    taxes_name: string;
    period_start: string;
    period_end: string;
    deadline: string;
    /** each form of the return: whether an answer was entered, and the blocking checks the answer fails */
    reports: { report_id: number; form_code: string; bill_name: string; answered: boolean }[];
    problems: string[];
  }[];
  documents: { title: string; html: string }[];
  practice_count: number;
}

/** The returns a case may hold (the built ones). */
export interface TTaxReturnOption {
  code: string;
  title: string;
  category_name: string;
}

export interface TTaxAnswerDetail {
  item_id: number;
  case_id: number;
  report_id: number;
  return_code: string;
  return_title: string;
  bill_name: string;
  form: unknown;
  invoice_data: TReportDataBody;
  return_data: Record<string, TReportDataBody>;
  reports: { report_id: number; form_code: string; bill_name: string; answered: boolean }[];
}
