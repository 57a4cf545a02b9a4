// The student's papers (issue 10 §4; /student/paper/*): the papers published to their classes, beginning or
// resuming an attempt (the questions drawn once, without answers), saving answers as they go (one statement),
// leaving the page, submitting, the report, the answers and 解析 when the publication allows, and redoing a
// practice paper. The server keeps the clock: every read first grades the attempts left open past their deadline.
import { randomInt } from 'node:crypto';
import {
  paperExamMessages,
  type TAnswerSaveBody,
  type TAnswerSheet,
  type TPage,
  type TRedoPractical,
  type TStudentPaperListBody,
  type TStudentPaperRow,
} from '@sxpt/contract';
import {
  attemptDeadline,
  checkStudentAnswer,
  mayStartAttempt,
  OPTION_LETTERS,
  optionOrder,
  optionSeed,
  paperState,
  planAttempt,
  QUESTION_TYPE_LABEL,
  sectionCount,
  type TPoolQuestion,
  type TStudentAnswer,
} from '@sxpt/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  classes,
  classStudents,
  paperAttempts,
  paperPublications,
  papers,
  practiceAttempts,
  practiceResults,
  questions,
  resources,
  type TAttemptItem,
} from '../../db/schema';
import { pageTotal, queryRows, runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../college/tenant-scope';
import { mayUseResource } from '../course/context';
import { drawChaptersSql, loadSections, sectionOfRow } from '../question-bank/paper-service';
import { closeOverdue, itemsTotal, submitInTransaction } from './attempt-grading';

/** The publications a student may see: of a class they are in, of their college, through a course they have. */
function visibleTo(user: TSessionUser) {
  return and(
    sql`${paperPublications.classId} in (select ${classStudents.classId} from ${classStudents}
      where ${classStudents.studentId} = ${user.id})`,
    eq(paperPublications.collegeId, user.collegeId ?? 0),
    mayUseResource(user.id, paperPublications.classId, paperPublications.resourceId),
  );
}

const attemptsOfSql = (studentId: number) => sql<
  { id: number; no: number; status: number; deadline: string; score: string | null; pending: number }[]
>`(select coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'no', a.attempt_no, 'status', a.status,
    'deadline', a.deadline_at, 'score', pa.score::text,
    'pending', (select count(*) from practice_results r where r.attempt_id = pa.id and r.pending))
    order by a.attempt_no), '[]'::jsonb)
  from paper_attempts a left join practice_attempts pa on pa.area = 'paper' and pa.source_id = a.id
  where a.publication_id = ${paperPublications.id} and a.student_id = ${studentId})`;

/** The papers published to the student's classes, newest first, each with its state and latest result. */
export async function listStudentPapers(
  db: Db,
  user: TSessionUser,
  q: TStudentPaperListBody,
): Promise<TPage<TStudentPaperRow>> {
  const read = (limit: number, offset: number) =>
    db
      .select({
        publication: paperPublications,
        paper: papers,
        className: classes.name,
        resourceName: resources.name,
        attempts: attemptsOfSql(user.id),
        // the paper's sections as they count questions (the domain's sectionCount), in the same statement
        sections: sql<{ mode: 'fixed' | 'random'; question_ids: number[]; draw: { count: number } | null }[]>`(
          select coalesce(jsonb_agg(jsonb_build_object('mode', s.mode, 'question_ids', s.question_ids, 'draw', s.draw)),
            '[]'::jsonb) from paper_sections s where s.paper_id = ${papers.id})`,
        now: sql<string>`now()`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(paperPublications)
      .innerJoin(papers, eq(papers.id, paperPublications.paperId))
      .innerJoin(classes, eq(classes.id, paperPublications.classId))
      .innerJoin(resources, eq(resources.id, paperPublications.resourceId))
      .where(and(visibleTo(user), q.class_id ? eq(paperPublications.classId, q.class_id) : undefined))
      .orderBy(sql`${paperPublications.startAt} desc, ${paperPublications.id} desc`)
      .limit(limit)
      .offset(offset);
  let rows = await read(q.page_size, (q.page - 1) * q.page_size);
  // one statement, unless an attempt of the student's was left open past its deadline: grade it, then read again
  const overdue = rows.some((row) =>
    row.attempts.some((a) => a.status === 1 && new Date(a.deadline) <= new Date(row.now)),
  );
  if (overdue) {
    await closeOverdue(db, { studentId: user.id });
    rows = await read(q.page_size, (q.page - 1) * q.page_size);
  }
  return {
    list: rows.map((row) => {
      const p = row.publication;
      const now = new Date(row.now);
      const attempts = row.attempts.map((a) => ({ ...a, deadlineAt: new Date(a.deadline) }));
      const window = { startAt: p.startAt, endAt: p.endAt };
      const open = attempts.find((a) => a.status === 1 && a.deadlineAt > now);
      const submitted = attempts.filter((a) => a.status === 2);
      const latest = submitted.at(-1);
      return {
        publication_id: p.id,
        paper_id: p.paperId,
        title: row.paper.title,
        kind: row.paper.kind,
        class_id: p.classId,
        class_name: row.className,
        resource_name: row.resourceName,
        start_at: p.startAt.toISOString(),
        end_at: p.endAt.toISOString(),
        duration_minutes: row.paper.durationMinutes,
        total_points: row.paper.totalPoints,
        pass_mark: row.paper.passMark,
        question_count: row.sections.reduce(
          (sum, section) =>
            sum +
            sectionCount({
              mode: section.mode,
              questionIds: section.question_ids,
              draw: section.draw,
            }),
          0,
        ),
        max_attempts: p.maxAttempts,
        attempts_used: attempts.length,
        state: paperState(now, window, attempts),
        may_start: open !== undefined || mayStartAttempt(now, window, attempts, p.maxAttempts) === null,
        attempt_id: open?.id ?? latest?.id ?? null,
        score: latest?.score ?? null,
        pending: Number(latest?.pending ?? 0),
      };
    }),
    total: await pageTotal(rows, q.page, () => read(1, 0)),
    page: q.page,
    page_size: q.page_size,
  };
}

async function findStudentPublication(db: DbOrTx, user: TSessionUser, publicationId: number) {
  const [row] = await db
    .select({ publication: paperPublications, paper: papers, now: sql<string>`now()` })
    .from(paperPublications)
    .innerJoin(papers, eq(papers.id, paperPublications.paperId))
    .where(and(eq(paperPublications.id, publicationId), visibleTo(user)))
    .limit(1);
  if (!row) throw notFound(paperExamMessages.publicationMissing);
  return { ...row, now: new Date(row.now) };
}

type TAttemptRow = typeof paperAttempts.$inferSelect;
type TPublicationRow = typeof paperPublications.$inferSelect;
type TPaperRow = typeof papers.$inferSelect;

/** The sections of an attempt's questions (they come section by section), with how many of each. */
export function sectionsOf(items: readonly TAttemptItem[]): TAnswerSheet['sections'] {
  const sections: (TAnswerSheet['sections'][number] & { index: number })[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last?.index === item.section) last.count++;
    else
      sections.push({ index: item.section, title: item.section_title, type: item.type, points: item.points, count: 1 });
  }
  return sections.map(({ index: _, ...section }) => section);
}

/** The answer sheet of an attempt: the questions without answers or 解析, and the server's clock. */
function sheetOf(attempt: TAttemptRow, publication: TPublicationRow, paper: TPaperRow, now: Date): TAnswerSheet {
  return {
    attempt_id: attempt.id,
    attempt_no: attempt.attemptNo,
    publication_id: publication.id,
    title: paper.title,
    kind: paper.kind,
    description: paper.description,
    total_points: itemsTotal(attempt.items),
    started_at: attempt.startedAt.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    server_now: now.toISOString(),
    count_switches: publication.countSwitches,
    switch_limit: publication.switchLimit,
    switch_count: attempt.switchCount,
    only_wrong: attempt.onlyWrong,
    sections: sectionsOf(attempt.items),
    questions: sheetQuestions(attempt.items, attempt.answers as Record<string, TStudentAnswer | undefined>),
  };
}

/** The questions as the student answers them: no answer, no 解析, options in the order drawn, what was saved. */
function sheetQuestions(
  items: readonly TAttemptItem[],
  answers: Readonly<Record<string, TStudentAnswer | undefined>>,
): TAnswerSheet['questions'] {
  return items.map((item, index) => ({
    no: index + 1,
    question_id: item.question_id,
    section: item.section,
    type: item.type,
    stem: item.stem,
    options: item.order.map((original) => ({ key: OPTION_LETTERS[original], text: item.options[original] })),
    blanks: item.answer.type === 'blank' ? item.answer.blanks.length : 0,
    points: item.points,
    saved: answers[String(item.question_id)] ?? null,
  }));
}

/**
 * acc5's preview of a paper as a student sees it: one draw (another each time for a random paper), the questions
 * without answers, the clock as a publication of now would give it. Nothing is written.
 */
export async function previewSheet(db: Db, paperId: number): Promise<TAnswerSheet> {
  const [paper] = await db.select().from(papers).where(eq(papers.id, paperId));
  if (!paper) throw notFound('试卷不存在');
  const seed = randomInt(1, 2 ** 31 - 1);
  const items = await drawItems(db, paper, seed, null);
  const now = new Date();
  const deadline = paper.durationMinutes > 0 ? new Date(now.getTime() + paper.durationMinutes * 60_000) : now;
  return {
    attempt_id: 0,
    attempt_no: 1,
    publication_id: 0,
    title: paper.title,
    kind: paper.kind,
    description: paper.description,
    total_points: itemsTotal(items),
    started_at: now.toISOString(),
    deadline_at: deadline.toISOString(),
    server_now: now.toISOString(),
    count_switches: false,
    switch_limit: 0,
    switch_count: 0,
    only_wrong: false,
    sections: sectionsOf(items),
    questions: sheetQuestions(items, {}),
  };
}

/** The questions of a new attempt: drawn from the paper now, copied so later edits of the bank change nothing. */
async function drawItems(
  db: DbOrTx,
  paper: TPaperRow,
  seed: number,
  only: Set<number> | null,
): Promise<TAttemptItem[]> {
  const sections = (await loadSections(db, [paper.id])).map(sectionOfRow);
  const pools: (TPoolQuestion[] | null)[] = [];
  for (const section of sections) {
    if (section.mode !== 'random' || !section.draw || section.draw.chapterIds.length === 0) {
      pools.push(null);
      continue;
    }
    pools.push(
      await db
        .select({ id: questions.id, difficulty: questions.difficulty })
        .from(questions)
        .where(and(eq(questions.type, section.type), drawChaptersSql(section.draw.chapterIds)))
        .orderBy(asc(questions.id)),
    );
  }
  const plan = planAttempt(sections, pools, seed, paper.shuffleQuestions);
  if ('shortSection' in plan) throw badRequest(`试卷第${plan.shortSection + 1}部分的题库试题不够抽取，请联系老师`);
  const slots = only ? plan.slots.filter((slot) => only.has(slot.questionId)) : plan.slots;
  const ids = [...new Set(slots.map((slot) => slot.questionId))];
  const found = ids.length === 0 ? [] : await db.select().from(questions).where(inArray(questions.id, ids));
  const byId = new Map(found.map((question) => [question.id, question]));
  return slots.flatMap((slot) => {
    const question = byId.get(slot.questionId);
    if (!question) return [];
    const section = sections[slot.section];
    return [
      {
        section: slot.section,
        section_title: section.title || QUESTION_TYPE_LABEL[section.type],
        question_id: question.id,
        points: slot.points,
        type: question.type,
        stem: question.stem,
        options: question.options,
        order: optionOrder(question.options.length, optionSeed(seed, question.id, paper.shuffleOptions)),
        answer: question.answer,
        explanation: question.explanation,
      },
    ];
  });
}

async function attemptsOf(db: DbOrTx, publicationId: number, studentId: number) {
  return db
    .select()
    .from(paperAttempts)
    .where(and(eq(paperAttempts.publicationId, publicationId), eq(paperAttempts.studentId, studentId)))
    .orderBy(asc(paperAttempts.attemptNo));
}

/** The questions not right in the student's latest submitted attempt (redo only the wrong ones). */
async function wrongOfLatest(db: DbOrTx, attempts: TAttemptRow[]): Promise<Set<number>> {
  const latest = attempts.filter((attempt) => attempt.status === 2).at(-1);
  if (!latest) return new Set();
  const rows = await db
    .select({ key: practiceResults.questionKey })
    .from(practiceResults)
    .innerJoin(practiceAttempts, eq(practiceAttempts.id, practiceResults.attemptId))
    .where(
      and(
        eq(practiceAttempts.area, 'paper'),
        eq(practiceAttempts.sourceId, latest.id),
        sql`not coalesce(${practiceResults.isRight}, false)`,
      ),
    );
  return new Set(rows.map((row) => Number(row.key)));
}

/**
 * Begin or resume the student's attempt at a publication. An attempt in progress resumes; otherwise, inside the
 * window and with attempts left, a new one begins (for redo_practise, a practice paper's wrong questions only).
 */
export async function openAttempt(
  db: Db,
  user: TSessionUser,
  publicationId: number,
  redo: { onlyWrong: boolean } | null = null,
): Promise<TAnswerSheet> {
  await closeOverdue(db, { studentId: user.id });
  const { publication, paper, now } = await findStudentPublication(db, user, publicationId);
  if (redo && paper.kind !== 'practice') throw badRequest(paperExamMessages.redoPracticeOnly);
  const attempts = await attemptsOf(db, publication.id, user.id);
  const open = attempts.find((attempt) => attempt.status === 1 && attempt.deadlineAt > now);
  if (open) return sheetOf(open, publication, paper, now);
  const refusal = mayStartAttempt(now, publication, attempts, publication.maxAttempts);
  if (refusal) throw badRequest(refusal);
  let only: Set<number> | null = null;
  if (redo?.onlyWrong) {
    only = await wrongOfLatest(db, attempts);
    if (only.size === 0) throw badRequest(paperExamMessages.nothingWrong);
  }
  const seed = randomInt(1, 2 ** 31 - 1);
  const items = await drawItems(db, paper, seed, only);
  const deadlineAt = attemptDeadline(now, paper.durationMinutes, publication.endAt);
  try {
    const attempt = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(paperAttempts)
        .values({
          publicationId: publication.id,
          studentId: user.id,
          attemptNo: (attempts.at(-1)?.attemptNo ?? 0) + 1,
          seed,
          onlyWrong: only !== null,
          items,
          startedAt: now,
          deadlineAt,
        })
        .returning();
      await tx.insert(practiceAttempts).values({
        area: 'paper',
        sourceId: created.id,
        collegeId: publication.collegeId,
        studentId: user.id,
        classId: publication.classId,
        resourceId: publication.resourceId,
        lessonId: null,
        caseId: publication.id,
        totalCount: items.length,
        maxScore: itemsTotal(items),
        startedAt: now,
        lastActiveAt: now,
      });
      return created;
    });
    return sheetOf(attempt, publication, paper, now);
  } catch (error) {
    // the same student began it at the same moment elsewhere: resume that one
    if (!isUniqueViolation(error)) throw error;
    const again = (await attemptsOf(db, publication.id, user.id)).find((a) => a.status === 1);
    if (!again) throw error;
    return sheetOf(again, publication, paper, now);
  }
}

