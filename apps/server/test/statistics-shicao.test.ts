// Practical-training analysis (issue 9 §2): the figures of a small class against hand-computed expectations, the
// comparison with the model answer, the teacher's override, the report; admin, teacher, another college, student.

import type {
  TShicaoReport,
  TShicaoSubjectDetail,
  TStatisticsChapter,
  TStatisticsClass,
  TSubjectAnalysis,
} from '@sxpt/contract';
import {
  ApiCode,
  collegeMessages,
  statisticsMessages,
  type TCompletionRate,
  type TPracticeTraining,
} from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAttempts, practiceOverrides } from '../src/db/schema';
import { createBwkpRoom, playUntil, type TBwkpRoom } from './support/bwkp-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { statementsOf } from './support/statement-counter';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
let attemptId: number;
/** a teacher of another class of the same college, and one of another college */
let otherTeacher: string;
let strangerTeacher: string;
beforeAll(async () => {
  // sessions from the process cache, as in production: the statement counts below are the calls' own
  t = await createTestApp({ sessionCacheMs: 60_000 });
  room = await createBwkpRoom(t.app, t.db);
  // the student: question 1 right, question 2 wrong once (a customer's 税号), then right; the classmate nothing
  await playUntil(room, 1);
  const customers = room.seed.customers;
  const wrong = [{ ...customers[0], tax_num: '91440101MA5CX0000X' }, ...customers.slice(1)];
  expect((await room.api('save_khbm', { kh_content: wrong })).code).toBe(400);
  await playUntil(room, 2, 2);
  const [attempt] = await t.db
    .select()
    .from(practiceAttempts)
    .where(eq(practiceAttempts.studentId, room.users.student.id));
  attemptId = attempt.id;
  const teacher = await createUser(t.db, { role: 2, collegeId: room.college.id, campusId: room.campus.id });
  await createClass(t.db, room.college.id, [teacher.id], []);
  otherTeacher = await signIn(t.app, teacher);
  const { college } = await createCollege(t.db);
  const stranger = await createUser(t.db, { role: 2, collegeId: college.id });
  await createClass(t.db, college.id, [stranger.id], []);
  strangerTeacher = await signIn(t.app, stranger);
});
afterAll(() => t.close());

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
const get = <T>(path: string, query: Record<string, string | number>, token: string) =>
  call<T>(t.app, `${path}?${qs(query)}`, undefined, token, 'GET');

const itemQuery = () => ({
  class_id: room.klass.id,
  resource_id: room.resource.id,
  lesson_id: room.lesson.id,
  area: 'bwkp',
  case_id: room.caseId,
});

describe('filters', () => {
  it('resources_class: the classes the user sees with their courses; nothing of another college', async () => {
    const res = await call<TStatisticsClass[]>(
      t.app,
      '/api/statistics/resources_class',
      undefined,
      room.tokens.teacher,
      'GET',
    );
    expect(res.data).toEqual([
      {
        id: room.klass.id,
        name: room.klass.name,
        student_count: 2,
        resources: [{ id: room.resource.id, name: room.resource.name }],
      },
    ]);
    const admin = await call<TStatisticsClass[]>(
      t.app,
      '/api/statistics/resources_class',
      undefined,
      room.tokens.admin,
      'GET',
    );
    expect(admin.data.map((entry) => entry.id)).toContain(room.klass.id);
    const stranger = await call<TStatisticsClass[]>(
      t.app,
      '/api/statistics/resources_class',
      undefined,
      strangerTeacher,
      'GET',
    );
    expect(stranger.data.map((entry) => entry.id)).not.toContain(room.klass.id);
  });

  it('chapter_lesson: chapters, lessons and the practice items; a course of no class of the user is missing', async () => {
    const res = await get<TStatisticsChapter[]>(
      '/api/statistics/chapter_lesson',
      { resource_id: room.resource.id },
      room.tokens.teacher,
    );
    expect(res.code).toBe(200);
    const lesson = res.data.flatMap((chapter) => chapter.lessons).find((entry) => entry.id === room.lesson.id);
    expect(lesson?.items).toEqual([{ area: 'bwkp', case_id: room.caseId, title: expect.any(String) }]);
    const stranger = await get('/api/statistics/chapter_lesson', { resource_id: room.resource.id }, strangerTeacher);
    expect(stranger).toMatchObject({ code: ApiCode.notFound, message: collegeMessages.resourceMissing });
  });
});

