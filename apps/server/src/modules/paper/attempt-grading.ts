// Submitting an attempt (issue 10 §4–§5): grade every question with the paper's scoring template, close the
// attempt, and record it in the results model (practice_attempts area 'paper', a result per question with the
// points earned) in one transaction. Done by the student, by the server at the deadline (graded at the end time
// with what was saved), or when the student left the page too often.
import { Dec, gradeAttempt, type TPartialRules, type TStudentAnswer } from '@sxpt/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import {
  paperAttempts,
  paperPublications,
  papers,
  practiceAttempts,
  scoringTemplates,
  type TAttemptItem,
} from '../../db/schema';

export type TSubmitReason = 'student' | 'deadline' | 'switches';

async function rulesOf(db: DbOrTx, publicationId: number): Promise<TPartialRules> {
  const [row] = await db
    .select({
      multiple: scoringTemplates.multiple,
      indefinite: scoringTemplates.indefinite,
      blank: scoringTemplates.blank,
      entry: scoringTemplates.entry,
    })
    .from(paperPublications)
    .innerJoin(papers, eq(papers.id, paperPublications.paperId))
    .innerJoin(scoringTemplates, eq(scoringTemplates.id, papers.templateId))
    .where(eq(paperPublications.id, publicationId));
  return row;
}

/** The full marks of an attempt's questions. */
export function itemsTotal(items: readonly TAttemptItem[]): string {
  return items.reduce((sum, item) => sum.plus(item.points), new Dec(0)).toFixed(2);
}

/**
 * Close an open attempt at `at` and record its grades. Returns false when it was not open any more (someone else
 * closed it first: the row is locked, so two submits grade once).
 */
export async function closeAttempt(tx: DbOrTx, attemptId: number, reason: TSubmitReason, at: Date): Promise<boolean> {
  const [attempt] = await tx
    .select()
    .from(paperAttempts)
    .where(and(eq(paperAttempts.id, attemptId), eq(paperAttempts.status, 1)))
    .for('update');
  if (!attempt) return false;
  const rules = await rulesOf(tx, attempt.publicationId);
  const answers = attempt.answers as Record<string, TStudentAnswer | undefined>;
  const graded = gradeAttempt(
    attempt.items.map((item) => ({ questionId: item.question_id, points: item.points, answer: item.answer })),
    answers,
    rules,
  );
  await tx
    .update(paperAttempts)
    .set({ status: 2, submittedAt: at, submitReason: reason })
    .where(eq(paperAttempts.id, attempt.id));
  const results = attempt.items.map((item, index) => {
    const grade = graded.grades[index];
    return {
      question_key: String(item.question_id),
      sort: index + 1,
      max_points: item.points,
      is_complete: grade.status !== 'unanswered',
      wrong_tries: grade.status === 'right' || grade.status === 'pending' ? 0 : 1,
      awarded_points: grade.points,
      pending: grade.status === 'pending',
      answer: answers[String(item.question_id)] ?? null,
      wrong_fields: grade.wrong,
    };
  });
  const [practice] = await tx
    .update(practiceAttempts)
    .set({
      status: 2,
      submittedAt: at,
      lastActiveAt: at,
      activeSeconds: sql`greatest(0, extract(epoch from ${at.toISOString()}::timestamptz - ${practiceAttempts.startedAt}))::int`,
    })
    .where(and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, attempt.id)))
    .returning({ id: practiceAttempts.id });
  await tx.execute(sql`
    insert into practice_results (attempt_id, question_key, sort, is_complete, tries, wrong_tries, max_points,
      awarded_points, pending, answer, wrong_fields, first_at, last_at)
    select ${practice.id}, r.question_key, r.sort, r.is_complete, case when r.is_complete then 1 else 0 end,
      r.wrong_tries, r.max_points::numeric, r.awarded_points::numeric, r.pending, r.answer, r.wrong_fields,
      ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(question_key text, sort int, is_complete boolean,
      wrong_tries int, max_points text, awarded_points text, pending boolean, answer jsonb, wrong_fields jsonb)
    on conflict (attempt_id, question_key) do update set is_complete = excluded.is_complete,
      tries = practice_results.tries + 1, wrong_tries = excluded.wrong_tries, awarded_points = excluded.awarded_points,
      pending = excluded.pending, answer = excluded.answer, wrong_fields = excluded.wrong_fields,
      last_at = excluded.last_at, override_is_right = null`);
  return true;
}

/** Submit an attempt now or at its deadline, in its own transaction. */
export function submitInTransaction(db: Db, attemptId: number, reason: TSubmitReason, at: Date): Promise<boolean> {
  return db.transaction((tx) => closeAttempt(tx, attemptId, reason, at));
}

/**
 * Grade the attempts left open past their deadline (of one student, or any): each at its deadline, with what was
 * saved. Called before a student's or a teacher's reads and by the server's sweep, so an attempt is graded at its
 * end time whether or not anyone comes back to it.
 */
export async function closeOverdue(db: Db, filter: { studentId?: number; publicationId?: number } = {}) {
  const overdue = await db
    .select({ id: paperAttempts.id, deadlineAt: paperAttempts.deadlineAt })
    .from(paperAttempts)
    .where(
      and(
        eq(paperAttempts.status, 1),
        lte(paperAttempts.deadlineAt, sql`now()`),
        filter.studentId === undefined ? undefined : eq(paperAttempts.studentId, filter.studentId),
        filter.publicationId === undefined ? undefined : eq(paperAttempts.publicationId, filter.publicationId),
      ),
    )
    .limit(500);
  let closed = 0;
  for (const attempt of overdue) {
    if (await submitInTransaction(db, attempt.id, 'deadline', attempt.deadlineAt)) closed++;
  }
  return closed;
}

const SWEEP_EVERY_MS = 30_000;

/**
 * Every half minute, grade the attempts whose deadline has passed (each API process sweeps; the row lock makes
 * each attempt graded once).
 */
export function installOverdueSweep(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  const schedule = () => {
    if (isClosed) return;
    timer = setTimeout(run, SWEEP_EVERY_MS);
    timer.unref();
  };
  const run = () => {
    closeOverdue(db)
      .catch((error: Error) => app.log.warn({ message: error.message }, 'overdue paper sweep failed'))
      .finally(schedule);
  };
  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    isClosed = true;
    if (timer) clearTimeout(timer);
  });
}