// ---- saving: one statement, the questions of the attempt from a process cache (they never change)

interface TCachedAttempt {
  studentId: number;
  items: Map<number, TAttemptItem>;
}
const MAX_CACHED = 5_000;
const cache = new Map<number, TCachedAttempt>();

async function cachedAttempt(db: DbOrTx, attemptId: number, studentId: number): Promise<TCachedAttempt> {
  let hit = cache.get(attemptId);
  if (!hit) {
    const [row] = await db
      .select({ studentId: paperAttempts.studentId, items: paperAttempts.items })
      .from(paperAttempts)
      .where(eq(paperAttempts.id, attemptId))
      .limit(1);
    if (!row) throw notFound(paperExamMessages.attemptMissing);
    hit = { studentId: row.studentId, items: new Map(row.items.map((item) => [item.question_id, item])) };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as number);
    cache.set(attemptId, hit);
  }
  if (hit.studentId !== studentId) throw notFound(paperExamMessages.attemptMissing);
  return hit;
}

/** Why a write to an attempt was refused: missing, submitted, or past its deadline (then graded now). */
async function refusal(db: Db, attemptId: number, studentId: number): Promise<Error> {
  const [row] = await db
    .select({ status: paperAttempts.status, late: sql<boolean>`${paperAttempts.deadlineAt} <= now()` })
    .from(paperAttempts)
    .where(and(eq(paperAttempts.id, attemptId), eq(paperAttempts.studentId, studentId)));
  if (!row) return notFound(paperExamMessages.attemptMissing);
  if (row.status === 2) return conflict(paperExamMessages.submitted);
  await closeOverdue(db, { studentId });
  return conflict(paperExamMessages.closed);
}

