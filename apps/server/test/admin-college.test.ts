import { ApiCode, type TAdminCollege, type TAdminCollegeStoreData, type TPage } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, colleges, sessions, users } from '../src/db/schema';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { GENERATED_PASSWORD } from './support/passwords';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
const wrongRoleTokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
  const { college } = await createCollege(t.db);
  for (const role of [1, 2, 3] as const) {
    wrongRoleTokens.push(await signIn(t.app, await createUser(t.db, { role, collegeId: college.id })));
  }
});
afterAll(() => t.close());

const acc5 = <T>(url: string, body: unknown) => call<T>(t.app, url, body, acc5Token);
const collegeCount = async () => Number((await t.db.select({ n: count() }).from(colleges))[0].n);

describe('admin colleges: roles', () => {
  it.each([
    '/admin/college/index',
    '/admin/college/store',
    '/admin/college/save',
    '/admin/college/status',
    '/admin/college/admin_store',
    '/admin/college/admin_status',
    '/admin/college/reset_pwd',
  ])('%s refuses admin, teacher and student', async (url) => {
    for (const token of wrongRoleTokens) expect((await call(t.app, url, {}, token)).code).toBe(ApiCode.forbidden);
  });
});

describe('admin college store and index', () => {
  it('creates the college, its 主校区 and its administrator in one go, licence not activated', async () => {
    const res = await acc5<TAdminCollegeStoreData>('/admin/college/store', {
      name: ' 岭南职业技术学院 ',
      code: 'LNZY',
      admin_account: 'lnzy_admin',
      admin_name: '周老师',
    });
    expect(res).toMatchObject({ code: 200, message: '院校已创建' });
    expect(res.data.admin.password).toMatch(GENERATED_PASSWORD);
    const [college] = await t.db.select().from(colleges).where(eq(colleges.id, res.data.id));
    expect(college).toMatchObject({ name: '岭南职业技术学院', code: 'LNZY', status: 1, licenceStatus: 2 });
    const [campus] = await t.db.select().from(campuses).where(eq(campuses.collegeId, college.id));
    expect(campus.name).toBe('主校区');
    const [admin] = await t.db.select().from(users).where(eq(users.id, res.data.admin.id));
    expect(admin).toMatchObject({
      role: 1,
      collegeId: college.id,
      campusId: campus.id,
      name: '周老师',
      mustChangePassword: true,
    });
    // the new administrator signs in with the generated password and must change it first
    const login = await call<{ token: string; must_change_password: boolean }>(t.app, '/api/login/college', {
      account: 'lnzy_admin',
      password: res.data.admin.password,
    });
    expect(login).toMatchObject({ code: 200, data: { must_change_password: true } });
    expect((await call<{ cert_status: number }>(t.app, '/api/getinfo', {}, login.data.token)).data.cert_status).toBe(2);
  });

  it('refuses a taken code, name or account and bad input, creating nothing', async () => {
    const { college } = await createCollege(t.db);
    const taken = await createUser(t.db, { role: 2, collegeId: college.id });
    const before = await collegeCount();
    const base = { name: '新学院甲', code: 'NEWA', admin_account: 'newa_admin', admin_name: '王' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, code: college.code }, '院校编码已存在'],
      [{ ...base, name: college.name }, '院校名称已存在'],
      [{ ...base, admin_account: taken.account }, '账号已存在'],
      [{ ...base, name: '' }, '请输入院校名称'],
      [{ ...base, code: '中文' }, '院校编码须为2至20位字母、数字、下划线或短横线'],
      [{ ...base, admin_account: 'a b' }, '账号须为3至32位字母、数字或下划线'],
      [{ ...base, admin_password: 'short1' }, '密码至少8位'],
      [{ ...base, admin_password: 'onlyletters' }, '密码须同时包含字母和数字'],
    ];
    for (const [body, message] of cases) {
      expect(await acc5('/admin/college/store', body)).toMatchObject({ message });
    }
    expect(await collegeCount()).toBe(before);
    expect(await t.db.select().from(users).where(eq(users.account, 'newa_admin'))).toEqual([]);
  });

  it('lists colleges with licence, seats, counts and administrators; keyword and paging', async () => {
    const { college, campus } = await createCollege(t.db, { seats: 40 });
    await t.db
      .update(colleges)
      .set({ name: `索引学院_${college.id}` })
      .where(eq(colleges.id, college.id));
    const admin = await createUser(t.db, { role: 1, collegeId: college.id, campusId: campus.id });
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const s1 = await createUser(t.db, { role: 3, collegeId: college.id });
    const s2 = await createUser(t.db, { role: 3, collegeId: college.id });
    await createClass(t.db, college.id, [teacher.id], [s1.id, s2.id]);
    const res = await acc5<TPage<TAdminCollege>>('/admin/college/index', { keyword: `索引学院_${college.id}` });
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      id: college.id,
      status: 1,
      licence_status: 1,
      licence_state: 'active',
      seat_count: 40,
      seats_used: 2,
      student_count: 2,
      teacher_count: 1,
      class_count: 1,
      admins: [{ id: admin.id, account: admin.account, enabled: true, last_login_at: null }],
    });
    expect(res.data.list[0].expires_at).toEqual(college.licenceExpiresAt?.toISOString());
    const paged = await acc5<TPage<TAdminCollege>>('/admin/college/index', { page: 1, page_size: 1 });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.total).toBeGreaterThan(1);
    // a LIKE wildcard in the keyword is taken literally
    expect((await acc5<TPage<TAdminCollege>>('/admin/college/index', { keyword: '%' })).data.total).toBe(0);
  });

  it('shows an expired licence as expired', async () => {
    const { college } = await createCollege(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const res = await acc5<TPage<TAdminCollege>>('/admin/college/index', { keyword: college.code });
    expect(res.data.list[0].licence_state).toBe('expired');
  });
});

