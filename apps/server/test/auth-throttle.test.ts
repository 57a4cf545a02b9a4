import { ApiCode, authMessages, type TEnvelope } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { loginFailures, loginSourceFailures } from '../src/db/schema';
import {
  defaultThrottlePolicy,
  delayAfter,
  nextStreak,
  pruneExpired,
  sourceKeyOf,
} from '../src/modules/auth/login-throttle';
import { createCollege, createUser, TEST_PASSWORD } from './support/factories';
import { createTestApp, createTestAppOn, openFreshDatabase, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
/** A source address of its own for each use, so that tests do not share throttles. */
const freshIp = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function attempt(
  app: FastifyInstance,
  ip: string,
  account: string,
  password: string,
  url = '/api/login/student',
): Promise<TEnvelope<{ retry_after?: number; token?: string } | null>> {
  const response = await app.inject({ method: 'POST', url, remoteAddress: ip, payload: { account, password } });
  return response.json();
}

const newStudent = async () => {
  const { college } = await createCollege(t.db);
  return createUser(t.db, { role: 3, collegeId: college.id });
};

const wrong = { code: ApiCode.badRequest, message: authMessages.badCredentials, data: null };
const waitMinutes = (minutes: number) => ({ code: ApiCode.tooMany, message: authMessages.throttled(minutes) });

/** Let the current wait of an account from a source end (as if the time had passed). */
async function endWait(account: string, source: string) {
  await t.db
    .update(loginFailures)
    .set({ blockedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(loginFailures.account, account), eq(loginFailures.source, source)));
}

describe('sign-in throttle per account and source', () => {
  it('a stranger failing 20 times on a student never keeps the student out from elsewhere', async () => {
    const student = await newStudent();
    const stranger = freshIp();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await attempt(t.app, stranger, student.account, `guess${i}`));
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(wrong));
    for (const answer of answers.slice(4)) expect(answer).toMatchObject(waitMinutes(1));
    // from the stranger's address even the right password waits
    expect(await attempt(t.app, stranger, student.account, TEST_PASSWORD)).toMatchObject(waitMinutes(1));
    // the student, elsewhere, signs in at once
    const own = await attempt(t.app, freshIp(), student.account, TEST_PASSWORD);
    expect(own.code).toBe(200);
    expect(own.data?.token).toBeTruthy();
  });

  it('says when to try again, and the wait grows 1, 2, 4, 8 then 15 minutes', async () => {
    const student = await newStudent();
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect(await attempt(t.app, ip, student.account, 'nope1234')).toEqual(wrong);
    const first = await attempt(t.app, ip, student.account, 'nope1234');
    expect(first).toMatchObject({ ...waitMinutes(1), message: '登录失败次数过多，请1分钟后再试' });
    expect(first.data?.retry_after).toBeGreaterThan(55);
    expect(first.data?.retry_after).toBeLessThanOrEqual(60);
    for (const minutes of [2, 4, 8, 15, 15]) {
      await endWait(student.account, sourceKeyOf(ip));
      const answer = await attempt(t.app, ip, student.account, 'nope1234');
      expect(answer, `${minutes} minutes`).toMatchObject(waitMinutes(minutes));
      expect(answer.data?.retry_after).toBeGreaterThan(minutes * 60 - 5);
    }
    // once the wait is over the right password works and clears the streak of this source
    await endWait(student.account, sourceKeyOf(ip));
    expect((await attempt(t.app, ip, student.account, TEST_PASSWORD)).code).toBe(200);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.account, student.account));
    expect(rows).toEqual([]);
    expect(await attempt(t.app, ip, student.account, 'nope1234')).toEqual(wrong);
  });

  it('an unknown account gets the same answers, the same throttle and the same counters as a real one', async () => {
    const student = await newStudent();
    const real: unknown[] = [];
    const unknown: unknown[] = [];
    const [ipReal, ipUnknown] = [freshIp(), freshIp()];
    for (let i = 0; i < 7; i++) {
      real.push(await attempt(t.app, ipReal, student.account, `bad-${i}`));
      unknown.push(await attempt(t.app, ipUnknown, 'no_such_student_x', `bad-${i}`));
    }
    const strip = (answers: unknown[]) =>
      answers.map((a) => {
        const { data, ...rest } = a as TEnvelope<{ retry_after?: number } | null>;
        return { ...rest, hasRetry: data?.retry_after !== undefined };
      });
    expect(strip(unknown)).toEqual(strip(real));
    expect(strip(real).map((a) => a.code)).toEqual([400, 400, 400, 400, 429, 429, 429]);
    const [rowReal] = await t.db.select().from(loginFailures).where(eq(loginFailures.account, student.account));
    const [rowUnknown] = await t.db.select().from(loginFailures).where(eq(loginFailures.account, 'no_such_student_x'));
    expect(rowUnknown.failureCount).toBe(rowReal.failureCount);
    expect(rowUnknown.source).toBe(sourceKeyOf(ipUnknown));
  });

  it('an unknown account takes about as long as a wrong password (the hash is always checked)', async () => {
    const student = await newStudent();
    const median = async (account: string) => {
      const times: number[] = [];
      for (let i = 0; i < 4; i++) {
        const ip = freshIp();
        const start = performance.now();
        await attempt(t.app, ip, account, 'wrong-password-1');
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2];
    };
    await median(student.account); // warm up
    const known = await median(student.account);
    const unknown = await median('nobody_at_all_here');
    // argon2id dominates: skipping it would make the unknown account several times faster
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('parallel tries cannot slip past the limit', async () => {
    const student = await newStudent();
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(t.app, ip, student.account, `parallel-${i}`)),
    );
    const codes = answers.map((a) => a.code).sort();
    expect(codes).toEqual([...Array(4).fill(400), ...Array(6).fill(429)]);
  });

  it('the right password clears the streak of its own source only', async () => {
    const student = await newStudent();
    const [home, away] = [freshIp(), freshIp()];
    for (let i = 0; i < 3; i++) await attempt(t.app, home, student.account, 'typo1234');
    for (let i = 0; i < 2; i++) await attempt(t.app, away, student.account, 'typo1234');
    expect((await attempt(t.app, home, student.account, TEST_PASSWORD)).code).toBe(200);
    const rows = await t.db.select().from(loginFailures).where(eq(loginFailures.account, student.account));
    expect(rows.map((r) => [r.source, r.failureCount])).toEqual([[sourceKeyOf(away), 2]]);
  });

  it('the other entrances share the throttle', async () => {
    const { college } = await createCollege(t.db);
    const teacher = await createUser(t.db, { role: 2, collegeId: college.id });
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await attempt(t.app, ip, teacher.account, 'x1234567', '/api/login/teacher');
    expect(await attempt(t.app, ip, teacher.account, 'x1234567', '/api/login')).toMatchObject(waitMinutes(1));
    expect(await attempt(t.app, ip, teacher.account, TEST_PASSWORD, '/api/login/teacher')).toMatchObject(
      waitMinutes(1),
    );
  });
});

