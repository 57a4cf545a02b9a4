import {
  ApiCode,
  type TMemberOption,
  type TMemberResetData,
  type TMemberRow,
  type TMemberStoreData,
  type TPage,
} from '@sxpt/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attendanceSessions, classTeachers, users } from '../src/db/schema';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createUser, signIn } from './support/factories';
import { GENERATED_PASSWORD } from './support/passwords';
import { call } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

describe('/college/teacher/*', () => {
  it('store creates a teacher who teaches the given classes and can sign in at the teacher entrance', async () => {
    const k1 = await createClass(t.db, cast.college.id);
    const res = await call<TMemberStoreData>(
      t.app,
      '/college/teacher/store',
      { account: 'T2024001', name: '王老师', campus_id: cast.campus.id, class_ids: [k1.id, k1.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    const password = res.data.initial_password!;
    expect(password).toMatch(GENERATED_PASSWORD);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.data.id));
    expect(row).toMatchObject({ role: 2, collegeId: cast.college.id, mustChangePassword: true });
    const taught = await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, row.id));
    expect(taught.map((c) => c.classId)).toEqual([k1.id]);
    expect(await call(t.app, '/api/login/teacher', { account: 'T2024001', password })).toMatchObject({
      code: 200,
      data: { must_change_password: true },
    });
    expect(
      await call(t.app, '/college/teacher/store', { account: 'T2024001', name: '重复' }, cast.tokens.admin),
    ).toMatchObject({ code: 400, message: '账号已存在' });
  });

  it('index lists teachers with the classes they teach; list gives the teachers of a class', async () => {
    const k = await createClass(t.db, cast.college.id);
    const a = await createUser(t.db, { role: 2, collegeId: cast.college.id, account: 'teach_list_a' });
    const b = await createUser(t.db, { role: 2, collegeId: cast.college.id, account: 'teach_list_b' });
    await t.db.insert(classTeachers).values([
      { classId: k.id, teacherId: a.id },
      { classId: k.id, teacherId: b.id },
    ]);
    const page = await call<TPage<TMemberRow>>(t.app, '/college/teacher/index', { class_id: k.id }, cast.tokens.admin);
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(page.data.list[0].classes).toEqual([{ id: k.id, name: k.name }]);
    const everyone = await call<TPage<TMemberRow>>(
      t.app,
      '/college/teacher/index',
      { page_size: 100 },
      cast.tokens.admin,
    );
    expect(everyone.data.list.every((x) => x.id !== cast.student.id && x.id !== cast.other.teacher.id)).toBe(true);
    expect(everyone.data.list.some((x) => x.id === cast.teacher.id)).toBe(true);
    const list = await call<TMemberOption[]>(
      t.app,
      `/college/teacher/list?class_id=${k.id}`,
      undefined,
      cast.tokens.admin,
    );
    expect(list.data.map((x) => x.account)).toEqual(['teach_list_a', 'teach_list_b']);
    expect(
      await call(t.app, `/college/teacher/list?class_id=${cast.other.klass.id}`, {}, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
      message: '班级不存在',
    });
  });

  it('save replaces the taught classes; a student id is refused', async () => {
    const tch = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const k1 = await createClass(t.db, cast.college.id, [tch.id]);
    const k2 = await createClass(t.db, cast.college.id);
    const res = await call(
      t.app,
      '/college/teacher/save',
      { id: tch.id, name: '改名老师', phone: '', class_ids: [k2.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    const taught = await t.db.select().from(classTeachers).where(eq(classTeachers.teacherId, tch.id));
    expect(taught.map((c) => c.classId)).toEqual([k2.id]);
    expect(k1.id).not.toBe(k2.id);
    expect(
      await call(t.app, '/college/teacher/save', { id: cast.student.id, name: 'x' }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
      message: '教师不存在',
    });
  });

  it('status, reset_pwd and delete work on teachers and end their sessions', async () => {
    const tch = await createUser(t.db, { role: 2, collegeId: cast.college.id, account: 'teacher_rs_123456' });
    const token = await signIn(t.app, tch);
    expect((await call(t.app, '/college/teacher/status', { id: tch.id, enabled: false }, cast.tokens.admin)).code).toBe(
      200,
    );
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    await call(t.app, '/college/teacher/status', { id: tch.id, enabled: true }, cast.tokens.admin);
    const reset = await call<TMemberResetData>(t.app, '/college/teacher/reset_pwd', { id: tch.id }, cast.tokens.admin);
    expect(reset.data.password).toMatch(GENERATED_PASSWORD);
    const fresh = await signIn(t.app, { account: tch.account, role: 2 }).catch(() => null);
    expect(fresh).toBeNull(); // the test password no longer works
    expect(
      await call(t.app, '/api/login/teacher', { account: tch.account, password: reset.data.password }),
    ).toMatchObject({ code: 200, data: { must_change_password: true } });
    expect((await call(t.app, '/college/teacher/delete', { ids: [tch.id] }, cast.tokens.admin)).code).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, tch.id))).toHaveLength(0);
  });

  it('delete refuses a teacher who opened class sign-ins (that would delete attendance records)', async () => {
    const tch = await createUser(t.db, { role: 2, collegeId: cast.college.id });
    const k = await createClass(t.db, cast.college.id, [tch.id]);
    await t.db.insert(attendanceSessions).values({
      classId: k.id,
      teacherId: tch.id,
      title: '第一次课',
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 3600_000),
    });
    const res = await call(t.app, `/college/teacher/delete?id=${tch.id}`, {}, cast.tokens.admin);
    expect(res).toMatchObject({ code: 400, message: '该教师已发起过课堂签到，删除会同时删除签到记录，请改为禁用' });
    expect(await t.db.select().from(users).where(eq(users.id, tch.id))).toHaveLength(1);
  });

  it('teacher calls never touch students, nor student calls teachers', async () => {
    const before = await t.db
      .select()
      .from(users)
      .where(and(inArray(users.id, [cast.student.id, cast.teacher.id])));
    expect(await call(t.app, '/college/teacher/delete', { ids: [cast.student.id] }, cast.tokens.admin)).toMatchObject({
      code: ApiCode.notFound,
    });
    expect(await call(t.app, '/college/student/delete', { ids: [cast.teacher.id] }, cast.tokens.admin)).toMatchObject({
      code: ApiCode.notFound,
    });
    expect(
      await call(t.app, '/college/teacher/status', { id: cast.student.id, enabled: false }, cast.tokens.admin),
    ).toMatchObject({ code: ApiCode.notFound });
    const after = await t.db
      .select()
      .from(users)
      .where(and(inArray(users.id, [cast.student.id, cast.teacher.id])));
    expect(after).toEqual(before);
  });
});
