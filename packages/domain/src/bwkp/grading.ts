/**
 * Grading of the invoicing steps (spec 01 §5). The server grades with these; a result names the
 * wrong fields (and rows) but never carries an expected value. Every comparison is compare.ts's
 * isSameValue (trimmed text, numeric equality, empty = empty), except goods-code rows (isSameCell,
 * so a rate typed '13%' equals '0.13').
 */
import { compareFields, compareRows, isSameCell, isSameValue, type TRecord, type TRowComparison } from '../compare';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { applyDiscount, DISCOUNT_ANSWER } from './discount';
import { buildListSummaryLine, GOODS_LINE_FIELDS } from './lines';
import { buildRedLines, redRemark } from './red-letter';
import { isInvoiceSubjectType, isRedSubjectType, SUBJECT_TYPE } from './subjects';
import type {
  TApplyAnswer,
  TGoodsCodeRow,
  TGoodsLine,
  TInvoiceDraft,
  TInvoiceType,
  TKhbmRow,
  TQyxx,
  TRedData,
  TSubject,
} from './types';

/** The 7 graded company fields (pt_fpdm and zy_fpdm are case data, not answers). */
export const QYXX_FIELDS = [
  'nsr_sbh',
  'nsr_mc',
  'business_address',
  'phone_number',
  'bank_name',
  'account',
  'supervisor_name',
] as const;
export const KHBM_FIELDS = ['kh_name', 'simple_code', 'tax_num', 'address_telephone', 'bank_account'] as const;
/** Every editable field of a goods-code row. */
export const GOODS_CODE_FIELDS = [
  'code',
  'name',
  'simple_code',
  'tax_rate',
  'brand_model',
  'units',
  'applicable_tax_rate',
  'tax_mark',
  'flqc',
] as const;
export const APPLY_FIELDS = [
  'invoice_zl',
  'apply_num',
  'apply_result',
  'shenling_slr',
  'shenling_zjlx',
  'shenling_zjh',
  'shenling_shuoming',
  'shenling_shoujianren',
  'shenling_dztel',
] as const;
/** The courier-only apply fields, not graded when the expected delivery is 1 (pick up in person). */
const COURIER_FIELDS: readonly string[] = ['shenling_shoujianren', 'shenling_dztel'];
/** The buyer fields of the issue form, named as the draft names them. */
export const CUSTOMER_FIELDS = ['kh_name', 'kh_sbh', 'address_telephone', 'bank_account'] as const;

export interface TFieldGrade {
  ok: boolean;
  wrong: string[];
  /** the message to show, present when not ok */
  message?: string;
}

export interface TRowsGrade extends TRowComparison {
  message?: string;
}

export interface TLinesGrade {
  lines: { index: number; fields: string[] }[];
  missing: number[];
  extra: number[];
}

export interface TInvoiceGrade {
  ok: boolean;
  message?: string;
  wrong: TLinesGrade & {
    /** invoice_type differs from the question's (请按照题目选择正确的发票种类！) */
    type: boolean;
    /** invoice_status (正数 / 负数) differs */
    status: boolean;
    customer: string[];
    /** the 清单 lines of a list invoice */
    list?: TLinesGrade;
    /** the remark misses a phrase the question requires (建筑服务: place and project) */
    remark?: boolean;
  };
}

function toRecord(value: object): TRecord {
  return value as TRecord;
}

function fieldGrade(wrong: string[], message: string): TFieldGrade {
  return wrong.length === 0 ? { ok: true, wrong } : { ok: false, wrong, message };
}

function rowsGrade(result: TRowComparison): TRowsGrade {
  return result.ok ? result : { ...result, message: messages.wrongAnswer };
}

/** Company basic info: the 7 fields, trimmed. Wrong: 答案有误，请查正后重试！ */
export function gradeQyxx(expected: TQyxx, actual: Partial<TQyxx>): TFieldGrade {
  return fieldGrade(compareFields(toRecord(expected), toRecord(actual), QYXX_FIELDS).wrong, messages.wrongAnswer);
}

/** Customer codes, row by row on the 5 fields. */
export function gradeKhbm(expectedRows: readonly TKhbmRow[], actualRows: readonly Partial<TKhbmRow>[]): TRowsGrade {
  return rowsGrade(compareRows(expectedRows.map(toRecord), actualRows.map(toRecord), KHBM_FIELDS));
}

/** Goods codes, row by row on every editable field (rates percent-aware). */
export function gradeGoodsCodes(
  expectedRows: readonly TGoodsCodeRow[],
  actualRows: readonly Partial<TGoodsCodeRow>[],
): TRowsGrade {
  return rowsGrade(compareRows(expectedRows.map(toRecord), actualRows.map(toRecord), GOODS_CODE_FIELDS, isSameCell));
}

/**
 * The apply form of one invoice kind. The recipient fields are graded only when the expected delivery
 * is 2 (courier). Wrong: 申领信息，请查正后重试！
 */
export function gradeApply(expected: TApplyAnswer, actual: Partial<TApplyAnswer>): TFieldGrade {
  const fields = APPLY_FIELDS.filter(
    (field) => !COURIER_FIELDS.includes(field) || isSameValue(expected.apply_result, 2),
  );
  return fieldGrade(compareFields(toRecord(expected), toRecord(actual), fields).wrong, messages.wrongApplyInfo);
}

/** The hongziHx / hztk check of the blue invoice's code and number (trimmed). */
export function checkBlueInvoiceRef(expected: TRedData, input: { fpdm: string; fphm: string }): TFieldGrade {
  const wrong: string[] = [];
  if (!isSameValue(expected.y_invoice_code, input.fpdm)) wrong.push('fpdm');
  if (!isSameValue(expected.y_invoice_num, input.fphm)) wrong.push('fphm');
  return fieldGrade(wrong, messages.wrongInvoiceCodeOrNumber);
}

