import type { TBwkpContextBody, TBwkpStepResult } from '@sxpt/contract';
import { completeQuestion, createProgress, resolveStep, setItem, type TDecision, type TProgress } from '@sxpt/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { bwkpProgress } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { loadSubjects } from './case-store';
import { assertBwkpContext, type TBwkpContext } from './practice-context';

export type TPracticeRow = typeof bwkpProgress.$inferSelect;

export interface TPractice {
  context: TBwkpContext;
  row: TPracticeRow;
}

function contextKey(context: TBwkpContext) {
  return and(
    eq(bwkpProgress.studentId, context.studentId),
    eq(bwkpProgress.classId, context.classId),
    eq(bwkpProgress.resourceId, context.resourceId),
    eq(bwkpProgress.lessonId, context.lessonId),
    eq(bwkpProgress.caseId, context.caseId),
  );
}

/** A fresh progress: question k takes the case's subject of sort k (id and invoice type), nothing done. */
async function initialProgress(db: DbOrTx, caseId: number): Promise<TProgress> {
  const subjects = await loadSubjects(db, caseId);
  return createProgress(
    subjects.map((subject) => ({ id: subject.id, invoice_type: subject.invoice_type, subject_status: 0 })),
  );
}

/**
 * Check the working context and return the student's practice of the case there, creating it (with a fresh
 * progress) on first use. Two first calls at once create one row (unique context key).
 */
export async function openPractice(db: Db, student: TSessionUser, body: TBwkpContextBody): Promise<TPractice> {
  const context = await assertBwkpContext(db, student, body);
  const [existing] = await db.select().from(bwkpProgress).where(contextKey(context)).limit(1);
  if (existing) return { context, row: existing };
  await db
    .insert(bwkpProgress)
    .values({
      studentId: context.studentId,
      classId: context.classId,
      resourceId: context.resourceId,
      lessonId: context.lessonId,
      caseId: context.caseId,
      progress: await initialProgress(db, context.caseId),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(bwkpProgress).where(contextKey(context)).limit(1);
  return { context, row };
}

export interface TPracticeWrite<T> {
  result: T;
  /** the new progress to store, when the write changed it */
  progress?: TProgress;
}

/**
 * Run a write of a practice in one transaction holding the practice row (SELECT … FOR UPDATE): every write of
 * one student's practice runs one after another, so a double-clicked submit sees the first one's result. An
 * error rolls everything back.
 */
export async function writePractice<T>(
  db: Db,
  practiceId: number,
  work: (tx: Tx, locked: TPracticeRow) => Promise<TPracticeWrite<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(bwkpProgress).where(eq(bwkpProgress.id, practiceId)).for('update');
    const { result, progress } = await work(tx, locked);
    if (progress !== undefined) {
      await tx.update(bwkpProgress).set({ progress, updatedAt: new Date() }).where(eq(bwkpProgress.id, practiceId));
    }
    return result;
  });
}

/** Refuse with the rule's message (code 400) unless the decision allows. */
export function assertAllowed(decision: TDecision): void {
  if (!decision.ok) throw badRequest(decision.message);
}

/**
 * Mark a step done: a sub-item id (4.1, 10.2) sets that item (its question completes with its last item); a
 * question id completes the question and all its sub-items.
 */
export function completeStep(progress: TProgress, step: number): TProgress {
  const { question, item } = resolveStep(step);
  if (item !== undefined && String(step).includes('.')) return setItem(progress, question.answerId, item.id, true);
  return completeQuestion(progress, question.answerId);
}

/** The answer of a graded step: the tip and the new progress. */
export function stepResult(msg: string, progress: TProgress): TBwkpStepResult {
  return { msg, progress };
}
