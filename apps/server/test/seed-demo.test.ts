import type { TUserInfo } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classStudents, colleges, users } from '../src/db/schema';
import { DEMO_PASSWORD, isDatabaseEmpty, seedAcc5, seedDemo } from '../src/seed/demo';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds both colleges and every demo account, each signing in at its entrance with demo1234', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemo(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    const entrances: [string, string][] = [
      ['/api/login', 'acc5'],
      ['/api/login/college', 'admin'],
      ['/api/login/teacher', 'teacher'],
      ['/api/login/teacher', 'teacher2'],
      ['/api/login/student', 'student'],
      ['/api/login/student', 'student30'],
      ['/api/login/college', 'admin2'],
    ];
    for (const [url, account] of entrances) {
      const res = await call<{ must_change_password: boolean }>(t.app, url, { account, password: DEMO_PASSWORD });
      expect(res.code, account).toBe(200);
      // the demo accounts keep their documented password: no change forced
      expect(res.data.must_change_password, account).toBe(false);
    }
    expect((await t.db.select().from(users).where(eq(users.mustChangePassword, true))).length).toBe(0);
    const [{ n: studentCount }] = await t.db.select({ n: count() }).from(users).where(eq(users.role, 3));
    expect(Number(studentCount)).toBe(33);
    const all = await t.db.select().from(colleges);
    expect(all).toHaveLength(2);
    expect(all.every((c) => c.licenceStatus === 1 && c.licenceExpiresAt! > new Date())).toBe(true);
    const demoClasses = await t.db.select().from(classes).where(eq(classes.collegeId, all[0].id));
    expect(demoClasses).toHaveLength(2);
    const members = await t.db.select().from(classStudents).where(eq(classStudents.classId, demoClasses[0].id));
    expect(members).toHaveLength(15);

    const login = await call<{ token: string }>(t.app, '/api/login/student', {
      account: 'student',
      password: DEMO_PASSWORD,
    });
    const info = await call<TUserInfo>(t.app, '/api/getinfo', {}, login.data.token);
    expect(info.data).toMatchObject({ college_name: '广东财经职业学院', cert_status: 1, demo: true });
  });

  it('seedAcc5 creates only the school-management account with the given password', async () => {
    const other = await createTestApp({ seedDemo: false });
    try {
      await seedAcc5(other.db, 'Start-2026');
      expect(await call(other.app, '/api/login', { account: 'acc5', password: 'Start-2026' })).toMatchObject({
        code: 200,
        data: { must_change_password: false },
      });
      expect(await other.db.select().from(users)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
