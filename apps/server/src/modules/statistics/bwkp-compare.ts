// The invoicing simulator's side of the analysis: its questions, and a try's answer beside the model answer, field
// by field and row by row, with the fields the grading found wrong (practice_tries.wrong_fields).
import type { TCompareField, TCompareSection, TCompareTable } from '@sxpt/contract';
import {
  APPLY_FIELDS,
  CUSTOMER_FIELDS,
  expectedDraft,
  fieldLabel,
  GOODS_CODE_FIELDS,
  GOODS_LINE_FIELDS,
  isInvoiceSubjectType,
  KHBM_FIELDS,
  QYXX_FIELDS,
  SUBJECT_TYPE,
} from '@sxpt/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bwkpInvoices } from '../../db/schema';
import {
  applyOf,
  customersOf,
  goodsOf,
  qyxxOf,
  subjectsOf,
  type TCaseSubject,
  type TCaseVersion,
} from '../bwkp/case-store';

/** A question of the case as the analysis lists it. */
export interface TItemQuestion {
  key: string;
  sort: number;
  title: string;
  describe: string;
}

export async function bwkpQuestions(db: DbOrTx, at: TCaseVersion): Promise<TItemQuestion[]> {
  const subjects = await subjectsOf(db, at);
  return subjects.map((subject) => ({
    key: String(subject.sort),
    sort: subject.sort,
    title: subject.title,
    describe: subject.subject_describe,
  }));
}

