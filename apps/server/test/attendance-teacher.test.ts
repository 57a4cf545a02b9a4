import { ApiCode, type TAttendanceDetail, type TAttendanceSession, type TPage } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, attendanceSessions } from '../src/db/schema';
import { createAttendance, createClassroom } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionCount = async () => Number((await t.db.select({ n: count() }).from(attendanceSessions))[0].n);
const sessionRow = async (id: number) =>
  (await t.db.select().from(attendanceSessions).where(eq(attendanceSessions.id, id)))[0];

describe('teacher opens a sign-in', () => {
  it('opens a window of `minutes` from now, with grace and an optional code', async () => {
    const room = await createClassroom(t.app, t.db);
    const before = Date.now();
    const res = await call<TAttendanceSession>(
      t.app,
      '/teacher/attendance/store',
      { class_id: room.klass.id, title: '第3周 周一 课堂签到', minutes: 10, code: '4821' },
      room.tokens.teacher,
    );
    expect(res).toMatchObject({ code: 200, message: '签到已发起' });
    expect(res.data).toMatchObject({
      class_id: room.klass.id,
      class_name: room.klass.name,
      teacher_id: room.users.teacher.id,
      teacher_name: room.users.teacher.name,
      code: '4821',
      grace_minutes: 5,
      closed_at: null,
      is_open: true,
      counts: { on_time: 0, late: 0, absent: 2, total: 2 },
    });
    const row = await sessionRow(res.data.id);
    expect(row.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(10 * 60_000);
    const plain = await call<TAttendanceSession>(
      t.app,
      '/teacher/attendance/store',
      { class_id: room.klass.id, title: '无码签到', minutes: 5, grace_minutes: 0, code: '' },
      room.tokens.teacher,
    );
    expect(plain.data).toMatchObject({ code: '', grace_minutes: 0 });
    expect((await sessionRow(plain.data.id)).code).toBeNull();
  });

  it('refuses bad input, classes I do not teach and another college’s class, opening nothing', async () => {
    const room = await createClassroom(t.app, t.db);
    const before = await sessionCount();
    const base = { class_id: room.klass.id, title: '签到', minutes: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: ' ' }, '请输入签到标题'],
      [{ ...base, minutes: 0 }, '签到时长须在1至240分钟之间'],
      [{ ...base, minutes: 241 }, '签到时长须在1至240分钟之间'],
      [{ ...base, grace_minutes: 61 }, '迟到宽限须在0至60分钟之间'],
      [{ ...base, code: '12a4' }, '签到码须为4至6位数字'],
      [{ ...base, code: '123' }, '签到码须为4至6位数字'],
      [{ ...base, code: '1234567' }, '签到码须为4至6位数字'],
      [{ title: '签到', minutes: 10 }, '请选择班级'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/teacher/attendance/store', body, room.tokens.teacher)).toMatchObject({
        code: 400,
        message,
      });
    }
    const untaught = await createClass(t.db, room.college.id);
    const other = await createCollege(t.db);
    const foreign = await createClass(t.db, other.college.id);
    for (const klass of [untaught, foreign]) {
      expect(
        await call(t.app, '/teacher/attendance/store', { ...base, class_id: klass.id }, room.tokens.teacher),
      ).toMatchObject({ code: 404, message: '班级不存在' });
    }
    expect(await sessionCount()).toBe(before);
  });

  it('only teachers open and close sign-ins; only staff list and read them', async () => {
    const room = await createClassroom(t.app, t.db);
    const acc5 = await signIn(t.app, await createUser(t.db, { role: 0 }));
    for (const url of ['/teacher/attendance/store', '/teacher/attendance/close']) {
      for (const token of [acc5, room.tokens.admin, room.tokens.student]) {
        expect((await call(t.app, url, {}, token)).code, url).toBe(ApiCode.forbidden);
      }
    }
    for (const url of ['/teacher/attendance/index', '/teacher/attendance/detail']) {
      for (const token of [acc5, room.tokens.student]) {
        expect((await call(t.app, url, {}, token)).code, url).toBe(ApiCode.forbidden);
      }
    }
  });
});

