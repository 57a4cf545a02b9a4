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
  fieldKeys,
  gradeGoodsCodes,
  gradeKhbm,
  gradeQyxx,
  isAllComplete,
  isQuestionComplete,
  messages,
  rowGradeKeys,
  type TProgress,
  type TRowsGrade,
} from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bwkpSavedCodes } from '../../db/schema';
import { statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { type AppError, badRequest } from '../../http/errors';
import { customersOf, goodsOf, qyxxOf, subjectsOf } from './case-store';
import type { TBwkpContext } from './practice-context';
import { assertAllowed, completeStep, openPractice, stepResult } from './practice-store';
import { PRACTICE_UPDATE_CTE, refuseWrongTry, runPracticeWrite, untilWritten } from './practice-write';

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

type TSavedColumn = 'qyxx' | 'kh_content' | 'goods_content';

/** $1 practice, $2 revision, $3 progress, $4 the saved work (JSON) into the column. */
function savedCodesStatement(column: TSavedColumn) {
  return statement<{ practice_id: number }>(
    `bwkp_save_${column}`,
    `with ${PRACTICE_UPDATE_CTE}
    insert into bwkp_saved_codes (practice_id, ${column}) select $1, $4::jsonb from upd
    on conflict (practice_id) do update set ${column} = excluded.${column}, updated_at = now()
    returning practice_id`,
  );
}

const saveStatements = {
  qyxx: savedCodesStatement('qyxx'),
  kh_content: savedCodesStatement('kh_content'),
  goods_content: savedCodesStatement('goods_content'),
} as const;

/** A set-up answer as graded: the work to save, and when wrong the fields and the refusal. */
interface TSetupGrade {
  work: unknown;
  wrongFields: string[];
  error: AppError | null;
}

/**
 * A set-up question (1–3): open the practice, check order and repeat, grade, then write the progress, the saved
 * work and the try in one statement (two round trips; started over when the practice changed meanwhile). A wrong
 * answer records its try, then is refused.
 */
async function saveSetupWork(
  db: Db,
  student: TSessionUser,
  body: TBwkpContextBody,
  step: number,
  column: TSavedColumn,
  grade: (context: TBwkpContext) => Promise<TSetupGrade>,
): Promise<TBwkpStepResult> {
  return untilWritten(async () => {
    const practice = await openPractice(db, student, body);
    assertAllowed(canSubmit(practice.row.progress, step));
    const { work, wrongFields, error } = await grade(practice.context);
    if (error) return refuseWrongTry(db, practice, { step, answer: work, wrongFields }, error);
    const progress = completeStep(practice.row.progress, step);
    const tried = { step, isRight: true, answer: work };
    const written = await runPracticeWrite(db, saveStatements[column], practice, progress, tried, [
      JSON.stringify(work),
    ]);
    return written.length > 0 ? stepResult(messages.saveSucceeded, progress) : null;
  });
}

/** save_qyxx (question 1, both sub-items): graded on the 7 company fields. */
export async function saveQyxx(db: Db, student: TSessionUser, body: TBwkpSaveQyxxBody): Promise<TBwkpStepResult> {
  return saveSetupWork(db, student, body, 1, 'qyxx', async (context) => {
    const { province: _province, ...expected } = await qyxxOf(db, context);
    const { class_id: _c, resource_id: _r, lesson_id: _l, course_id: _co, case_id: _ca, ...fields } = body;
    const grade = gradeQyxx(expected, fields);
    const error = grade.ok
      ? null
      : badRequest(grade.message ?? messages.wrongAnswer, { wrong: { fields: grade.wrong } });
    return { work: fields, wrongFields: fieldKeys(grade), error };
  });
}

function wrongRows(grade: TRowsGrade) {
  return { wrong: { rows: grade.wrongRows, missing: grade.missing, extra: grade.extra } };
}

/** The set-up grade of a row answer (customer or goods codes). */
function rowsGrade(work: unknown, grade: TRowsGrade): TSetupGrade {
  const error = grade.ok ? null : badRequest(grade.message ?? messages.wrongAnswer, wrongRows(grade));
  return { work, wrongFields: rowGradeKeys(grade), error };
}

/** khbm_list: the model answer only once question 2 is done; otherwise the saved work (none before it is done). */
export async function listKhbm(db: Db, student: TSessionUser, body: TBwkpCodeListBody): Promise<TBwkpKhbmList> {
  const { context, row } = await openPractice(db, student, body);
  const isComplete = isQuestionComplete(row.progress, 2);
  if (!isComplete) return { is_complete: false, kh_content: [] };
  if (body.is_answer === 1) return { is_complete: true, kh_content: [...(await customersOf(db, context))] };
  const [saved] = await db.select().from(bwkpSavedCodes).where(eq(bwkpSavedCodes.practiceId, row.id));
  return { is_complete: true, kh_content: saved?.khContent ?? [] };
}

/** save_khbm (question 2): row by row on the 5 customer fields. */
export async function saveKhbm(db: Db, student: TSessionUser, body: TBwkpSaveKhbmBody): Promise<TBwkpStepResult> {
  return saveSetupWork(db, student, body, 2, 'kh_content', async (context) =>
    rowsGrade(body.kh_content, gradeKhbm(await customersOf(db, context), body.kh_content)),
  );
}

/** goods_list: as khbm_list, for question 3. */
export async function listGoodsCodes(db: Db, student: TSessionUser, body: TBwkpCodeListBody): Promise<TBwkpGoodsList> {
  const { context, row } = await openPractice(db, student, body);
  const isComplete = isQuestionComplete(row.progress, 3);
  if (!isComplete) return { is_complete: false, goods_content: [] };
  if (body.is_answer === 1) return { is_complete: true, goods_content: [...(await goodsOf(db, context))] };
  const [saved] = await db.select().from(bwkpSavedCodes).where(eq(bwkpSavedCodes.practiceId, row.id));
  return { is_complete: true, goods_content: saved?.goodsContent ?? [] };
}

/** save_goods (question 3): row by row on every editable goods-code field. */
export async function saveGoodsCodes(
  db: Db,
  student: TSessionUser,
  body: TBwkpSaveGoodsBody,
): Promise<TBwkpStepResult> {
  return saveSetupWork(db, student, body, 3, 'goods_content', async (context) =>
    rowsGrade(body.goods_content, gradeGoodsCodes(await goodsOf(db, context), body.goods_content)),
  );
}
