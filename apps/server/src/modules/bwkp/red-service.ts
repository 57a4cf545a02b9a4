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
  fieldKeys,
  getQuestionDef,
  makeHzxxbNumber,
  messages,
  SUBJECT_TYPE,
  shanghaiMonth,
  type TProgress,
} from '@sxpt/domain';
import type { Db } from '../../db/client';
import { rowFromJson, rowJsonSql } from '../../db/row-json';
import { bwkpRedForms } from '../../db/schema';
import type { TRedFormStatus } from '../../db/schema/bwkp';
import { statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { qyxxOf, subjectsOf, type TCaseQyxx, type TCaseSubject } from './case-store';
import { resolveBlueRef, type TRedFormRow } from './invoice-store';
import { assertAllowed, completeStep, linksOf, openPractice, type TPractice } from './practice-store';
import {
  PRACTICE_UPDATE_CTE,
  refuseWrongTry,
  runPracticeWrite,
  type TStepTry,
  untilWritten,
  writeProgress,
} from './practice-write';

function toRedForm(row: TRedFormRow, qyxx: TCaseQyxx): TBwkpRedForm {
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

/** The practice with its links (invoices, forms) and the red question of the type: one statement. */
async function openRedQuestion(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
  subjectType: number,
): Promise<TRedQuestion> {
  const practice = await openPractice(db, student, body, { links: 'all' });
  const subjects = await subjectsOf(db, practice.context);
  const subject = subjects.find((entry) => entry.subject_type === subjectType);
  if (!subject) throw badRequest(bwkpServerMessages.notRedSubject);
  const steps = getQuestionDef(subject.sort).items.map((item) => item.id);
  return { practice, subjects, subject, steps, qyxx: await qyxxOf(db, practice.context) };
}

/** The blue invoice's code and number as typed, checked: null when right, else the wrong fields and the refusal. */
function verifyRef(ref: { y_invoice_code: string; y_invoice_num: string }, body: { fpdm: string; fphm: string }) {
  const grade = checkBlueInvoiceRef(ref, body);
  if (grade.ok) return null;
  const error = badRequest(grade.message ?? messages.wrongInvoiceCodeOrNumber, { wrong: { fields: grade.wrong } });
  return { wrongFields: fieldKeys(grade), error };
}

/** hongzi_hx (12.1): the blue ordinary invoice's code and number (发票代码或号码有误，请查正后重试！). */
export async function verifyRedOrdinary(
  db: Db,
  student: TSessionUser,
  body: TBwkpHongziHxBody,
): Promise<TBwkpStepResult> {
  return untilWritten(async () => {
    const { practice, subjects, subject, steps } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_ordinary);
    const { row } = practice;
    assertAllowed(canSubmit(row.progress, steps[0]));
    const { ref } = resolveBlueRef(linksOf(practice).invoices, subjects, subject);
    const answer = { fpdm: body.fpdm, fphm: body.fphm };
    const wrong = verifyRef(ref, body);
    if (wrong)
      return refuseWrongTry(db, practice, { step: steps[0], answer, wrongFields: wrong.wrongFields }, wrong.error);
    const progress = completeStep(row.progress, steps[0]);
    if (!(await writeProgress(db, practice, progress, { step: steps[0], isRight: true, answer }))) return null;
    return { msg: bwkpServerMessages.refVerified, progress };
  });
}

/** The red question's form, once 14.1 filled it (请先完成前面的步骤 before). */
function formOf(practice: TPractice, subjectId: number): TRedFormRow {
  const form = linksOf(practice).redForms.find((entry) => entry.subjectId === subjectId);
  if (!form) throw badRequest(messages.prerequisiteFirst);
  return form;
}

/** $1–$3 PRACTICE_UPDATE_CTE, $4 the red subject, $5… the form as the application fills it (a new one, or again). */
const fillFormStatement = statement<{ form: Record<string, unknown> }>(
  'bwkp_fill_red_form',
  `with ${PRACTICE_UPDATE_CTE}
  insert into bwkp_red_forms as f (practice_id, subject_id, sqfs, blue_invoice_code, blue_invoice_num, kh_name, kh_sbh,
    lines, total_amount, tax_amount, status, number)
  select $1, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, 'filled', null from upd
  on conflict (practice_id, subject_id) do update set sqfs = excluded.sqfs,
    blue_invoice_code = excluded.blue_invoice_code, blue_invoice_num = excluded.blue_invoice_num,
    kh_name = excluded.kh_name, kh_sbh = excluded.kh_sbh, lines = excluded.lines,
    total_amount = excluded.total_amount, tax_amount = excluded.tax_amount, status = 'filled', number = null,
    updated_at = now()
  returning ${rowJsonSql(bwkpRedForms, 'f')} as form`,
);

/**
 * $1–$3 PRACTICE_UPDATE_CTE, $4 the form, $5 its new status, $6 its number, $7 saved, $8 approved, $9 downloaded
 * (null: unchanged).
 */
const formStatusStatement = statement<{ form: Record<string, unknown> }>(
  'bwkp_red_form_status',
  `with ${PRACTICE_UPDATE_CTE}
  update bwkp_red_forms f set status = $5, number = coalesce($6, f.number),
    saved_at = coalesce($7::timestamptz, f.saved_at), approved_at = coalesce($8::timestamptz, f.approved_at),
    downloaded_at = coalesce($9::timestamptz, f.downloaded_at), updated_at = now()
  where f.id = $4 and f.practice_id = $1 and exists (select 1 from upd)
  returning ${rowJsonSql(bwkpRedForms, 'f')} as form`,
);

interface TFormChange {
  number?: string;
  savedAt?: Date;
  approvedAt?: Date;
  downloadedAt?: Date;
}

/** Write the new progress and the form's new status together: the form, or null when the practice changed. */
async function writeFormStatus(
  db: Db,
  practice: TPractice,
  progress: TProgress,
  tried: TStepTry | null,
  form: TRedFormRow,
  status: TRedFormStatus,
  change: TFormChange = {},
): Promise<TRedFormRow | null> {
  const [written] = await runPracticeWrite(db, formStatusStatement, practice, progress, tried, [
    form.id,
    status,
    change.number ?? null,
    change.savedAt ?? null,
    change.approvedAt ?? null,
    change.downloadedAt ?? null,
  ]);
  return written ? rowFromJson(bwkpRedForms, written.form) : null;
}

function formResult(msg: string, progress: TProgress, form: TRedFormRow, qyxx: TCaseQyxx): TBwkpRedFormResult {
  return { msg, progress, form: toRedForm(form, qyxx) };
}

/** hztk (14.1): the application: the blue special invoice's code and number; fills the form with the red lines. */
export async function applyRedForm(db: Db, student: TSessionUser, body: TBwkpHztkBody): Promise<TBwkpRedFormResult> {
  return untilWritten(async () => {
    const { practice, subjects, subject, steps, qyxx } = await openRedQuestion(
      db,
      student,
      body,
      SUBJECT_TYPE.red_special,
    );
    const { row } = practice;
    assertAllowed(canSubmit(row.progress, steps[0]));
    const { ref, invoice } = resolveBlueRef(linksOf(practice).invoices, subjects, subject);
    const answer = { sqfs: body.sqfs, fpdm: body.fpdm, fphm: body.fphm };
    const wrong = verifyRef(ref, body);
    if (wrong)
      return refuseWrongTry(db, practice, { step: steps[0], answer, wrongFields: wrong.wrongFields }, wrong.error);
    // the applicant the business calls for (e.g. 销售方申请 when the seller takes the goods back)
    if (subject.red?.sqfs !== undefined && body.sqfs !== subject.red.sqfs) {
      const error = badRequest(messages.wrongAnswer, { wrong: { fields: ['sqfs'] } });
      return refuseWrongTry(db, practice, { step: steps[0], answer, wrongFields: ['sqfs'] }, error);
    }
    const blueLines = invoice ? (invoice.list.length > 0 ? invoice.list : invoice.goodsContent) : subject.goods_content;
    const lines = buildRedLines(blueLines);
    const totals = computeTotals(lines);
    const progress = completeStep(row.progress, steps[0]);
    const tried = { step: steps[0], isRight: true, answer };
    const [written] = await runPracticeWrite(db, fillFormStatement, practice, progress, tried, [
      subject.id,
      body.sqfs,
      ref.y_invoice_code,
      ref.y_invoice_num,
      invoice?.khName ?? subject.kh_data.kh_name,
      invoice?.khSbh ?? subject.kh_data.tax_num,
      JSON.stringify(lines),
      totals.total_exclusive,
      totals.total_tax,
    ]);
    if (!written) return null;
    return formResult(bwkpServerMessages.refVerified, progress, rowFromJson(bwkpRedForms, written.form), qyxx);
  });
}

/** hzyl (14.2): the preview is confirmed. */
export async function confirmRedPreview(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpRedFormResult> {
  return untilWritten(async () => {
    const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
    assertAllowed(canSubmit(practice.row.progress, steps[1]));
    const form = formOf(practice, subject.id);
    const progress = completeStep(practice.row.progress, steps[1]);
    const tried = { step: steps[1], isRight: true, answer: null };
    const confirmed = await writeFormStatus(db, practice, progress, tried, form, 'confirmed');
    return confirmed && formResult(bwkpServerMessages.previewConfirmed, progress, confirmed, qyxx);
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
  return untilWritten(async () => {
    const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
    const { progress } = practice.row;
    assertAllowed(canSubmit(progress, steps[2]));
    const form = formOf(practice, subject.id);
    // 填开日期 on the client's clock: the red question's business date
    const now = atBusinessDate(subject.business_date, new Date());
    if (body.action === 'save') {
      if (form.status === 'saved') return formResult(messages.redLetterSavedUpload, progress, form, qyxx);
      const number = formNumberOf(practice.row.id, qyxx, now);
      const saved = await writeFormStatus(db, practice, progress, null, form, 'saved', { number, savedAt: now });
      return saved && formResult(messages.redLetterSavedUpload, progress, saved, qyxx);
    }
    if (form.status !== 'saved') throw badRequest(messages.saveRedLetterForm);
    const done = completeStep(progress, steps[2]);
    const tried = { step: steps[2], isRight: true, answer: null };
    const approved = await writeFormStatus(db, practice, done, tried, form, 'approved', { approvedAt: now });
    return approved && formResult(messages.reviewPassed, done, approved, qyxx);
  });
}

/** hzxz (14.4): download of the approved form (下载成功！). */
export async function downloadRedForm(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpRedFormResult> {
  return untilWritten(async () => {
    const { practice, subject, steps, qyxx } = await openRedQuestion(db, student, body, SUBJECT_TYPE.red_special);
    assertAllowed(canSubmit(practice.row.progress, steps[3]));
    const form = formOf(practice, subject.id);
    const progress = completeStep(practice.row.progress, steps[3]);
    const downloadedAt = atBusinessDate(subject.business_date, new Date());
    const tried = { step: steps[3], isRight: true, answer: null };
    const downloaded = await writeFormStatus(db, practice, progress, tried, form, 'downloaded', { downloadedAt });
    return downloaded && formResult(messages.downloadSucceeded, progress, downloaded, qyxx);
  });
}

/** hzcx: the student's red-letter information forms (one statement: the forms come with the practice). */
export async function listRedForms(db: Db, student: TSessionUser, body: TBwkpPageBody): Promise<TPage<TBwkpRedForm>> {
  const practice = await openPractice(db, student, body, { links: 'all' });
  const qyxx = await qyxxOf(db, practice.context);
  const forms = linksOf(practice).redForms;
  const offset = (body.page - 1) * body.page_size;
  const list = forms.slice(offset, offset + body.page_size).map((form) => toRedForm(form, qyxx));
  return { list, total: forms.length, page: body.page, page_size: body.page_size };
}