describe('teacher and administrator read sign-ins', () => {
  it('lists sessions with counts for the teacher of the class and the administrator of the college', async () => {
    const room = await createClassroom(t.app, t.db);
    const teacherId = room.users.teacher.id;
    const old = await createAttendance(t.db, {
      classId: room.klass.id,
      teacherId,
      startedMinutesAgo: 120,
      minutes: 30,
    });
    const open = await createAttendance(t.db, { classId: room.klass.id, teacherId });
    await t.db.insert(attendanceRecords).values([
      { sessionId: old.id, studentId: room.users.student.id, status: 1 },
      { sessionId: old.id, studentId: room.users.classmate.id, status: 2 },
      { sessionId: open.id, studentId: room.users.student.id, status: 1 },
    ]);
    // a class of the same college taught by someone else
    const otherTeacher = await createUser(t.db, { role: 2, collegeId: room.college.id });
    const otherClass = await createClass(t.db, room.college.id, [otherTeacher.id]);
    const elsewhere = await createAttendance(t.db, { classId: otherClass.id, teacherId: otherTeacher.id });

    const mine = await call<TPage<TAttendanceSession>>(t.app, '/teacher/attendance/index', {}, room.tokens.teacher);
    expect(mine.data.total).toBe(2);
    expect(mine.data.list.map((s) => s.id)).toEqual([open.id, old.id]);
    expect(mine.data.list[0]).toMatchObject({ is_open: true, counts: { on_time: 1, late: 0, absent: 1, total: 2 } });
    expect(mine.data.list[1]).toMatchObject({ is_open: false, counts: { on_time: 1, late: 1, absent: 0, total: 2 } });

    const all = await call<TPage<TAttendanceSession>>(t.app, '/teacher/attendance/index', {}, room.tokens.admin);
    expect(all.data.list.map((s) => s.id).sort()).toEqual([old.id, open.id, elsewhere.id].sort());
    const one = await call<TPage<TAttendanceSession>>(
      t.app,
      '/teacher/attendance/index',
      { class_id: otherClass.id },
      room.tokens.admin,
    );
    expect(one.data.list.map((s) => s.id)).toEqual([elsewhere.id]);
    expect(
      await call(t.app, '/teacher/attendance/index', { class_id: otherClass.id }, room.tokens.teacher),
    ).toMatchObject({ code: 404, message: '班级不存在' });
  });

  it('detail lists every student with on_time, late or absent', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await createAttendance(t.db, { classId: room.klass.id, teacherId: room.users.teacher.id });
    await t.db.insert(attendanceRecords).values({ sessionId: session.id, studentId: room.users.student.id, status: 2 });
    for (const token of [room.tokens.teacher, room.tokens.admin]) {
      const res = await call<TAttendanceDetail>(t.app, '/teacher/attendance/detail', { id: session.id }, token);
      expect(res.data.counts).toEqual({ on_time: 0, late: 1, absent: 1, total: 2 });
      const byId = new Map(res.data.students.map((s) => [s.student_id, s]));
      expect(byId.get(room.users.student.id)).toMatchObject({ status: 'late', name: room.users.student.name });
      expect(byId.get(room.users.student.id)?.signed_at).not.toBeNull();
      expect(byId.get(room.users.classmate.id)).toMatchObject({ status: 'absent', signed_at: null });
    }
  });

  it('another college’s staff and a teacher of another class cannot read or close it', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await createAttendance(t.db, { classId: room.klass.id, teacherId: room.users.teacher.id });
    const other = await createCollege(t.db);
    const outsiders = [
      await signIn(t.app, await createUser(t.db, { role: 1, collegeId: other.college.id })),
      await signIn(t.app, await createUser(t.db, { role: 2, collegeId: other.college.id })),
      await signIn(t.app, await createUser(t.db, { role: 2, collegeId: room.college.id })),
    ];
    for (const token of outsiders) {
      expect(await call(t.app, '/teacher/attendance/detail', { id: session.id }, token)).toMatchObject({
        code: 404,
        message: '签到不存在',
      });
      const list = await call<TPage<TAttendanceSession>>(t.app, '/teacher/attendance/index', {}, token);
      expect(list.data.list.map((s) => s.id)).not.toContain(session.id);
    }
    for (const token of outsiders.slice(1)) {
      expect(await call(t.app, '/teacher/attendance/close', { id: session.id }, token)).toMatchObject({
        code: 404,
        message: '签到不存在',
      });
    }
    expect((await sessionRow(session.id)).closedAt).toBeNull();
  });
});

describe('teacher closes a sign-in', () => {
  it('ends it now; closing twice is refused', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await createAttendance(t.db, { classId: room.klass.id, teacherId: room.users.teacher.id });
    const res = await call<TAttendanceSession>(
      t.app,
      '/teacher/attendance/close',
      { id: session.id },
      room.tokens.teacher,
    );
    expect(res).toMatchObject({ code: 200, message: '签到已结束', data: { is_open: false } });
    const row = await sessionRow(session.id);
    expect(row.closedAt).not.toBeNull();
    expect(row.endsAt.getTime()).toBeLessThan(session.endsAt.getTime());
    expect(await call(t.app, '/teacher/attendance/close', { id: session.id }, room.tokens.teacher)).toMatchObject({
      code: 400,
      message: '该签到已结束，无需重复操作',
    });
    expect(await sessionRow(session.id)).toEqual(row);
  });

  it('closing one that already ran out keeps its end time', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await createAttendance(t.db, {
      classId: room.klass.id,
      teacherId: room.users.teacher.id,
      startedMinutesAgo: 60,
      minutes: 10,
    });
    await call(t.app, '/teacher/attendance/close', { id: session.id }, room.tokens.teacher);
    const row = await sessionRow(session.id);
    expect(row.endsAt).toEqual(session.endsAt);
    expect(row.closedAt).not.toBeNull();
  });
});
