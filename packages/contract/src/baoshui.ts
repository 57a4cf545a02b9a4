// baoshui area (电子税务局 tax filing), requests and responses. Every call is POST /student/baoshui/<name> by a
// student with the working context (course_id accepted and ignored, class_id, resource_id, lesson_id; case_id
// chooses among a lesson's several filing cases). The spec's calls: course_detail, taxes_list, set_taxes,
// report_list, report_detail, save_answer, report_delete; added: declare (申报) and pay (三方协议缴款).
import { z } from 'zod';
import { idOf, objectBody } from './request-body';

const context = {
  course_id: z.unknown().optional(),
  class_id: idOf('班级'),
  resource_id: idOf('课程资源'),
  lesson_id: idOf('课时'),
  case_id: idOf('申报案例').optional(),
};

export const ZBaoshuiContextBody = objectBody(context);
export type TBaoshuiContextBody = z.infer<typeof ZBaoshuiContextBody>;

export const ZBaoshuiTaxBody = objectBody({ ...context, taxes_id: idOf('申报事项') });
export type TBaoshuiTaxBody = z.infer<typeof ZBaoshuiTaxBody>;

export const ZBaoshuiReportBody = objectBody({ ...context, taxes_id: idOf('申报事项'), report_id: idOf('申报表') });
export type TBaoshuiReportBody = z.infer<typeof ZBaoshuiReportBody>;

/**
 * The cells of a form as sent: text or null (a finite number is read as its text), each at most 200 characters; one
 * pass over the list (a form has up to a few hundred cells, saved at every 保存).
 */
const cellList = (error: string, max: number) =>
  z
    .array(z.unknown(), { error })
    .max(max, error)
    .transform((cells, ctx) => {
      const out: (string | null)[] = new Array(cells.length);
      for (let i = 0; i < cells.length; i++) {
        const value = cells[i];
        if (value === null) out[i] = null;
        else if (typeof value === 'string' && value.length <= 200) out[i] = value;
        else if (typeof value === 'number' && Number.isFinite(value)) out[i] = String(value);
        else {
          ctx.addIssue({
            code: 'custom',
            message: typeof value === 'string' ? '单元格内容不能超过200个字' : '单元格内容有误',
          });
          return z.NEVER;
        }
      }
      return out;
    });

export const ZReportData = z.object(
  {
    defaultDataList: cellList('申报表数据有误', 2000),
    tableDataList: z.array(cellList('表格数据有误', 100), { error: '表格数据有误' }).max(500, '表格最多500行'),
  },
  { error: '申报表数据有误' },
);
export type TReportDataBody = z.infer<typeof ZReportData>;

export const ZBaoshuiSaveBody = objectBody({
  ...context,
  taxes_id: idOf('申报事项'),
  report_id: idOf('申报表'),
  invoice_data: ZReportData,
});
export type TBaoshuiSaveBody = z.infer<typeof ZBaoshuiSaveBody>;

export const ZBaoshuiPayBody = objectBody({
  ...context,
  taxes_ids: z
    .array(idOf('申报事项'), { error: '请勾选要缴纳的税费' })
    .min(1, '请勾选要缴纳的税费')
    .max(50, '请勾选要缴纳的税费'),
  card_number: z.string({ error: '请选择缴款账户' }).trim().min(1, '请选择缴款账户').max(40, '缴款账户有误'),
});
export type TBaoshuiPayBody = z.infer<typeof ZBaoshuiPayBody>;

// ---- responses ----

/** course_detail (spec 02 §3 Course detail (tax filing)) with the accounts the payment step offers. */
export interface TBaoshuiCourseDetail {
  case_id: number;
  company_name: string;
  course_name: string;
  id_code: string;
  bill: string;
  quarter_start: string;
  quarter_end: string;
  month_start: string;
  month_end: string;
  report_date: string;
  write_date: string;
  bank_name: string;
  subbranch: string;
  card_number: string;
  accounts: { bank_name: string; subbranch: string; card_number: string; has_agreement: boolean }[];
}

/** A tax item of taxes_list: status 1 可申报, 2 待缴款, 4 已完成 (spec 02 §4). */
export interface TBaoshuiTaxItem {
  id: number;
  taxes_name: string;
  status: number;
  category: number;
  category_name: string;
  /** the return of packages/domain (vat_small …): the web app computes its locked cells live as the portal does */
  return_code: string;
  return_title: string;
  period_start: string;
  period_end: string;
  deadline: string;
  /** 申报日期 (the case's report date) once declared */
  declared_date: string | null;
  /** the amounts the declaration made owed, once declared */
  payables: { label: string; amount: string }[] | null;
  paid_date: string | null;
}

/** A form of a return in report_list. */
export interface TBaoshuiReportEntry {
  report_id: number;
  form_code: string;
  bill_name: string;
  saved: boolean;
  updated_at: string | null;
}

export interface TBaoshuiReportList {
  item: TBaoshuiTaxItem;
  reports: TBaoshuiReportEntry[];
  documents: { id: number; title: string; html: string }[];
}

/** A failed check as the portal lists it. */
export interface TBaoshuiCheck {
  form: string;
  form_title: string;
  message: string;
  blocking: boolean;
}

/** report_detail: the form's layout (a domain TFormDef, as JSON), the saved data, and after completion the answer. */
export interface TBaoshuiReportDetail {
  item: TBaoshuiTaxItem;
  report_id: number;
  bill_name: string;
  /** the form definition (packages/domain TFormDef) */
  form: unknown;
  invoice_data: TReportDataBody;
  /** every saved form of the return (the student's own), for the formulas that read across forms */
  return_data: Record<string, TReportDataBody>;
  saved: boolean;
  /** read-only once declared */
  editable: boolean;
  /** the model answer, computed: only once the item is declared */
  answer_data: TReportDataBody | null;
}

export interface TBaoshuiSaveResult {
  invoice_data: TReportDataBody;
  /** this form's failing checks after the save (blocking and advisory) */
  checks: TBaoshuiCheck[];
}

/** declare: 申报成功 (status moves on) or 申报失败 with the failing checks or the cells found wrong. */
export interface TBaoshuiDeclareResult {
  declared: boolean;
  checks: TBaoshuiCheck[];
  /** cells that do not agree with the case (names only, never the right values) */
  wrong_cells: { form: string; form_title: string; cell: string; label: string }[];
  item: TBaoshuiTaxItem;
}

export interface TBaoshuiPayResult {
  items: TBaoshuiTaxItem[];
  total: string;
}
