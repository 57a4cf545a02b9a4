// Exam analysis (/api/statistics/tiku/*): each student's result, the distribution, each question's statistics
// (against a hand-computed table), one attempt beside the right answers, regrading that moves the totals at once,
// the .xlsx, and the scope: an admin the college, a teacher their classes, nothing of another college.
import type {
  TPaperReport,
  TTikuExamChart,
  TTikuExamDetail,
  TTikuExamList,
  TTikuPaperDetail,
  TTikuPaperOption,
  TTikuQuestionStat,
} from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAttempts, practiceOverrides } from '../src/db/schema';
import { readXlsx } from './support/college-factories';
import { createUser, signIn } from './support/factories';
import { createPaperRoom, type TPaperRoom } from './support/paper-factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let fx: TPaperRoom;
let publicationId: number;
const attempts: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  fx = await createPaperRoom(t);
  publicationId = await fx.publish();
  // student: the answers of the fixture (12 of 24: the 判断 wrong, the 简答 pending); classmate: only the 单选, wrong
  const first = (await fx.begin(fx.room.tokens.student, publicationId)).data;
  await call(
    t.app,
    '/student/paper/submit',
    { attempt_id: first.attempt_id, answers: fx.answersFor(first) },
    fx.room.tokens.student,
  );
  attempts.student = first.attempt_id;
  const second = (await fx.begin(fx.room.tokens.classmate, publicationId)).data;
  await call(
    t.app,
    '/student/paper/submit',
    {
      attempt_id: second.attempt_id,
      answers: [{ question_id: fx.ids.single, answer: { type: 'single', choices: 'A' } }],
    },
    fx.room.tokens.classmate,
  );
  attempts.classmate = second.attempt_id;
});
afterAll(() => t.close());

const tiku = <T>(path: string, body: unknown, token = fx.room.tokens.teacher) =>
  call<T>(t.app, `/api/statistics/tiku/${path}`, body, token);

