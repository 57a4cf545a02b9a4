// Questions 1–3 (company parameters, customer codes, goods codes) and the progress reads.
import type {
  TBwkpCodeListBody,
  TBwkpContextBody,
  TBwkpGoodsList,
  TBwkpKhbmList,
  TBwkpQyxxDetail,
  TBwkpSaveGoodsBody,
  TBwkpSaveKhbmBody,
  TBwkpSaveQyxxBody,
  TBwkpStepResult,
  TBwkpSubjectListItem,
  TBwkpSubjectStatus,
} from '@sxpt/contract';
import {
  canSubmit,
  gradeGoodsCodes,
  gradeKhbm,
  gradeQyxx,
  isAllComplete,
  isQuestionComplete,
  messages,
  type TProgress,
  type TRowsGrade,
} from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bwkpSavedCodes } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { loadCaseCustomers, loadCaseGoods, qyxxOf, subjectsOf } from './case-store';
import { assertAllowed, completeStep, openPractice, stepResult, writePractice } from './practice-store';

function statusOf(progress: TProgress, sort: number): 0 | 1 {
  return isQuestionComplete(progress, sort) ? 1 : 0;
}

/** subject_list: the case's 17 questions with the student's status. */
export async function listSubjects(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpSubjectListItem[]> {
  const { context, row } = await openPractice(db, student, body);
  const subjects = await subjectsOf(db, context);
  return subjects.map((subject) => ({
    id: subject.id,
    sort: subject.sort,
    title: subject.title,
    subject_describe: subject.subject_describe,
    // a walkthrough shows the answer: its address only once the question is done
    video_path: statusOf(row.progress, subject.sort) === 1 ? subject.video_path : '',
    has_video: subject.video_path !== '',
    subject_type: subject.subject_type,
    invoice_type: subject.invoice_type,
    subject_status: statusOf(row.progress, subject.sort),
    business_date: subject.business_date ?? '',
  }));
}

/** subject_status: the server's progress, from which the web rebuilds its cache. */
export async function readSubjectStatus(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpSubjectStatus> {
  const { context, row } = await openPractice(db, student, body);
  const subjects = await subjectsOf(db, context);
  return {
    subjects: subjects.map((subject) => ({
      id: subject.id,
      invoice_type: subject.invoice_type,
      subject_status: statusOf(row.progress, subject.sort),
    })),
    progress: row.progress,
    is_all_complete: isAllComplete(row.progress),
    submitted_at: row.submittedAt ? row.submittedAt.toISOString() : null,
  };
}

/** qyxx_detail: nothing before question 1 is done (the student types the company); the company after. */
export async function readQyxx(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TBwkpQyxxDetail> {
  const { context, row } = await openPractice(db, student, body);
  if (!isQuestionComplete(row.progress, 1)) {
    return {
      is_complete: false,
      nsr_sbh: '',
      nsr_mc: '',
      business_address: '',
      phone_number: '',
      bank_name: '',
      account: '',
      supervisor_name: '',
      pt_fpdm: '',
      zy_fpdm: '',
    };
  }
  const { province: _province, ...qyxx } = await qyxxOf(db, context);
  return { is_complete: true, ...qyxx };
}

async function saveWork(tx: Tx, practiceId: number, work: Partial<typeof bwkpSavedCodes.$inferInsert>) {
  await tx
    .insert(bwkpSavedCodes)
    .values({ practiceId, ...work })
    .onConflictDoUpdate({ target: bwkpSavedCodes.practiceId, set: { ...work, updatedAt: new Date() } });
}

/** save_qyxx (question 1, both sub-items): graded on the 7 company fields. */
export async function saveQyxx(db: Db, student: TSessionUser, body: TBwkpSaveQyxxBody): Promise<TBwkpStepResult> {
  const { context, row } = await openPractice(db, student, body);
  const expected = await qyxxOf(db, context);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, 1.1));
    const { class_id: _c, resource_id: _r, lesson_id: _l, course_id: _co, case_id: _ca, ...fields } = body;
    const grade = gradeQyxx(expected, fields);
    if (!grade.ok) throw badRequest(grade.message ?? messages.wrongAnswer, { wrong: { fields: grade.wrong } });
    await saveWork(tx, row.id, { qyxx: fields });
    const progress = completeStep(locked.progress, 1);
    return { result: stepResult(messages.saveSucceeded, progress), progress };
  });
}

function wrongRows(grade: TRowsGrade) {
  return { wrong: { rows: grade.wrongRows, missing: grade.missing, extra: grade.extra } };
}

/** khbm_list: the model answer only once question 2 is done; otherwise the saved work (none before it is done). */
export async function listKhbm(db: Db, student: TSessionUser, body: TBwkpCodeListBody): Promise<TBwkpKhbmList> {
  const { context, row } = await openPractice(db, student, body);
  const isComplete = isQuestionComplete(row.progress, 2);
  if (!isComplete) return { is_complete: false, kh_content: [] };
  if (body.is_answer === 1) return { is_complete: true, kh_content: await loadCaseCustomers(db, context.caseId) };
  const [saved] = await db.select().from(bwkpSavedCodes).where(eq(bwkpSavedCodes.practiceId, row.id));
  return { is_complete: true, kh_content: saved?.khContent ?? [] };
}

/** save_khbm (question 2): row by row on the 5 customer fields. */
export async function saveKhbm(db: Db, student: TSessionUser, body: TBwkpSaveKhbmBody): Promise<TBwkpStepResult> {
  const { context, row } = await openPractice(db, student, body);
  const expected = await loadCaseCustomers(db, context.caseId);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, 2));
    const grade = gradeKhbm(expected, body.kh_content);
    if (!grade.ok) throw badRequest(grade.message ?? messages.wrongAnswer, wrongRows(grade));
    await saveWork(tx, row.id, { khContent: body.kh_content });
    const progress = completeStep(locked.progress, 2);
    return { result: stepResult(messages.saveSucceeded, progress), progress };
  });
}

/** goods_list: as khbm_list, for question 3. */
export async function listGoodsCodes(db: Db, student: TSessionUser, body: TBwkpCodeListBody): Promise<TBwkpGoodsList> {
  const { context, row } = await openPractice(db, student, body);
  const isComplete = isQuestionComplete(row.progress, 3);
  if (!isComplete) return { is_complete: false, goods_content: [] };
  if (body.is_answer === 1) return { is_complete: true, goods_content: await loadCaseGoods(db, context.caseId) };
  const [saved] = await db.select().from(bwkpSavedCodes).where(eq(bwkpSavedCodes.practiceId, row.id));
  return { is_complete: true, goods_content: saved?.goodsContent ?? [] };
}

/** save_goods (question 3): row by row on every editable goods-code field. */
export async function saveGoodsCodes(
  db: Db,
  student: TSessionUser,
  body: TBwkpSaveGoodsBody,
): Promise<TBwkpStepResult> {
  const { context, row } = await openPractice(db, student, body);
  const expected = await loadCaseGoods(db, context.caseId);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canSubmit(locked.progress, 3));
    const grade = gradeGoodsCodes(expected, body.goods_content);
    if (!grade.ok) throw badRequest(grade.message ?? messages.wrongAnswer, wrongRows(grade));
    await saveWork(tx, row.id, { goodsContent: body.goods_content });
    const progress = completeStep(locked.progress, 3);
    return { result: stepResult(messages.saveSucceeded, progress), progress };
  });
}
