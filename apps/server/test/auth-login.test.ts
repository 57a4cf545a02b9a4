import { ApiCode, authMessages, type TLoginData, type TUserInfo } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { createCollege, createUser, signIn, TEST_PASSWORD } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in entrances', () => {
  it.each([
    ['/api/login/student', 3],
    ['/api/login/teacher', 2],
    ['/api/login/college', 1],
    ['/api/login', 0],
  ] as const)('%s signs in role %i with a trimmed account and returns the login data', async (url, role) => {
    const { college } = await createCollege(t.db);
    const user = await createUser(t.db, { role, collegeId: role === 0 ? null : college.id });
    const res = await call<TLoginData>(t.app, url, { account: `  ${user.account} `, password: TEST_PASSWORD });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: user.name,
      identity: role,
      bind_account: user.account,
      id: user.id,
      must_change_password: false,
    });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.tokenHash).not.toBe(res.data.token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('/api/login with login_type signs in that role, and refuses another', async () => {
    const { college } = await createCollege(t.db);
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const asTeacher = await call(t.app, '/api/login', {
      account: teacher.account,
      password: TEST_PASSWORD,
      login_type: 2,
    });
    expect(asTeacher.code).toBe(200);
    const asAcc5 = await call(t.app, '/api/login', { account: teacher.account, password: TEST_PASSWORD });
    expect(asAcc5).toMatchObject({ code: ApiCode.forbidden, message: authMessages.wrongEntrance });
  });

  it('refuses the wrong entrance with its own message', async () => {
    const { college } = await createCollege(t.db);
    const student = await createUser(t.db, { role: 3, collegeId: college.id });
    const res = await call(t.app, '/api/login/teacher', { account: student.account, password: TEST_PASSWORD });
    expect(res).toMatchObject({ code: ApiCode.forbidden, message: authMessages.wrongEntrance, data: null });
  });

  it('gives the same message for an unknown account and a wrong password', async () => {
    const { college } = await createCollege(t.db);
    const student = await createUser(t.db, { role: 3, collegeId: college.id });
    const unknown = await call(t.app, '/api/login/student', { account: 'nobody-here', password: 'x' });
    const wrong = await call(t.app, '/api/login/student', { account: student.account, password: 'wrong' });
    expect(unknown).toEqual({ code: ApiCode.badRequest, message: authMessages.badCredentials, data: null });
    expect(wrong).toEqual(unknown);
  });

  it('refuses a disabled account and an account of a disabled college', async () => {
    const { college } = await createCollege(t.db);
    const disabled = await createUser(t.db, { role: 3, collegeId: college.id, enabled: false });
    expect(
      await call(t.app, '/api/login/student', { account: disabled.account, password: TEST_PASSWORD }),
    ).toMatchObject({
      code: ApiCode.forbidden,
      message: authMessages.disabled,
    });
    const closed = await createCollege(t.db, { status: 0 });
    const member = await createUser(t.db, { role: 3, collegeId: closed.college.id });
    expect(await call(t.app, '/api/login/student', { account: member.account, password: TEST_PASSWORD })).toMatchObject(
      {
        message: authMessages.disabled,
      },
    );
  });

  it('validates the body with a clear Chinese message and writes nothing', async () => {
    const before = await t.db.select().from(sessions);
    expect(await call(t.app, '/api/login/student', { account: '   ', password: 'x' })).toMatchObject({
      code: ApiCode.badRequest,
      message: '请输入账号',
    });
    expect(await call(t.app, '/api/login/student', { account: 'a' })).toMatchObject({ message: '请输入密码' });
    expect(await call(t.app, '/api/login', { account: 'a', password: 'b', login_type: 9 })).toMatchObject({
      message: '登录类型有误',
    });
    expect(await t.db.select().from(sessions)).toHaveLength(before.length);
  });
});

describe('sessions', () => {
  it('getinfo answers the session user; logout revokes the token', async () => {
    const { college } = await createCollege(t.db);
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const token = await signIn(t.app, teacher);
    const info = await call<TUserInfo>(t.app, '/api/getinfo', { type: 1 }, token);
    expect(info.data).toMatchObject({ id: teacher.id, auth: 'teacher', role: 2, cert_status: 1, jurisdiction: 1 });
    expect(info.data.college_name).toBe(college.name);
    expect((await call(t.app, '/api/logout', {}, token)).code).toBe(200);
    expect(await call(t.app, '/api/getinfo', {}, token)).toMatchObject({ code: ApiCode.unauthorized });
  });

  it('refuses an expired token and a missing one with 401', async () => {
    const acc5 = await createUser(t.db, { role: 0 });
    const token = await signIn(t.app, acc5);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, acc5.id));
    expect(await call(t.app, '/api/getinfo', {}, token)).toMatchObject({
      code: ApiCode.unauthorized,
      message: authMessages.sessionExpired,
    });
    expect(await call(t.app, '/api/getinfo', {})).toMatchObject({
      code: ApiCode.unauthorized,
      message: authMessages.notLoggedIn,
    });
    expect(await call(t.app, '/api/getinfo', {}, 'made-up-token')).toMatchObject({ code: ApiCode.unauthorized });
  });

  it('accepts the token as a Bearer header and as the Authorization cookie', async () => {
    const acc5 = await createUser(t.db, { role: 0 });
    const token = await signIn(t.app, acc5);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/getinfo',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json().code).toBe(200);
    const cookie = await t.app.inject({ method: 'POST', url: '/api/getinfo', cookies: { Authorization: token } });
    expect(cookie.json().code).toBe(200);
    // among other cookies, URL-encoded as the web app writes it
    const among = await t.app.inject({
      method: 'POST',
      url: '/api/getinfo',
      headers: { cookie: `sidebarStatus=1; Authorization=${encodeURIComponent(token)}; theme=light` },
    });
    expect(among.json().code).toBe(200);
    // a malformed escape is no token (401), not a server error
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/getinfo',
      headers: { cookie: 'Authorization=%E0%A4%A' },
    });
    expect(malformed.json().code).toBe(ApiCode.unauthorized);
  });

  it('a disabled user loses their live sessions at once', async () => {
    const { college } = await createCollege(t.db);
    const student = await createUser(t.db, { role: 3, collegeId: college.id });
    const token = await signIn(t.app, student);
    await t.db.update(users).set({ enabled: false }).where(eq(users.id, student.id));
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(ApiCode.unauthorized);
  });

  it('a college user whose licence is not active still gets getinfo with cert_status 2', async () => {
    const expired = await createCollege(t.db, { expiresAt: new Date(Date.now() - 1000) });
    const admin = await createUser(t.db, { role: 1, collegeId: expired.college.id });
    const token = await signIn(t.app, admin);
    const info = await call<TUserInfo>(t.app, '/api/getinfo', {}, token);
    expect(info.code).toBe(200);
    expect(info.data.cert_status).toBe(2);
    const inactive = await createCollege(t.db, { licenceStatus: 2, expiresAt: null });
    const teacher = await createUser(t.db, { role: 2, collegeId: inactive.college.id });
    const info2 = await call<TUserInfo>(t.app, '/api/getinfo', {}, await signIn(t.app, teacher));
    expect(info2.data.cert_status).toBe(2);
  });
});
