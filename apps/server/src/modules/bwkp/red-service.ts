// Red-letter (红字) steps before the red invoice is saved: the ordinary question's code/number check
// (hongzi_hx, 12.1) and the special question's information form (hztk 14.1, hzyl 14.2, hzxxb 14.3, hzxz 14.4),
// plus the form list (hzcx).
import {
  bwkpServerMessages,
  type TBwkpContextBody,
  type TBwkpHongziHxBody,
  type TBwkpHztkBody,
  type TBwkpHzxxbBody,
  type TBwkpPageBody,
  type TBwkpRedForm,
  type TBwkpRedFormResult,
  type TBwkpStepResult,
  type TPage,
} from '@sxpt/contract';
import {
  atBusinessDate,
  buildRedLines,
  canSubmit,
  checkBlueInvoiceRef,
  computeTotals,
  getQuestionDef,
  makeHzxxbNumber,
  messages,
  SUBJECT_TYPE,
  shanghaiMonth,
  type TProgress,
} from '@sxpt/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bwkpRedForms } from '../../db/schema';
import type { TRedFormStatus } from '../../db/schema/bwkp';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { qyxxOf, subjectsOf, type TCaseQyxx, type TCaseSubject } from './case-store';
import { resolveBlueRef } from './invoice-store';
import { assertAllowed, completeStep, openPractice, type TPractice, writePractice } from './practice-store';

type TFormRow = typeof bwkpRedForms.$inferSelect;

function toRedForm(row: TFormRow, qyxx: TCaseQyxx): TBwkpRedForm {
  return {
    id: row.id,
    subject_id: row.subjectId,
    number: row.number ?? '',
    sqfs: row.sqfs === 1 ? 1 : 2,
    blue_invoice_code: row.blueInvoiceCode,
    blue_invoice_num: row.blueInvoiceNum,
    status: row.status,
    lines: row.lines,
    total_amount: row.totalAmount,
    tax_amount: row.taxAmount,
    kh_name: row.khName,
    kh_sbh: row.khSbh,
    xh_dw_name: qyxx.nsr_mc,
    xh_dw_nsrsbh: qyxx.nsr_sbh,
    created_at: row.createdAt.toISOString(),
    saved_at: row.savedAt ? row.savedAt.toISOString() : null,
    approved_at: row.approvedAt ? row.approvedAt.toISOString() : null,
    downloaded_at: row.downloadedAt ? row.downloadedAt.toISOString() : null,
  };
}

interface TRedQuestion {
  practice: TPractice;
  subjects: readonly TCaseSubject[];
  subject: TCaseSubject;
  /** the question's sub-item ids in order (12.1, 12.2 / 14.1 … 14.5) */
  steps: number[];
  qyxx: TCaseQyxx;
}

async function openRedQuestion(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
  subjectType: number,
): Promise<TRedQuestion> {
  const practice = await openPractice(db, student, body);
  const subjects = await subjectsOf(db, practice.context);
  const subject = subjects.find((entry) => entry.subject_type === subjectType);
  if (!subject) throw badRequest(bwkpServerMessages.notRedSubject);
  const steps = getQuestionDef(subject.sort).items.map((item) => item.id);
  return { practice, subjects, subject, steps, qyxx: await qyxxOf(db, practice.context) };
}

function verifyRef(ref: { y_invoice_code: string; y_invoice_num: string }, body: { fpdm: string; fphm: string }) {
  const grade = checkBlueInvoiceRef(ref, body);
  if (!grade.ok)
    throw badRequest(grade.message ?? messages.wrongInvoiceCodeOrNumber, { wrong: { fields: grade.wrong } });
}

/** hongzi_hx (12.1): the blue ordinary invoice's code and number (发票代码或号码有误，请查正后重试！). */
export async function verifyRedOrdinary(
  db: Db,
  student: TSessionUser,
  body: TBwkpHongziHxBody,
): Promise<TBwkpStepResult> {
  const { practice, subjects, subject, steps } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_ordinary);
  return writePractice(db, practice.row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, steps[0]));
    const { ref } = await resolveBlueRef(tx, practice.row.id, subjects, subject);
    verifyRef(ref, body);
    const progress = completeStep(locked.progress, steps[0]);
    return { result: { msg: bwkpServerMessages.refVerified, progress }, progress };
  });
}

async function lockForm(tx: Tx, practiceId: number, subjectId: number): Promise<TFormRow> {
  const [form] = await tx
    .select()
    .from(bwkpRedForms)
    .where(and(eq(bwkpRedForms.practiceId, practiceId), eq(bwkpRedForms.subjectId, subjectId)))
    .for('update');
  if (!form) throw badRequest(messages.prerequisiteFirst);
  return form;
}

async function setFormStatus(tx: Tx, form: TFormRow, status: TRedFormStatus, extra: Partial<TFormRow> = {}) {
  const [updated] = await tx
    .update(bwkpRedForms)
    .set({ ...extra, status, updatedAt: new Date() })
    .where(eq(bwkpRedForms.id, form.id))
    .returning();
  return updated;
}

function formResult(msg: string, progress: TProgress, form: TFormRow, qyxx: TCaseQyxx): TBwkpRedFormResult {
  return { msg, progress, form: toRedForm(form, qyxx) };
}

