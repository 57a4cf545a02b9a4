import { isIPv6 } from 'node:net';
import { ApiCode, authMessages, type TLoginThrottled } from '@sxpt/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { loginFailures, loginSourceFailures } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Sign-in throttling, kept in the database so that it holds across API processes.
 *
 * - Per account (as typed, whether it exists or not) and source address: after `accountFailures` failures in a
 *   streak, tries from that source on that account wait 1 minute, then 2, 4, 8, up to 15 minutes after each
 *   further failure. Another source is never held back by it, so the rightful user elsewhere still signs in.
 * - Per source over every account (password spraying): the same growing delay after `sourceFailures` failures.
 * A streak is forgotten 15 minutes after its last failure or the end of its last wait; a right password clears
 * the account's streak from that source.
 */
export interface TThrottlePolicy {
  accountFailures: number;
  sourceFailures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const defaultThrottlePolicy: TThrottlePolicy = {
  accountFailures: 5,
  sourceFailures: 30,
  windowMs: 15 * 60_000,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
};

export interface TStreak {
  failureCount: number;
  blockedUntil: Date | null;
  expiresAt: Date;
}

/** The wait after the `count`th failure of a streak with this threshold (null: none yet). */
export function delayAfter(count: number, threshold: number, policy: TThrottlePolicy): number | null {
  if (count < threshold) return null;
  return Math.min(policy.firstDelayMs * 2 ** Math.min(count - threshold, 30), policy.maxDelayMs);
}

/** The streak after one more failure at `now`. */
export function nextStreak(previous: TStreak | null, now: number, threshold: number, policy: TThrottlePolicy): TStreak {
  const isFresh = !previous || previous.expiresAt.getTime() <= now;
  const failureCount = isFresh ? 1 : previous.failureCount + 1;
  const delay = delayAfter(failureCount, threshold, policy);
  const blockedUntil = delay === null ? null : new Date(now + delay);
  return { failureCount, blockedUntil, expiresAt: new Date((blockedUntil?.getTime() ?? now) + policy.windowMs) };
}

function expand(ipv6: string): string[] {
  const [head, tail = ''] = ipv6.split('::');
  const left = head ? head.split(':') : [];
  const right = ipv6.includes('::') && tail ? tail.split(':') : [];
  const middle = ipv6.includes('::') ? Array(Math.max(8 - left.length - right.length, 0)).fill('0') : [];
  return [...left, ...middle, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The source key of a client address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64 network (one
 * subscriber usually holds a whole /64, so single addresses would not count).
 */
export function sourceKeyOf(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv6(address)) return `${expand(address).slice(0, 4).join(':')}::/64`;
  return address || 'unknown';
}

function minutesUntil(until: Date, now: number): number {
  return Math.max(1, Math.ceil((until.getTime() - now) / 60_000));
}

export function refusal(until: Date, now: number, message: (minutes: number) => string): AppError {
  const data: TLoginThrottled = { retry_after: Math.max(1, Math.ceil((until.getTime() - now) / 1000)) };
  return new AppError(ApiCode.tooMany, message(minutesUntil(until, now)), data);
}

export const throttledError = (until: Date, now: number) => refusal(until, now, authMessages.throttled);
export const sourceThrottledError = (until: Date, now: number) => refusal(until, now, authMessages.sourceThrottled);

/** Refuse (429) when the source is waiting after too many failures over all accounts. */
export async function assertSourceOpen(db: Db, source: string, now: number): Promise<void> {
  const [row] = await db
    .select({ blockedUntil: loginSourceFailures.blockedUntil })
    .from(loginSourceFailures)
    .where(eq(loginSourceFailures.source, source))
    .limit(1);
  if (row?.blockedUntil && row.blockedUntil.getTime() > now) throw sourceThrottledError(row.blockedUntil, now);
}

/**
 * Count this try against the account from this source before the password is checked (so that parallel tries
 * cannot slip past the limit), or refuse (429) while the pair waits. A right password then clears the streak.
 * Resolves the streak with this try counted as a failure.
 */
export async function reserveAttempt(
  db: Db,
  account: string,
  source: string,
  now: number,
  policy: TThrottlePolicy,
  message: (minutes: number) => string = authMessages.throttled,
): Promise<TStreak> {
  const pair = and(eq(loginFailures.account, account), eq(loginFailures.source, source));
  const outcome = await db.transaction(async (tx): Promise<{ waitUntil: Date } | { streak: TStreak }> => {
    await tx
      .insert(loginFailures)
      .values({ account, source, failureCount: 0, expiresAt: new Date(now) })
      .onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(pair).for('update');
    if (row.blockedUntil && row.blockedUntil.getTime() > now) return { waitUntil: row.blockedUntil };
    const streak = nextStreak(row, now, policy.accountFailures, policy);
    await tx.update(loginFailures).set(streak).where(pair);
    return { streak };
  });
  if ('waitUntil' in outcome) throw refusal(outcome.waitUntil, now, message);
  return outcome.streak;
}

/** Count a failure from this source over all accounts; resolves the source's streak. */
export async function recordSourceFailure(db: Db, source: string, now: number, policy: TThrottlePolicy) {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginSourceFailures)
      .values({ source, failureCount: 0, expiresAt: new Date(now) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginSourceFailures)
      .where(eq(loginSourceFailures.source, source))
      .for('update');
    const streak = nextStreak(row, now, policy.sourceFailures, policy);
    await tx.update(loginSourceFailures).set(streak).where(eq(loginSourceFailures.source, source));
    return streak;
  });
}

/** A right password: forget the account's streak from this source. */
export async function clearAttempts(db: Db, account: string, source: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.source, source)));
}

/** A password reset by an administrator: forget the account's streaks from every source. */
export async function clearAccountAttempts(db: DbOrTx, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}

/** Drop forgotten streaks (called now and then on a failure, so the tables stay small). */
export async function pruneExpired(db: Db, now: number): Promise<void> {
  const cutoff = new Date(now);
  await db.delete(loginFailures).where(lt(loginFailures.expiresAt, cutoff));
  await db.delete(loginSourceFailures).where(lt(loginSourceFailures.expiresAt, cutoff));
}