describe('admin college save and status', () => {
  it('renames a college; refuses a taken name or an unknown id', async () => {
    const a = await createCollege(t.db);
    const b = await createCollege(t.db);
    expect((await acc5('/admin/college/save', { id: a.college.id, name: '改名学院' })).code).toBe(200);
    expect((await t.db.select().from(colleges).where(eq(colleges.id, a.college.id)))[0].name).toBe('改名学院');
    expect(await acc5('/admin/college/save', { id: b.college.id, name: '改名学院' })).toMatchObject({
      code: 400,
      message: '院校名称已存在',
    });
    expect(await acc5('/admin/college/save', { id: 999_999, name: 'x' })).toMatchObject({
      code: 404,
      message: '院校不存在',
    });
    expect((await t.db.select().from(colleges).where(eq(colleges.id, b.college.id)))[0].name).toBe(b.college.name);
  });

  it('disabling a college ends its users’ sessions and refuses their sign-in; enabling lets them back', async () => {
    const { college } = await createCollege(t.db);
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const token = await signIn(t.app, teacher);
    expect(await acc5('/admin/college/status', { id: college.id, status: 2 })).toMatchObject({ message: '状态有误' });
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    expect((await acc5('/admin/college/status', { id: college.id, status: 0 })).code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, teacher.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await call(t.app, '/api/login/teacher', { account: teacher.account, password: 'Passw0rd!' })).code).toBe(
      ApiCode.forbidden,
    );
    expect((await acc5('/admin/college/status', { id: college.id, status: 1 })).code).toBe(200);
    expect((await call(t.app, '/api/login/teacher', { account: teacher.account, password: 'Passw0rd!' })).code).toBe(
      200,
    );
  });

  it('disabling a college also clears the session cache when it is on', async () => {
    const cached = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      const token = await signIn(cached.app, await createUser(cached.db, { role: 0 }));
      const { college } = await createCollege(cached.db);
      const student = await createUser(cached.db, { role: 3, collegeId: college.id });
      const studentToken = await signIn(cached.app, student);
      expect((await call(cached.app, '/api/getinfo', {}, studentToken)).code).toBe(200);
      await call(cached.app, '/admin/college/status', { id: college.id, status: 0 }, token);
      expect((await call(cached.app, '/api/getinfo', {}, studentToken)).code).toBe(ApiCode.unauthorized);
    } finally {
      await cached.close();
    }
  });
});

