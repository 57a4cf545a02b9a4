// Papers published and sat (issue 10 §3–§5): a teacher publishes a paper of a course to a class; a student begins
// (the questions without answers), saves as they go, submits and reads the report; answers only when the
// publication allows; the server grades an attempt left open at its deadline; everything scoped to the college.
import type {
  TAnswerSheet,
  TCollegePaperRow,
  TPage,
  TPaperParsing,
  TPaperPreview,
  TPaperReport,
  TPublicationRow,
  TRedoPractical,
  TStudentPaperRow,
} from '@sxpt/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperAttempts, paperPublications, practiceAttempts } from '../src/db/schema';
import { addLessonItem } from './support/course-factories';
import { createPaperRoom, type TPaperRoom } from './support/paper-factories';
import { statementsOf } from './support/statement-counter';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let fx: TPaperRoom;
let room: TPaperRoom['room'];
let other: TPaperRoom['other'];
let paperId: number;
let ids: Record<string, number>;
let settings: TPaperRoom['settings'];
let publish: TPaperRoom['publish'];
let begin: TPaperRoom['begin'];
let answersFor: TPaperRoom['answersFor'];
let acc5: TPaperRoom['acc5'];

const hour = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 });
  fx = await createPaperRoom(t);
  ({ room, other, paperId, ids, settings, publish, begin, answersFor, acc5 } = fx);
});
afterAll(() => t.close());

describe('the teacher', () => {
  it('sees the papers of the college’s courses, another college sees none of them', async () => {
    const mine = await call<TPage<TCollegePaperRow>>(t.app, '/teacher/resources/papers', {}, room.tokens.teacher);
    expect(mine.data.list).toEqual([
      expect.objectContaining({
        id: paperId,
        title: '增值税小测',
        resource_id: room.course.resource.id,
        question_count: 6,
        total_points: '24.00',
      }),
    ]);
    const theirs = await call<TPage<TCollegePaperRow>>(t.app, '/teacher/resources/papers', {}, other.tokens.teacher);
    expect(theirs.data.list).toEqual([]);
    const preview = await call<TPaperPreview>(
      t.app,
      '/teacher/resources/paper_detail',
      { id: paperId },
      room.tokens.admin,
    );
    expect(preview.data.sections[0].questions[0]).toMatchObject({ answer: { type: 'single', choices: 'C' } });
    const refused = await call(t.app, '/teacher/resources/paper_detail', { id: paperId }, other.tokens.teacher);
    expect(refused).toMatchObject({ code: 404, message: '该课程没有这份试卷' });
  });

  it('cannot publish with a bad window or to a class without the course, and nothing is written', async () => {
    const before = await t.db.select().from(paperPublications);
    const bad = await call(
      t.app,
      '/teacher/resources/publish_papers',
      {
        paper_id: paperId,
        resource_id: room.course.resource.id,
        class_ids: [room.klass.id],
        ...settings({ end_at: iso(-2 * hour) }),
      },
      room.tokens.teacher,
    );
    expect(bad).toMatchObject({ code: 400, message: '结束时间应晚于开始时间' });
    const foreign = await call(
      t.app,
      '/teacher/resources/publish_papers',
      {
        paper_id: paperId,
        resource_id: room.course.resource.id,
        class_ids: [room.klass.id, other.klass.id],
        ...settings(),
      },
      room.tokens.teacher,
    );
    expect(foreign).toMatchObject({ code: 400, message: '所选班级没有开通该课程' });
    const unlinked = await call(
      t.app,
      '/teacher/resources/publish_papers',
      { paper_id: paperId, resource_id: other.course.resource.id, class_ids: [other.klass.id], ...settings() },
      other.tokens.teacher,
    );
    expect(unlinked).toMatchObject({ code: 404 });
    expect(await t.db.select().from(paperPublications)).toEqual(before);
  });
});

