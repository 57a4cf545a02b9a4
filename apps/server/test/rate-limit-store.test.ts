// Per-route rate limits (licence activation, classroom sign-in) count in PostgreSQL: two API processes on one
// database share one count, so WORKERS=n does not multiply a limit by n.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../src/db/client';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestAppOn, openFreshDatabase, type TTestApp } from './support/test-app';

let database: TDatabase;
let a: TTestApp;
let b: TTestApp;
beforeAll(async () => {
  database = await openFreshDatabase();
  a = await createTestAppOn(database);
  b = await createTestAppOn(database);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

describe('rate limits across API processes', () => {
  it('licence activation: 20 a minute per address, counted over both processes', async () => {
    const { college, campus } = await createCollege(database.db, { licenceStatus: 2 });
    const admin = await createUser(database.db, { role: 1, collegeId: college.id, campusId: campus.id });
    const token = await signIn(a.app, admin);
    const activate = (app: TTestApp) => call(app.app, '/college/licence/activate', { code: 'NOPE-0000-0000' }, token);
    for (let i = 0; i < 10; i++) {
      expect((await activate(a)).code).not.toBe(429);
      expect((await activate(b)).code).not.toBe(429);
    }
    expect(await activate(a)).toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试' });
    expect(await activate(b)).toMatchObject({ code: 429 });
  });
});
