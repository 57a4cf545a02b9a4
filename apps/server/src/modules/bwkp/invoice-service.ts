// The issue form (fptk): the question it shows (subject_detail) and saving the invoice (save_fp).
import {
  bwkpServerMessages,
  type TBwkpFptkCheck,
  type TBwkpFptkCheckBody,
  type TBwkpGoodsLine,
  type TBwkpInvoiceResult,
  type TBwkpSaveInvoiceBody,
  type TBwkpSubjectBody,
  type TBwkpSubjectDetail,
} from '@sxpt/contract';
import {
  atBusinessDate,
  canOpenIssueForm,
  canSaveInvoice,
  canSubmit,
  computeTotals,
  DISCOUNT_ANSWER,
  expectedDraft,
  formatGoodsName,
  gradeInvoice,
  invoiceGradeKeys,
  invoiceStepOf,
  isQuestionComplete,
  isRedSubjectType,
  messages,
  redRemark,
  requiredRemarkParts,
  SUBJECT_TYPE,
  type TGoodsLine,
  type TInvoiceDraft,
  type TRedData,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { qyxxOf, subjectOf, subjectsOf, type TCaseSubject } from './case-store';
import { resolveBlueRef, type TInvoiceRow, toInvoice } from './invoice-store';
import { assertAllowed, completeStep, linksOf, openPractice, stepResult, type TPracticeLinks } from './practice-store';
import { practiceUpdateCtes, refuseWrongTry, runPracticeWrite, untilWritten } from './practice-write';
import { formatInvoiceNumber } from './roll-service';

/**
 * A goods line as the question gives it before the question is done: the business facts (bare goods name
 * without *简称*, spec, unit, quantity, unit price, rate); the money and tax the student works out are ''.
 */
function toFactLine(line: TGoodsLine): TBwkpGoodsLine {
  return {
    fwname: formatGoodsName('', line.fwname),
    ggxh: line.ggxh,
    company: line.company,
    goods_num: line.goods_num,
    price: line.price,
    money: '',
    tax_rate: line.tax_rate,
    tax_amount: '',
  };
}

/** The blue invoice code and number of the student's (latest) red invoice of a subject, or null. */
function redInvoiceOf(invoices: readonly TInvoiceRow[], subjectId: number): TRedData | null {
  let found: TInvoiceRow | null = null;
  for (const invoice of invoices) {
    if (invoice.subjectId !== subjectId || invoice.invoiceStatus !== 2) continue;
    if (found === null || invoice.id > found.id) found = invoice;
  }
  return found ? { y_invoice_code: found.yInvoiceCode, y_invoice_num: found.yInvoiceNum } : null;
}

/**
 * subject_detail: the question for the issue form. Before it is done: title, description, buyer and the
 * goods facts (toFactLine); never money, tax or the blue invoice to verify. Once done: the full lines too.
 */
export async function readSubjectDetail(
  db: Db,
  student: TSessionUser,
  body: TBwkpSubjectBody,
): Promise<TBwkpSubjectDetail> {
  // a red question's links (its red invoice) come with the practice, for red questions only
  const practice = await openPractice(db, student, body, { links: body.subject_id });
  const { context, row } = practice;
  const subject = await subjectOf(db, context, body.subject_id);
  const isComplete = isQuestionComplete(row.progress, subject.sort);
  const lines = (value: readonly TGoodsLine[] | undefined): TBwkpGoodsLine[] =>
    isComplete ? [...(value ?? [])] : (value ?? []).map(toFactLine);
  const discount = subject.discount ?? (subject.subject_type === SUBJECT_TYPE.discount ? DISCOUNT_ANSWER : null);
  const isRed = isRedSubjectType(subject.subject_type);
  return {
    id: subject.id,
    sort: subject.sort,
    title: subject.title,
    subject_describe: subject.subject_describe,
    // a walkthrough shows the answer: its address only once the question is done
    video_path: isComplete ? subject.video_path : '',
    has_video: subject.video_path !== '',
    subject_type: subject.subject_type,
    invoice_type: subject.invoice_type,
    subject_status: isComplete ? 1 : 0,
    is_complete: isComplete,
    kh_name: subject.kh_data.kh_name,
    tax_num: subject.kh_data.tax_num,
    address_telephone: subject.kh_data.address_telephone,
    bank_account: subject.kh_data.bank_account,
    goods_content: lines(subject.goods_content),
    again_goods_content: lines(subject.again_goods_content),
    discount: discount ? { line: discount.line, tax: String(discount.tax) } : null,
    red: isComplete && isRed ? redInvoiceOf(linksOf(practice).invoices, subject.id) : null,
    business_date: subject.business_date ?? '',
    remark: isComplete ? requiredRemarkParts(subject).join('；') : '',
  };
}

/**
 * fptk_check: the issue form's gate (canOpenIssueForm): 当前题目已完成！, 当前题目无需填开发票！, 请按顺序…,
 * 请按照题目选择正确的发票种类！, 请先完成发票作废！. Nothing is written.
 */
export async function checkIssueForm(db: Db, student: TSessionUser, body: TBwkpFptkCheckBody): Promise<TBwkpFptkCheck> {
  const { context, row } = await openPractice(db, student, body);
  const subject = await subjectOf(db, context, body.subject_id);
  assertAllowed(canOpenIssueForm(row.progress, subject, body.invoice_type));
  return { subject_id: subject.id, invoice_type: body.invoice_type };
}

function draftOf(body: TBwkpSaveInvoiceBody): TInvoiceDraft {
  const draft: TInvoiceDraft = {
    invoice_type: body.invoice_type,
    invoice_status: body.invoice_status,
    kh_name: body.kh_name,
    kh_sbh: body.kh_sbh,
    address_telephone: body.address_telephone,
    bank_account: body.bank_account,
    goods: body.goods_content,
  };
  if (body.list_goods !== undefined) draft.list_goods = body.list_goods;
  if (body.remark !== undefined) draft.remark = body.remark;
  return draft;
}

/**
 * The answer of an invoice question as the results model stores it: the invoice the student typed, in the shape
 * of the save (goods_content, list_goods; the migration's backfill writes the same shape from saved invoices).
 */
function draftAnswer(draft: TInvoiceDraft) {
  const { goods, ...rest } = draft;
  return { ...rest, goods_content: goods };
}

interface TRedLink {
  y_invoice_code: string;
  y_invoice_num: string;
  notic_no: string;
  remark: string;
}

/** For a red question: the blue invoice reversed, the information form (special) and the remark. */
function linkRed(links: TPracticeLinks, subjects: readonly TCaseSubject[], subject: TCaseSubject): TRedLink {
  const { ref } = resolveBlueRef(links.invoices, subjects, subject);
  if (subject.subject_type !== SUBJECT_TYPE.red_special) {
    return { ...ref, notic_no: '', remark: redRemark({ invoice_type: 1, ...ref }) };
  }
  const form = links.redForms.find((entry) => entry.subjectId === subject.id);
  const notic_no = form?.number ?? '';
  if (notic_no === '') throw badRequest(messages.redLetterDownloadFirst);
  return { ...ref, notic_no, remark: redRemark({ invoice_type: 2, notic_no }) };
}

/**
 * $1 practice, $2 its revision as read, $3 the new progress, $4 the roll, $5 its next number as read, $6… the invoice,
 * $28 its 开票日期 on the simulated client's clock.
 */
const saveInvoiceStatement = statement<{ id: number; kp_time: Date; created_at: Date; updated_at: Date }>(
  'bwkp_save_invoice',
  `with ${practiceUpdateCtes('and exists (select 1 from bwkp_rolls r where r.id = $4 and r.next_num = $5 and r.is_read)')},
  roll as (
    update bwkp_rolls set next_num = next_num + 1, updated_at = now()
    where id = $4 and exists (select 1 from upd) returning id
  )
  insert into bwkp_invoices (practice_id, subject_id, invoice_type, invoice_status, goods_content, list, invoice_code,
    invoice_num, total_amount, tax_amount, total_price, y_invoice_code, y_invoice_num, notic_no, kh_sbh, kh_name,
    address_telephone, bank_account, xh_dw_name, xh_dw_nsrsbh, list_identifier, remark, drawer, kp_time)
  select $1, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
    $25, $26, $27, $28::timestamptz
  from upd join roll on true
  returning id, kp_time, created_at, updated_at`,
);

/**
 * save_fp: order and repeat (canSubmit of the question's invoice step: 该题已做，无需重复提交！ for a second
 * save), the form's gates (canSaveInvoice), then grading. A right invoice takes the next number of the read-in
 * roll (numbers are sequential and never reused; the client's number is ignored), is stored with the model's
 * canonical lines and totals, the seller of the case and the red links, and completes the step.
 *
 * Two round trips: openPractice reads the context, the progress with its revision and the roll; the grading runs
 * here; one statement then writes progress, roll and invoice together, only if neither the practice nor the roll
 * changed since (the progress row's lock serialises the student's saves). If they did (a double click), the
 * save starts again from the new state, which then refuses the repeat.
 */
export async function saveInvoice(
  db: Db,
  student: TSessionUser,
  body: TBwkpSaveInvoiceBody,
): Promise<TBwkpInvoiceResult> {
  return untilWritten(() => trySaveInvoice(db, student, body));
}

async function trySaveInvoice(
  db: Db,
  student: TSessionUser,
  body: TBwkpSaveInvoiceBody,
): Promise<TBwkpInvoiceResult | null> {
  // a red question's links (the blue invoice, the information form) come with the practice
  const practice = await openPractice(db, student, body, { rollType: body.invoice_type, links: body.subject_id });
  const { context, row, roll } = practice;
  const subjects = await subjectsOf(db, context);
  const subject = subjects.find((entry) => entry.id === body.subject_id);
  if (!subject) throw notFound(bwkpServerMessages.subjectNotFound);
  const qyxx = await qyxxOf(db, context);
  const draft = draftOf(body);
  const step = invoiceStepOf(subject.sort);
  if (step === null) throw badRequest(messages.noInvoiceNeeded);
  assertAllowed(canSubmit(row.progress, step));
  assertAllowed(canSaveInvoice(row.progress, subject, draft));
  if (!roll) throw badRequest(bwkpServerMessages.noReadRoll);
  if (roll.nextNum > roll.endNum) throw badRequest(bwkpServerMessages.rollUsedUp);
  const answer = draftAnswer(draft);
  const grade = gradeInvoice(subject, draft);
  if (!grade.ok) {
    const error = badRequest(grade.message ?? messages.wrongAnswer, { wrong: grade.wrong });
    return refuseWrongTry(db, practice, { step, answer, wrongFields: invoiceGradeKeys(grade.wrong) }, error);
  }

  const expected = expectedDraft(subject);
  const red = isRedSubjectType(subject.subject_type) ? linkRed(linksOf(practice), subjects, subject) : null;
  const totals = computeTotals(expected.goods);
  const invoiceNum = formatInvoiceNumber(roll.nextNum);
  const progress = completeStep(row.progress, step);
  const invoice: Omit<TInvoiceRow, 'id' | 'kpTime' | 'createdAt' | 'updatedAt'> = {
    practiceId: row.id,
    subjectId: subject.id,
    invoiceType: expected.invoice_type,
    invoiceStatus: expected.invoice_status,
    zfStatus: 0,
    goodsContent: expected.goods,
    list: expected.list_goods ?? [],
    invoiceCode: roll.invoiceCode,
    invoiceNum,
    totalAmount: totals.total_exclusive,
    taxAmount: totals.total_tax,
    totalPrice: totals.total_money,
    yInvoiceCode: red?.y_invoice_code ?? '',
    yInvoiceNum: red?.y_invoice_num ?? '',
    noticNo: red?.notic_no ?? '',
    khSbh: body.kh_sbh,
    khName: body.kh_name,
    addressTelephone: body.address_telephone,
    bankAccount: body.bank_account,
    xhDwName: qyxx.nsr_mc,
    xhDwNsrsbh: qyxx.nsr_sbh,
    listIdentifier: expected.list_goods === undefined ? 0 : 1,
    // a red invoice's remark is the client's (form number or blue invoice); a blue one keeps what the clerk wrote
    remark: red?.remark ?? (body.remark ?? '').trim(),
    drawer: context.studentName,
    voidTime: null,
  };
  const [saved] = await runPracticeWrite(
    db,
    saveInvoiceStatement,
    practice,
    progress,
    { step, isRight: true, answer },
    [
      roll.id,
      roll.nextNum,
      invoice.subjectId,
      invoice.invoiceType,
      invoice.invoiceStatus,
      JSON.stringify(invoice.goodsContent),
      JSON.stringify(invoice.list),
      invoice.invoiceCode,
      invoice.invoiceNum,
      invoice.totalAmount,
      invoice.taxAmount,
      invoice.totalPrice,
      invoice.yInvoiceCode,
      invoice.yInvoiceNum,
      invoice.noticNo,
      invoice.khSbh,
      invoice.khName,
      invoice.addressTelephone,
      invoice.bankAccount,
      invoice.xhDwName,
      invoice.xhDwNsrsbh,
      invoice.listIdentifier,
      invoice.remark,
      invoice.drawer,
      atBusinessDate(subject.business_date, new Date()),
    ],
  );
  if (!saved) return null;
  const stored: TInvoiceRow = {
    ...invoice,
    id: saved.id,
    kpTime: saved.kp_time,
    createdAt: saved.created_at,
    updatedAt: saved.updated_at,
  };
  const msg = `${bwkpServerMessages.invoiceSaved}发票代码：${roll.invoiceCode}，发票号码：${invoiceNum}`;
  return { ...stepResult(msg, progress), invoice: toInvoice(stored) };
}