describe('sign-in throttle per source over all accounts', () => {
  it('30 failures from one address over many accounts hold that address back, not another', async () => {
    const student = await newStudent();
    const sprayer = freshIp();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(t.app, sprayer, `spray_target_${i}`, 'Spring2026'));
    expect(answers.slice(0, 29)).toEqual(Array(29).fill(wrong));
    expect(answers[29]).toMatchObject({ code: ApiCode.tooMany, message: authMessages.sourceThrottled(1) });
    expect(answers[29].message).toBe('当前网络登录失败次数过多，请1分钟后再试');
    // any account, even with its right password, waits at that address; elsewhere it signs in
    expect(await attempt(t.app, sprayer, student.account, TEST_PASSWORD)).toMatchObject({
      code: ApiCode.tooMany,
      message: authMessages.sourceThrottled(1),
    });
    expect((await attempt(t.app, freshIp(), student.account, TEST_PASSWORD)).code).toBe(200);
    const [row] = await t.db
      .select()
      .from(loginSourceFailures)
      .where(eq(loginSourceFailures.source, sourceKeyOf(sprayer)));
    expect(row.failureCount).toBe(30);
    expect(row.blockedUntil!.getTime() - Date.now()).toBeGreaterThan(55_000);
  });

  it('the cap follows LOGIN_SOURCE_MAX_FAILURES', async () => {
    const small = await createTestApp({ loginSourceMaxFailures: 3 });
    try {
      const ip = freshIp();
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await attempt(small.app, ip, `cap_${i}`, 'Summer2026')).code);
      expect(codes).toEqual([400, 400, 429, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('the counters are in the database', () => {
  it('two API processes on one database share them', async () => {
    // two apps, each with its own connection pool to the one database, as two API processes would have
    const database = await openFreshDatabase();
    const otherPool = await openPostgres(database.url, { poolSize: 2, migrate: false });
    const one = await createTestAppOn(database);
    const two = await createTestAppOn(otherPool);
    try {
      const { college } = await createCollege(one.db);
      const student = await createUser(one.db, { role: 3, collegeId: college.id });
      const ip = freshIp();
      for (let i = 0; i < 2; i++) expect(await attempt(one.app, ip, student.account, 'one-1234')).toEqual(wrong);
      for (let i = 0; i < 2; i++) expect(await attempt(two.app, ip, student.account, 'two-1234')).toEqual(wrong);
      const [row] = await two.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.account, student.account), eq(loginFailures.source, sourceKeyOf(ip))));
      expect(row.failureCount).toBe(4);
      expect(await attempt(one.app, ip, student.account, 'three-1234')).toMatchObject(waitMinutes(1));
      expect(await attempt(two.app, ip, student.account, TEST_PASSWORD)).toMatchObject(waitMinutes(1));
      expect((await attempt(two.app, freshIp(), student.account, TEST_PASSWORD)).code).toBe(200);
      // parallel tries spread over both processes cannot slip past the limit either
      const other = await createUser(one.db, { role: 3, collegeId: college.id });
      const spread = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(i % 2 ? one.app : two.app, spread, other.account, `p-${i}`)),
      );
      expect(answers.filter((a) => a.code === 400)).toHaveLength(4);
    } finally {
      await one.close();
      await two.close();
      await otherPool.close();
      await database.close();
    }
  });

  it('forgotten streaks are pruned', async () => {
    const ip = freshIp();
    await attempt(t.app, ip, 'prune_me_account', 'whatever1');
    await pruneExpired(t.db, Date.now() + defaultThrottlePolicy.windowMs + 1000);
    expect(await t.db.select().from(loginFailures).where(eq(loginFailures.account, 'prune_me_account'))).toEqual([]);
    expect(await t.db.select().from(loginSourceFailures).where(eq(loginSourceFailures.source, ip))).toEqual([]);
  });
});