describe('exam analysis', () => {
  it('lists the publications of the teacher’s classes, and none to another college', async () => {
    const mine = await tiku<TTikuPaperOption[]>('paper_select', {});
    expect(mine.data.map((row) => row.publication_id)).toEqual([publicationId]);
    const admin = await tiku<TTikuPaperOption[]>('paper_select', { kind: 'exam' }, fx.room.tokens.admin);
    expect(admin.data).toHaveLength(1);
    expect((await tiku<TTikuPaperOption[]>('paper_select', {}, fx.other.tokens.admin)).data).toEqual([]);
    expect(await tiku('paper_detail', { publication_id: publicationId }, fx.other.tokens.teacher)).toMatchObject({
      code: 404,
    });
    // a teacher of the same college who does not teach the class sees nothing of it
    const stranger = await createUser(t.db, { role: 2, collegeId: fx.room.college.id });
    const token = await signIn(t.app, stranger);
    expect((await tiku<TTikuPaperOption[]>('paper_select', {}, token)).data).toEqual([]);
    expect(await tiku('exam_list', { publication_id: publicationId }, token)).toMatchObject({ code: 404 });
  });

  it('gives the overview and one row per student', async () => {
    const detail = await tiku<TTikuPaperDetail>('paper_detail', { publication_id: publicationId });
    expect(detail.data).toMatchObject({
      student_count: 2,
      started_count: 2,
      submitted_count: 2,
      pending_count: 1,
      question_count: 6,
      total_points: '24.00',
    });
    const list = await tiku<TTikuExamList>('exam_list', { publication_id: publicationId, page: 1, page_size: 10 });
    const byAccount = new Map(list.data.list.map((row) => [row.account, row]));
    expect(byAccount.get(fx.room.users.student.account)).toMatchObject({
      status: 'done',
      score: '12.00',
      pending: 1,
      passed: false,
      attempt_id: attempts.student,
    });
    expect(byAccount.get(fx.room.users.classmate.account)).toMatchObject({ status: 'done', score: '0.00' });
    const found = await tiku<TTikuExamList>('exam_list', {
      publication_id: publicationId,
      keyword: fx.room.users.classmate.name,
      page: 1,
      page_size: 10,
    });
    expect(found.data.list.map((row) => row.account)).toEqual([fx.room.users.classmate.account]);
    expect(found.data.total).toBe(1);
    // a page past the end still says how many there are
    const beyond = await tiku<TTikuExamList>('exam_list', { publication_id: publicationId, page: 3, page_size: 1 });
    expect(beyond.data).toMatchObject({ list: [], total: 2 });
  });

  it('draws the distribution and the summary', async () => {
    const chart = await tiku<TTikuExamChart>('exam_chart', { publication_id: publicationId });
    // 12 / 24 = 50 % and 0 %: both below 60 %
    expect(chart.data.bands.map((band) => band.count)).toEqual([2, 0, 0, 0, 0]);
    expect(chart.data).toMatchObject({
      count: 2,
      average: '6.00',
      highest: '12.00',
      lowest: '0.00',
      passed: 0,
      pass_rate: '0.0000',
    });
  });

  it('gives each question’s facility, discrimination and answer distribution (hand-computed)', async () => {
    const stats = (await tiku<TTikuQuestionStat[]>('exam_qlist', { publication_id: publicationId })).data;
    const single = stats.find((q) => q.question_id === fx.ids.single);
    // scores 2 and 0 of 2: facility 0.5; totals 12 and 0, rest 10 and 0: correlation 1
    expect(single).toMatchObject({ attempts: 2, answered: 2, right: 1, average: '1.00', facility: 0.5 });
    expect(single?.discrimination).toBeCloseTo(1, 10);
    expect(single?.options.map((o) => [o.key, o.count, o.is_right])).toEqual([
      ['A', 1, false],
      ['B', 0, false],
      ['C', 1, true],
      ['D', 0, false],
    ]);
    const indefinite = stats.find((q) => q.question_id === fx.ids.indefinite);
    // 2 of 3 and nothing: (2/3 + 0) / 2
    expect(indefinite?.facility).toBeCloseTo(1 / 3, 10);
    expect(indefinite?.unanswered).toBe(1);
    const essay = stats.find((q) => q.question_id === fx.ids.essay);
    expect(essay).toMatchObject({ pending: 1, answered: 1, right: 0 });
  });

  it('shows one attempt beside the right answers, to its teacher only', async () => {
    const detail = await tiku<TTikuExamDetail>('exam_detail', { attempt_id: attempts.student });
    expect(detail.data.report.score).toBe('12.00');
    const entry = detail.data.parsing.questions.find((q) => q.question_id === fx.ids.entry);
    expect(entry).toMatchObject({ status: 'right', right: { type: 'entry' } });
    expect(await tiku('exam_detail', { attempt_id: attempts.student }, fx.other.tokens.teacher)).toMatchObject({
      code: 404,
    });
  });

  it('regrades: the 简答 given points, a wrong answer marked right; totals follow and the change is logged', async () => {
    const graded = await tiku<TTikuExamDetail>('edit_is_correct', {
      attempt_id: attempts.student,
      question_id: fx.ids.essay,
      points: '8',
      reason: '要点基本答出',
    });
    expect(graded.message).toBe('批改已保存');
    expect(graded.data.report).toMatchObject({ score: '20.00', pending: 0, passed: true });
    expect(
      await tiku('edit_is_correct', {
        attempt_id: attempts.student,
        question_id: fx.ids.essay,
        points: '11',
        reason: '多给',
      }),
    ).toMatchObject({ code: 400, message: '分数不能超过本题满分10.00分' });
    expect(
      await tiku('edit_is_correct', { attempt_id: attempts.student, question_id: fx.ids.essay, reason: '无' }),
    ).toMatchObject({ code: 400, message: '请选择判定结果或填写分数' });
    const marked = await tiku<TTikuExamDetail>('edit_is_correct', {
      attempt_id: attempts.student,
      question_id: fx.ids.judge,
      is_right: true,
      reason: '审核更正',
    });
    expect(marked.data.report.score).toBe('21.00');
    const [practice] = await t.db
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, attempts.student)));
    expect(practice.score).toBe('21.00');
    const log = await t.db.select().from(practiceOverrides).where(eq(practiceOverrides.attemptId, practice.id));
    expect(log.map((row) => [row.questionKey, row.points, row.isRight, row.reason])).toEqual([
      [String(fx.ids.essay), '8.00', null, '要点基本答出'],
      [String(fx.ids.judge), null, true, '审核更正'],
    ]);
    // the student's own report follows
    const own = await call<TPaperReport>(
      t.app,
      '/student/paper/report',
      { attempt_id: attempts.student },
      fx.room.tokens.student,
    );
    expect(own.data.score).toBe('21.00');
    const chart = await tiku<TTikuExamChart>('exam_chart', { publication_id: publicationId });
    expect(chart.data.highest).toBe('21.00');
  });

  it('exports the list as .xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/tiku/exam_list?publication_id=${publicationId}`,
      headers: { authorization: `Bearer ${fx.room.tokens.teacher}` },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsx(res.rawPayload);
    const rows = sheets.get('考试成绩') ?? [];
    expect(rows[0]).toEqual(expect.arrayContaining(['账号', '姓名', '得分', '是否及格']));
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([fx.room.users.student.account, fx.room.users.classmate.account].sort());
  });
});
