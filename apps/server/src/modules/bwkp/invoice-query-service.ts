// Issued invoices after the fact: the query and void lists (get_invoice), void (zf_fp), and what a red
// question reverses (kj_hzfp).
import {
  bwkpServerMessages,
  type TBwkpInvoice,
  type TBwkpInvoiceListBody,
  type TBwkpInvoiceResult,
  type TBwkpRedSubjectData,
  type TBwkpSubjectBody,
  type TBwkpVoidBody,
  type TPage,
} from '@sxpt/contract';
import {
  atBusinessDate,
  canSubmit,
  canVoid,
  clientDate,
  getQuestionDef,
  invoiceStepOf,
  isItemComplete,
  isQuestionComplete,
  isRedSubjectType,
  messages,
  redRemark,
  SUBJECT_TYPE,
  type TProgress,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { rowFromJson, rowJsonSql } from '../../db/row-json';
import { bwkpInvoices } from '../../db/schema';
import { statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { subjectOf, subjectsOf, type TCaseSubject } from './case-store';
import { resolveBlueRef, type TInvoiceRow, toInvoice, toIssued, voidTargetOf } from './invoice-store';
import { assertAllowed, completeStep, linksOf, openPractice, stepResult } from './practice-store';
import { PRACTICE_UPDATE_CTE, runPracticeWrite, type TStepTry, untilWritten } from './practice-write';

/** The start of a Shanghai calendar day (UTC+8) as a moment. */
function shanghaiDay(date: string, plusDays = 0): Date {
  const start = new Date(`${date}T00:00:00+08:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}

/** True when `text` contains `keyword`, case-insensitively (as ILIKE '%keyword%'). */
function containsFolded(text: string, keyword: string): boolean {
  return text.toLowerCase().includes(keyword.toLowerCase());
}

/** The filters of get_invoice, on the student's invoices. */
function matchesFilters(invoice: TInvoiceRow, body: TBwkpInvoiceListBody): boolean {
  if (body.invoice_type !== undefined && invoice.invoiceType !== body.invoice_type) return false;
  if (body.invoice_status !== undefined && invoice.invoiceStatus !== body.invoice_status) return false;
  if (body.zf_status === 2 && invoice.zfStatus !== 2) return false;
  if (body.zf_status === 1 && invoice.zfStatus === 2) return false;
  if (body.date_from && invoice.kpTime < shanghaiDay(body.date_from)) return false;
  if (body.date_to && invoice.kpTime >= shanghaiDay(body.date_to, 1)) return false;
  const keyword = body.keyword;
  if (keyword) {
    return [invoice.invoiceNum, invoice.invoiceCode, invoice.khName].some((text) => containsFolded(text, keyword));
  }
  return true;
}

/**
 * get_invoice: the student's issued invoices, newest first, filtered and paged. One statement: a practice holds
 * a few dozen invoices at most, read with the practice and filtered here.
 */
export async function listInvoices(
  db: Db,
  student: TSessionUser,
  body: TBwkpInvoiceListBody,
): Promise<TPage<TBwkpInvoice>> {
  const { invoices } = linksOf(await openPractice(db, student, body, { links: 'all' }));
  const matching = invoices.filter((invoice) => matchesFilters(invoice, body));
  const offset = (body.page - 1) * body.page_size;
  const list = matching.slice(offset, offset + body.page_size).map(toInvoice);
  return { list, total: matching.length, page: body.page, page_size: body.page_size };
}

/** True when a red question still to do reverses this blue invoice (voiding it would leave that question stuck). */
function isNeededBlue(invoice: TInvoiceRow, subjects: readonly TCaseSubject[], progress: TProgress): boolean {
  const subject = subjects.find((entry) => entry.id === invoice.subjectId);
  if (invoice.invoiceStatus !== 1 || subject === undefined) return false;
  return subjects.some(
    (red) =>
      isRedSubjectType(red.subject_type) && red.blue_sort === subject.sort && !isQuestionComplete(progress, red.sort),
  );
}

/** The void question whose target this invoice is (the blue invoice of its void_sort subject), if any. */
function voidQuestionOf(invoice: TInvoiceRow, subjects: readonly TCaseSubject[]): TCaseSubject | undefined {
  if (invoice.invoiceStatus !== 1) return undefined;
  return subjects.find(
    (entry) =>
      entry.subject_type === SUBJECT_TYPE.void_reissue && voidTargetOf(subjects, entry)?.id === invoice.subjectId,
  );
}

/**
 * zf_fp: canVoid (selected, not voided, not red-flushed, issued this month), and not the blue invoice of a red
 * question still to do. Voiding the void question's target completes its first sub-item (10.1) — in order.
 */
export async function voidInvoice(db: Db, student: TSessionUser, body: TBwkpVoidBody): Promise<TBwkpInvoiceResult> {
  return untilWritten(() => tryVoidInvoice(db, student, body));
}

/** $1–$3 PRACTICE_UPDATE_CTE, $4 the invoice, $5 the void time on the client's clock. */
const voidInvoiceStatement = statement<{ invoice: Record<string, unknown> }>(
  'bwkp_void_invoice',
  `with ${PRACTICE_UPDATE_CTE}
  update bwkp_invoices i set zf_status = 2, void_time = $5::timestamptz, updated_at = $5::timestamptz
  where i.id = $4 and i.practice_id = $1 and exists (select 1 from upd)
  returning ${rowJsonSql(bwkpInvoices, 'i')} as invoice`,
);

async function tryVoidInvoice(db: Db, student: TSessionUser, body: TBwkpVoidBody): Promise<TBwkpInvoiceResult | null> {
  const practice = await openPractice(db, student, body, { links: 'all' });
  const { context, row } = practice;
  const { invoices } = linksOf(practice);
  const subjects = await subjectsOf(db, context);
  const invoice = invoices.find((entry) => entry.id === body.invocie_id);
  // the client's clock: the business date of the question the student is at, not the day of practice
  const now = atBusinessDate(clientDate(subjects, row.progress), new Date());
  assertAllowed(canVoid(invoice ? toIssued(invoice) : null, { now, invoices: invoices.map(toIssued) }));
  if (!invoice) throw badRequest(messages.selectInvoiceToVoid);
  if (isNeededBlue(invoice, subjects, row.progress)) throw badRequest(bwkpServerMessages.voidBlueNeeded);
  let progress = row.progress;
  // voiding the void question's invoice is its first step (10.1), a try of that question
  let tried: TStepTry | null = null;
  const voidQuestion = voidQuestionOf(invoice, subjects);
  if (voidQuestion !== undefined) {
    const voidStep = getQuestionDef(voidQuestion.sort).items[0]?.id;
    if (voidStep !== undefined && !isItemComplete(row.progress, voidQuestion.sort, voidStep)) {
      assertAllowed(canSubmit(row.progress, voidStep));
      progress = completeStep(row.progress, voidStep);
      const answer = { invoice_code: invoice.invoiceCode, invoice_num: invoice.invoiceNum };
      tried = { step: voidStep, isRight: true, answer };
    }
  }
  const [voided] = await runPracticeWrite(db, voidInvoiceStatement, practice, progress, tried, [invoice.id, now]);
  if (!voided) return null;
  return {
    ...stepResult(bwkpServerMessages.voidSucceeded, progress),
    invoice: toInvoice(rowFromJson(bwkpInvoices, voided.invoice)),
  };
}

/**
 * kj_hzfp: what a red question reverses: the student's own blue invoice (buyer, lines as issued, code and
 * number), the information form number (special) and the red remark. Only once the verification steps are
 * done (12.1; 14.1–14.4), as the real client fills the red invoice after them.
 */
export async function readRedSubject(
  db: Db,
  student: TSessionUser,
  body: TBwkpSubjectBody,
): Promise<TBwkpRedSubjectData> {
  const practice = await openPractice(db, student, body, { links: body.subject_id });
  const { context, row } = practice;
  const subject = await subjectOf(db, context, body.subject_id);
  const step = invoiceStepOf(subject.sort);
  if (!isRedSubjectType(subject.subject_type) || step === null) throw badRequest(bwkpServerMessages.notRedSubject);
  if (!isQuestionComplete(row.progress, subject.sort)) assertAllowed(canSubmit(row.progress, step));
  const subjects = await subjectsOf(db, context);
  const { invoices, redForms } = linksOf(practice);
  const { ref, invoice } = resolveBlueRef(invoices, subjects, subject);
  const isSpecial = subject.subject_type === SUBJECT_TYPE.red_special;
  const noticNo = isSpecial ? (redForms.find((form) => form.subjectId === subject.id)?.number ?? '') : '';
  return {
    subject_id: subject.id,
    invoice_type: subject.invoice_type === 2 ? 2 : 1,
    kh_data: invoice
      ? {
          kh_name: invoice.khName,
          tax_num: invoice.khSbh,
          address_telephone: invoice.addressTelephone,
          bank_account: invoice.bankAccount,
        }
      : subject.kh_data,
    goods_data: invoice ? (invoice.list.length > 0 ? invoice.list : invoice.goodsContent) : subject.goods_content,
    ...ref,
    notic_no: noticNo,
    remark: isSpecial
      ? noticNo === ''
        ? ''
        : redRemark({ invoice_type: 2, notic_no: noticNo })
      : redRemark({ invoice_type: 1, ...ref }),
  };
}