describe('throttle rules', () => {
  const policy = defaultThrottlePolicy;

  it('waits 1, 2, 4, 8 and then 15 minutes at most', () => {
    expect([1, 4].map((n) => delayAfter(n, 5, policy))).toEqual([null, null]);
    expect([5, 6, 7, 8, 9, 10, 100].map((n) => delayAfter(n, 5, policy)! / 60_000)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });

  it('forgets a streak 15 minutes after its last failure or the end of its last wait', () => {
    const now = Date.parse('2026-03-01T08:00:00Z');
    const first = nextStreak(null, now, 5, policy);
    expect(first).toEqual({ failureCount: 1, blockedUntil: null, expiresAt: new Date(now + 15 * 60_000) });
    expect(nextStreak(first, now + 14 * 60_000, 5, policy).failureCount).toBe(2);
    expect(nextStreak(first, now + 15 * 60_000, 5, policy).failureCount).toBe(1);
    const blocked = nextStreak({ failureCount: 4, blockedUntil: null, expiresAt: new Date(now + 1) }, now, 5, policy);
    expect(blocked.blockedUntil).toEqual(new Date(now + 60_000));
    expect(blocked.expiresAt).toEqual(new Date(now + 16 * 60_000));
  });

  it('keys a source by its IPv4 address, or its IPv6 /64 network', () => {
    expect(sourceKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(sourceKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceKeyOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(sourceKeyOf('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(sourceKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceKeyOf('')).toBe('unknown');
  });
});