/** Check the answers against the attempt's questions; the patch to merge and the questions cleared. */
async function checkedAnswers(db: DbOrTx, user: TSessionUser, body: TAnswerSaveBody) {
  const attempt = await cachedAttempt(db, body.attempt_id, user.id);
  const patch: Record<string, TStudentAnswer> = {};
  const cleared: string[] = [];
  for (const { question_id, answer } of body.answers) {
    const item = attempt.items.get(question_id);
    if (!item) throw badRequest('试题不在这份试卷中');
    if (answer === null) {
      cleared.push(String(question_id));
      continue;
    }
    const problem = checkStudentAnswer(item, answer);
    if (problem) throw badRequest(`第${[...attempt.items.keys()].indexOf(question_id) + 1}题：${problem}`);
    patch[String(question_id)] = answer;
  }
  return { patch, cleared };
}

const saveStatement = statement<{ saved_at: Date }>(
  'paper_save_answers',
  `with upd as (
     update paper_attempts set answers = (answers - $3::text[]) || $4::jsonb, saved_at = now()
     where id = $1 and student_id = $2 and status = 1 and deadline_at > now()
     returning id, saved_at),
   touch as (
     update practice_attempts set last_active_at = now(),
       active_seconds = active_seconds + least(300, greatest(0, extract(epoch from now() - last_active_at)))::int
     where area = 'paper' and source_id in (select id from upd))
   select saved_at from upd`,
);

