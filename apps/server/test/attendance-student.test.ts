import type { TAttendanceSignInData, TPage, TStudentAttendance } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceCodeAttempts, attendanceRecords } from '../src/db/schema';
import { createAttendance, createClassroom } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TRoom = Awaited<ReturnType<typeof createClassroom>>;
const open = (room: TRoom, options: Partial<Parameters<typeof createAttendance>[1]> = {}) =>
  createAttendance(t.db, { classId: room.klass.id, teacherId: room.users.teacher.id, ...options });
const signInTo = (id: number, token: string, code?: string) =>
  call<TAttendanceSignInData>(t.app, '/student/attendance/sign_in', { id, ...(code ? { code } : {}) }, token);
const LOCKED = '签到码错误次数过多，本次签到已锁定，请联系任课教师';
const recordsOf = (sessionId: number) =>
  t.db.select().from(attendanceRecords).where(eq(attendanceRecords.sessionId, sessionId));

describe('student signs in', () => {
  it('is on time within the grace minutes', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { startedMinutesAgo: 4, graceMinutes: 5 });
    const res = await signInTo(session.id, room.tokens.student);
    expect(res).toMatchObject({ code: 200, message: '签到成功', data: { status: 'on_time' } });
    const [row] = await recordsOf(session.id);
    expect(row).toMatchObject({ studentId: room.users.student.id, status: 1 });
    expect(row.ip).not.toBe('');
  });

  it('is late after the grace minutes while the window is open', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { startedMinutesAgo: 6, graceMinutes: 5, minutes: 30 });
    expect(await signInTo(session.id, room.tokens.student)).toMatchObject({
      message: '签到成功（迟到）',
      data: { status: 'late' },
    });
    expect((await recordsOf(session.id))[0].status).toBe(2);
  });

  it('is refused once the window ended or the teacher closed it', async () => {
    const room = await createClassroom(t.app, t.db);
    const ended = await open(room, { startedMinutesAgo: 40, minutes: 30 });
    const closed = await open(room, { closed: true });
    for (const session of [ended, closed]) {
      expect(await signInTo(session.id, room.tokens.student)).toMatchObject({ code: 400, message: '签到已结束' });
      expect(await recordsOf(session.id)).toEqual([]);
    }
  });

  it('needs the right code', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { code: '4821' });
    expect(await signInTo(session.id, room.tokens.student)).toMatchObject({ code: 400, message: '请输入签到码' });
    expect(await signInTo(session.id, room.tokens.student, '1111')).toMatchObject({ code: 400, message: '签到码错误' });
    expect(await recordsOf(session.id)).toEqual([]);
    expect((await signInTo(session.id, room.tokens.student, ' 4821 ')).code).toBe(200);
  });

  it('signs in once only; a double click makes one row', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room);
    expect((await signInTo(session.id, room.tokens.student)).code).toBe(200);
    expect(await signInTo(session.id, room.tokens.student)).toMatchObject({
      code: 400,
      message: '你已签到，无需重复签到',
    });
    const other = await open(room);
    const results = await Promise.all([
      signInTo(other.id, room.tokens.classmate),
      signInTo(other.id, room.tokens.classmate),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.code === 400)?.message).toBe('你已签到，无需重复签到');
    expect(
      await t.db
        .select()
        .from(attendanceRecords)
        .where(
          and(eq(attendanceRecords.sessionId, other.id), eq(attendanceRecords.studentId, room.users.classmate.id)),
        ),
    ).toHaveLength(1);
  });

  it('only a student of the class can sign in', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room);
    const sameCollege = await createUser(t.db, { role: 3, collegeId: room.college.id });
    await createClass(t.db, room.college.id, [], [sameCollege.id]);
    const other = await createCollege(t.db);
    const foreign = await createUser(t.db, { role: 3, collegeId: other.college.id });
    for (const user of [sameCollege, foreign]) {
      expect(await signInTo(session.id, await signIn(t.app, user))).toMatchObject({
        code: 404,
        message: '签到不存在',
      });
    }
    expect(await signInTo(999_999, room.tokens.student)).toMatchObject({ code: 404, message: '签到不存在' });
    expect(await call(t.app, '/student/attendance/sign_in', { id: 'x' }, room.tokens.student)).toMatchObject({
      code: 400,
      message: '请选择签到',
    });
    expect(await recordsOf(session.id)).toEqual([]);
  });

  it('guessing the code is limited per signed-in student', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { code: '9999' });
    for (let i = 0; i < 20; i++) {
      // five wrong codes, then the sign-in is locked for the student (see below); the token's rate limit still counts
      expect((await signInTo(session.id, room.tokens.classmate, String(1000 + i))).message).toBe(
        i < 5 ? '签到码错误' : LOCKED,
      );
    }
    expect(await signInTo(session.id, room.tokens.classmate, '9999')).toMatchObject({
      code: 429,
      message: '请求过于频繁，请稍后再试',
    });
    // another student of the same classroom (same address) is not held back
    expect((await signInTo(session.id, room.tokens.student, '9999')).code).toBe(200);
  });

  it('staff cannot sign in or read a student’s list', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room);
    for (const token of [room.tokens.teacher, room.tokens.admin]) {
      expect((await signInTo(session.id, token)).code).toBe(403);
      expect((await call(t.app, '/student/attendance/list', {}, token)).code).toBe(403);
    }
  });
});

