import {
  ApiCode,
  authMessages,
  type TLoginData,
  type TMemberStoreData,
  type TRole,
  type TUserInfo,
} from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, users } from '../src/db/schema';
import { sourceKeyOf } from '../src/modules/auth/login-throttle';
import { createCast, createCollege, createUser, signIn } from './support/factories';
import { GENERATED_PASSWORD } from './support/passwords';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app, t.db);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '1');
const entranceOf: Record<number, string> = {
  1: '/api/login/college',
  2: '/api/login/teacher',
  3: '/api/login/student',
};
const pending = { code: ApiCode.passwordChangeRequired, message: authMessages.passwordChangeRequired, data: null };

/** A new student of the cast's college made by its administrator: the account and the password answered once. */
async function newStudent(account: string) {
  const res = await call<TMemberStoreData>(
    t.app,
    '/college/student/store',
    { account, name: '新同学' },
    cast.tokens[1],
  );
  expect(res.code).toBe(200);
  return { id: res.data.id, account, password: res.data.initial_password! };
}

async function signInWith(role: number, account: string, password: string) {
  const res = await call<TLoginData>(t.app, entranceOf[role], { account, password });
  expect(res.code, res.message).toBe(200);
  return res.data;
}

describe('a password someone else set must be changed at first sign-in', () => {
  it('flags the sign-in and getinfo; every other call answers 4031 until mod_pwd, which clears the flag', async () => {
    const student = await newStudent('first_login_1');
    const login = await signInWith(3, student.account, student.password);
    expect(login.must_change_password).toBe(true);
    const info = await call<TUserInfo>(t.app, '/api/getinfo', {}, login.token);
    expect(info).toMatchObject({ code: 200, data: { id: student.id, must_change_password: true } });

    for (const url of [
      '/api/info_detail',
      '/api/mod_info',
      '/api/send_sms',
      '/student/classes/list',
      '/api/upload_image',
    ]) {
      expect(await call(t.app, url, { name: '改名' }, login.token), url).toEqual(pending);
    }
    const [before] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(before.name).toBe('新同学');

    // the change itself: the old password is still asked for, the rules still hold
    expect(
      await call(t.app, '/api/mod_pwd', { old_password: 'wrong-one-1', password: 'MyOwn2026' }, login.token),
    ).toMatchObject({ code: ApiCode.badRequest, message: authMessages.oldPasswordWrong });
    expect(
      await call(t.app, '/api/mod_pwd', { old_password: student.password, password: student.password }, login.token),
    ).toMatchObject({ code: ApiCode.badRequest, message: '新密码不能与原密码相同' });
    expect(
      (await call(t.app, '/api/mod_pwd', { old_password: student.password, password: 'MyOwn2026' }, login.token)).code,
    ).toBe(200);

    const after = await call<TUserInfo>(t.app, '/api/getinfo', {}, login.token);
    expect(after.data.must_change_password).toBe(false);
    expect((await call(t.app, '/api/info_detail', {}, login.token)).code).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(row.mustChangePassword).toBe(false);
    const again = await signInWith(3, student.account, 'MyOwn2026');
    expect(again.must_change_password).toBe(false);
  });

  it('logout works while the change is pending', async () => {
    const student = await newStudent('first_login_2');
    const login = await signInWith(3, student.account, student.password);
    expect((await call(t.app, '/api/logout', {}, login.token)).code).toBe(200);
    expect((await call(t.app, '/api/getinfo', {}, login.token)).code).toBe(ApiCode.unauthorized);
  });

  it('holds for every route but mod_pwd, getinfo and logout, for every role', async () => {
    const open = t.routeTable.filter((r) => r.beforePasswordChange).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(['POST /api/getinfo', 'POST /api/logout', 'POST /api/mod_pwd']);
    const { college, campus } = await createCollege(t.db);
    const tokens: Record<number, string> = {};
    for (const role of [0, 1, 2, 3] as TRole[]) {
      const user = await createUser(t.db, { role, collegeId: role === 0 ? null : college.id, campusId: campus.id });
      await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
      tokens[role] = await signIn(t.app, user);
    }
    let checked = 0;
    for (const route of t.routeTable.filter((r) => !r.isPublic && !r.beforePasswordChange)) {
      for (const role of route.roles) {
        const res = await call(t.app, concrete(route.url), {}, tokens[role], route.method as 'GET' | 'POST');
        expect(res.code, `${route.method} ${route.url} as role ${role}`).toBe(ApiCode.passwordChangeRequired);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reset_pwd flags the account again and lifts its sign-in throttle', async () => {
    const student = await newStudent('first_login_3');
    const login = await signInWith(3, student.account, student.password);
    await call(t.app, '/api/mod_pwd', { old_password: student.password, password: 'MyOwn2026' }, login.token);
    for (let i = 0; i < 5; i++) await call(t.app, '/api/login/student', { account: student.account, password: 'no1' });
    const throttled = await call(t.app, '/api/login/student', { account: student.account, password: 'MyOwn2026' });
    expect(throttled.code).toBe(ApiCode.tooMany);

    const reset = await call<{ password: string }>(
      t.app,
      '/college/student/reset_pwd',
      { id: student.id },
      cast.tokens[1],
    );
    expect(reset.data.password).toMatch(GENERATED_PASSWORD);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.account, student.account))).toEqual([]);
    const fresh = await signInWith(3, student.account, reset.data.password);
    expect(fresh.must_change_password).toBe(true);
    expect(await call(t.app, '/api/info_detail', {}, fresh.token)).toEqual(pending);
  });

  it('acc5 reset of an administrator password flags it and lifts its throttle too', async () => {
    const { college } = await createCollege(t.db);
    const admin = await createUser(t.db, { role: 1, collegeId: college.id });
    await t.db.insert(loginFailures).values({
      account: admin.account,
      source: sourceKeyOf('127.0.0.1'),
      failureCount: 9,
      blockedUntil: new Date(Date.now() + 600_000),
      expiresAt: new Date(Date.now() + 1_500_000),
    });
    const reset = await call<{ password: string }>(
      t.app,
      '/admin/college/reset_pwd',
      { user_id: admin.id },
      cast.tokens[0],
    );
    expect(reset.code).toBe(200);
    const login = await signInWith(1, admin.account, reset.data.password);
    expect(login.must_change_password).toBe(true);
    expect(await call(t.app, '/college/class/index', {}, login.token)).toEqual(pending);
  });

  it('accounts made by the test factories and the people who changed their password are not flagged', async () => {
    const info = await call<TUserInfo>(t.app, '/api/getinfo', {}, cast.tokens[3]);
    expect(info.data.must_change_password).toBe(false);
  });
});