const leaveStatement = statement<{ switch_count: number; switch_limit: number; counted: boolean }>(
  'paper_leave_page',
  `update paper_attempts a set switch_count = a.switch_count + case when p.count_switches then 1 else 0 end
   from paper_publications p
   where a.id = $1 and a.student_id = $2 and a.status = 1 and a.deadline_at > now() and p.id = a.publication_id
   returning a.switch_count, p.switch_limit, p.count_switches as counted`,
);

/**
 * Save answers as the student goes: merged into the attempt's answers by question (the last save of a question
 * wins), only while the attempt is open and before its deadline. One statement (the questions come from the cache).
 */
export async function saveAnswers(db: Db, user: TSessionUser, body: TAnswerSaveBody): Promise<{ saved_at: string }> {
  const { patch, cleared } = await checkedAnswers(db, user, body);
  const [row] = await runStatement(db, saveStatement, [body.attempt_id, user.id, cleared, JSON.stringify(patch)]);
  if (!row) throw await refusal(db, body.attempt_id, user.id);
  return { saved_at: new Date(row.saved_at).toISOString() };
}

/**
 * The student left the page (切屏) of an open attempt whose publication counts it: the count, and when it reaches
 * the limit the attempt is submitted.
 */
export async function recordLeave(
  db: Db,
  user: TSessionUser,
  attemptId: number,
): Promise<{ switch_count: number; switch_limit: number; submitted: boolean }> {
  const [row] = await runStatement(db, leaveStatement, [attemptId, user.id]);
  if (!row) throw await refusal(db, attemptId, user.id);
  const reached = row.counted && row.switch_limit > 0 && row.switch_count >= row.switch_limit;
  if (reached) await submitInTransaction(db, attemptId, 'switches', new Date());
  return { switch_count: row.switch_count, switch_limit: row.switch_limit, submitted: reached };
}