/** hztk (14.1): the application: the blue special invoice's code and number; fills the form with the red lines. */
export async function applyRedForm(db: Db, student: TSessionUser, body: TBwkpHztkBody): Promise<TBwkpRedFormResult> {
  const { practice, subjects, subject, steps, qyxx } = await openRedQuestion(
    db,
    student,
    body,
    SUBJECT_TYPE.red_special,
  );
  const practiceId = practice.row.id;
  return writePractice(db, practiceId, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, steps[0]));
    const { ref, invoice } = await resolveBlueRef(tx, practiceId, subjects, subject);
    verifyRef(ref, body);
    // the applicant the business calls for (e.g. 销售方申请 when the seller takes the goods back)
    if (subject.red?.sqfs !== undefined && body.sqfs !== subject.red.sqfs) {
      throw badRequest(messages.wrongAnswer, { wrong: { fields: ['sqfs'] } });
    }
    const blueLines = invoice ? (invoice.list.length > 0 ? invoice.list : invoice.goodsContent) : subject.goods_content;
    const lines = buildRedLines(blueLines);
    const totals = computeTotals(lines);
    const values = {
      sqfs: body.sqfs,
      blueInvoiceCode: ref.y_invoice_code,
      blueInvoiceNum: ref.y_invoice_num,
      khName: invoice?.khName ?? subject.kh_data.kh_name,
      khSbh: invoice?.khSbh ?? subject.kh_data.tax_num,
      lines,
      totalAmount: totals.total_exclusive,
      taxAmount: totals.total_tax,
      status: 'filled' as const,
      number: null,
      updatedAt: new Date(),
    };
    const [form] = await tx
      .insert(bwkpRedForms)
      .values({ practiceId, subjectId: subject.id, ...values })
      .onConflictDoUpdate({ target: [bwkpRedForms.practiceId, bwkpRedForms.subjectId], set: values })
      .returning();
    const progress = completeStep(locked.progress, steps[0]);
    return { result: formResult(bwkpServerMessages.refVerified, progress, form, qyxx), progress };
  });
}

/** hzyl (14.2): the preview is confirmed. */
export async function confirmRedPreview(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpRedFormResult> {
  const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
  return writePractice(db, practice.row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, steps[1]));
    const form = await setFormStatus(tx, await lockForm(tx, practice.row.id, subject.id), 'confirmed');
    const progress = completeStep(locked.progress, steps[1]);
    return { result: formResult(bwkpServerMessages.previewConfirmed, progress, form, qyxx), progress };
  });
}

/**
 * The seller's tax-office region: positions 3–8 of an 18-character credit code, the first 6 of an older 15-, 17- or
 * 20-character 纳税人识别号; 000000 when those are not digits (the number then still has the real layout).
 */
export function regionOf(taxpayerId: string): string {
  const region = taxpayerId.length === 18 ? taxpayerId.slice(2, 8) : taxpayerId.slice(0, 6);
  return /^\d{6}$/.test(region) ? region : '000000';
}

/**
 * The form number as the real system gives it: the seller's tax-office region (positions 3–8 of its credit code),
 * the year and month of the application on the client's clock, a serial (one form per practice: from the
 * practice's id, 1–99999), and the check digit.
 */
function formNumberOf(practiceId: number, qyxx: TCaseQyxx, moment: Date): string {
  return makeHzxxbNumber({
    region: regionOf(qyxx.nsr_sbh),
    date: shanghaiMonth(moment),
    serial: (practiceId % 99_999) + 1,
  });
}

/**
 * hzxxb (14.3): action 'save' numbers the form (保存红字发票成功！请上传该红字信息表！; saving again keeps the
 * number); 'upload' needs it saved (请保存该红字信息表！), then it is approved at once (审核通过！) and 14.3 is done.
 */
export async function saveRedForm(db: Db, student: TSessionUser, body: TBwkpHzxxbBody): Promise<TBwkpRedFormResult> {
  const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
  return writePractice(db, practice.row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, steps[2]));
    const form = await lockForm(tx, practice.row.id, subject.id);
    // 填开日期 on the client's clock: the red question's business date
    const now = atBusinessDate(subject.business_date, new Date());
    if (body.action === 'save') {
      const saved =
        form.status === 'saved'
          ? form
          : await setFormStatus(tx, form, 'saved', { number: formNumberOf(practice.row.id, qyxx, now), savedAt: now });
      return { result: formResult(messages.redLetterSavedUpload, locked.progress, saved, qyxx) };
    }
    if (form.status !== 'saved') throw badRequest(messages.saveRedLetterForm);
    const approved = await setFormStatus(tx, form, 'approved', { approvedAt: now });
    const progress = completeStep(locked.progress, steps[2]);
    return { result: formResult(messages.reviewPassed, progress, approved, qyxx), progress };
  });
}

/** hzxz (14.4): download of the approved form (下载成功！). */
export async function downloadRedForm(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpRedFormResult> {
  const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
  return writePractice(db, practice.row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, steps[3]));
    const form = await lockForm(tx, practice.row.id, subject.id);
    const downloaded = await setFormStatus(tx, form, 'downloaded', {
      downloadedAt: atBusinessDate(subject.business_date, new Date()),
    });
    const progress = completeStep(locked.progress, steps[3]);
    return { result: formResult(messages.downloadSucceeded, progress, downloaded, qyxx), progress };
  });
}

/** hzcx: the student's red-letter information forms. */
export async function listRedForms(db: Db, student: TSessionUser, body: TBwkpPageBody): Promise<TPage<TBwkpRedForm>> {
  const { context, row } = await openPractice(db, student, body);
  const qyxx = await qyxxOf(db, context);
  const forms = await db
    .select()
    .from(bwkpRedForms)
    .where(eq(bwkpRedForms.practiceId, row.id))
    .orderBy(asc(bwkpRedForms.id));
  const offset = (body.page - 1) * body.page_size;
  const list = forms.slice(offset, offset + body.page_size).map((form) => toRedForm(form, qyxx));
  return { list, total: forms.length, page: body.page, page_size: body.page_size };
}