describe('acc5', () => {
  it('previews a paper as a student sees it: the questions drawn, no answer or 解析, nothing written', async () => {
    const before = await t.db.select().from(paperAttempts);
    const res = await acc5<TAnswerSheet>('/admin/paper/preview', { id: paperId });
    expect(res.data.questions).toHaveLength(6);
    expect(res.data.total_points).toBe('24.00');
    const text = JSON.stringify(res.data);
    expect(text).not.toContain('的解析');
    expect(text).not.toContain('"answer"');
    expect(await t.db.select().from(paperAttempts)).toEqual(before);
    expect(await acc5('/admin/paper/preview', { id: 999_999 })).toMatchObject({ code: 404 });
  });
});

describe('a student sits the exam', () => {
  let publicationId: number;
  let sheet: TAnswerSheet;

  it('sees it as open, begins, and gets the questions without any answer or 解析', async () => {
    publicationId = await publish();
    const list = await call<TPage<TStudentPaperRow>>(t.app, '/student/paper/list', {}, room.tokens.student);
    expect(list.data.list[0]).toMatchObject({
      publication_id: publicationId,
      state: 'open',
      may_start: true,
      attempt_id: null,
      question_count: 6,
    });
    const outsider = await call<TPage<TStudentPaperRow>>(t.app, '/student/paper/list', {}, other.tokens.student);
    expect(outsider.data.list).toEqual([]);
    expect(await begin(other.tokens.student, publicationId)).toMatchObject({ code: 404 });

    const res = await begin(room.tokens.student, publicationId);
    expect(res.code).toBe(200);
    sheet = res.data;
    expect(sheet.questions).toHaveLength(6);
    const text = JSON.stringify(sheet);
    expect(text).not.toContain('解析');
    expect(text).not.toContain('reference');
    expect(text).not.toContain('"answer"');
    expect(text).not.toContain('11300');
    // the options keep their letters whatever order they are shown in
    const single = sheet.questions.find((q) => q.question_id === ids.single);
    expect(single?.options.map((o) => o.key).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(single?.options.find((o) => o.key === 'C')?.text).toBe('13%');
    const deadline = new Date(sheet.deadline_at).getTime() - new Date(sheet.started_at).getTime();
    expect(deadline).toBe(30 * 60_000);
    // beginning again resumes the same attempt
    expect((await begin(room.tokens.student, publicationId)).data.attempt_id).toBe(sheet.attempt_id);
  });

  it('saves as they go: a bad answer changes nothing, the last save of a question wins, a reload resumes', async () => {
    const save = (answers: unknown[]) =>
      call<{ saved_at: string }>(
        t.app,
        '/student/paper/save',
        { attempt_id: sheet.attempt_id, answers },
        room.tokens.student,
      );
    expect(await save([{ question_id: ids.single, answer: { type: 'single', choices: 'B' } }])).toMatchObject({
      code: 200,
    });
    const bad = await save([
      { question_id: ids.single, answer: { type: 'single', choices: 'A' } },
      { question_id: ids.judge, answer: { type: 'single', choices: 'A' } },
    ]);
    expect(bad).toMatchObject({ code: 400 });
    expect(bad.message).toContain('答案与题型不符');
    expect(await save([{ question_id: ids.single, answer: { type: 'single', choices: 'E' } }])).toMatchObject({
      code: 400,
    });
    // another student cannot write to this attempt
    const intruder = await call(
      t.app,
      '/student/paper/save',
      {
        attempt_id: sheet.attempt_id,
        answers: [{ question_id: ids.single, answer: { type: 'single', choices: 'A' } }],
      },
      room.tokens.classmate,
    );
    expect(intruder).toMatchObject({ code: 404 });
    // two saves at once of different questions both stay; then the later save of a question replaces it
    await Promise.all([save(answersFor(sheet).slice(0, 3)), save(answersFor(sheet).slice(3))]);
    await save([{ question_id: ids.judge, answer: { type: 'judge', value: true } }]);
    const resumed = (await begin(room.tokens.student, publicationId)).data;
    const saved = Object.fromEntries(resumed.questions.map((q) => [q.question_id, q.saved]));
    expect(saved[ids.single]).toEqual({ type: 'single', choices: 'C' });
    expect(saved[ids.judge]).toEqual({ type: 'judge', value: true });
    expect(saved[ids.essay]).toEqual({ type: 'essay', text: '作废在当月，红字跨月。' });
  });

  it('a save is one statement once the attempt is known (the hot call of an exam)', async () => {
    const save = () =>
      call(
        t.app,
        '/student/paper/save',
        {
          attempt_id: sheet.attempt_id,
          answers: [{ question_id: ids.single, answer: { type: 'single', choices: 'C' } }],
        },
        room.tokens.student,
      );
    await save();
    const sent = await statementsOf(save);
    expect(sent).toHaveLength(1);
  });

  it('the list of papers is one statement once warm (the home page of every student)', async () => {
    const list = () => call(t.app, '/student/paper/list', {}, room.tokens.student);
    await list();
    expect(await statementsOf(list)).toHaveLength(1);
  });

  it('has no report or parsing before submitting', async () => {
    expect(
      await call(t.app, '/student/paper/report', { attempt_id: sheet.attempt_id }, room.tokens.student),
    ).toMatchObject({ code: 400, message: '试卷还没有提交' });
    expect(
      await call(t.app, '/student/paper/parsing', { attempt_id: sheet.attempt_id }, room.tokens.student),
    ).toMatchObject({ code: 400 });
  });

  it('submits: graded with partial credit, the 简答 waits for the teacher, and the results model has it', async () => {
    const res = await call<TPaperReport>(
      t.app,
      '/student/paper/submit',
      { attempt_id: sheet.attempt_id },
      room.tokens.student,
    );
    expect(res.message).toBe('交卷成功');
    const report = res.data;
    // 2 + 2 (2 of 3 right) + 1 + 2 + 6 + 0 (pending)
    expect(report.score).toBe('13.00');
    expect(report.total_points).toBe('24.00');
    expect(report.passed).toBe(false);
    expect(report.pending).toBe(1);
    expect(report.questions.map((q) => q.status)).toEqual(['right', 'partial', 'right', 'right', 'right', 'pending']);
    expect(report.sections.map((s) => s.earned)).toEqual(['2.00', '2.00', '1.00', '2.00', '6.00', '0.00']);
    expect(report.may_read_answers).toBe(true);
    const [practice] = await t.db
      .select()
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.area, 'paper'), eq(practiceAttempts.sourceId, sheet.attempt_id)));
    expect(practice).toMatchObject({
      status: 2,
      score: '13.00',
      maxScore: '24.00',
      doneCount: 6,
      totalCount: 6,
      lessonId: null,
    });

    const again = await call(
      t.app,
      '/student/paper/save',
      {
        attempt_id: sheet.attempt_id,
        answers: [{ question_id: ids.single, answer: { type: 'single', choices: 'A' } }],
      },
      room.tokens.student,
    );
    expect(again).toMatchObject({ code: 409, message: '试卷已提交，不能再修改' });
    expect(
      await call(t.app, '/student/paper/submit', { attempt_id: sheet.attempt_id }, room.tokens.student),
    ).toMatchObject({ code: 409 });
    // one attempt allowed: no second
    expect(await begin(room.tokens.student, publicationId)).toMatchObject({ code: 400, message: '作答次数已用完' });
  });

  it('reads the answers and 解析 after submitting when the publication says so', async () => {
    const res = await call<TPaperParsing>(
      t.app,
      '/student/paper/parsing',
      { attempt_id: sheet.attempt_id },
      room.tokens.student,
    );
    const indefinite = res.data.questions.find((q) => q.question_id === ids.indefinite);
    expect(indefinite).toMatchObject({
      status: 'partial',
      earned: '2.00',
      given: { type: 'indefinite', choices: 'AB' },
      right: { type: 'indefinite', choices: 'ABD' },
      explanation: 'indefinite的解析',
    });
    const list = await call<TPage<TStudentPaperRow>>(t.app, '/student/paper/list', {}, room.tokens.student);
    expect(list.data.list.find((row) => row.publication_id === publicationId)).toMatchObject({
      state: 'submitted',
      score: '13.00',
      pending: 1,
      attempt_id: sheet.attempt_id,
      may_start: false,
    });
  });
});

