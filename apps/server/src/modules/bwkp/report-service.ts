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
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bwkpProgress } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { subjectOf, subjectsOf } from './case-store';
import { assertAllowed, completeStep, openPractice, stepResult, writePractice } from './practice-store';

/**
 * chaobao: 'sync' only answers 发票同步成功 (nothing to sync in the simulation); 'report' is question 17, in
 * order and once (上报成功).
 */
export async function reportAndSummarise(
  db: Db,
  student: TSessionUser,
  body: TBwkpChaobaoBody,
): Promise<TBwkpStepResult> {
  const { context, row } = await openPractice(db, student, body);
  if (body.action === 'sync') return stepResult(messages.invoiceSyncSucceeded, row.progress);
  const subjects = await subjectsOf(db, context);
  const report = subjects.find((subject) => subject.subject_type === SUBJECT_TYPE.report);
  if (!report) throw badRequest(messages.noInvoiceNeeded);
  return writePractice(db, row.id, async (_tx, locked) => {
    assertAllowed(canSubmit(locked.progress, report.sort));
    const progress = completeStep(locked.progress, report.sort);
    return { result: stepResult(messages.reportSucceeded, progress), progress };
  });
}

/** submit (确认交卷): needs question 17 (请完成上报汇总！); submitting again keeps the first time. */
export async function confirmSubmit(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TBwkpSubmitResult> {
  const { row } = await openPractice(db, student, body);
  return writePractice(db, row.id, async (tx, locked) => {
    assertAllowed(canConfirmSubmit(locked.progress));
    const submittedAt = locked.submittedAt ?? new Date();
    if (!locked.submittedAt) {
      await tx.update(bwkpProgress).set({ submittedAt, updatedAt: submittedAt }).where(eq(bwkpProgress.id, row.id));
    }
    return { result: { submitted_at: submittedAt.toISOString() } };
  });
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
