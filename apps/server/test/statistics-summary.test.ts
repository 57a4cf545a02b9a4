// Learning summary and the college's figures (issue 9 §5), hand-computed on a class of two: lessons, video and
// reading time, practice, attendance; the streamed .xlsx; who may see what.
import { ApiCode, collegeMessages, type TCollegeFigures, type TLearningSummaryRow } from '@sxpt/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, handoutRecords, practiceAttempts, videoRecords } from '../src/db/schema';
import { createAttendance, createClassroom } from './support/course-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: Awaited<ReturnType<typeof createClassroom>>;
beforeAll(async () => {
  t = await createTestApp();
  room = await createClassroom(t.app, t.db);
  const { student, classmate } = room.users;
  const { a, b, d } = room.course.lessons;
  const classId = room.klass.id;
  // the student: lesson A's video done (100 s) and its handout read 30 s, lesson B's handout read 60 s;
  // the classmate: 40 s of lesson D's video, not done
  await t.db.insert(videoRecords).values([
    { studentId: student.id, classId, lessonId: a.id, watchedSeconds: 100, duration: 100, isCompleted: true },
    { studentId: classmate.id, classId, lessonId: d.id, watchedSeconds: 40, duration: 300 },
  ]);
  await t.db.insert(handoutRecords).values([
    { studentId: student.id, classId, lessonId: a.id, readSeconds: 30, pageCount: 4 },
    { studentId: student.id, classId, lessonId: b.id, readSeconds: 60, pageCount: 2 },
  ]);
  // two practice items: one done at 14 of 17, one begun at 1 of 17
  const attempt = {
    area: 'bwkp' as const,
    collegeId: room.college.id,
    studentId: student.id,
    classId,
    resourceId: room.course.resource.id,
    lessonId: a.id,
    totalCount: 17,
    maxScore: '17',
  };
  await t.db.insert(practiceAttempts).values([
    { ...attempt, sourceId: 900_001, caseId: 7, status: 2, doneCount: 17, score: '14' },
    { ...attempt, sourceId: 900_002, caseId: 8, status: 1, doneCount: 3, score: '1' },
  ]);
  // one sign-in, over: the student signed
  const session = await createAttendance(t.db, {
    classId,
    teacherId: room.users.teacher.id,
    startedMinutesAgo: 60,
    closed: true,
  });
  await t.db.insert(attendanceRecords).values({ sessionId: session.id, studentId: student.id, status: 1 });
});
afterAll(() => t.close());

describe('learning summary', () => {
  it('one row per student: lessons, time, practice, attendance', async () => {
    const res = await call<{ class_name: string; list: TLearningSummaryRow[] }>(
      t.app,
      '/api/statistics/learning_summary',
      { class_id: room.klass.id },
      room.tokens.teacher,
    );
    expect(res.data.class_name).toBe(room.klass.name);
    const byId = new Map(res.data.list.map((row) => [row.student_id, row]));
    expect(byId.get(room.users.student.id)).toMatchObject({
      // lessons A, B and D count (C has neither video nor handout); A by its video, B by its handout
      lessons_total: 3,
      lessons_completed: 2,
      video_seconds: 100,
      handout_seconds: 90,
      practice_started: 2,
      practice_done: 1,
      // (82.35… + 5.88…) / 2
      practice_avg_score: '44.1',
      sessions: 1,
      signed: 1,
      attendance_rate: '1.0000',
    });
    expect(byId.get(room.users.student.id)?.last_active_at).not.toBeNull();
    expect(byId.get(room.users.classmate.id)).toMatchObject({
      lessons_total: 3,
      lessons_completed: 0,
      video_seconds: 40,
      handout_seconds: 0,
      practice_started: 0,
      practice_avg_score: '',
      sessions: 1,
      signed: 0,
      attendance_rate: '0.0000',
    });
  });

  it('study_export streams the same rows as .xlsx; without a class, every class the user sees', async () => {
    const file = await t.app.inject({
      method: 'POST',
      url: '/college/statistics/study_export',
      payload: { class_id: room.klass.id },
      headers: { authorization: room.tokens.teacher },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain(
      `${room.klass.name}-学习汇总.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(4).value).toBe('完成课时');
    const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
    const studentRow = rows.find((row) => row[2] === room.users.student.account);
    expect(studentRow?.slice(4)).toEqual([2, 3, '1分40秒', '1分30秒', 2, 1, 44.1, 1, 1, '100.0%']);

    const all = await t.app.inject({
      method: 'POST',
      url: '/college/statistics/study_export',
      payload: {},
      headers: { authorization: room.tokens.admin },
    });
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(all.rawPayload as unknown as ExcelJS.Buffer);
    expect(whole.worksheets[0].rowCount).toBe(3);
  });

  it('the college’s figures for its administrator', async () => {
    const res = await call<TCollegeFigures>(t.app, '/college/data/statistics', {}, room.tokens.admin);
    expect(res.data).toMatchObject({
      classes: 1,
      teachers: 1,
      students: 2,
      active_students_week: 2,
      practice_started: 2,
      practice_done: 1,
      practice_done_week: 1,
      video_hours: '0.0',
      // one sign-in of two students, one signed
      attendance_sessions_month: 1,
      attendance_rate_month: '0.5000',
    });
  });

  it('another college sees nothing; a teacher gets no college figures; a student is refused', async () => {
    const { college } = await createCollege(t.db);
    const stranger = await signIn(t.app, await createUser(t.db, { role: 2, collegeId: college.id }));
    expect(await call(t.app, '/api/statistics/learning_summary', { class_id: room.klass.id }, stranger)).toMatchObject({
      code: ApiCode.notFound,
      message: collegeMessages.classMissing,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/college/statistics/study_export',
      payload: {},
      headers: { authorization: stranger },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(empty.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].rowCount).toBe(1);
    expect((await call(t.app, '/college/data/statistics', {}, room.tokens.teacher)).code).toBe(ApiCode.forbidden);
    expect(
      (await call(t.app, '/api/statistics/learning_summary', { class_id: room.klass.id }, room.tokens.student)).code,
    ).toBe(ApiCode.forbidden);
  });
});
