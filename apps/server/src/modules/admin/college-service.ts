import {
  Role,
  type TAdminAdminStatusBody,
  type TAdminAdminStoreBody,
  type TAdminCollege,
  type TAdminCollegeIndexBody,
  type TAdminCollegeSaveBody,
  type TAdminCollegeStoreBody,
  type TAdminCollegeStoreData,
  type TAdminCreatedAccount,
  type TLicenceState,
  type TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campuses, classes, colleges, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { generatePassword, hashPassword } from '../../http/password';
import { clearAccountAttempts } from '../auth/login-throttle';
import { isAccountTaken, revokeSessionsOfCollege, revokeSessionsOfUsers, uniqueViolationOf } from './account-store';

export const adminMessages = {
  collegeMissing: '院校不存在',
  adminMissing: '管理员账号不存在',
  codeTaken: '院校编码已存在',
  nameTaken: '院校名称已存在',
  accountTaken: '账号已存在',
} as const;

/** A LIKE pattern matching the keyword literally anywhere. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function licenceStateOf(college: { licenceStatus: number; licenceExpiresAt: Date | null }): TLicenceState {
  if (college.licenceStatus !== 1) return 'not_activated';
  if (college.licenceExpiresAt && college.licenceExpiresAt.getTime() <= Date.now()) return 'expired';
  return 'active';
}

export async function findCollege(db: DbOrTx, id: number) {
  const [row] = await db.select().from(colleges).where(eq(colleges.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.collegeMissing);
  return row;
}

export async function listColleges(db: Db, q: TAdminCollegeIndexBody): Promise<TPage<TAdminCollege>> {
  const where = q.keyword
    ? or(ilike(colleges.name, containsPattern(q.keyword)), ilike(colleges.code, containsPattern(q.keyword)))
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(colleges).where(where);
  const rows = await db
    .select()
    .from(colleges)
    .where(where)
    .orderBy(desc(colleges.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const ids = rows.map((r) => r.id);
  const people = ids.length
    ? await db
        .select({ collegeId: users.collegeId, role: users.role, n: count() })
        .from(users)
        .where(inArray(users.collegeId, ids))
        .groupBy(users.collegeId, users.role)
    : [];
  const classCounts = ids.length
    ? await db
        .select({ collegeId: classes.collegeId, n: count() })
        .from(classes)
        .where(inArray(classes.collegeId, ids))
        .groupBy(classes.collegeId)
    : [];
  const admins = ids.length
    ? await db
        .select({
          id: users.id,
          collegeId: users.collegeId,
          account: users.account,
          name: users.name,
          enabled: users.enabled,
          lastLoginAt: users.lastLoginAt,
        })
        .from(users)
        .where(and(inArray(users.collegeId, ids), eq(users.role, Role.admin)))
        .orderBy(asc(users.id))
    : [];
  const countOf = (collegeId: number, role: number) =>
    Number(people.find((p) => p.collegeId === collegeId && p.role === role)?.n ?? 0);
  const list = rows.map((c): TAdminCollege => {
    const students = countOf(c.id, Role.student);
    return {
      id: c.id,
      name: c.name,
      code: c.code,
      status: c.status,
      licence_status: c.licenceStatus,
      licence_state: licenceStateOf(c),
      expires_at: c.licenceExpiresAt ? c.licenceExpiresAt.toISOString() : null,
      seat_count: c.seatCount,
      seats_used: students,
      student_count: students,
      teacher_count: countOf(c.id, Role.teacher),
      class_count: Number(classCounts.find((k) => k.collegeId === c.id)?.n ?? 0),
      admins: admins
        .filter((a) => a.collegeId === c.id)
        .map((a) => ({
          id: a.id,
          account: a.account,
          name: a.name,
          enabled: a.enabled,
          last_login_at: a.lastLoginAt ? a.lastLoginAt.toISOString() : null,
        })),
      created_at: c.createdAt.toISOString(),
    };
  });
  return { list, total: Number(total), page: q.page, page_size: q.page_size };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(exceptId ? and(eq(colleges.name, name), ne(colleges.id, exceptId)) : eq(colleges.name, name))
    .limit(1);
  if (row) throw badRequest(adminMessages.nameTaken);
}

const messageOfIndex: Record<string, string> = {
  colleges_code_key: adminMessages.codeTaken,
  users_account_key: adminMessages.accountTaken,
};

/** Run a write that may hit a unique index (a concurrent twin): answer the clear message instead. */
async function withUniqueMessage<T>(fallback: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = uniqueViolationOf(error);
    if (index !== null) throw conflict(messageOfIndex[index] ?? fallback);
    throw error;
  }
}

