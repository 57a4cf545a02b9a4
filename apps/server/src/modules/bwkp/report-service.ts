// Question 17 (抄报汇总), the confirm-submit (确认交卷) and the question-done report.
import {
  bwkpServerMessages,
  type TBwkpChaobaoBody,
  type TBwkpContextBody,
  type TBwkpStepResult,
  type TBwkpSubjectBody,
  type TBwkpSubjectDone,
  type TBwkpSubmitResult,
} from '@sxpt/contract';
import { canConfirmSubmit, canSubmit, isQuestionComplete, messages, SUBJECT_TYPE } from '@sxpt/domain';
import type { Db } from '../../db/client';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { subjectOf, subjectsOf } from './case-store';
import { assertAllowed, completeStep, openPractice, stepResult } from './practice-store';
import { untilWritten, writeProgress } from './practice-write';

/**
 * chaobao: 'sync' only answers 发票同步成功 (nothing to sync in the simulation); 'report' is question 17, in
 * order and once (上报成功).
 */
export async function reportAndSummarise(
  db: Db,
  student: TSessionUser,
  body: TBwkpChaobaoBody,
): Promise<TBwkpStepResult> {
  return untilWritten(async () => {
    const practice = await openPractice(db, student, body);
    const { context, row } = practice;
    if (body.action === 'sync') return stepResult(messages.invoiceSyncSucceeded, row.progress);
    const subjects = await subjectsOf(db, context);
    const report = subjects.find((subject) => subject.subject_type === SUBJECT_TYPE.report);
    if (!report) throw badRequest(messages.noInvoiceNeeded);
    assertAllowed(canSubmit(row.progress, report.sort));
    const progress = completeStep(row.progress, report.sort);
    const tried = { step: report.sort, isRight: true, answer: null };
    if (!(await writeProgress(db, practice, progress, tried))) return null;
    return stepResult(messages.reportSucceeded, progress);
  });
}

/** The first confirm-submit time stays, on the practice and its attempt (results model): $1 practice. */
const submitStatement = statement<{ submitted_at: Date }>(
  'bwkp_submit',
  `with att as (
    update practice_attempts set status = 2, submitted_at = coalesce(submitted_at, now())
    where area = 'bwkp' and source_id = $1
  )
  update bwkp_progress set submitted_at = coalesce(submitted_at, now()),
    updated_at = case when submitted_at is null then now() else updated_at end
  where id = $1 returning submitted_at`,
);

/** submit (确认交卷): needs question 17 (请完成上报汇总！); submitting again keeps the first time. */
export async function confirmSubmit(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TBwkpSubmitResult> {
  const { row } = await openPractice(db, student, body);
  // the questions done only grow, so the check on the progress read holds at the write; one statement
  assertAllowed(canConfirmSubmit(row.progress));
  const [submitted] = await runStatement(db, submitStatement, [row.id]);
  return { submitted_at: submitted.submitted_at.toISOString() };
}

/**
 * subject_done (the question-done report of spec 02 §7): acknowledges what the server already decided. It
 * never marks anything done: a question not done answers 该题尚未完成！.
 */
export async function acknowledgeSubjectDone(
  db: Db,
  student: TSessionUser,
  body: TBwkpSubjectBody,
): Promise<TBwkpSubjectDone> {
  const { context, row } = await openPractice(db, student, body);
  const subject = await subjectOf(db, context, body.subject_id);
  if (!isQuestionComplete(row.progress, subject.sort)) throw badRequest(bwkpServerMessages.subjectNotDone);
  return { subject_id: subject.id, subject_status: 1 };
}