describe('wrong sign-in codes', () => {
  it('five wrong codes lock the sign-in for the student, whatever token or device tries next', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { code: '4821' });
    const other = await open(room, { code: '1357' });
    for (let i = 0; i < 5; i++) {
      expect(await signInTo(session.id, room.tokens.student, `000${i}`)).toMatchObject({
        code: 400,
        message: '签到码错误',
      });
    }
    // a new sign-in (a new token) with the right code is refused too
    const fresh = await signIn(t.app, room.users.student);
    expect(fresh).not.toBe(room.tokens.student);
    for (const token of [fresh, room.tokens.student]) {
      expect(await signInTo(session.id, token, '4821')).toMatchObject({ code: 400, message: LOCKED });
    }
    expect(await recordsOf(session.id)).toEqual([]);
    const [attempts] = await t.db
      .select()
      .from(attendanceCodeAttempts)
      .where(
        and(
          eq(attendanceCodeAttempts.sessionId, session.id),
          eq(attendanceCodeAttempts.studentId, room.users.student.id),
        ),
      );
    expect(attempts.wrongCount).toBe(5);
    // the lock is the student's, for that sign-in only
    expect((await signInTo(session.id, room.tokens.classmate, '4821')).code).toBe(200);
    expect((await signInTo(other.id, fresh, '1357')).code).toBe(200);
  });

  it('wrong codes sent at once from several sign-ins are counted one by one: never more than five compared', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { code: '4821' });
    const tokens = [
      room.tokens.student,
      await signIn(t.app, room.users.student),
      await signIn(t.app, room.users.student),
    ];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signInTo(session.id, tokens[i % 3], String(5000 + i))),
    );
    expect(answers.filter((a) => a.message === '签到码错误')).toHaveLength(5);
    expect(answers.filter((a) => a.message === LOCKED)).toHaveLength(7);
    expect(await signInTo(session.id, tokens[1], '4821')).toMatchObject({ code: 400, message: LOCKED });
  });

  it('a right code before the limit signs in, and earlier wrong ones do not count against it', async () => {
    const room = await createClassroom(t.app, t.db);
    const session = await open(room, { code: '4821' });
    for (let i = 0; i < 4; i++) await signInTo(session.id, room.tokens.student, `111${i}`);
    expect((await signInTo(session.id, room.tokens.student, '4821')).code).toBe(200);
  });
});

describe('student sign-in list', () => {
  it('shows open and recent sign-ins of my classes, open first, with my status', async () => {
    const room = await createClassroom(t.app, t.db);
    const signedOld = await open(room, { startedMinutesAgo: 600, minutes: 30 });
    const missedOld = await open(room, { startedMinutesAgo: 300, minutes: 30 });
    const current = await open(room, { code: '123456' });
    const ancient = await open(room, { startedMinutesAgo: 8 * 24 * 60, minutes: 30 });
    await t.db
      .insert(attendanceRecords)
      .values({ sessionId: signedOld.id, studentId: room.users.student.id, status: 2 });
    // another class's sign-in
    const otherClass = await createClass(t.db, room.college.id, [room.users.teacher.id]);
    const notMine = await createAttendance(t.db, { classId: otherClass.id, teacherId: room.users.teacher.id });

    const res = await call<TPage<TStudentAttendance>>(
      t.app,
      '/student/attendance/list',
      undefined,
      room.tokens.student,
    );
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((s) => s.id)).toEqual([current.id, missedOld.id, signedOld.id]);
    expect(res.data.list[0]).toMatchObject({
      class_name: room.klass.name,
      needs_code: true,
      is_open: true,
      my_status: null,
      signed_at: null,
    });
    expect(res.data.list[0]).not.toHaveProperty('code');
    expect(res.data.list[1]).toMatchObject({ is_open: false, my_status: 'absent' });
    expect(res.data.list[2]).toMatchObject({ my_status: 'late' });
    expect(res.data.list.map((s) => s.id)).not.toContain(ancient.id);
    expect(res.data.list.map((s) => s.id)).not.toContain(notMine.id);

    await signInTo(current.id, room.tokens.student, '123456');
    const after = await call<TPage<TStudentAttendance>>(t.app, '/student/attendance/list', {}, room.tokens.student);
    expect(after.data.list[0]).toMatchObject({ id: current.id, my_status: 'on_time' });
    expect(after.data.list[0].signed_at).not.toBeNull();
  });

  it('counts attendance in the learning analysis', async () => {
    const room = await createClassroom(t.app, t.db);
    const onTime = await open(room);
    const late = await open(room, { startedMinutesAgo: 20 });
    await open(room, { startedMinutesAgo: 100, minutes: 30 });
    await open(room);
    await signInTo(onTime.id, room.tokens.student);
    await signInTo(late.id, room.tokens.student);
    const res = await call<{ attendance: unknown }>(
      t.app,
      '/student/course/learning_analysis',
      { class_id: room.klass.id },
      room.tokens.student,
    );
    // the open sign-in not yet signed is not counted
    expect(res.data.attendance).toEqual({ on_time: 1, late: 1, absent: 1, total: 3 });
  });
});