/** A college with its default campus 主校区 and its first administrator, in one transaction. Licence not activated. */
export async function createCollege(db: Db, body: TAdminCollegeStoreBody): Promise<TAdminCollegeStoreData> {
  const password = body.admin_password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return withUniqueMessage(adminMessages.codeTaken, () =>
    db.transaction(async (tx) => {
      const [sameCode] = await tx.select({ id: colleges.id }).from(colleges).where(eq(colleges.code, body.code));
      if (sameCode) throw badRequest(adminMessages.codeTaken);
      await assertNameFree(tx, body.name);
      if (await isAccountTaken(tx, body.admin_account)) throw badRequest(adminMessages.accountTaken);
      const [college] = await tx
        .insert(colleges)
        .values({ name: body.name, code: body.code, status: 1, licenceStatus: 2, seatCount: 0 })
        .returning({ id: colleges.id });
      const [campus] = await tx
        .insert(campuses)
        .values({ collegeId: college.id, name: '主校区' })
        .returning({ id: campuses.id });
      const [admin] = await tx
        .insert(users)
        .values({
          account: body.admin_account,
          passwordHash,
          mustChangePassword: true,
          role: Role.admin,
          name: body.admin_name,
          collegeId: college.id,
          campusId: campus.id,
        })
        .returning({ id: users.id });
      return {
        id: college.id,
        campus_id: campus.id,
        admin: { id: admin.id, account: body.admin_account, name: body.admin_name, password },
      };
    }),
  );
}

export async function renameCollege(db: Db, body: TAdminCollegeSaveBody): Promise<void> {
  await findCollege(db, body.id);
  await assertNameFree(db, body.name, body.id);
  await withUniqueMessage(adminMessages.nameTaken, () =>
    db.update(colleges).set({ name: body.name, updatedAt: new Date() }).where(eq(colleges.id, body.id)),
  );
}

/** Enable or disable a college; disabling ends every session of its users. */
export async function setCollegeStatus(db: Db, id: number, status: number): Promise<void> {
  await findCollege(db, id);
  await db.transaction(async (tx) => {
    await tx.update(colleges).set({ status, updatedAt: new Date() }).where(eq(colleges.id, id));
    if (status === 0) await revokeSessionsOfCollege(tx, id);
  });
}

/** Another administrator account for a college (on its first campus). */
export async function createCollegeAdmin(db: Db, body: TAdminAdminStoreBody): Promise<TAdminCreatedAccount> {
  await findCollege(db, body.college_id);
  if (await isAccountTaken(db, body.account)) throw badRequest(adminMessages.accountTaken);
  const password = body.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const [campus] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(eq(campuses.collegeId, body.college_id))
    .orderBy(asc(campuses.id))
    .limit(1);
  const [admin] = await withUniqueMessage(adminMessages.accountTaken, () =>
    db
      .insert(users)
      .values({
        account: body.account,
        passwordHash,
        mustChangePassword: true,
        role: Role.admin,
        name: body.name,
        collegeId: body.college_id,
        campusId: campus?.id ?? null,
      })
      .returning({ id: users.id }),
  );
  return { id: admin.id, account: body.account, name: body.name, password };
}

async function findCollegeAdmin(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, Role.admin)))
    .limit(1);
  if (!row) throw notFound(adminMessages.adminMissing);
  return row;
}

/** Enable or disable an administrator account; disabling ends its sessions. */
export async function setCollegeAdminEnabled(db: Db, body: TAdminAdminStatusBody): Promise<void> {
  await findCollegeAdmin(db, body.user_id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(users.id, body.user_id));
    if (!body.enabled) await revokeSessionsOfUsers(tx, [body.user_id]);
  });
}

/**
 * A new generated password for an administrator account, to be changed at first sign-in: its sessions end and
 * any sign-in throttle on the account is lifted.
 */
export async function resetCollegeAdminPassword(db: Db, userId: number): Promise<string> {
  const admin = await findCollegeAdmin(db, userId);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeSessionsOfUsers(tx, [userId]);
    await clearAccountAttempts(tx, admin.account);
  });
  return password;
}
