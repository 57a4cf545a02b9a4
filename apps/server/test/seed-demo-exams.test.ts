// The demo papers in use (seed/demo-exams.ts): linked to their courses, the exam and the practice paper published
// to 2024级会计1班 by 林老师, the exam sat by most of the class through the services (graded, one left in progress),
// and the demo student with both papers still open.
import type { TModelAnswer } from '@sxpt/domain';
import { DEFAULT_PARTIAL_RULES, gradeAnswer } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonItems, paperAttempts, paperPublications, practiceAttempts, users } from '../src/db/schema';
import { listStudentPapers } from '../src/modules/paper/attempt-service';
import { seedDemo } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import { demoAnswer, seedDemoExams } from '../src/seed/demo-exams';
import { sessionUserOf } from '../src/seed/demo-practice';
import { seedDemoPapers, seedQuestionBank } from '../src/seed/question-bank';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemo(t.db);
  await seedDemoContent(t.db, t.ctx.files, { collegeIds: [demo.collegeId], classIds: demo.classIds });
  await seedQuestionBank(t.db);
  await seedDemoExams(t.db, await seedDemoPapers(t.db, demo.acc5Id));
});
afterAll(() => t.close());

describe('demoAnswer', () => {
  const models: [TModelAnswer, string[]][] = [
    [{ type: 'single', choices: 'B' }, ['甲', '乙', '丙', '丁']],
    [{ type: 'multiple', choices: 'ABD' }, ['甲', '乙', '丙', '丁']],
    [{ type: 'indefinite', choices: 'AC' }, ['甲', '乙', '丙', '丁']],
    [{ type: 'judge', value: false }, []],
    [{ type: 'blank', blanks: [['13%', '0.13'], ['1300']] }, []],
    [
      {
        type: 'entry',
        lines: [
          { side: 'debit', account: '银行存款', code: '1002', amount: '11300.00' },
          { side: 'credit', account: '主营业务收入', code: '6001', amount: '10000.00' },
          { side: 'credit', account: '应交税费—应交增值税（销项税额）', amount: '1300.00' },
        ],
      },
      [],
    ],
  ];
  it.each(models)('a right answer earns full marks and a wrong one less: %j', (model, options) => {
    const full = gradeAnswer(model, demoAnswer(model, options, true), '3', DEFAULT_PARTIAL_RULES);
    const wrong = gradeAnswer(model, demoAnswer(model, options, false), '3', DEFAULT_PARTIAL_RULES);
    expect(full.status).toBe('right');
    expect(['wrong', 'partial']).toContain(wrong.status);
  });
});

describe('the demo papers in use', () => {
  it('puts the three papers in their courses and publishes two to 2024级会计1班', async () => {
    expect(await t.db.select().from(lessonItems).where(eq(lessonItems.kind, 'paper'))).toHaveLength(3);
    const published = await t.db.select().from(paperPublications);
    expect(published).toHaveLength(2);
    for (const publication of published) expect(publication.endAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('has eleven graded attempts at the exam and one in progress, with a spread of scores', async () => {
    const attempts = await t.db.select().from(practiceAttempts).where(eq(practiceAttempts.area, 'paper'));
    const [exam] = await t.db.select().from(paperPublications).orderBy(paperPublications.id).limit(1);
    const ofExam = attempts.filter((attempt) => attempt.caseId === exam.id);
    expect(ofExam.filter((attempt) => attempt.status === 2)).toHaveLength(11);
    expect(ofExam.filter((attempt) => attempt.status === 1)).toHaveLength(1);
    const scores = ofExam.filter((attempt) => attempt.status === 2).map((attempt) => Number(attempt.score));
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(80);
    expect(Math.min(...scores)).toBeLessThan(60);
    for (const attempt of ofExam) expect(attempt.maxScore).toBe('100.00');
    // sat yesterday afternoon, inside the window, each in 25 to 80 minutes
    for (const attempt of ofExam.filter((entry) => entry.status === 2)) {
      expect(attempt.activeSeconds).toBeGreaterThanOrEqual(25 * 60);
      expect(attempt.activeSeconds).toBeLessThanOrEqual(80 * 60);
      expect(attempt.submittedAt!.getTime() - attempt.startedAt.getTime()).toBe(attempt.activeSeconds * 1000);
      expect(attempt.startedAt.getTime()).toBeGreaterThan(exam.startAt.getTime());
    }
    const open = await t.db.select().from(paperAttempts).where(eq(paperAttempts.status, 1));
    expect(open).toHaveLength(1);
  });

  it('leaves the demo student with both papers open', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.account, 'student'));
    const list = await listStudentPapers(t.db, sessionUserOf(row, ''), { page: 1, page_size: 20 });
    expect(list.list.map((paper) => [paper.title, paper.state])).toEqual(
      expect.arrayContaining([
        ['增值税发票开具实训 期末考试', 'open'],
        ['出纳实务 课后练习', 'open'],
      ]),
    );
  });
});
