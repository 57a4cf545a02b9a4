// Practical-training analysis (/api/statistics/shicao/*), on the results model only: a class's completion of a
// practice item, its students' progress and scores, each question's figures, one student's answer beside the model
// answer, the teacher's override of a result, the comment and the printable 实训报告.
import {
  statisticsMessages,
  type TCompletionRate,
  type TEditIsRightBody,
  type TEditIsRightData,
  type TPracticeTraining,
  type TPracticeTrainingRow,
  type TShicaoCommentBody,
  type TShicaoItemQuery,
  type TShicaoReport,
  type TShicaoSubjectDetail,
  type TShicaoSubjectDetailBody,
  type TSubjectAnalysis,
} from '@sxpt/contract';
import { averageText, fieldLabel, mostCommonWrongField, scorePercent, shareOf, wrongCellLabel } from '@sxpt/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { practiceAttempts, practiceOverrides, practiceResults, practiceTries, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { baoshuiCompare } from './baoshui-compare';
import { bwkpCompare } from './bwkp-compare';
import { ledgerCompare, ledgerFieldLabel } from './ledger-compare';
import { findAttemptFor, itemOfAttempt, type TAttemptRow, type TScopedItem } from './scope';
import { readAnalysis, readTraining, type TTrainingJson } from './shicao-statements';

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** completion_rate: the class by state of the item. */
export async function completionRate(db: Db, user: TSessionUser, query: TShicaoItemQuery): Promise<TCompletionRate> {
  const { students } = await readTraining(db, user, query);
  const done = students.filter((row) => row.attempt?.status === 2).length;
  const inProgress = students.filter((row) => row.attempt?.status === 1).length;
  return { total: students.length, not_started: students.length - done - inProgress, in_progress: inProgress, done };
}

function trainingRow(student: TTrainingJson, scoped: TScopedItem): TPracticeTrainingRow {
  const { attempt } = student;
  const total = attempt?.total_count ?? scoped.questions.length;
  const maxScore = attempt?.max_score ?? `${scoped.questions.length}.00`;
  const score = attempt?.score ?? '0.00';
  return {
    student_id: student.id,
    account: student.account,
    name: student.name,
    attempt_id: attempt?.id ?? null,
    status: attempt ? attempt.status : 0,
    done_count: attempt?.done_count ?? 0,
    total_count: total,
    score,
    max_score: maxScore,
    score_percent: scorePercent(score, maxScore),
    active_seconds: attempt?.active_seconds ?? 0,
    started_at: iso(attempt?.started_at ?? null),
    last_active_at: iso(attempt?.last_active_at ?? null),
    submitted_at: iso(attempt?.submitted_at ?? null),
  };
}

/** practice_training: one row per student of the class (the web sorts; the export keeps this order). */
export async function practiceTraining(
  db: Db,
  user: TSessionUser,
  query: TShicaoItemQuery,
): Promise<TPracticeTraining> {
  const { scoped, students } = await readTraining(db, user, query);
  const list = students.map((student) => trainingRow(student, scoped));
  const started = list.filter((row) => row.status > 0);
  return {
    item: scoped.item,
    class_name: scoped.className,
    summary: {
      students: list.length,
      started: started.length,
      done: list.filter((row) => row.status === 2).length,
      avg_done: averageText(started.map((row) => row.done_count)),
      avg_score_percent: averageText(started.map((row) => row.score_percent)),
      avg_active_seconds: Number(
        averageText(
          started.map((row) => row.active_seconds),
          0,
        ),
      ),
    },
    list,
  };
}

/** subject_analysis_compute: per question, over the class: done, right at the first try, the most common wrong field. */
export async function subjectAnalysis(db: Db, user: TSessionUser, query: TShicaoItemQuery): Promise<TSubjectAnalysis> {
  const { scoped, classSize, figures, wrong } = await readAnalysis(db, user, query);
  return {
    class_size: classSize,
    list: scoped.questions.map((question) => {
      const figure = figures.find((entry) => entry.key === question.key);
      const top = mostCommonWrongField(
        wrong.filter((entry) => entry.key === question.key).map((entry) => entry.fields),
      );
      const done = figure?.done ?? 0;
      const firstRight = figure?.first_right ?? 0;
      return {
        question_key: question.key,
        sort: question.sort,
        title: question.title,
        students_done: done,
        done_rate: shareOf(done, classSize),
        first_try_right: firstRight,
        first_try_right_rate: shareOf(firstRight, classSize),
        wrong_tries: figure?.wrong_tries ?? 0,
        top_wrong_field: top ? { key: top.key, label: labelOf(scoped.item.area)(top.key), count: top.count } : null,
      };
    }),
  };
}

