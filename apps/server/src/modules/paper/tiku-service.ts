// Exam and question-practice analysis (issue 10 §5; /api/statistics/tiku/*): read from the results model and the
// attempts; an admin sees the college's publications, a teacher those of the classes they teach, nothing of another
// college (answers as missing). Attempts past their deadline are graded first, so the figures are never stale.
import {
  paperExamMessages,
  paperStatsMessages,
  Role,
  type TEditIsCorrectBody,
  type TTikuExamChart,
  type TTikuExamDetail,
  type TTikuExamList,
  type TTikuExamListBody,
  type TTikuExamRow,
  type TTikuPaperDetail,
  type TTikuPaperOption,
  type TTikuPaperSelectBody,
  type TTikuQuestionStat,
} from '@sxpt/contract';
import {
  answerDistribution,
  Dec,
  discriminationIndex,
  examSummary,
  facilityIndex,
  manualPointsProblem,
  OPTION_LETTERS,
  SCORE_BANDS,
  scoreBands,
  sectionCount,
} from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  paperAttempts,
  practiceAttempts,
  practiceOverrides,
  practiceResults,
  type TAttemptItem,
  users,
} from '../../db/schema';
import { pageTotal, queryRows } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { collegeIdOf } from '../college/tenant-scope';
import { loadSections, sectionOfRow } from '../question-bank/paper-service';
import { closeOverdue } from './attempt-grading';
import { findPublicationFor } from './publish-service';
import { attemptResult } from './report-service';

const mineSql = (user: TSessionUser) =>
  user.role === Role.teacher
    ? sql` and pp.class_id in (select class_id from class_teachers where teacher_id = ${user.id})`
    : sql``;

/** The publications the user may analyse, newest first (filter by kind and class). */
export async function paperSelect(db: Db, user: TSessionUser, body: TTikuPaperSelectBody): Promise<TTikuPaperOption[]> {
  const rows = await queryRows<{
    publication_id: number;
    paper_id: number;
    title: string;
    kind: 'exam' | 'practice';
    class_id: number;
    class_name: string;
    start_at: Date;
    end_at: Date;
  }>(
    db,
    sql`select pp.id as publication_id, p.id as paper_id, p.title, p.kind, c.id as class_id, c.name as class_name,
      pp.start_at, pp.end_at
    from paper_publications pp join papers p on p.id = pp.paper_id join classes c on c.id = pp.class_id
    where pp.college_id = ${collegeIdOf(user)}${mineSql(user)}
      ${body.kind ? sql` and p.kind = ${body.kind}` : sql``}
      ${body.class_id ? sql` and pp.class_id = ${body.class_id}` : sql``}
    order by pp.start_at desc, pp.id desc
    limit 500`,
  );
  return rows.map((row) => ({
    ...row,
    start_at: new Date(row.start_at).toISOString(),
    end_at: new Date(row.end_at).toISOString(),
  }));
}

/** A publication the user may analyse, with its paper and class. */
async function scopedPublication(db: Db, user: TSessionUser, publicationId: number) {
  const publication = await findPublicationFor(db, user, publicationId);
  await closeOverdue(db, { publicationId: publication.id });
  const [row] = await queryRows<{
    title: string;
    kind: 'exam' | 'practice';
    total_points: string;
    pass_mark: string;
    duration_minutes: number;
    class_name: string;
    resource_name: string;
  }>(
    db,
    sql`select p.title, p.kind, p.total_points::text, p.pass_mark::text, p.duration_minutes, c.name as class_name,
      r.name as resource_name
    from papers p, classes c, resources r
    where p.id = ${publication.paperId} and c.id = ${publication.classId} and r.id = ${publication.resourceId}`,
  );
  return { publication, ...row };
}

type TStudentResult = {
  student_id: number;
  account: string;
  name: string;
  attempt_id: number | null;
  attempts: number;
  status: number | null;
  score: string | null;
  max_score: string | null;
  pending: number;
  started_at: Date | null;
  submitted_at: Date | null;
  switch_count: number | null;
  submit_reason: 'student' | 'deadline' | 'switches' | null;
  total: number;
};

/**
 * Every student of the class who has the course, with their result: the latest submitted attempt, else the one in
 * progress. One statement, filtered and paged in SQL.
 */
