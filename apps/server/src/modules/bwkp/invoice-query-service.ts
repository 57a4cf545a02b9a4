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
import { and, count, desc, eq, gte, ilike, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bwkpInvoices, bwkpRedForms } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { subjectOf, subjectsOf, type TCaseSubject } from './case-store';
import { loadInvoices, resolveBlueRef, type TInvoiceRow, toInvoice, toIssued, voidTargetOf } from './invoice-store';
import { assertAllowed, completeStep, openPractice, stepResult, writePractice } from './practice-store';

/** The start of a Shanghai calendar day (UTC+8) as a moment. */
function shanghaiDay(date: string, plusDays = 0): Date {
  const start = new Date(`${date}T00:00:00+08:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** get_invoice: the student's issued invoices, newest first, filtered and paged. */
export async function listInvoices(
  db: Db,
  student: TSessionUser,
  body: TBwkpInvoiceListBody,
): Promise<TPage<TBwkpInvoice>> {
  const { row } = await openPractice(db, student, body);
  const conditions: SQL[] = [eq(bwkpInvoices.practiceId, row.id)];
  if (body.invoice_type !== undefined) conditions.push(eq(bwkpInvoices.invoiceType, body.invoice_type));
  if (body.invoice_status !== undefined) conditions.push(eq(bwkpInvoices.invoiceStatus, body.invoice_status));
  if (body.zf_status === 2) conditions.push(eq(bwkpInvoices.zfStatus, 2));
  if (body.zf_status === 1) conditions.push(ne(bwkpInvoices.zfStatus, 2));
  if (body.date_from) conditions.push(gte(bwkpInvoices.kpTime, shanghaiDay(body.date_from)));
  if (body.date_to) conditions.push(lt(bwkpInvoices.kpTime, shanghaiDay(body.date_to, 1)));
  if (body.keyword) {
    const pattern = `%${escapeLike(body.keyword)}%`;
    const match = or(
      ilike(bwkpInvoices.invoiceNum, pattern),
      ilike(bwkpInvoices.invoiceCode, pattern),
      ilike(bwkpInvoices.khName, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(bwkpInvoices).where(where);
  const rows = await db
    .select()
    .from(bwkpInvoices)
    .where(where)
    .orderBy(desc(bwkpInvoices.kpTime), desc(bwkpInvoices.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  return { list: rows.map(toInvoice), total: Number(total?.n ?? 0), page: body.page, page_size: body.page_size };
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
  const { context, row } = await openPractice(db, student, body);
  const subjects = await subjectsOf(db, context);
  return writePractice(db, row.id, async (tx, locked) => {
    const invoices = await loadInvoices(tx, row.id);
    const invoice = invoices.find((entry) => entry.id === body.invocie_id);
    // the client's clock: the business date of the question the student is at, not the day of practice
    const now = atBusinessDate(clientDate(subjects, locked.progress), new Date());
    assertAllowed(canVoid(invoice ? toIssued(invoice) : null, { now, invoices: invoices.map(toIssued) }));
    if (!invoice) throw badRequest(messages.selectInvoiceToVoid);
    if (isNeededBlue(invoice, subjects, locked.progress)) throw badRequest(bwkpServerMessages.voidBlueNeeded);
    let progress: TProgress | undefined;
    const voidQuestion = voidQuestionOf(invoice, subjects);
    if (voidQuestion !== undefined) {
      const voidStep = getQuestionDef(voidQuestion.sort).items[0]?.id;
      if (voidStep !== undefined && !isItemComplete(locked.progress, voidQuestion.sort, voidStep)) {
        assertAllowed(canSubmit(locked.progress, voidStep));
        progress = completeStep(locked.progress, voidStep);
      }
    }
    const [voided] = await tx
      .update(bwkpInvoices)
      .set({ zfStatus: 2, voidTime: now, updatedAt: now })
      .where(eq(bwkpInvoices.id, invoice.id))
      .returning();
    const result = {
      ...stepResult(bwkpServerMessages.voidSucceeded, progress ?? locked.progress),
      invoice: toInvoice(voided),
    };
    return { result, progress };
  });
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
  const { context, row } = await openPractice(db, student, body);
  const subject = await subjectOf(db, context, body.subject_id);
  const step = invoiceStepOf(subject.sort);
  if (!isRedSubjectType(subject.subject_type) || step === null) throw badRequest(bwkpServerMessages.notRedSubject);
  if (!isQuestionComplete(row.progress, subject.sort)) assertAllowed(canSubmit(row.progress, step));
  const subjects = await subjectsOf(db, context);
  const { ref, invoice } = await resolveBlueRef(db, row.id, subjects, subject);
  const isSpecial = subject.subject_type === SUBJECT_TYPE.red_special;
  let noticNo = '';
  if (isSpecial) {
    const [form] = await db
      .select({ number: bwkpRedForms.number })
      .from(bwkpRedForms)
      .where(and(eq(bwkpRedForms.practiceId, row.id), eq(bwkpRedForms.subjectId, subject.id)));
    noticNo = form?.number ?? '';
  }
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