describe('the class at the practice item', () => {
  it('completion_rate: one in progress, one not started', async () => {
    const res = await get<TCompletionRate>('/api/statistics/shicao/completion_rate', itemQuery(), room.tokens.teacher);
    expect(res.data).toEqual({ total: 2, not_started: 1, in_progress: 1, done: 0 });
  });

  it('practice_training: a row per student with progress, score and time; .xlsx with the same rows', async () => {
    const res = await get<TPracticeTraining>(
      '/api/statistics/shicao/practice_training',
      itemQuery(),
      room.tokens.admin,
    );
    const byId = new Map(res.data.list.map((row) => [row.student_id, row]));
    expect(byId.get(room.users.student.id)).toMatchObject({
      attempt_id: attemptId,
      status: 1,
      done_count: 2,
      total_count: 17,
      // question 1 right at once, question 2 not
      score: '1.00',
      max_score: '17.00',
      score_percent: '5.9',
    });
    // the means are over the one student who started
    expect(res.data.summary).toEqual({
      students: 2,
      started: 1,
      done: 0,
      avg_done: '2.0',
      avg_score_percent: '5.9',
      avg_active_seconds: byId.get(room.users.student.id)?.active_seconds,
    });
    expect(byId.get(room.users.classmate.id)).toMatchObject({
      attempt_id: null,
      status: 0,
      done_count: 0,
      total_count: 17,
      score_percent: '0.0',
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/shicao/practice_training?${qs({ ...itemQuery(), export: 'xlsx' })}`,
      headers: { authorization: room.tokens.teacher },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(3).value).toBe('状态');
    const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
    const studentRow = rows.find((row) => row[1] === room.users.student.account);
    expect(studentRow?.slice(3, 9)).toEqual(['进行中', 2, 17, 1, 17, 5.9]);
  });

  it('subject_analysis_compute: per question done, right at the first try, the most common wrong field', async () => {
    const res = await get<TSubjectAnalysis>(
      '/api/statistics/shicao/subject_analysis_compute',
      itemQuery(),
      room.tokens.teacher,
    );
    expect(res.data.class_size).toBe(2);
    expect(res.data.list).toHaveLength(17);
    expect(res.data.list[0]).toMatchObject({
      question_key: '1',
      students_done: 1,
      done_rate: '0.5000',
      first_try_right: 1,
      first_try_right_rate: '0.5000',
      wrong_tries: 0,
      top_wrong_field: null,
    });
    expect(res.data.list[1]).toMatchObject({
      question_key: '2',
      students_done: 1,
      first_try_right: 0,
      wrong_tries: 1,
      top_wrong_field: { key: 'rows.tax_num', label: '行·税号', count: 1 },
    });
    expect(res.data.list[4]).toMatchObject({ question_key: '5', students_done: 0, done_rate: '0.0000' });
  });
});

describe('the class-wide reads are one statement each', () => {
  it('practice_training, completion_rate and subject_analysis_compute: one statement once the case is cached', async () => {
    for (const name of ['practice_training', 'completion_rate', 'subject_analysis_compute']) {
      await get(`/api/statistics/shicao/${name}`, itemQuery(), room.tokens.teacher);
      const sent = await statementsOf(() => get(`/api/statistics/shicao/${name}`, itemQuery(), room.tokens.teacher));
      expect(sent, name).toHaveLength(1);
    }
  });
});

describe('one student’s answer, the override, the report', () => {
  it('subject_detail: every try; the latest answer beside the model; a wrong try with its wrong cell', async () => {
    const body = { attempt_id: attemptId, question_key: '2' };
    const res = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      body,
      room.tokens.teacher,
    );
    expect(res.code, res.message).toBe(200);
    expect(res.data).toMatchObject({ is_complete: true, is_right: false, area_is_right: false, override: null });
    expect(res.data.tries.map((entry) => [entry.is_right, entry.wrong_labels])).toEqual([
      [false, ['第1行·税号']],
      [true, []],
    ]);
    const [table] = res.data.sections[0].tables;
    expect(table.model).toHaveLength(room.seed.customers.length);
    expect(table.answer).toEqual(table.model);
    expect(table.wrong).toEqual([]);

    const wrongTry = res.data.tries[0];
    const shown = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { ...body, try_id: wrongTry.id },
      room.tokens.teacher,
    );
    const [wrongTable] = shown.data.sections[0].tables;
    expect(wrongTable.wrong).toEqual(['1.tax_num']);
    expect(wrongTable.answer[0].tax_num).toBe('91440101MA5CX0000X');
    expect(wrongTable.model[0].tax_num).toBe(room.seed.customers[0].tax_num);
  });

  it('edit_is_right: the teacher counts question 2 right with a reason; the score follows; logged; and back', async () => {
    const refused = await call(
      t.app,
      '/api/statistics/shicao/edit_is_right',
      { attempt_id: attemptId, question_key: '2', is_right: 1, reason: ' ' },
      room.tokens.teacher,
    );
    expect(refused).toMatchObject({ code: ApiCode.badRequest, message: statisticsMessages.reasonRequired });
    expect(await t.db.select().from(practiceOverrides)).toEqual([]);

    const set = await call(
      t.app,
      '/api/statistics/shicao/edit_is_right',
      { attempt_id: attemptId, question_key: '2', is_right: 1, reason: '税号抄写笔误，已当面更正' },
      room.tokens.teacher,
    );
    expect(set).toMatchObject({
      code: 200,
      message: statisticsMessages.overrideSaved,
      data: { is_right: true, score: '2.00', max_score: '17.00' },
    });
    const [log] = await t.db.select().from(practiceOverrides);
    expect(log).toMatchObject({
      attemptId,
      questionKey: '2',
      isRight: true,
      reason: '税号抄写笔误，已当面更正',
      userId: room.users.teacher.id,
    });
    const detail = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: attemptId, question_key: '2' },
      room.tokens.admin,
    );
    expect(detail.data).toMatchObject({
      is_right: true,
      area_is_right: false,
      override: { is_right: true, reason: '税号抄写笔误，已当面更正', by: room.users.teacher.name },
    });

    const back = await call(
      t.app,
      '/api/statistics/shicao/edit_is_right',
      { attempt_id: attemptId, question_key: '2', is_right: null, reason: '恢复系统判定' },
      room.tokens.teacher,
    );
    expect(back).toMatchObject({ code: 200, data: { is_right: false, score: '1.00' } });
    expect(await t.db.select().from(practiceOverrides)).toHaveLength(2);
  });

  it('the report: every question with the answer beside the model, score, time and the teacher’s comment', async () => {
    const saved = await call(
      t.app,
      '/api/statistics/shicao/comment',
      { attempt_id: attemptId, comment: '客户编码要逐项核对税号。' },
      room.tokens.teacher,
    );
    expect(saved).toMatchObject({ code: 200, message: statisticsMessages.commentSaved });
    const res = await get<TShicaoReport>(
      '/api/statistics/shicao/report',
      { attempt_id: attemptId },
      room.tokens.teacher,
    );
    expect(res.data).toMatchObject({
      student: { id: room.users.student.id },
      class_name: room.klass.name,
      course_name: room.resource.name,
      done_count: 2,
      total_count: 17,
      score: '1.00',
      score_percent: '5.9',
      comment: '客户编码要逐项核对税号。',
    });
    expect(res.data.questions).toHaveLength(17);
    const q1 = res.data.questions[0];
    expect(q1).toMatchObject({ is_complete: true, is_right: true, points: '1.00' });
    expect(q1.sections[0].fields.map((field) => field.label)).toContain('纳税人识别号');
    expect(q1.sections[0].fields.every((field) => field.answer === field.model && !field.is_wrong)).toBe(true);
    expect(res.data.questions[5]).toMatchObject({ is_complete: false, tries: 0, sections: [] });
  });

  it('lx_details answers only for an attempt of the real-ledger area', async () => {
    const res = await call(t.app, '/api/statistics/shicao/lx_details', undefined, room.tokens.teacher, 'GET');
    expect(res).toMatchObject({ code: 400, message: '请选择实训记录' });
  });
});

describe('who may see what', () => {
  it('a teacher of another class or another college sees neither the item nor the attempt', async () => {
    for (const token of [otherTeacher, strangerTeacher]) {
      expect(await get('/api/statistics/shicao/practice_training', itemQuery(), token)).toMatchObject({
        code: ApiCode.notFound,
        message: collegeMessages.classMissing,
      });
      expect(
        await call(t.app, '/api/statistics/shicao/subject_detail', { attempt_id: attemptId, question_key: '1' }, token),
      ).toMatchObject({ code: ApiCode.notFound, message: statisticsMessages.attemptMissing });
      const override = await call(
        t.app,
        '/api/statistics/shicao/edit_is_right',
        { attempt_id: attemptId, question_key: '1', is_right: 0, reason: '试图修改' },
        token,
      );
      expect(override).toMatchObject({ code: ApiCode.notFound });
    }
    expect(await t.db.select().from(practiceOverrides).where(eq(practiceOverrides.reason, '试图修改'))).toEqual([]);
  });

  it('a student is refused every analysis call', async () => {
    expect((await get('/api/statistics/shicao/completion_rate', itemQuery(), room.tokens.student)).code).toBe(
      ApiCode.forbidden,
    );
    expect(
      (
        await call(
          t.app,
          '/api/statistics/shicao/subject_detail',
          { attempt_id: attemptId, question_key: '1' },
          room.tokens.student,
        )
      ).code,
    ).toBe(ApiCode.forbidden);
  });

  it('an item not in the lesson, and ids that are not integers, are refused', async () => {
    expect(
      await get(
        '/api/statistics/shicao/completion_rate',
        { ...itemQuery(), case_id: room.caseId + 999 },
        room.tokens.teacher,
      ),
    ).toMatchObject({ code: ApiCode.notFound, message: statisticsMessages.itemMissing });
    expect(
      (await get('/api/statistics/shicao/completion_rate', { ...itemQuery(), class_id: '1.0' }, room.tokens.teacher))
        .code,
    ).toBe(ApiCode.badRequest);
    expect(
      (
        await call(
          t.app,
          '/api/statistics/shicao/subject_detail',
          { attempt_id: String(attemptId), question_key: '1' },
          room.tokens.teacher,
        )
      ).code,
    ).toBe(ApiCode.badRequest);
  });
});