describe('admin college administrators', () => {
  it('adds an administrator with a given password; refuses a taken account and an unknown college', async () => {
    const { college, campus } = await createCollege(t.db);
    const res = await acc5<{ id: number; password: string }>('/admin/college/admin_store', {
      college_id: college.id,
      account: `extra_${college.id}`,
      name: '副管理员',
      password: 'Second123',
    });
    expect(res.code).toBe(200);
    expect(res.data.password).toBe('Second123');
    const [row] = await t.db.select().from(users).where(eq(users.id, res.data.id));
    expect(row).toMatchObject({ role: 1, collegeId: college.id, campusId: campus.id, mustChangePassword: true });
    expect(await call(t.app, '/api/login/college', { account: row.account, password: 'Second123' })).toMatchObject({
      code: 200,
      data: { must_change_password: true },
    });
    expect(
      await acc5('/admin/college/admin_store', { college_id: college.id, account: row.account, name: 'x' }),
    ).toMatchObject({ code: 400, message: '账号已存在' });
    expect(
      await acc5('/admin/college/admin_store', { college_id: 999_999, account: 'nobody_x', name: 'x' }),
    ).toMatchObject({ code: 404, message: '院校不存在' });
  });

  it('disables and enables an administrator; only administrator accounts', async () => {
    const { college } = await createCollege(t.db);
    const admin = await createUser(t.db, { role: 1, collegeId: college.id });
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const token = await signIn(t.app, admin);
    expect((await acc5('/admin/college/admin_status', { user_id: admin.id, enabled: false })).code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0].enabled).toBe(false);
    expect((await acc5('/admin/college/admin_status', { user_id: admin.id, enabled: 1 })).code).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, admin.id)))[0].enabled).toBe(true);
    expect(await acc5('/admin/college/admin_status', { user_id: teacher.id, enabled: false })).toMatchObject({
      code: 404,
      message: '管理员账号不存在',
    });
    expect(await acc5('/admin/college/admin_status', { user_id: admin.id, enabled: 'no' })).toMatchObject({
      code: 400,
      message: '状态有误',
    });
    expect((await t.db.select().from(users).where(eq(users.id, teacher.id)))[0].enabled).toBe(true);
  });

  it('resets an administrator password: the old one and the sessions stop working', async () => {
    const { college } = await createCollege(t.db);
    const admin = await createUser(t.db, { role: 1, collegeId: college.id });
    const student = await createUser(t.db, { role: 3, collegeId: college.id });
    const token = await signIn(t.app, admin);
    const res = await acc5<{ password: string }>('/admin/college/reset_pwd', { user_id: admin.id });
    expect(res).toMatchObject({ code: 200, message: '密码已重置' });
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
    expect((await call(t.app, '/api/login/college', { account: admin.account, password: 'Passw0rd!' })).code).toBe(400);
    expect(res.data.password).toMatch(GENERATED_PASSWORD);
    expect(
      await call(t.app, '/api/login/college', { account: admin.account, password: res.data.password }),
    ).toMatchObject({ code: 200, data: { must_change_password: true } });
    const before = (await t.db.select().from(users).where(eq(users.id, student.id)))[0].passwordHash;
    expect(await acc5('/admin/college/reset_pwd', { user_id: student.id })).toMatchObject({
      code: 404,
      message: '管理员账号不存在',
    });
    expect((await t.db.select().from(users).where(eq(users.id, student.id)))[0].passwordHash).toBe(before);
  });
});
