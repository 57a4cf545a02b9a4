import { ApiCode, authMessages, type TLoginData, type TRole } from '@sxpt/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, sessions, users } from '../../db/schema';
import { createToken, hashToken, TOKEN_TTL_MS } from '../../http/auth';
import { AppError } from '../../http/errors';
import { getDummyHash, verifyPassword } from '../../http/password';

export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export interface TLoginInput {
  account: string;
  password: string;
  /** roles this entrance accepts */
  entranceRoles: readonly TRole[];
  ip: string;
  userAgent: string;
}

/**
 * Sign in: the same message for an unknown account and a wrong password; five failures within
 * 15 minutes lock the account for 15 minutes; a disabled account or college, or the wrong entrance,
 * is refused with its own message once the password is right.
 */
export async function login(db: Db, input: TLoginInput): Promise<TLoginData> {
  const [user] = await db
    .select({
      id: users.id,
      account: users.account,
      passwordHash: users.passwordHash,
      role: users.role,
      name: users.name,
      avatar: users.avatar,
      enabled: users.enabled,
      failedCount: users.failedCount,
      failedWindowStart: users.failedWindowStart,
      lockedUntil: users.lockedUntil,
      collegeStatus: colleges.status,
    })
    .from(users)
    .leftJoin(colleges, eq(colleges.id, users.collegeId))
    .where(eq(users.account, input.account))
    .limit(1);

  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    throw new AppError(ApiCode.badRequest, authMessages.badCredentials);
  }
  const now = Date.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) {
    throw new AppError(ApiCode.tooMany, authMessages.locked);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(db, user, now);
    throw new AppError(ApiCode.badRequest, authMessages.badCredentials);
  }
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
      .set({ failedCount: 0, failedWindowStart: null, lockedUntil: null, lastLoginAt: new Date(now) })
      .where(eq(users.id, user.id));
  });
  return {
    token,
    name: user.name,
    avatar: user.avatar,
    identity: user.role,
    bind_account: user.account,
    id: user.id,
  };
}

async function recordFailure(
  db: Db,
  user: { id: number; failedCount: number; failedWindowStart: Date | null },
  now: number,
): Promise<void> {
  const inWindow = user.failedWindowStart !== null && now - user.failedWindowStart.getTime() < FAILURE_WINDOW_MS;
  const count = inWindow ? user.failedCount + 1 : 1;
  await db
    .update(users)
    .set({
      failedCount: count,
      failedWindowStart: inWindow ? user.failedWindowStart : new Date(now),
      lockedUntil: count >= LOCK_AFTER_FAILURES ? new Date(now + LOCK_MS) : null,
    })
    .where(eq(users.id, user.id));
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}
