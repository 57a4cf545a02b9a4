import {
  ApiCode,
  type TMemberOption,
  type TMemberResetData,
  type TMemberRow,
  type TMemberStoreData,
  type TPage,
} from '@sxpt/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campuses, classStudents, sessions, users } from '../src/db/schema';
import { setUpCollegeSuite } from './support/college-suite';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { GENERATED_PASSWORD } from './support/passwords';
import { call, createTestApp } from './support/test-app';

const { t, cast } = await setUpCollegeSuite();

const studentCount = async (collegeId: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.collegeId, collegeId), eq(users.role, 3)))
    )[0].n,
  );

describe('/college/student/store', () => {
  it('creates a student with a random initial password, campus and classes; the student can sign in', async () => {
    const klass = await createClass(t.db, cast.college.id);
    const res = await call<TMemberStoreData>(
      t.app,
      '/college/student/store',
      { account: ' 2024010101 ', name: '张三', phone: '13800138001', campus_id: cast.campus.id, class_ids: [klass.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    const password = res.data.initial_password!;
    expect(password).toMatch(GENERATED_PASSWORD);
    expect(password).not.toContain('010101');
    expect(res.message).not.toContain(password);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.data.id));
    expect(row).toMatchObject({
      account: '2024010101',
      role: 3,
      collegeId: cast.college.id,
      campusId: cast.campus.id,
      mustChangePassword: true,
    });
    expect(row.passwordHash).not.toContain(password);
    const links = await t.db.select().from(classStudents).where(eq(classStudents.studentId, row.id));
    expect(links.map((l) => l.classId)).toEqual([klass.id]);
    const login = await call(t.app, '/api/login/student', { account: '2024010101', password });
    expect(login).toMatchObject({ code: 200, data: { must_change_password: true } });
  });

  it('gives every new student a different random password', async () => {
    const passwords = new Set<string>();
    for (const account of ['rnd_a1', 'rnd_a2', 'rnd_a3']) {
      const res = await call<TMemberStoreData>(
        t.app,
        '/college/student/store',
        { account, name: '随机' },
        cast.tokens.admin,
      );
      expect(res.data.initial_password).toMatch(GENERATED_PASSWORD);
      passwords.add(res.data.initial_password!);
    }
    expect(passwords.size).toBe(3);
  });

  it('uses a given password, which must still be changed at first sign-in', async () => {
    const res = await call<TMemberStoreData>(
      t.app,
      '/college/student/store',
      { account: 'given_pw', name: '李四', password: 'Secret123' },
      cast.tokens.admin,
    );
    expect(res.data.initial_password).toBeNull();
    expect(await call(t.app, '/api/login/student', { account: 'given_pw', password: 'Secret123' })).toMatchObject({
      code: 200,
      data: { must_change_password: true },
    });
  });

  it('refuses a taken account (any college), bad input and foreign campus or class, changing nothing', async () => {
    const before = await studentCount(cast.college.id);
    const cases: [object, string][] = [
      [{ account: cast.other.student.account, name: '重复' }, '账号已存在'],
      [{ account: 'x y', name: '空格' }, '账号只能由字母、数字和 _ . @ - 组成，长度2～32位'],
      [{ account: 'newone1' }, '请输入姓名'],
      [{ name: '无账号' }, '请输入账号'],
      [{ account: 'newone2', name: '手机', phone: '12345' }, '请输入正确的手机号'],
      [{ account: 'newone3', name: '弱', password: 'abcdefgh' }, '密码须同时包含字母和数字'],
      [{ account: 'newone4', name: '校区', campus_id: cast.other.campus.id }, '校区不存在'],
      [{ account: 'newone5', name: '班级', class_ids: [cast.other.klass.id] }, '班级不存在'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/college/student/store', body, cast.tokens.admin), message).toMatchObject({ message });
    }
    expect(await studentCount(cast.college.id)).toBe(before);
  });

  it('keeps the students within the licensed seats', async () => {
    const small = await createCollege(t.db, { seats: 2 });
    const admin = await createUser(t.db, { role: 1, collegeId: small.college.id });
    const token = await signIn(t.app, admin);
    await createUser(t.db, { role: 3, collegeId: small.college.id });
    expect((await call(t.app, '/college/student/store', { account: 'seat_two', name: '二' }, token)).code).toBe(200);
    const full = await call(t.app, '/college/student/store', { account: 'seat_three', name: '三' }, token);
    expect(full).toMatchObject({ code: 400, message: '学生人数已达许可席位上限（2 个），请联系学校管理扩容' });
    expect(await studentCount(small.college.id)).toBe(2);
    // teachers do not take seats
    expect((await call(t.app, '/college/teacher/store', { account: 'seat_teacher', name: '师' }, token)).code).toBe(
      200,
    );
  });
});

describe('/college/student/index and list', () => {
  it('pages the college’s students with campus and classes, filtered by keyword, class, campus and status', async () => {
    const { college, campus } = await createCollege(t.db);
    const admin = await createUser(t.db, { role: 1, collegeId: college.id });
    const token = await signIn(t.app, admin);
    const [north] = await t.db.insert(campuses).values({ collegeId: college.id, name: '北校区' }).returning();
    const a = await createUser(t.db, { role: 3, collegeId: college.id, campusId: campus.id, account: 'kw_alpha_1' });
    const b = await createUser(t.db, { role: 3, collegeId: college.id, campusId: north.id, account: 'kw_beta_2' });
    const c = await createUser(t.db, { role: 3, collegeId: college.id, enabled: false, account: 'kw_gamma%' });
    await createUser(t.db, { role: 2, collegeId: college.id }); // a teacher is not listed
    const klass = await createClass(t.db, college.id, [], [a.id, b.id]);

    const all = await call<TPage<TMemberRow>>(t.app, '/college/student/index', {}, token);
    expect(all.data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(all.data.list.map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(all.data.list[2]).toMatchObject({
      account: 'kw_alpha_1',
      campus_id: campus.id,
      campus_name: campus.name,
      classes: [{ id: klass.id, name: klass.name }],
      enabled: true,
      last_login_at: null,
    });
    const ids = async (body: object) =>
      (await call<TPage<TMemberRow>>(t.app, '/college/student/index', body, token)).data.list.map((s) => s.id);
    expect(await ids({ keyword: 'beta' })).toEqual([b.id]);
    expect(await ids({ keyword: b.name })).toEqual([b.id]);
    expect(await ids({ keyword: '%' })).toEqual([c.id]);
    expect(await ids({ class_id: klass.id })).toEqual([b.id, a.id]);
    expect(await ids({ campus_id: north.id })).toEqual([b.id]);
    expect(await ids({ enabled: false })).toEqual([c.id]);
    expect(await ids({ enabled: 1 })).toEqual([b.id, a.id]);
    const page2 = await call<TPage<TMemberRow>>(t.app, '/college/student/index', { page: 2, page_size: 2 }, token);
    expect(page2.data.list.map((s) => s.id)).toEqual([a.id]);
    expect(await call(t.app, '/college/student/index', { page: 0 }, token)).toMatchObject({ message: '页码有误' });

    const list = await call<TMemberOption[]>(t.app, `/college/student/list?class_id=${klass.id}`, {}, token);
    expect(list.data.map((s) => s.account)).toEqual(['kw_alpha_1', 'kw_beta_2']);
    const listByBody = await call<TMemberOption[]>(t.app, '/college/student/list', { class_id: klass.id }, token);
    expect(listByBody.data).toHaveLength(2);
    expect(await call(t.app, '/college/student/list', {}, token)).toMatchObject({ code: 400, message: '请选择班级' });
  });
});

describe('/college/student/save', () => {
  it('edits name, phone, campus and replaces the classes', async () => {
    const s = await createUser(t.db, { role: 3, collegeId: cast.college.id, campusId: cast.campus.id });
    const k1 = await createClass(t.db, cast.college.id, [], [s.id]);
    const k2 = await createClass(t.db, cast.college.id);
    const res = await call(
      t.app,
      '/college/student/save',
      { id: s.id, name: '新名', phone: '13911112222', campus_id: null, class_ids: [k2.id] },
      cast.tokens.admin,
    );
    expect(res.code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, s.id));
    expect(row).toMatchObject({ name: '新名', phone: '13911112222', campusId: null });
    const links = await t.db.select().from(classStudents).where(eq(classStudents.studentId, s.id));
    expect(links.map((l) => l.classId)).toEqual([k2.id]);
    expect(k1.id).not.toBe(k2.id);
    // absent class_ids leaves the classes
    await call(t.app, '/college/student/save', { id: s.id, name: '再改' }, cast.tokens.admin);
    expect(await t.db.select().from(classStudents).where(eq(classStudents.studentId, s.id))).toHaveLength(1);
  });

  it('refuses a teacher id, an unknown id and a bad name, changing nothing', async () => {
    expect(
      await call(t.app, '/college/student/save', { id: cast.teacher.id, name: 'x' }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
      message: '学生不存在',
    });
    expect(
      await call(t.app, '/college/student/save', { id: cast.student.id, name: ' ' }, cast.tokens.admin),
    ).toMatchObject({
      message: '请输入姓名',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, cast.student.id));
    expect(row.name).toBe(cast.student.name);
  });
});

describe('/college/student/delete, status, reset_pwd', () => {
  it('deletes by ?ids=, ?id= and body ids, with memberships; refuses a mixed set wholly', async () => {
    const make = () => createUser(t.db, { role: 3, collegeId: cast.college.id });
    const [a, b, c, d] = [await make(), await make(), await make(), await make()];
    await createClass(t.db, cast.college.id, [], [a.id, b.id]);
    const mixed = await call(
      t.app,
      '/college/student/delete',
      { ids: [c.id, cast.other.student.id] },
      cast.tokens.admin,
    );
    expect(mixed).toMatchObject({ code: ApiCode.notFound, message: '学生不存在' });
    expect(await t.db.select().from(users).where(eq(users.id, c.id))).toHaveLength(1);
    expect((await call(t.app, `/college/student/delete?ids=${a.id},${b.id}`, {}, cast.tokens.admin)).code).toBe(200);
    expect((await call(t.app, `/college/student/delete?id=${c.id}`, undefined, cast.tokens.admin)).code).toBe(200);
    expect((await call(t.app, '/college/student/delete', { ids: [d.id] }, cast.tokens.admin)).code).toBe(200);
    expect(
      await t.db
        .select()
        .from(users)
        .where(inArray(users.id, [a.id, b.id, c.id, d.id])),
    ).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(classStudents)
        .where(inArray(classStudents.studentId, [a.id, b.id])),
    ).toHaveLength(0);
    expect(await call(t.app, '/college/student/delete', {}, cast.tokens.admin)).toMatchObject({
      code: 400,
      message: '请选择要删除的学生',
    });
    expect(await call(t.app, '/college/student/delete?ids=1,x', {}, cast.tokens.admin)).toMatchObject({
      message: '编号有误',
    });
  });

  it('disabling a student ends their session at once and refuses sign-in; enabling lets them back', async () => {
    const s = await createUser(t.db, { role: 3, collegeId: cast.college.id });
    const token = await signIn(t.app, s);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    const off = await call(t.app, '/college/student/status', { id: s.id, enabled: 0 }, cast.tokens.admin);
    expect(off.code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, s.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    await expect(signIn(t.app, s)).rejects.toThrow();
    expect((await call(t.app, '/college/student/status', { id: s.id, enabled: true }, cast.tokens.admin)).code).toBe(
      200,
    );
    expect((await call(t.app, '/api/getinfo', {}, await signIn(t.app, s))).code).toBe(200);
    expect(
      await call(t.app, '/college/student/status', { id: s.id, enabled: 'maybe' }, cast.tokens.admin),
    ).toMatchObject({
      message: '请选择状态',
    });
  });

  it('disabling ends the session at once with the session cache on, too', async () => {
    const cached = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const { college } = await createCollege(cached.db);
      const admin = await createUser(cached.db, { role: 1, collegeId: college.id });
      const s = await createUser(cached.db, { role: 3, collegeId: college.id });
      const token = await signIn(cached.app, s);
      expect((await call(cached.app, '/api/getinfo', {}, token)).code).toBe(200);
      await call(cached.app, '/college/student/status', { id: s.id, enabled: false }, await signIn(cached.app, admin));
      expect((await call(cached.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    } finally {
      await cached.close();
    }
  });

  it('reset_pwd sets a new random password to change at first sign-in and ends the sessions', async () => {
    const s = await createUser(t.db, { role: 3, collegeId: cast.college.id, account: 'reset_me_778899' });
    const token = await signIn(t.app, s);
    const res = await call<TMemberResetData>(t.app, '/college/student/reset_pwd', { id: s.id }, cast.tokens.admin);
    expect(res.code).toBe(200);
    expect(res.data.password).toMatch(GENERATED_PASSWORD);
    expect(res.message).not.toContain(res.data.password);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    const again = await call<TMemberResetData>(t.app, '/college/student/reset_pwd', { id: s.id }, cast.tokens.admin);
    expect(again.data.password).toMatch(GENERATED_PASSWORD);
    expect(again.data.password).not.toBe(res.data.password);
    expect((await call(t.app, '/api/login/student', { account: s.account, password: res.data.password })).code).toBe(
      ApiCode.badRequest,
    );
    expect(
      await call(t.app, '/api/login/student', { account: s.account, password: again.data.password }),
    ).toMatchObject({ code: 200, data: { must_change_password: true } });
    expect(
      await call(t.app, '/college/student/reset_pwd', { id: cast.other.student.id }, cast.tokens.admin),
    ).toMatchObject({
      code: ApiCode.notFound,
    });
  });
});
