import { createHash, randomInt } from 'node:crypto';
import {
  ApiCode,
  authMessages,
  roleLabels,
  roleNames,
  type TInfoDetail,
  type TModInfoBody,
  type TModPwdBody,
  type TSendSmsData,
  type TUserInfo,
} from '@sxpt/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, smsCodes, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { AppError, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../http/password';
import { clearAttempts, refusal, reserveAttempt, sourceKeyOf, type TThrottlePolicy } from './login-throttle';

export function describeUser(user: TSessionUser, demo: boolean): TUserInfo {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    avatar: user.avatar,
    phone: user.phone,
    auth: roleNames[user.role],
    role: user.role,
    bind_account: user.account,
    college_id: user.collegeId,
    college_name: user.collegeName,
    campus_id: user.campusId,
    campus_name: user.campusName,
    jurisdiction: 1,
    cert_status: user.licenceActive ? 1 : 2,
    licence_expires_at: user.licenceExpiresAt ? user.licenceExpiresAt.toISOString() : null,
    demo,
    must_change_password: user.mustChangePassword,
  };
}

export async function getInfoDetail(db: Db, user: TSessionUser): Promise<TInfoDetail> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row) throw notFound('用户不存在');
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    avatar: row.avatar,
    phone: row.phone,
    role: row.role,
    role_label: roleLabels[user.role],
    college_name: user.collegeName,
    campus_name: user.campusName,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

const SMS_TTL_S = 300;
const SMS_INTERVAL_MS = 60_000;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Issue a 6-digit code for a phone change. No SMS is sent: it is logged, and returned in demo mode. */
export async function sendSms(
  db: Db,
  user: TSessionUser,
  phone: string,
  options: { demo: boolean; log: (message: string) => void },
): Promise<TSendSmsData> {
  const [last] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (last && Date.now() - last.createdAt.getTime() < SMS_INTERVAL_MS) {
    throw new AppError(ApiCode.tooMany, authMessages.smsTooOften);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    userId: user.id,
    phone,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + SMS_TTL_S * 1000),
  });
  options.log(`SMS code for user ${user.account} phone ${phone}: ${code} (no SMS is sent)`);
  return options.demo ? { expires_in: SMS_TTL_S, demo_code: code } : { expires_in: SMS_TTL_S };
}

/** Change name, avatar or phone; a new phone needs the SMS code sent to it. */
export async function modifyInfo(db: Db, user: TSessionUser, body: TModInfoBody): Promise<void> {
  await db.transaction(async (tx) => {
    const patch: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (body.name !== undefined) patch.name = body.name;
    if (body.avatar !== undefined) patch.avatar = body.avatar;
    if (body.phone !== undefined && body.phone !== user.phone) {
      if (body.phone !== '') {
        if (!body.sms_code) throw new AppError(ApiCode.badRequest, authMessages.smsRequired);
        const [code] = await tx
          .select({ id: smsCodes.id })
          .from(smsCodes)
          .where(
            and(
              eq(smsCodes.userId, user.id),
              eq(smsCodes.phone, body.phone),
              eq(smsCodes.codeHash, hashCode(body.sms_code)),
              isNull(smsCodes.usedAt),
              gt(smsCodes.expiresAt, sql`now()`),
            ),
          )
          .limit(1);
        if (!code) throw new AppError(ApiCode.badRequest, authMessages.smsWrong);
        await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, code.id));
      }
      patch.phone = body.phone;
    }
    await tx.update(users).set(patch).where(eq(users.id, user.id));
  });
}

/**
 * Change the password (old one required) and sign out every other session of the user. The password is then the
 * user's own: a pending change (must_change_password) is done.
 */
/**
 * 修改密码. The old password is throttled like a sign-in (login-throttle.ts), per user and source address: a
 * stolen session must not be a way to guess the password itself (5 wrong ones, then a growing wait).
 */
export async function modifyPassword(
  db: Db,
  user: TSessionUser,
  body: TModPwdBody,
  attempt: { ip: string; policy: TThrottlePolicy },
): Promise<void> {
  const now = Date.now();
  // a sign-in's source is always an address, so this pair never meets a sign-in's streak
  const account = String(user.id);
  const source = `mod_pwd ${sourceKeyOf(attempt.ip)}`;
  const streak = await reserveAttempt(db, account, source, now, attempt.policy, authMessages.oldPasswordThrottled);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, body.old_password))) {
    if (streak.blockedUntil) throw refusal(streak.blockedUntil, now, authMessages.oldPasswordThrottled);
    throw new AppError(ApiCode.badRequest, authMessages.oldPasswordWrong);
  }
  await clearAttempts(db, account, source);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
  });
}
