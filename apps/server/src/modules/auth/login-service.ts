import { ApiCode, authMessages, type TLoginData, type TRole } from '@sxpt/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, sessions, users } from '../../db/schema';
import { createToken, hashToken, TOKEN_TTL_MS } from '../../http/auth';
import { AppError } from '../../http/errors';
import { getDummyHash, verifyPassword } from '../../http/password';
import {
  assertSourceOpen,
  clearAttempts,
  defaultThrottlePolicy,
  pruneExpired,
  recordSourceFailure,
  reserveAttempt,
  sourceKeyOf,
  sourceThrottledError,
  type TThrottlePolicy,
  throttledError,
} from './login-throttle';

export interface TLoginInput {
  account: string;
  password: string;
  /** roles this entrance accepts */
  entranceRoles: readonly TRole[];
  ip: string;
  userAgent: string;
}

/** How often a failure also drops forgotten throttle rows. */
const PRUNE_CHANCE = 0.02;

/**
 * Sign in. An unknown account and a wrong password get the same answer, count the same way and take the same
 * time (an unknown account is checked against a dummy hash). Failures are throttled per account and source
 * address, and per source (login-throttle.ts); a disabled account or college, or the wrong entrance, is refused
 * with its own message once the password is right.
 */
export async function login(
  db: Db,
  input: TLoginInput,
  policy: TThrottlePolicy = defaultThrottlePolicy,
): Promise<TLoginData> {
  const now = Date.now();
  const source = sourceKeyOf(input.ip);
  await assertSourceOpen(db, source, now);
  const streak = await reserveAttempt(db, input.account, source, now, policy);

  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      passwordHash: users.passwordHash,
      role: users.role,
      name: users.name,
      avatar: users.avatar,
      enabled: users.enabled,
      mustChangePassword: users.mustChangePassword,
      collegeStatus: colleges.status,
    })
    .from(users)
    .leftJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(users.account, input.account))
    .limit(1);

  const isRight = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !isRight) {
    const sourceStreak = await recordSourceFailure(db, source, now, policy);
    if (Math.random() < PRUNE_CHANCE) await pruneExpired(db, now);
    if (streak.blockedUntil) throw throttledError(streak.blockedUntil, now);
    if (sourceStreak.blockedUntil) throw sourceThrottledError(sourceStreak.blockedUntil, now);
    throw new AppError(ApiCode.badRequest, authMessages.badCredentials);
  }
  await clearAttempts(db, input.account, source);
  if (!user.enabled || (user.collegeStatus !== null && user.collegeStatus !== 1)) {
    throw new AppError(ApiCode.forbidden, authMessages.disabled);
  }
  if (!input.entranceRoles.includes(user.role as TRole)) {
    throw new AppError(ApiCode.forbidden, authMessages.wrongEntrance);
  }

  const token = createToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now + TOKEN_TTL_MS),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 300),
    });
    await tx
      .update(users)
      .set({ lastLoginAt: new Date(now) })
      .where(eq(users.id, user.id));
  });
  return {
    token,
    name: user.name,
    avatar: user.avatar,
    identity: user.role,
    bind_account: user.account,
    id: user.id,
    must_change_password: user.mustChangePassword,
  };
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
