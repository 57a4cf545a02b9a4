import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Revoke every live session of these users (the caller also forgets them in the session cache). */
export async function revokeSessionsOfUsers(tx: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)));
}

/** Revoke every live session of a college's users. */
export async function revokeSessionsOfCollege(tx: DbOrTx, collegeId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.collegeId, collegeId))),
      ),
    );
}

export async function isAccountTaken(db: DbOrTx, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  return row !== undefined;
}

/**
 * When a unique index refused the write (PostgreSQL 23505), whichever driver wrapped the error: the index
 * name ('' when the driver does not tell); otherwise null.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const fields = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    e = fields.cause;
  }
  return null;
}
