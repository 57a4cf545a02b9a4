import type { TUserInfo } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../src/db/client';
import { colleges, users } from '../src/db/schema';
import type { TSessionUser } from '../src/http/auth';
import { SessionCache } from '../src/http/session-cache';
import { createCollege, createUser, signIn, TEST_PASSWORD } from './support/factories';
import { statementsOf } from './support/statement-counter';
import { call, createTestApp, createTestAppOn, openFreshDatabase, type TTestApp } from './support/test-app';

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

  it('a warm session costs no statement', async () => {
    const { token } = await student();
    await call(t.app, '/api/getinfo', {}, token);
    const sent = await statementsOf(() => call(t.app, '/api/getinfo', {}, token));
    expect(sent).toEqual([]);
  });
});

async function until(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('several API processes on one database', () => {
  let database: TDatabase;
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    database = await openFreshDatabase();
    a = await createTestAppOn(database, { sessionCacheMs: 60_000 });
    b = await createTestAppOn(database, { sessionCacheMs: 60_000 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  async function cachedIn(app: TTestApp) {
    const { college } = await createCollege(app.db);
    const user = await createUser(app.db, { role: 3, collegeId: college.id });
    const token = await signIn(app.app, user);
    expect((await call(app.app, '/api/getinfo', {}, token)).code).toBe(200);
    return { user, college, token };
  }
  const refusedIn = (app: TTestApp, token: string) => async () =>
    (await call(app.app, '/api/getinfo', {}, token)).code === 401;

  it('a logout in one process ends the session cached in the other', async () => {
    const { token } = await cachedIn(a);
    await call(b.app, '/api/logout', {}, token);
    expect(await until(refusedIn(a, token))).toBe(true);
  });

  it('a user disabled by any writer (even plain SQL) is refused by every process', async () => {
    const { user, token } = await cachedIn(a);
    await database.db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    expect(await until(refusedIn(a, token))).toBe(true);
  });

  it('a password change required by any writer is enforced by every process', async () => {
    const { user, token } = await cachedIn(a);
    await database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    expect(await until(async () => (await call(a.app, '/student/classes/list', {}, token)).code === 4031)).toBe(true);
  });

  it('a licence withdrawn from the college is seen by every process', async () => {
    const { college, token } = await cachedIn(a);
    await database.db.update(colleges).set({ licenceStatus: 2 }).where(eq(colleges.id, college.id));
    expect(await until(async () => (await call(a.app, '/student/classes/list', {}, token)).code === 4086)).toBe(true);
  });

  it('while the listening connection is down, every request reads its session; it comes back by itself', async () => {
    const { token } = await cachedIn(a);
    const getinfo = () => statementsOf(() => call(a.app, '/api/getinfo', {}, token));
    expect(await getinfo()).toEqual([]);
    await (a.ctx.sessions as unknown as { listener: pg.Client }).listener.end();
    expect((await getinfo()).length).toBe(1);
    expect(await until(async () => (await getinfo()).length === 0)).toBe(true);
  });
});

describe('a lookup overtaken by an invalidation', () => {
  it('does not cache what it read before the write (no stale session for the TTL)', () => {
    const cache = new SessionCache(60_000);
    const user = { id: 7, sessionId: 70, collegeId: 3, campusId: null } as TSessionUser;
    // the lookup notes the generation, reads the old row; meanwhile the licence is activated and invalidated
    const before = cache.generation;
    cache.invalidateCollege(3);
    cache.set('hash', user, before);
    expect(cache.get('hash')).toBeUndefined();
    // a lookup that started after the invalidation is cached
    cache.set('hash', user, cache.generation);
    expect(cache.get('hash')).toBe(user);
  });
});
