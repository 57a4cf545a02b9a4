import type { TUserInfo } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createCollege, createUser, signIn, TEST_PASSWORD } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: 60_000 });
});
afterAll(() => t.close());

async function student() {
  const { college } = await createCollege(t.db);
  const user = await createUser(t.db, { role: 3, collegeId: college.id });
  return { user, token: await signIn(t.app, user) };
}

describe('with the session cache on (the embedded default)', () => {
  it('logout ends the session at once', async () => {
    const { token } = await student();
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    await call(t.app, '/api/logout', {}, token);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const { user, token } = await student();
    const other = await signIn(t.app, user);
    expect((await call(t.app, '/api/getinfo', {}, other)).code).toBe(200);
    await call(
      t.app,
      '/api/mod_pwd',
      { old_password: TEST_PASSWORD, password: 'Changed123', password_confirmation: 'Changed123' },
      token,
    );
    expect((await call(t.app, '/api/getinfo', {}, other)).code).toBe(401);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
  });

  it('a profile change shows at once in getinfo', async () => {
    const { token } = await student();
    await call(t.app, '/api/getinfo', {}, token);
    await call(t.app, '/api/mod_info', { name: '改过的名字' }, token);
    expect((await call<TUserInfo>(t.app, '/api/getinfo', {}, token)).data.name).toBe('改过的名字');
  });

  it('serves a cached session until invalidated', async () => {
    const { user, token } = await student();
    await call(t.app, '/api/getinfo', {}, token);
    await t.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(200);
    // the product's write paths call this; here the test plays that part
    t.ctx.sessions.invalidateUsers([user.id]);
    expect((await call(t.app, '/api/getinfo', {}, token)).code).toBe(401);
  });
});
