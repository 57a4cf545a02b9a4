// The result of a submitted attempt (issue 10 §4): the report (score, sections, each question's result) and the
// parsing (each question with the answer given, the right answer and 解析), read from the results model so that a
// teacher's regrade shows at once. The parsing reaches a student only when the publication allows it.
import {
  paperExamMessages,
  type TPaperParsing,
  type TPaperReport,
  type TQuestionStatus,
  type TReportQuestion,
} from '@sxpt/contract';
import { Dec, mayShowAnswers, mayStartAttempt, OPTION_LETTERS, type TStudentAnswer } from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classes,
  paperAttempts,
  paperPublications,
  papers,
  practiceAttempts,
  practiceResults,
  users,
} from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { closeOverdue } from './attempt-grading';
import { sectionsOf } from './attempt-service';

type TResultRow = typeof practiceResults.$inferSelect;

function statusOf(result: TResultRow | undefined): TQuestionStatus {
  if (!result) return 'unanswered';
  if (result.pending && result.overrideIsRight === null) return 'pending';
  if (!result.isComplete && result.overrideIsRight === null) return 'unanswered';
  const earned = new Dec(result.points ?? '0');
  if (earned.gte(result.maxPoints)) return 'right';
  return earned.isZero() ? 'wrong' : 'partial';
}

async function loadSubmitted(db: Db, attemptId: number) {
  const [row] = await db
    .select({
      attempt: paperAttempts,
      publication: paperPublications,
      paper: papers,
      className: classes.name,
      studentName: users.name,
      practiceId: practiceAttempts.id,
      score: practiceAttempts.score,
      now: sql<string>`now()`,
    })
    .from(paperAttempts)
    .innerJoin(paperPublications, eq(paperPublications.id, paperAttempts.publicationId))
    .innerJoin(papers, eq(papers.id, paperPublications.paperId))
    .innerJoin(classes, eq(classes.id, paperPublications.classId))
    .innerJoin(users, eq(users.id, paperAttempts.studentId))
    .innerJoin(
      practiceAttempts,
      and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, paperAttempts.id)),
    )
    .where(eq(paperAttempts.id, attemptId))
    .limit(1);
  if (!row) throw notFound(paperExamMessages.attemptMissing);
  if (row.attempt.status !== 2) throw badRequest('试卷还没有提交');
  const results = await db.select().from(practiceResults).where(eq(practiceResults.attemptId, row.practiceId));
  return { ...row, now: new Date(row.now), results: new Map(results.map((result) => [result.questionKey, result])) };
}

type TLoaded = Awaited<ReturnType<typeof loadSubmitted>>;

function reportOf(loaded: TLoaded, attemptsUsed: number): TPaperReport {
  const { attempt, publication, paper } = loaded;
  const questions: TReportQuestion[] = attempt.items.map((item, index) => {
    const result = loaded.results.get(String(item.question_id));
    return {
      no: index + 1,
      question_id: item.question_id,
      section: item.section,
      type: item.type,
      status: statusOf(result),
      points: item.points,
      earned: new Dec(result?.points ?? '0').toFixed(2),
    };
  });
  let cursor = 0;
  const sections = sectionsOf(attempt.items).map((section) => {
    const mine = questions.slice(cursor, cursor + section.count);
    cursor += section.count;
    return {
      ...section,
      earned: mine.reduce((sum, q) => sum.plus(q.earned), new Dec(0)).toFixed(2),
      right: mine.filter((q) => q.status === 'right').length,
    };
  });
  const score = new Dec(loaded.score).toFixed(2);
  const mayRead = mayShowAnswers(publication.showAnswers, loaded.now, publication.endAt, true);
  const submittedAt = attempt.submittedAt ?? loaded.now;
  return {
    attempt_id: attempt.id,
    attempt_no: attempt.attemptNo,
    publication_id: publication.id,
    title: paper.title,
    kind: paper.kind,
    class_name: loaded.className,
    student_name: loaded.studentName,
    total_points: questions.reduce((sum, q) => sum.plus(q.points), new Dec(0)).toFixed(2),
    pass_mark: paper.passMark,
    score,
    passed: new Dec(score).gte(paper.passMark),
    pending: questions.filter((q) => q.status === 'pending').length,
    started_at: attempt.startedAt.toISOString(),
    submitted_at: submittedAt.toISOString(),
    used_seconds: Math.max(0, Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
    submit_reason: attempt.submitReason ?? 'student',
    switch_count: attempt.switchCount,
    sections,
    questions,
    may_read_answers: mayRead,
    answers_note: mayRead
      ? ''
      : publication.showAnswers === 'never'
        ? paperExamMessages.answersNever
        : paperExamMessages.answersAfterEnd,
    may_redo:
      paper.kind === 'practice' &&
      mayStartAttempt(
        loaded.now,
        publication,
        Array.from({ length: attemptsUsed }, () => ({ status: 2, deadlineAt: loaded.now })),
        publication.maxAttempts,
      ) === null,
  };
}

/** The attempts a student has used at the publication. */
async function attemptsUsed(db: Db, publicationId: number, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paperAttempts)
    .where(and(eq(paperAttempts.publicationId, publicationId), eq(paperAttempts.studentId, studentId)));
  return Number(row.n);
}

/** The full parsing of a loaded attempt: every question with the answer given, the right answer, 解析. */
export function parsingOf(loaded: TLoaded, report: TPaperReport): TPaperParsing {
  return {
    attempt_id: loaded.attempt.id,
    title: loaded.paper.title,
    questions: loaded.attempt.items.map((item, index) => {
      const result = loaded.results.get(String(item.question_id));
      return {
        ...report.questions[index],
        stem: item.stem,
        options: item.order.map((original) => ({ key: OPTION_LETTERS[original], text: item.options[original] })),
        blanks: item.answer.type === 'blank' ? item.answer.blanks.length : 0,
        given: (result?.answer as TStudentAnswer | null) ?? null,
        right: item.answer,
        explanation: item.explanation,
        wrong: result?.wrongFields ?? [],
      };
    }),
  };
}

async function ownSubmitted(db: Db, user: TSessionUser, attemptId: number) {
  await closeOverdue(db, { studentId: user.id });
  const loaded = await loadSubmitted(db, attemptId);
  if (loaded.attempt.studentId !== user.id) throw notFound(paperExamMessages.attemptMissing);
  return loaded;
}

/** /student/paper/report: the student's own submitted attempt. */
export async function studentReport(db: Db, user: TSessionUser, attemptId: number): Promise<TPaperReport> {
  const loaded = await ownSubmitted(db, user, attemptId);
  return reportOf(loaded, await attemptsUsed(db, loaded.publication.id, user.id));
}

/** /student/paper/parsing: the answers and 解析, only when the publication allows it now. */
export async function studentParsing(db: Db, user: TSessionUser, attemptId: number): Promise<TPaperParsing> {
  const loaded = await ownSubmitted(db, user, attemptId);
  const report = reportOf(loaded, await attemptsUsed(db, loaded.publication.id, user.id));
  if (!report.may_read_answers) throw forbidden(report.answers_note);
  return parsingOf(loaded, report);
}

/** A teacher's or admin's view of any submitted attempt they may see (the caller checks the scope). */
export async function attemptResult(
  db: Db,
  attemptId: number,
): Promise<{ report: TPaperReport; parsing: TPaperParsing }> {
  const loaded = await loadSubmitted(db, attemptId);
  const report = reportOf(loaded, await attemptsUsed(db, loaded.publication.id, loaded.attempt.studentId));
  return { report: { ...report, may_read_answers: true, answers_note: '' }, parsing: parsingOf(loaded, report) };
}