function expectedLines(subject: TSubject): TGoodsLine[] {
  switch (subject.subject_type) {
    case SUBJECT_TYPE.discount: {
      const result = applyDiscount(subject.goods_content, subject.discount ?? DISCOUNT_ANSWER);
      if (!result.ok) throw new DomainError('invalid_number', result.message);
      return result.lines;
    }
    case SUBJECT_TYPE.void_reissue:
      return subject.again_goods_content ?? subject.goods_content;
    case SUBJECT_TYPE.red_ordinary:
    case SUBJECT_TYPE.red_special:
      return buildRedLines(subject.goods_content);
    default:
      return subject.goods_content;
  }
}

/**
 * The model answer of an invoice question as a draft: the invoice the student must save. Throws
 * DomainError('unknown_item', 当前题目无需填开发票！) for a question that issues no invoice.
 * A list question's goods are the 详情见清单 line and its list_goods the subject's lines; a red
 * ordinary question carries the remark 对应正数发票代码:X号码:Y when the blue invoice is known.
 */
export function expectedDraft(subject: TSubject): TInvoiceDraft {
  if (!isInvoiceSubjectType(subject.subject_type) || (subject.invoice_type !== 1 && subject.invoice_type !== 2)) {
    throw new DomainError('unknown_item', messages.noInvoiceNeeded);
  }
  const invoice_type: TInvoiceType = subject.invoice_type;
  const draft: TInvoiceDraft = {
    invoice_type,
    invoice_status: isRedSubjectType(subject.subject_type) ? 2 : 1,
    kh_name: subject.kh_data.kh_name,
    kh_sbh: subject.kh_data.tax_num,
    address_telephone: subject.kh_data.address_telephone,
    bank_account: subject.kh_data.bank_account,
    goods: expectedLines(subject),
  };
  if (subject.subject_type === SUBJECT_TYPE.list) {
    draft.list_goods = subject.goods_content;
    draft.goods = [buildListSummaryLine(subject.goods_content)];
  }
  if (subject.subject_type === SUBJECT_TYPE.red_ordinary && subject.red !== undefined) {
    draft.remark = redRemark({ invoice_type: 1, ...subject.red });
  }
  const parts = requiredRemarkParts(subject);
  if (parts.length > 0) draft.remark = parts.join('；');
  return draft;
}

/** The phrases a question requires in the remark (TSubject.remark_parts), trimmed, empty ones left out. */
export function requiredRemarkParts(subject: TSubject): string[] {
  return (subject.remark_parts ?? []).map((part) => part.trim()).filter((part) => part !== '');
}

/** Text compared for a remark: no white space, full-width letters, digits and brackets as half-width. */
function remarkText(value: string): string {
  return value.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether a remark says what the question requires: every required phrase appears in it, ignoring white space
 * and full-width/half-width forms (labels such as 建筑服务发生地： and the order are the student's).
 */
export function isRemarkComplete(subject: TSubject, remark: string | undefined): boolean {
  const text = remarkText(remark ?? '');
  return requiredRemarkParts(subject).every((part) => text.includes(remarkText(part)));
}

function gradeLines(expected: readonly TGoodsLine[], actual: readonly TGoodsLine[]): TLinesGrade {
  const result = compareRows(expected.map(toRecord), actual.map(toRecord), GOODS_LINE_FIELDS);
  return { lines: result.wrongRows, missing: result.missing, extra: result.extra };
}

function isLinesOk(grade: TLinesGrade): boolean {
  return grade.lines.length === 0 && grade.missing.length === 0 && grade.extra.length === 0;
}

/**
 * Grades a saved invoice against its question: invoice type, 正数/负数 status, the 4 buyer fields and
 * every goods line on fwname, ggxh, company, goods_num, price, money, tax_rate, tax_amount (line i
 * with expected line i; trailing blank lines ignored). A list invoice is graded on its summary line
 * and its list; a discount invoice on the lines with the discount line; a red invoice on the negated
 * lines. A question with remark phrases (建筑服务: place and project) needs each in the remark; a red invoice's
 * remark is not graded (the form writes it from the verified blue invoice or form number).
 * Message: 请按照题目选择正确的发票种类！ when the type is wrong, else 答案有误，请查正后重试！.
 */
export function gradeInvoice(subject: TSubject, draft: TInvoiceDraft): TInvoiceGrade {
  const expected = expectedDraft(subject);
  const type = !isSameValue(expected.invoice_type, draft.invoice_type);
  const status = !isSameValue(expected.invoice_status, draft.invoice_status);
  const customer = compareFields(toRecord(expected), toRecord(draft), CUSTOMER_FIELDS).wrong;
  const goods = gradeLines(expected.goods, draft.goods ?? []);
  const wrong: TInvoiceGrade['wrong'] = { type, status, customer, ...goods };
  let ok = !type && !status && customer.length === 0 && isLinesOk(goods);
  if (expected.list_goods !== undefined) {
    wrong.list = gradeLines(expected.list_goods, draft.list_goods ?? []);
    ok = ok && isLinesOk(wrong.list);
  }
  if (requiredRemarkParts(subject).length > 0) {
    wrong.remark = !isRemarkComplete(subject, draft.remark);
    ok = ok && !wrong.remark;
  }
  if (ok) return { ok, wrong };
  return { ok, wrong, message: type ? messages.wrongInvoiceType : messages.wrongAnswer };
}