describe('redo_practical_training', () => {
  it('names the practical items of the lessons that hold the paper', async () => {
    const publicationId = await publish();
    const empty = await call<TRedoPractical>(
      t.app,
      '/student/paper/redo_practical_training',
      { publication_id: publicationId },
      room.tokens.student,
    );
    expect(empty.data).toMatchObject({ class_id: room.klass.id, resource_id: room.course.resource.id, lessons: [] });
    const item = await addLessonItem(t.db, room.course.lessons.b.id, 'bwkp', 7);
    const res = await call<TRedoPractical>(
      t.app,
      '/student/paper/redo_practical_training',
      { publication_id: publicationId },
      room.tokens.student,
    );
    expect(res.data.lessons).toEqual([
      {
        lesson_id: room.course.lessons.b.id,
        lesson_title: room.course.lessons.b.title,
        items: [{ kind: 'bwkp', ref_id: 7, title: item.title }],
      },
    ]);
    expect(
      await call(
        t.app,
        '/student/paper/redo_practical_training',
        { publication_id: publicationId },
        other.tokens.student,
      ),
    ).toMatchObject({ code: 404 });
  });
});

describe('the server keeps the clock and the rules', () => {
  it('grades an attempt left open past its deadline at its end time, with what was saved', async () => {
    const publicationId = await publish({ show_answers: 'after_end' });
    const sheet = (await begin(room.tokens.classmate, publicationId)).data;
    await call(
      t.app,
      '/student/paper/save',
      {
        attempt_id: sheet.attempt_id,
        answers: [{ question_id: ids.single, answer: { type: 'single', choices: 'C' } }],
      },
      room.tokens.classmate,
    );
    // the student went away; the deadline passed ten minutes ago
    const deadline = new Date(Date.now() - 10 * 60_000);
    await t.db.update(paperAttempts).set({ deadlineAt: deadline }).where(eq(paperAttempts.id, sheet.attempt_id));
    const late = await call(
      t.app,
      '/student/paper/save',
      { attempt_id: sheet.attempt_id, answers: [{ question_id: ids.judge, answer: { type: 'judge', value: true } }] },
      room.tokens.classmate,
    );
    expect(late).toMatchObject({ code: 409, message: '考试已截止，答案已自动提交' });
    const [row] = await t.db.select().from(paperAttempts).where(eq(paperAttempts.id, sheet.attempt_id));
    expect(row).toMatchObject({ status: 2, submitReason: 'deadline' });
    expect(row.submittedAt?.getTime()).toBe(deadline.getTime());
    const report = (
      await call<TPaperReport>(t.app, '/student/paper/report', { attempt_id: sheet.attempt_id }, room.tokens.classmate)
    ).data;
    expect(report).toMatchObject({ score: '2.00', submit_reason: 'deadline', may_read_answers: false });
    expect(report.answers_note).toBe('答案将在考试截止后公布');
    expect(
      await call(t.app, '/student/paper/parsing', { attempt_id: sheet.attempt_id }, room.tokens.classmate),
    ).toMatchObject({
      code: 403,
      message: '答案将在考试截止后公布',
    });
  });

  it('the list grades an attempt whose deadline passed while the student was away', async () => {
    const publicationId = await publish();
    const sheet = (await begin(room.tokens.classmate, publicationId)).data;
    await t.db
      .update(paperAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(paperAttempts.id, sheet.attempt_id));
    const list = await call<TPage<TStudentPaperRow>>(t.app, '/student/paper/list', {}, room.tokens.classmate);
    expect(list.data.list.find((row) => row.publication_id === publicationId)).toMatchObject({
      state: 'submitted',
      score: '0.00',
      attempt_id: sheet.attempt_id,
    });
  });

  it('submits when the student leaves the page as often as the limit allows', async () => {
    const publicationId = await publish({ count_switches: true, switch_limit: 2 });
    const sheet = (await begin(room.tokens.classmate, publicationId)).data;
    expect(sheet).toMatchObject({ count_switches: true, switch_limit: 2, switch_count: 0 });
    const leave = () =>
      call<{ switch_count: number; submitted: boolean }>(
        t.app,
        '/student/paper/leave',
        { attempt_id: sheet.attempt_id },
        room.tokens.classmate,
      );
    expect((await leave()).data).toMatchObject({ switch_count: 1, submitted: false });
    expect((await leave()).data).toMatchObject({ switch_count: 2, submitted: true });
    const [row] = await t.db.select().from(paperAttempts).where(eq(paperAttempts.id, sheet.attempt_id));
    expect(row).toMatchObject({ status: 2, submitReason: 'switches' });
  });

  it('lets the teacher change only what is safe once a student has begun', async () => {
    const publicationId = await publish();
    await begin(room.tokens.classmate, publicationId);
    const [current] = await t.db.select().from(paperPublications).where(eq(paperPublications.id, publicationId));
    const edit = (change: Record<string, unknown>) =>
      call(
        t.app,
        '/teacher/resources/edit_publish_papers',
        {
          id: publicationId,
          ...settings({ start_at: current.startAt.toISOString(), end_at: current.endAt.toISOString(), ...change }),
        },
        room.tokens.teacher,
      );
    expect(await edit({ start_at: iso(-3 * hour) })).toMatchObject({
      code: 409,
      message: '已有学生开始作答，只能修改结束时间、作答次数和答案显示方式',
    });
    // ending in five minutes brings the open attempt's deadline forward
    const end = new Date(Date.now() + 5 * 60_000);
    expect(await edit({ end_at: end.toISOString() })).toMatchObject({ code: 200 });
    const [attempt] = await t.db.select().from(paperAttempts).where(eq(paperAttempts.publicationId, publicationId));
    expect(attempt.deadlineAt.getTime()).toBe(end.getTime());
    expect(
      await call(
        t.app,
        '/teacher/resources/edit_publish_papers',
        { id: publicationId, ...settings() },
        other.tokens.teacher,
      ),
    ).toMatchObject({
      code: 404,
    });
    const list = await call<TPage<TPublicationRow>>(
      t.app,
      '/teacher/resources/publish_list',
      { paper_id: paperId },
      room.tokens.teacher,
    );
    expect(list.data.list.find((row) => row.id === publicationId)).toMatchObject({
      started_count: 1,
      phase: 'running',
    });
    // a published paper stays in the bank
    expect(await acc5('/admin/paper/delete', { id: paperId })).toMatchObject({
      code: 409,
      message: '试卷已发布到班级，不能删除',
    });
  });

  it('a practice paper can be redone, all of it or only the questions not right', async () => {
    await t.db.execute(sql`update papers set kind = 'practice' where id = ${paperId}`);
    try {
      const publicationId = await publish({ max_attempts: 0 });
      const first = (await begin(room.tokens.student, publicationId)).data;
      await call(
        t.app,
        '/student/paper/submit',
        { attempt_id: first.attempt_id, answers: answersFor(first) },
        room.tokens.student,
      );
      const redo = await call<TAnswerSheet>(
        t.app,
        '/student/paper/redo_practise',
        { publication_id: publicationId, only_wrong: true },
        room.tokens.student,
      );
      // the partial 不定项, the wrong 判断 and the 简答 waiting for the teacher are not right
      expect(redo.data.questions.map((q) => q.question_id).sort()).toEqual(
        [ids.indefinite, ids.judge, ids.essay].sort(),
      );
      expect(redo.data).toMatchObject({ only_wrong: true, attempt_no: 2 });
    } finally {
      await t.db.execute(sql`update papers set kind = 'exam' where id = ${paperId}`);
    }
  });
});