async function studentResults(
  db: Db,
  publication: { id: number; classId: number; resourceId: number },
  filter: { keyword?: string; status?: 'none' | 'doing' | 'done'; limit: number; offset: number },
) {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const status =
    filter.status === 'none'
      ? sql` and t.status is null`
      : filter.status === 'doing'
        ? sql` and t.status = 1`
        : filter.status === 'done'
          ? sql` and t.status = 2`
          : sql``;
  return queryRows<TStudentResult>(
    db,
    sql`select t.*, count(*) over ()::int as total from (
      select u.id as student_id, u.account, u.name, a.id as attempt_id,
        (select count(*)::int from paper_attempts x where x.publication_id = ${publication.id}
          and x.student_id = u.id) as attempts,
        a.status, pa.score::text as score, pa.max_score::text as max_score,
        (select count(*)::int from practice_results r where r.attempt_id = pa.id and r.pending
          and r.override_is_right is null) as pending,
        a.started_at, a.submitted_at, a.switch_count, a.submit_reason
      from class_students cs
      join users u on u.id = cs.student_id
      left join lateral (
        select * from paper_attempts x where x.publication_id = ${publication.id} and x.student_id = u.id
        order by (x.status = 2) desc, x.attempt_no desc limit 1) a on true
      left join practice_attempts pa on pa.area = 'paper' and pa.source_id = a.id
      where cs.class_id = ${publication.classId}
        and (not exists (select 1 from resource_students rs where rs.class_id = cs.class_id
            and rs.resource_id = ${publication.resourceId})
          or exists (select 1 from resource_students rs where rs.class_id = cs.class_id
            and rs.resource_id = ${publication.resourceId} and rs.student_id = u.id))
        ${like ? sql` and (u.account ilike ${like} or u.name ilike ${like})` : sql``}
    ) t
    where true${status}
    order by t.account
    limit ${filter.limit} offset ${filter.offset}`,
  );
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export async function tikuPaperDetail(db: Db, user: TSessionUser, publicationId: number): Promise<TTikuPaperDetail> {
  const scoped = await scopedPublication(db, user, publicationId);
  const { publication } = scoped;
  const everyone = await studentResults(db, publication, { limit: 10_000, offset: 0 });
  const sections = (await loadSections(db, [publication.paperId])).map(sectionOfRow);
  return {
    publication_id: publication.id,
    paper_id: publication.paperId,
    title: scoped.title,
    kind: scoped.kind,
    class_id: publication.classId,
    class_name: scoped.class_name,
    start_at: publication.startAt.toISOString(),
    end_at: publication.endAt.toISOString(),
    resource_name: scoped.resource_name,
    total_points: scoped.total_points,
    pass_mark: scoped.pass_mark,
    duration_minutes: scoped.duration_minutes,
    question_count: sections.reduce((sum, section) => sum + sectionCount(section), 0),
    student_count: everyone.length,
    started_count: everyone.filter((row) => row.status !== null).length,
    submitted_count: everyone.filter((row) => row.status === 2).length,
    pending_count: everyone.reduce((sum, row) => sum + Number(row.pending), 0),
  };
}

function examRow(row: TStudentResult, passMark: string, totalPoints: string): TTikuExamRow {
  const done = row.status === 2;
  return {
    student_id: row.student_id,
    account: row.account,
    name: row.name,
    status: row.status === null ? 'none' : done ? 'done' : 'doing',
    attempt_id: row.attempt_id,
    attempts: Number(row.attempts),
    score: done ? row.score : null,
    max_score: row.max_score ?? totalPoints,
    passed: done && row.score !== null ? new Dec(row.score).gte(passMark) : null,
    pending: Number(row.pending),
    started_at: iso(row.started_at),
    submitted_at: done ? iso(row.submitted_at) : null,
    used_seconds:
      done && row.started_at && row.submitted_at
        ? Math.max(0, Math.round((new Date(row.submitted_at).getTime() - new Date(row.started_at).getTime()) / 1000))
        : null,
    switch_count: Number(row.switch_count ?? 0),
    submit_reason: done ? row.submit_reason : null,
  };
}

/** One row per student of the class (searchable, by status), paged. */
export async function examList(db: Db, user: TSessionUser, body: TTikuExamListBody): Promise<TTikuExamList> {
  const scoped = await scopedPublication(db, user, body.publication_id);
  const read = (limit: number, offset: number) =>
    studentResults(db, scoped.publication, { keyword: body.keyword, status: body.status, limit, offset });
  const rows = await read(body.page_size, (body.page - 1) * body.page_size);
  return {
    list: rows.map((row) => examRow(row, scoped.pass_mark, scoped.total_points)),
    total: await pageTotal(rows, body.page, () => read(1, 0)),
    page: body.page,
    page_size: body.page_size,
    title: scoped.title,
    class_name: scoped.class_name,
  };
}

/** Every row (for the .xlsx), with the paper's name and class. */
export async function examListAll(
  db: Db,
  user: TSessionUser,
  query: Omit<TTikuExamListBody, 'page' | 'page_size'>,
): Promise<TTikuExamList & { pass_mark: string; total_points: string }> {
  const list = await examList(db, user, { ...query, page: 1, page_size: 10_000 });
  const scoped = await scopedPublication(db, user, query.publication_id);
  return { ...list, pass_mark: scoped.pass_mark, total_points: scoped.total_points };
}

/** The score distribution in bands of the full marks, with average, highest, lowest and pass rate. */
export async function examChart(db: Db, user: TSessionUser, publicationId: number): Promise<TTikuExamChart> {
  const scoped = await scopedPublication(db, user, publicationId);
  const rows = await studentResults(db, scoped.publication, { limit: 10_000, offset: 0 });
  const done = rows.filter((row) => row.status === 2 && row.score !== null);
  const totals = done.map((row) => row.score as string);
  // a redone practice paper may have fewer questions: bands by each attempt's own full marks
  const percents = done.map((row) =>
    new Dec(row.score as string)
      .times(100)
      .dividedBy(new Dec(row.max_score ?? scoped.total_points).isZero() ? 1 : (row.max_score ?? scoped.total_points))
      .toFixed(2),
  );
  const counts = scoreBands(percents, '100');
  const summary = examSummary(totals, scoped.pass_mark);
  return {
    total_points: scoped.total_points,
    pass_mark: scoped.pass_mark,
    bands: SCORE_BANDS.map((label, i) => ({ label, count: counts[i] })),
    count: summary.count,
    average: summary.average,
    highest: summary.highest,
    lowest: summary.lowest,
    passed: summary.passed,
    pass_rate: summary.passRate,
    student_count: rows.length,
    not_started: rows.filter((row) => row.status === null).length,
    in_progress: rows.filter((row) => row.status === 1).length,
  };
}

/** Each question's statistics over the students' counted (latest submitted) attempts. */
export async function examQuestions(db: Db, user: TSessionUser, publicationId: number): Promise<TTikuQuestionStat[]> {
  const scoped = await scopedPublication(db, user, publicationId);
  const rows = await studentResults(db, scoped.publication, { status: 'done', limit: 10_000, offset: 0 });
  const attemptIds = rows.flatMap((row) => (row.attempt_id ? [row.attempt_id] : []));
  if (attemptIds.length === 0) return [];
  const attempts = await queryRows<{ id: number; items: TAttemptItem[]; practice_id: number; score: string }>(
    db,
    sql`select a.id, a.items, pa.id as practice_id, pa.score::text as score from paper_attempts a
      join practice_attempts pa on pa.area = 'paper' and pa.source_id = a.id
      where a.id in (${sql.join(
        attemptIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const results = await queryRows<{
    attempt_id: number;
    question_key: string;
    points: string;
    is_right: boolean;
    is_complete: boolean;
    pending: boolean;
    override_is_right: boolean | null;
    answer: { type: string; choices?: string } | null;
  }>(
    db,
    sql`select attempt_id, question_key, points::text, is_right, is_complete, pending, override_is_right, answer
      from practice_results where attempt_id in (${sql.join(
        attempts.map((attempt) => sql`${attempt.practice_id}`),
        sql`, `,
      )})`,
  );
  const resultOf = new Map(results.map((result) => [`${result.attempt_id}:${result.question_key}`, result]));
  const byQuestion = new Map<
    number,
    { item: TAttemptItem; no: number; scores: string[]; totals: string[]; answers: (string | null)[]; stats: number[] }
  >();
  for (const attempt of attempts) {
    attempt.items.forEach((item, index) => {
      let entry = byQuestion.get(item.question_id);
      if (!entry) {
        // stats: answered, right, pending
        entry = { item, no: index + 1, scores: [], totals: [], answers: [], stats: [0, 0, 0] };
        byQuestion.set(item.question_id, entry);
      }
      const result = resultOf.get(`${attempt.practice_id}:${item.question_id}`);
      entry.scores.push(result?.points ?? '0');
      entry.totals.push(attempt.score);
      entry.answers.push(result?.answer && 'choices' in result.answer ? (result.answer.choices ?? null) : null);
      if (result?.is_complete) entry.stats[0]++;
      if (result?.is_right) entry.stats[1]++;
      if (result?.pending && result.override_is_right === null) entry.stats[2]++;
    });
  }
  return [...byQuestion.values()]
    .sort((a, b) => a.no - b.no || a.item.question_id - b.item.question_id)
    .map(({ item, no, scores, totals, answers, stats }) => {
      const isChoice = item.options.length > 0 && 'choices' in item.answer;
      const distribution = isChoice ? answerDistribution(answers, item.options.length) : null;
      const right = 'choices' in item.answer ? item.answer.choices : '';
      return {
        question_id: item.question_id,
        no,
        type: item.type,
        stem: item.stem,
        points: item.points,
        attempts: scores.length,
        answered: stats[0],
        right: stats[1],
        average:
          scores.length === 0
            ? null
            : scores
                .reduce((sum, score) => sum.plus(score), new Dec(0))
                .dividedBy(scores.length)
                .toDecimalPlaces(2, Dec.ROUND_HALF_UP)
                .toFixed(2),
        facility: facilityIndex(scores, item.points),
        discrimination: discriminationIndex(scores, totals),
        options: distribution
          ? distribution.options.map((option, i) => ({
              key: option.letter,
              text: item.options[i] ?? '',
              count: option.count,
              is_right: right.includes(OPTION_LETTERS[i]),
            }))
          : [],
        unanswered: distribution ? distribution.unanswered : scores.length - stats[0],
        pending: stats[2],
      };
    });
}

/** An attempt the user may see: its publication in their scope. */
async function scopedAttempt(db: Db, user: TSessionUser, attemptId: number) {
  const [attempt] = await db
    .select({ id: paperAttempts.id, publicationId: paperAttempts.publicationId, studentId: paperAttempts.studentId })
    .from(paperAttempts)
    .where(eq(paperAttempts.id, attemptId));
  if (!attempt) throw notFound(paperExamMessages.attemptMissing);
  try {
    await findPublicationFor(db, user, attempt.publicationId);
  } catch {
    throw notFound(paperExamMessages.attemptMissing);
  }
  await closeOverdue(db, { publicationId: attempt.publicationId });
  return attempt;
}

/** One student's attempt: the report and every question beside the right answer. */
export async function examDetail(db: Db, user: TSessionUser, attemptId: number): Promise<TTikuExamDetail> {
  const attempt = await scopedAttempt(db, user, attemptId);
  const [status] = await db
    .select({ status: paperAttempts.status })
    .from(paperAttempts)
    .where(eq(paperAttempts.id, attempt.id));
  if (status?.status !== 2) throw badRequest(paperStatsMessages.notSubmitted);
  const [student] = await db.select({ account: users.account }).from(users).where(eq(users.id, attempt.studentId));
  return { ...(await attemptResult(db, attempt.id)), account: student?.account ?? '' };
}

/**
 * The teacher's regrade of one question of a submitted attempt: right or wrong (or back to the grading), or points
 * (a 简答, or part credit), with the reason; logged with who and when. The totals follow at once (the results'
 * triggers), and so do the statistics.
 */
export async function editIsCorrect(db: Db, user: TSessionUser, body: TEditIsCorrectBody): Promise<TTikuExamDetail> {
  const attempt = await scopedAttempt(db, user, body.attempt_id);
  if (body.is_right === undefined && body.points === undefined) throw badRequest(paperStatsMessages.choose);
  await db.transaction(async (tx) => {
    const [practice] = await tx
      .select({ id: practiceAttempts.id, status: practiceAttempts.status })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, attempt.id)));
    if (practice?.status !== 2) throw badRequest(paperStatsMessages.notSubmitted);
    const key = String(body.question_id);
    const [result] = await tx
      .select()
      .from(practiceResults)
      .where(and(eq(practiceResults.attemptId, practice.id), eq(practiceResults.questionKey, key)))
      .for('update');
    if (!result) throw badRequest(paperStatsMessages.notInAttempt);
    if (body.points !== undefined) {
      const problem = manualPointsProblem(body.points, result.maxPoints);
      if (problem) throw badRequest(problem);
      const given = new Dec(body.points);
      await tx
        .update(practiceResults)
        .set({
          awardedPoints: given.toFixed(2),
          pending: false,
          isComplete: true,
          wrongTries: given.gte(result.maxPoints) ? 0 : 1,
          overrideIsRight: null,
        })
        .where(and(eq(practiceResults.attemptId, practice.id), eq(practiceResults.questionKey, key)));
    } else {
      await tx
        .update(practiceResults)
        .set({ overrideIsRight: body.is_right ?? null })
        .where(and(eq(practiceResults.attemptId, practice.id), eq(practiceResults.questionKey, key)));
    }
    await tx.insert(practiceOverrides).values({
      attemptId: practice.id,
      questionKey: key,
      isRight: body.points !== undefined ? null : (body.is_right ?? null),
      points: body.points !== undefined ? new Dec(body.points).toFixed(2) : null,
      reason: body.reason,
      userId: user.id,
    });
  });
  return examDetail(db, user, attempt.id);
}