describe('修改密码 throttles a wrong old password like a sign-in', () => {
  /** mod_pwd from an address */
  async function modPwdFrom(ip: string, token: string, oldPassword: string, password: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mod_pwd',
      remoteAddress: ip,
      headers: { authorization: token },
      payload: { old_password: oldPassword, password },
    });
    return response.json() as { code: number; message: string; data: { retry_after?: number } | null };
  }

  it('five wrong old passwords make that address wait, the right one too; another address still changes it', async () => {
    const student = await newStudent('guess_old_1');
    const { token } = await signInWith(3, student.account, student.password);
    for (let i = 1; i <= 4; i++) {
      expect(await modPwdFrom('10.20.0.1', token, `guess-${i}`, 'MyOwn2026')).toMatchObject({
        code: ApiCode.badRequest,
        message: authMessages.oldPasswordWrong,
      });
    }
    const fifth = await modPwdFrom('10.20.0.1', token, 'guess-5', 'MyOwn2026');
    expect(fifth).toMatchObject({ code: ApiCode.tooMany, message: authMessages.oldPasswordThrottled(1) });
    expect(fifth.data?.retry_after).toBeGreaterThan(50);
    // while it waits, even the right old password is not checked from that address
    expect(await modPwdFrom('10.20.0.1', token, student.password, 'MyOwn2026')).toMatchObject({
      code: ApiCode.tooMany,
    });
    const [still] = await t.db.select().from(users).where(eq(users.id, student.id));
    expect(still.mustChangePassword).toBe(true);
    // the user's own try from elsewhere is never held back by those failures, and a sign-in is not either
    expect((await modPwdFrom('10.20.0.2', token, student.password, 'MyOwn2026')).code).toBe(200);
    expect((await signInWith(3, student.account, 'MyOwn2026')).must_change_password).toBe(false);
  });
});