async function studentOf(db: Db, id: number) {
  const [student] = await db
    .select({ id: users.id, account: users.account, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return student;
}

async function lastOverride(db: Db, attemptId: number, questionKey: string) {
  const [row] = await db
    .select({
      isRight: practiceOverrides.isRight,
      reason: practiceOverrides.reason,
      at: practiceOverrides.createdAt,
      by: users.name,
    })
    .from(practiceOverrides)
    .innerJoin(users, eq(users.id, practiceOverrides.userId))
    .where(and(eq(practiceOverrides.attemptId, attemptId), eq(practiceOverrides.questionKey, questionKey)))
    .orderBy(desc(practiceOverrides.id))
    .limit(1);
  return row ?? null;
}

/** How an area names a wrong field (the tax bureau's keys are form cells). */
const labelOf = (area: string) => (area === 'baoshui' ? wrongCellLabel : area === 'lx' ? ledgerFieldLabel : fieldLabel);

/** The sections comparing a try (or, with none recorded, the latest answer) with the model answer. */
function compareOf(
  db: Db,
  attempt: TAttemptRow,
  scoped: TScopedItem,
  sort: number,
  shown: { step: string; answer: unknown; wrongFields: readonly string[] },
) {
  if (attempt.area === 'baoshui') return baoshuiCompare(db, scoped.at, sort, shown);
  if (attempt.area === 'lx') return ledgerCompare(db, scoped.at, sort, shown);
  if (attempt.area !== 'bwkp') return Promise.resolve([]);
  return bwkpCompare(db, scoped.at, sort, { ...shown, practiceId: attempt.sourceId });
}

/** subject_detail: one student's answer to one question beside the model answer, with every try. */
export async function subjectDetail(
  db: Db,
  user: TSessionUser,
  body: TShicaoSubjectDetailBody,
): Promise<TShicaoSubjectDetail> {
  const attempt = await findAttemptFor(db, user, body.attempt_id);
  const scoped = await itemOfAttempt(db, user, attempt);
  const question = scoped.questions.find((entry) => entry.key === body.question_key);
  if (!question) throw notFound(statisticsMessages.questionMissing);
  const [result] = await db
    .select()
    .from(practiceResults)
    .where(and(eq(practiceResults.attemptId, attempt.id), eq(practiceResults.questionKey, question.key)));
  const tries = await db
    .select()
    .from(practiceTries)
    .where(and(eq(practiceTries.attemptId, attempt.id), eq(practiceTries.questionKey, question.key)))
    .orderBy(asc(practiceTries.id));
  const answered = tries.filter((entry) => entry.answer !== null);
  const shownTry = body.try_id === undefined ? answered.at(-1) : tries.find((entry) => entry.id === body.try_id);
  if (body.try_id !== undefined && !shownTry) throw notFound(statisticsMessages.questionMissing);
  const shown = shownTry
    ? { step: shownTry.step, answer: shownTry.answer, wrongFields: shownTry.wrongFields }
    : { step: question.key, answer: result?.answer ?? null, wrongFields: result?.wrongFields ?? [] };
  const override =
    result?.overrideIsRight === null || !result ? null : await lastOverride(db, attempt.id, question.key);
  return {
    student: await studentOf(db, attempt.studentId),
    question: { key: question.key, sort: question.sort, title: question.title, describe: question.describe },
    is_complete: result?.isComplete ?? false,
    is_right: result?.isRight ?? false,
    area_is_right: result ? result.isComplete && result.wrongTries === 0 : false,
    override: override
      ? { is_right: override.isRight, reason: override.reason, by: override.by, at: override.at.toISOString() }
      : null,
    tries: tries.map((entry) => ({
      id: entry.id,
      step: entry.step,
      is_right: entry.isRight,
      wrong_labels: entry.wrongFields.map(labelOf(attempt.area)),
      created_at: entry.createdAt.toISOString(),
    })),
    shown_try_id: shownTry?.id ?? null,
    sections: await compareOf(db, attempt, scoped, question.sort, shown),
  };
}

/**
 * edit_is_right: the teacher sets a question's result (or gives it back to the area's), with a reason; the
 * attempt's score follows (trigger) and the override is logged with who and when. One transaction.
 */
export async function editIsRight(db: Db, user: TSessionUser, body: TEditIsRightBody): Promise<TEditIsRightData> {
  const attempt = await findAttemptFor(db, user, body.attempt_id);
  const scoped = await itemOfAttempt(db, user, attempt);
  const question = scoped.questions.find((entry) => entry.key === body.question_key);
  if (!question) throw notFound(statisticsMessages.questionMissing);
  const isRight = body.is_right === null ? null : body.is_right === 1;
  return db.transaction(async (tx) => {
    const [result] = await tx
      .insert(practiceResults)
      .values({
        attemptId: attempt.id,
        questionKey: question.key,
        sort: question.sort,
        maxPoints: '1',
        overrideIsRight: isRight,
      })
      .onConflictDoUpdate({
        target: [practiceResults.attemptId, practiceResults.questionKey],
        set: { overrideIsRight: isRight },
      })
      .returning({ isRight: practiceResults.isRight });
    await tx.insert(practiceOverrides).values({
      attemptId: attempt.id,
      questionKey: question.key,
      isRight,
      reason: body.reason,
      userId: user.id,
    });
    const [after] = await tx
      .select({ score: practiceAttempts.score, maxScore: practiceAttempts.maxScore })
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attempt.id));
    return { is_right: result.isRight ?? false, score: after.score, max_score: after.maxScore };
  });
}

