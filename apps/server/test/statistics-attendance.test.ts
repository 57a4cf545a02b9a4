// Class attendance analysis (issue 9 §4): a class's sign-ins with counts and rates, every student's attendance,
// the marks of a sign-in or a student, the .xlsx; hand-computed on a class of two and three sign-ins.
import {
  ApiCode,
  collegeMessages,
  statisticsMessages,
  type TAttendanceDetailsRow,
  type TAttendanceOverall,
  type TAttendanceRecordRow,
} from '@sxpt/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords } from '../src/db/schema';
import { createAttendance, createClassroom } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: Awaited<ReturnType<typeof createClassroom>>;
const ids = { s1: 0, s2: 0, s3: 0 };
beforeAll(async () => {
  t = await createTestApp();
  room = await createClassroom(t.app, t.db);
  const base = { classId: room.klass.id, teacherId: room.users.teacher.id };
  // three days ago: the student on time, the classmate late; two days ago: on time and absent; now, open: one signed
  const s1 = await createAttendance(t.db, { ...base, startedMinutesAgo: 3 * 24 * 60, closed: true });
  const s2 = await createAttendance(t.db, { ...base, startedMinutesAgo: 2 * 24 * 60, closed: true });
  const s3 = await createAttendance(t.db, { ...base, startedMinutesAgo: 1, minutes: 30 });
  Object.assign(ids, { s1: s1.id, s2: s2.id, s3: s3.id });
  const { student, classmate } = room.users;
  await t.db.insert(attendanceRecords).values([
    { sessionId: s1.id, studentId: student.id, status: 1 },
    { sessionId: s1.id, studentId: classmate.id, status: 2 },
    { sessionId: s2.id, studentId: student.id, status: 1 },
    { sessionId: s3.id, studentId: student.id, status: 1 },
  ]);
});
afterAll(() => t.close());

const post = <T>(path: string, body: object, token = room.tokens.teacher) =>
  call<T>(t.app, `/api/statistics/attendance/checkin/${path}`, body, token);

/** A Beijing calendar day `daysAgo` before today. */
const beijingDayAgo = (daysAgo: number) =>
  new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('class attendance', () => {
  it('overall: the sign-ins with counts and rates; totals over those that are over', async () => {
    const res = await post<TAttendanceOverall>('overall', { class_id: room.klass.id });
    expect(res.data).toMatchObject({
      class_name: room.klass.name,
      students: 2,
      sessions: 3,
      on_time: 2,
      late: 1,
      absent: 1,
      rate: '0.7500',
    });
    expect(
      res.data.trend.map((point) => [
        point.session_id,
        point.is_open,
        point.on_time,
        point.late,
        point.absent,
        point.rate,
      ]),
    ).toEqual([
      [ids.s1, false, 1, 1, 0, '1.0000'],
      [ids.s2, false, 1, 0, 1, '0.5000'],
      [ids.s3, true, 1, 0, 0, '0.5000'],
    ]);
  });

  it('record: each student over the sign-ins that are over; .xlsx with the same rows', async () => {
    const res = await post<{ list: TAttendanceRecordRow[] }>('record', { class_id: room.klass.id });
    const byId = new Map(res.data.list.map((row) => [row.student_id, row]));
    expect(byId.get(room.users.student.id)).toMatchObject({
      sessions: 2,
      on_time: 2,
      late: 0,
      absent: 0,
      rate: '1.0000',
    });
    expect(byId.get(room.users.classmate.id)).toMatchObject({
      sessions: 2,
      on_time: 0,
      late: 1,
      absent: 1,
      rate: '0.5000',
    });

    const file = await t.app.inject({
      method: 'POST',
      url: '/api/statistics/attendance/checkin/record',
      payload: { class_id: room.klass.id, export: 'xlsx' },
      headers: { authorization: room.tokens.admin },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows = [2, 3].map((n) => workbook.worksheets[0].getRow(n).values as unknown[]);
    const classmateRow = rows.find((row) => row[1] === room.users.classmate.account);
    expect(classmateRow?.slice(3)).toEqual([2, 0, 1, 1, '50.0%']);
  });

  it('a date range keeps the sign-ins that started in it (Beijing days, both ends)', async () => {
    const today = beijingDayAgo(0);
    const recent = await post<TAttendanceOverall>('overall', {
      class_id: room.klass.id,
      date_from: today,
      date_to: today,
    });
    expect(recent.data.trend.map((point) => point.session_id)).toEqual([ids.s3]);
    expect(recent.data.rate).toBe('0.0000');
    const earlier = await post<TAttendanceOverall>('overall', {
      class_id: room.klass.id,
      date_from: beijingDayAgo(3),
      date_to: beijingDayAgo(2),
    });
    expect(earlier.data.trend.map((point) => point.session_id)).toEqual([ids.s1, ids.s2]);
    expect(
      await post('overall', { class_id: room.klass.id, date_from: today, date_to: beijingDayAgo(1) }),
    ).toMatchObject({
      code: ApiCode.badRequest,
      message: statisticsMessages.rangeReversed,
    });
    expect((await post('overall', { class_id: room.klass.id, date_from: '2026/05/01' })).code).toBe(ApiCode.badRequest);
  });

  it('details: every student at one sign-in, or one student at every sign-in', async () => {
    const session = await post<TAttendanceDetailsRow[]>('details', { class_id: room.klass.id, session_id: ids.s2 });
    const byAccount = [room.users.student, room.users.classmate].sort((a, b) => (a.account < b.account ? -1 : 1));
    expect(session.data.map((row) => [row.student_id, row.status])).toEqual(
      byAccount.map((user) => [user.id, user.id === room.users.student.id ? 'on_time' : 'absent']),
    );
    const student = await post<TAttendanceDetailsRow[]>('details', {
      class_id: room.klass.id,
      student_id: room.users.classmate.id,
    });
    expect(student.data.map((row) => [row.session_id, row.status])).toEqual([
      [ids.s1, 'late'],
      [ids.s2, 'absent'],
      [ids.s3, null],
    ]);
    expect(await post('details', { class_id: room.klass.id })).toMatchObject({
      message: statisticsMessages.pickSessionOrStudent,
    });
    expect(await post('details', { class_id: room.klass.id, student_id: room.users.teacher.id })).toMatchObject({
      code: ApiCode.notFound,
      message: statisticsMessages.studentNotInClass,
    });
    expect(await post('details', { class_id: room.klass.id, session_id: ids.s1 + 999 })).toMatchObject({
      code: ApiCode.notFound,
      message: statisticsMessages.sessionMissing,
    });
  });

  it('a teacher of another class or college sees nothing; a student is refused', async () => {
    const teacher = await createUser(t.db, { role: 2, collegeId: room.college.id, campusId: room.campus.id });
    await createClass(t.db, room.college.id, [teacher.id], []);
    const { college } = await createCollege(t.db);
    const stranger = await createUser(t.db, { role: 2, collegeId: college.id });
    for (const token of [await signIn(t.app, teacher), await signIn(t.app, stranger)]) {
      expect(await post('overall', { class_id: room.klass.id }, token)).toMatchObject({
        code: ApiCode.notFound,
        message: collegeMessages.classMissing,
      });
    }
    expect((await post('record', { class_id: room.klass.id }, room.tokens.student)).code).toBe(ApiCode.forbidden);
  });
});
