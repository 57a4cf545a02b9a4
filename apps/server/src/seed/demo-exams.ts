// The demo papers in use (issue 10 §6): acc5 puts the three papers in their courses' last lessons, 林老师
// publishes the invoicing exam and the cashier practice paper to 2024级会计1班, and most of the class has sat the
// exam, so that 考试分析 has figures at once. Everything through the product's own services; student (the demo
// student) has not sat anything, so the tour starts with an open exam.
import { ZPublishPapersBody } from '@sxpt/contract';
import { seededRandom, type TModelAnswer, type TStudentAnswer } from '@sxpt/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  chapters,
  classes,
  colleges,
  lessonItems,
  lessons,
  paperAttempts,
  papers,
  practiceAttempts,
  practiceResults,
  resources,
  users,
} from '../db/schema';
import { openAttempt, saveAnswers, submitAttempt } from '../modules/paper/attempt-service';
import { publishPapers } from '../modules/paper/publish-service';
import { sessionUserOf } from './demo-practice';

/** The course of each demo paper, by the paper's place in seedDemoPapers' answer. */
const PAPER_COURSES = ['增值税发票开具实训', '会计实账实训', '会计实账实训'] as const;

/** How the demo students of 2024级会计1班 did: the share of questions each gets right. */
const EXAM_TAKERS: readonly { account: string; ability: number; submit: boolean }[] = [
  { account: 'student02', ability: 0.95, submit: true },
  { account: 'student03', ability: 0.9, submit: true },
  { account: 'student04', ability: 0.85, submit: true },
  { account: 'student05', ability: 0.8, submit: true },
  { account: 'student06', ability: 0.78, submit: true },
  { account: 'student07', ability: 0.72, submit: true },
  { account: 'student08', ability: 0.68, submit: true },
  { account: 'student09', ability: 0.62, submit: true },
  { account: 'student10', ability: 0.55, submit: true },
  { account: 'student11', ability: 0.45, submit: true },
  { account: 'student12', ability: 0.35, submit: true },
  { account: 'student13', ability: 0.7, submit: false },
];
const PRACTICE_TAKERS = ['student02', 'student03', 'student05', 'student08'];

/** A student's answer to a question: the model answer when `right`, else a believable wrong one. */
export function demoAnswer(model: TModelAnswer, options: string[], right: boolean): TStudentAnswer {
  switch (model.type) {
    case 'single':
    case 'multiple':
    case 'indefinite': {
      if (right) return { type: model.type, choices: model.choices };
      const wrong = 'ABCDEFGH'
        .slice(0, options.length)
        .split('')
        .find((letter) => !model.choices.includes(letter));
      // a 不定项 half known: the first right option only (partial credit); else one wrong option in
      if (model.type === 'indefinite' && model.choices.length > 1)
        return { type: model.type, choices: model.choices[0] };
      return {
        type: model.type,
        choices: model.type === 'single' ? (wrong ?? 'A') : `${model.choices[0]}${wrong ?? ''}`,
      };
    }
    case 'judge':
      return { type: 'judge', value: right ? model.value : !model.value };
    case 'blank':
      return { type: 'blank', blanks: model.blanks.map((accepted, i) => (right || i > 0 ? accepted[0] : '0')) };
    case 'entry':
      return {
        type: 'entry',
        lines: model.lines.map((line, i) => ({
          side: line.side,
          account: line.code ? `${line.code} ${line.account}` : line.account,
          // a wrong entry: the first line's amount off by ten yuan
          amount: right || i > 0 ? line.amount : (Number(line.amount) + 10).toFixed(2),
        })),
      };
    case 'essay':
      return { type: 'essay', text: right ? model.reference : '不太清楚，只记得要按规定处理。' };
  }
}

async function demoUsers(db: Db, accounts: readonly string[]) {
  const rows = await db
    .select({ user: users, collegeName: colleges.name })
    .from(users)
    .innerJoin(colleges, eq(colleges.id, users.collegeId))
    .where(inArray(users.account, [...accounts]));
  return new Map(rows.map((row) => [row.user.account, sessionUserOf(row.user, row.collegeName)]));
}