/** The teacher's comment on an attempt. */
export async function saveComment(db: Db, user: TSessionUser, body: TShicaoCommentBody): Promise<void> {
  const attempt = await findAttemptFor(db, user, body.attempt_id);
  await db.update(practiceAttempts).set({ teacherComment: body.comment }).where(eq(practiceAttempts.id, attempt.id));
}

/** The printable 实训报告 of an attempt: every question, the student's latest answer beside the model answer. */
export async function trainingReport(db: Db, user: TSessionUser, attemptId: number): Promise<TShicaoReport> {
  const attempt = await findAttemptFor(db, user, attemptId);
  const scoped = await itemOfAttempt(db, user, attempt);
  const results = await db.select().from(practiceResults).where(eq(practiceResults.attemptId, attempt.id));
  const questions = [];
  for (const question of scoped.questions) {
    const result = results.find((entry) => entry.questionKey === question.key);
    const shown = { step: question.key, answer: result?.answer ?? null, wrongFields: result?.wrongFields ?? [] };
    questions.push({
      key: question.key,
      sort: question.sort,
      title: question.title,
      is_complete: result?.isComplete ?? false,
      is_right: result?.isRight ?? false,
      is_overridden: result?.overrideIsRight !== null && result?.overrideIsRight !== undefined,
      tries: result?.tries ?? 0,
      wrong_tries: result?.wrongTries ?? 0,
      points: result?.points ?? '0.00',
      max_points: result?.maxPoints ?? '1.00',
      // the latest answer, right once the question is done: its wrong fields are the last wrong try's
      sections: await compareOf(db, attempt, scoped, question.sort, {
        ...shown,
        wrongFields: result?.isComplete ? [] : shown.wrongFields,
      }),
    });
  }
  return {
    student: await studentOf(db, attempt.studentId),
    class_name: scoped.className,
    course_name: scoped.resourceName,
    lesson_name: scoped.lessonName,
    item: scoped.item,
    status: attempt.status,
    done_count: attempt.doneCount,
    total_count: attempt.totalCount,
    score: attempt.score,
    max_score: attempt.maxScore,
    score_percent: scorePercent(attempt.score, attempt.maxScore),
    active_seconds: attempt.activeSeconds,
    started_at: attempt.startedAt.toISOString(),
    last_active_at: attempt.lastActiveAt.toISOString(),
    submitted_at: iso(attempt.submittedAt),
    comment: attempt.teacherComment,
    questions,
    printed_at: new Date().toISOString(),
  };
}