/** Submit: the answers not saved yet are saved first, then the attempt is graded now. */
export async function submitAttempt(
  db: Db,
  user: TSessionUser,
  body: { attempt_id: number; answers?: TAnswerSaveBody['answers'] },
): Promise<void> {
  if (body.answers && body.answers.length > 0) {
    await saveAnswers(db, user, { attempt_id: body.attempt_id, answers: body.answers });
  }
  await cachedAttempt(db, body.attempt_id, user.id);
  const [open] = await db
    .select({ id: paperAttempts.id, late: sql<boolean>`${paperAttempts.deadlineAt} <= now()` })
    .from(paperAttempts)
    .where(
      and(eq(paperAttempts.id, body.attempt_id), eq(paperAttempts.studentId, user.id), eq(paperAttempts.status, 1)),
    );
  if (!open || open.late) throw await refusal(db, body.attempt_id, user.id);
  if (!(await submitInTransaction(db, body.attempt_id, 'student', new Date()))) {
    throw conflict(paperExamMessages.submitted);
  }
}

/**
 * redo_practical_training: the practical items that go with a paper — those of the lessons of the publication's
 * course where the paper is a lesson item — for the student to do again from each lesson's practice page.
 */
export async function practicalOfPaper(db: Db, user: TSessionUser, publicationId: number): Promise<TRedoPractical> {
  const { publication } = await findStudentPublication(db, user, publicationId);
  const rows = await queryRows<{
    lesson_id: number;
    lesson_title: string;
    kind: string;
    ref_id: number;
    title: string;
  }>(
    db,
    sql`select l.id as lesson_id, l.title as lesson_title, li.kind, li.ref_id, li.title
    from lessons l
    join chapters c on c.id = l.chapter_id
    join lesson_items li on li.lesson_id = l.id and li.kind <> 'paper'
    where l.resource_id = ${publication.resourceId}
      and exists (select 1 from lesson_items p where p.lesson_id = l.id and p.kind = 'paper'
        and p.ref_id = ${publication.paperId})
    order by c.sort, l.sort, l.id, li.sort, li.id`,
  );
  const lessons: TRedoPractical['lessons'] = [];
  for (const row of rows) {
    let lesson = lessons.find((entry) => entry.lesson_id === row.lesson_id);
    if (!lesson) {
      lesson = { lesson_id: row.lesson_id, lesson_title: row.lesson_title, items: [] };
      lessons.push(lesson);
    }
    lesson.items.push({ kind: row.kind, ref_id: row.ref_id, title: row.title });
  }
  return { class_id: publication.classId, resource_id: publication.resourceId, lessons };
}