/** What the comparison of a try reads: the try's step, answer and wrong fields, and the practice row's id. */
export interface TTryToCompare {
  step: string;
  answer: unknown;
  wrongFields: readonly string[];
  practiceId: number;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const rows = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

const INVOICE_TYPE_TEXT: Record<string, string> = { '1': '增值税普通发票', '2': '增值税专用发票' };
const INVOICE_STATUS_TEXT: Record<string, string> = { '1': '正数发票', '2': '负数发票' };

function fieldsOf(
  keys: readonly string[],
  answer: Record<string, unknown>,
  model: Record<string, unknown>,
  wrong: ReadonlySet<string>,
  show: (key: string, value: unknown) => string = (_key, value) => text(value),
): TCompareField[] {
  return keys.map((key) => ({
    key,
    label: fieldLabel(key),
    answer: show(key, answer[key]),
    model: show(key, model[key]),
    is_wrong: wrong.has(key),
  }));
}

/** A table: `prefix` is the wrong keys' row kind ('rows', 'goods', 'list'), rows counted from 1. */
function tableOf(
  title: string,
  columns: readonly string[],
  answer: unknown,
  model: unknown,
  wrongFields: readonly string[],
  prefix: string,
): TCompareTable {
  const stringRows = (value: unknown) =>
    rows(value).map((row) => Object.fromEntries(columns.map((column) => [column, text(row[column])])));
  return {
    title,
    columns: columns.map((key) => ({ key, label: fieldLabel(key) })),
    answer: stringRows(answer),
    model: stringRows(model),
    wrong: wrongFields.filter((key) => key.startsWith(`${prefix}.`)).map((key) => key.slice(prefix.length + 1)),
  };
}

function section(title: string, fields: TCompareField[], tables: TCompareTable[] = []): TCompareSection {
  return { title, fields, tables };
}

/** The student's blue invoice a red question reverses (its code and number), or the case's fixed one. */
async function blueRefOf(db: DbOrTx, at: TCaseVersion, subject: TCaseSubject, practiceId: number) {
  const subjects = await subjectsOf(db, at);
  const blue = subjects.find((entry) => entry.sort === subject.blue_sort);
  if (blue) {
    const [invoice] = await db
      .select({ code: bwkpInvoices.invoiceCode, num: bwkpInvoices.invoiceNum })
      .from(bwkpInvoices)
      .where(
        and(
          eq(bwkpInvoices.practiceId, practiceId),
          eq(bwkpInvoices.subjectId, blue.id),
          eq(bwkpInvoices.invoiceStatus, 1),
          ne(bwkpInvoices.zfStatus, 2),
        ),
      )
      .orderBy(desc(bwkpInvoices.id))
      .limit(1);
    if (invoice) return { fpdm: invoice.code, fphm: invoice.num };
  }
  return { fpdm: subject.red?.y_invoice_code ?? '', fphm: subject.red?.y_invoice_num ?? '' };
}

function invoiceSections(subject: TCaseSubject, answer: Record<string, unknown>, wrongFields: readonly string[]) {
  const draft = expectedDraft(subject);
  const model: Record<string, unknown> = { ...draft, goods_content: draft.goods };
  const wrong = new Set(wrongFields);
  const headerKeys = ['invoice_type', 'invoice_status', ...CUSTOMER_FIELDS, 'remark'];
  const show = (key: string, value: unknown) =>
    key === 'invoice_type'
      ? (INVOICE_TYPE_TEXT[text(value)] ?? text(value))
      : key === 'invoice_status'
        ? (INVOICE_STATUS_TEXT[text(value)] ?? text(value))
        : text(value);
  const tables = [
    tableOf('商品行', GOODS_LINE_FIELDS, answer.goods_content, model.goods_content, wrongFields, 'goods'),
  ];
  if (draft.list_goods !== undefined || answer.list_goods !== undefined) {
    tables.push(tableOf('销货清单', GOODS_LINE_FIELDS, answer.list_goods, draft.list_goods, wrongFields, 'list'));
  }
  return [section('发票', fieldsOf(headerKeys, answer, model, wrong, show), tables)];
}

/**
 * The sections of a try of question `sort`: the student's answer beside the model answer, wrong fields marked.
 * A step with nothing to fill (a confirmation, the read-in) has no section.
 */
export async function bwkpCompare(
  db: DbOrTx,
  at: TCaseVersion,
  sort: number,
  tried: TTryToCompare,
): Promise<TCompareSection[]> {
  const subjects = await subjectsOf(db, at);
  const subject = subjects.find((entry) => entry.sort === sort);
  if (!subject || tried.answer === null || tried.answer === undefined) return [];
  const answer = record(tried.answer);
  const wrong = new Set(tried.wrongFields);
  switch (subject.subject_type) {
    case SUBJECT_TYPE.qyxx: {
      const model = record(await qyxxOf(db, at));
      return [section('企业信息', fieldsOf(QYXX_FIELDS, answer, model, wrong))];
    }
    case SUBJECT_TYPE.khbm:
      return [
        section(
          '客户编码',
          [],
          [tableOf('客户', KHBM_FIELDS, tried.answer, await customersOf(db, at), tried.wrongFields, 'rows')],
        ),
      ];
    case SUBJECT_TYPE.spbm:
      return [
        section(
          '商品编码',
          [],
          [tableOf('商品', GOODS_CODE_FIELDS, tried.answer, await goodsOf(db, at), tried.wrongFields, 'rows')],
        ),
      ];
    case SUBJECT_TYPE.fpsl: {
      const kind = Number(answer.invoice_zl) === 2 ? 2 : 1;
      const model = record((await applyOf(db, at, kind)).answer);
      return [section(kind === 1 ? '普通发票申领' : '专用发票申领', fieldsOf(APPLY_FIELDS, answer, model, wrong))];
    }
    default:
      break;
  }
  // the steps of the void and red questions before the invoice: what the student typed
  if ('fpdm' in answer || 'fphm' in answer) {
    const model = { ...(await blueRefOf(db, at, subject, tried.practiceId)), sqfs: subject.red?.sqfs ?? answer.sqfs };
    const keys = 'sqfs' in answer ? ['sqfs', 'fpdm', 'fphm'] : ['fpdm', 'fphm'];
    const show = (key: string, value: unknown) =>
      key === 'sqfs' ? ({ '1': '购买方申请', '2': '销售方申请' }[text(value)] ?? text(value)) : text(value);
    return [section('蓝字发票', fieldsOf(keys, answer, model, wrong, show))];
  }
  if ('invoice_code' in answer && !('goods_content' in answer)) {
    const fields = ['invoice_code', 'invoice_num'].map((key) => ({
      key,
      label: key === 'invoice_code' ? '作废发票代码' : '作废发票号码',
      answer: text(answer[key]),
      model: text(answer[key]),
      is_wrong: false,
    }));
    return [section('发票作废', fields)];
  }
  if (isInvoiceSubjectType(subject.subject_type)) return invoiceSections(subject, answer, tried.wrongFields);
  return [];
}