/** Sit a published paper as the demo students do: answers by ability, submitted or left in progress. */
async function sit(
  db: Db,
  publicationId: number,
  takers: readonly { account: string; ability: number; submit: boolean }[],
) {
  const students = await demoUsers(
    db,
    takers.map((taker) => taker.account),
  );
  for (const [index, taker] of takers.entries()) {
    const student = students.get(taker.account);
    if (!student) continue;
    const sheet = await openAttempt(db, student, publicationId);
    const [attempt] = await db.select().from(paperAttempts).where(eq(paperAttempts.id, sheet.attempt_id));
    // right or wrong by student and question, whatever order the questions were drawn in: the same results each time
    const answers = attempt.items.map((item) => ({
      question_id: item.question_id,
      answer: demoAnswer(item.answer, item.options, seededRandom(index * 100_003 + item.question_id)() < taker.ability),
    }));
    await saveAnswers(db, student, { attempt_id: attempt.id, answers });
    if (taker.submit) await submitAttempt(db, student, { attempt_id: attempt.id });
    if (taker.submit) await backdate(db, attempt.id, index);
  }
}

/**
 * The class sat the paper yesterday afternoon, not all in the same second: each submitted attempt is moved back to a
 * start in the first minutes of 14:00 (Beijing) the day before, and a time taken of 25 to 80 minutes.
 */
async function backdate(db: Db, attemptId: number, index: number) {
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = new Date(yesterday.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
  const startedAt = new Date(`${day}T06:00:00Z`);
  startedAt.setUTCMinutes((index * 3) % 10);
  const used = (25 + ((index * 17) % 56)) * 60;
  const submittedAt = new Date(startedAt.getTime() + used * 1000);
  await db
    .update(paperAttempts)
    .set({ startedAt, submittedAt, savedAt: submittedAt })
    .where(eq(paperAttempts.id, attemptId));
  await db
    .update(practiceAttempts)
    .set({ startedAt, submittedAt, lastActiveAt: submittedAt, activeSeconds: used })
    .where(and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, attemptId)));
  await db
    .update(practiceResults)
    .set({ firstAt: submittedAt, lastAt: submittedAt })
    .where(
      sql`${practiceResults.attemptId} = (select id from practice_attempts where area = 'paper' and source_id = ${attemptId})`,
    );
}

/** Link the demo papers to their courses, publish two to 2024级会计1班, and let the class sit the exam. */
export async function seedDemoExams(db: Db, paperIds: readonly number[]): Promise<void> {
  const courses = await db.select({ id: resources.id, name: resources.name }).from(resources);
  const courseOf = (name: string) => courses.find((course) => course.name === name)?.id;
  // each paper goes into the last lesson of its course, after the lesson's other items (relation_resource_bank)
  for (const [i, paperId] of paperIds.entries()) {
    const resourceId = courseOf(PAPER_COURSES[i] ?? '');
    if (!resourceId) continue;
    const [last] = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(eq(lessons.resourceId, resourceId))
      .orderBy(desc(chapters.sort), desc(lessons.sort))
      .limit(1);
    const [paper] = await db.select({ title: papers.title }).from(papers).where(eq(papers.id, paperId));
    if (!last || !paper) continue;
    await db
      .insert(lessonItems)
      .values({ lessonId: last.id, kind: 'paper', refId: paperId, title: paper.title, sort: 100 + i });
  }

  const [teacher] = await demoUsers(db, ['teacher']).then((found) => [...found.values()]);
  const [klass] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.name, '2024级会计1班'), eq(classes.collegeId, teacher?.collegeId ?? 0)));
  if (!teacher || !klass) return;
  const now = Date.now();
  const day = 86_400_000;
  const publish = async (paperIndex: number, change: Record<string, unknown>) => {
    const resourceId = courseOf(PAPER_COURSES[paperIndex]);
    if (!resourceId) return null;
    const [id] = await publishPapers(
      db,
      teacher,
      ZPublishPapersBody.parse({
        paper_id: paperIds[paperIndex],
        resource_id: resourceId,
        class_ids: [klass.id],
        start_at: new Date(now - 2 * day).toISOString(),
        end_at: new Date(now + 30 * day).toISOString(),
        max_attempts: 1,
        show_answers: 'after_submit',
        count_switches: true,
        switch_limit: 0,
        ...change,
      }),
    );
    return id;
  };
  const exam = await publish(0, {});
  const practice = await publish(1, { max_attempts: 0, count_switches: false });
  if (exam) await sit(db, exam, EXAM_TAKERS);
  if (practice)
    await sit(
      db,
      practice,
      PRACTICE_TAKERS.map((account, i) => ({ account, ability: 0.9 - i * 0.1, submit: true })),
    );
}
