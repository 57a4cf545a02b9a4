import {
  collegeMessages,
  Role,
  type TMemberIndexBody,
  type TMemberOption,
  type TMemberRow,
  type TMemberSaveBody,
  type TMemberStoreBody,
  type TMemberStoreData,
  type TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { attendanceSessions, campuses, sessions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { generatePassword, hashPassword } from '../../http/password';
import { clearAccountAttempts } from '../auth/login-throttle';
import { loadUserClasses, memberIdsOfClass, setUserClasses, type TMemberRole } from './membership-store';
import { assertCampusOf, assertClassesOf, assertSeatsFree, isUniqueViolation, uniqueIds } from './tenant-scope';

export const missingMessageOf = (role: TMemberRole) =>
  role === Role.student ? collegeMessages.studentMissing : collegeMessages.teacherMissing;

/** A LIKE pattern matching the keyword anywhere, with % _ and \ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface TMemberFilter {
  keyword?: string;
  class_id?: number;
  campus_id?: number;
  enabled?: boolean;
}

function filterOf(db: DbOrTx, collegeId: number, role: TMemberRole, filter: TMemberFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  return and(
    eq(users.collegeId, collegeId),
    eq(users.role, role),
    keyword
      ? or(ilike(users.account, containsPattern(keyword)), ilike(users.name, containsPattern(keyword)))
      : undefined,
    filter.campus_id ? eq(users.campusId, filter.campus_id) : undefined,
    filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled),
    filter.class_id ? inArray(users.id, memberIdsOfClass(db, role, filter.class_id)) : undefined,
  );
}

const memberColumns = {
  id: users.id,
  account: users.account,
  name: users.name,
  phone: users.phone,
  campusId: users.campusId,
  campusName: sql<string>`coalesce(${campuses.name}, '')`,
  enabled: users.enabled,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** Students or teachers of the college matching a filter, newest first; with their classes. */
export async function findMembers(
  db: DbOrTx,
  collegeId: number,
  role: TMemberRole,
  filter: TMemberFilter,
  paging?: { page: number; page_size: number },
): Promise<TMemberRow[]> {
  const query = db
    .select(memberColumns)
    .from(users)
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(filterOf(db, collegeId, role, filter))
    .orderBy(desc(users.id))
    .$dynamic();
  const rows = paging ? await query.limit(paging.page_size).offset((paging.page - 1) * paging.page_size) : await query;
  const classesOf = await loadUserClasses(
    db,
    role,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    name: r.name,
    phone: r.phone,
    campus_id: r.campusId,
    campus_name: r.campusName,
    classes: classesOf.get(r.id) ?? [],
    enabled: r.enabled,
    last_login_at: r.lastLoginAt ? r.lastLoginAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
  }));
}

export async function listMembers(
  db: Db,
  collegeId: number,
  role: TMemberRole,
  body: TMemberIndexBody,
): Promise<TPage<TMemberRow>> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(users)
    .where(filterOf(db, collegeId, role, body));
  const list = await findMembers(db, collegeId, role, body, body);
  return { list, total: Number(total), page: body.page, page_size: body.page_size };
}

/** Everyone of this kind in a class (the class is already checked to be of the college), for pickers. */
export async function listMemberOptions(db: Db, role: TMemberRole, classId: number): Promise<TMemberOption[]> {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(campuses, eq(campuses.id, users.campusId))
    .where(and(eq(users.role, role), inArray(users.id, memberIdsOfClass(db, role, classId))))
    .orderBy(asc(users.account));
  return rows.map((r) => ({
    id: r.id,
    account: r.account,
    name: r.name,
    phone: r.phone,
    campus_name: r.campusName,
    enabled: r.enabled,
  }));
}

/**
 * Create a student (within the licensed seats) or a teacher, with a random initial password (answered once) or
 * the one the administrator gave; either way the user must change it at first sign-in.
 */
export async function storeMember(
  db: Db,
  collegeId: number,
  role: TMemberRole,
  body: TMemberStoreBody,
): Promise<TMemberStoreData> {
  const initial = body.password ? null : generatePassword();
  const passwordHash = await hashPassword(body.password ?? initial ?? '');
  const classIds = uniqueIds(body.class_ids);
  try {
    return await db.transaction(async (tx) => {
      await assertCampusOf(tx, collegeId, body.campus_id);
      await assertClassesOf(tx, collegeId, classIds);
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.account, body.account)).limit(1);
      if (taken) throw badRequest(collegeMessages.accountTaken);
      if (role === Role.student) await assertSeatsFree(tx, collegeId, 1);
      const [row] = await tx
        .insert(users)
        .values({
          account: body.account,
          passwordHash,
          mustChangePassword: true,
          role,
          name: body.name,
          phone: body.phone ?? '',
          collegeId,
          campusId: body.campus_id ?? null,
        })
        .returning({ id: users.id });
      await setUserClasses(tx, role, row.id, classIds);
      return { id: row.id, initial_password: initial };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(collegeMessages.accountTaken);
    throw error;
  }
}

/** The student or teacher `id` of the college, or 学生不存在 / 教师不存在. */
export async function findMember(db: DbOrTx, collegeId: number, role: TMemberRole, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.collegeId, collegeId), eq(users.role, role)))
    .limit(1);
  if (!row) throw notFound(missingMessageOf(role));
  return row;
}

export async function saveMember(db: Db, collegeId: number, role: TMemberRole, body: TMemberSaveBody): Promise<void> {
  await db.transaction(async (tx) => {
    await findMember(tx, collegeId, role, body.id);
    await assertCampusOf(tx, collegeId, body.campus_id);
    const classIds = body.class_ids === undefined ? undefined : uniqueIds(body.class_ids);
    if (classIds) await assertClassesOf(tx, collegeId, classIds);
    const patch: Partial<typeof users.$inferInsert> = { name: body.name, updatedAt: new Date() };
    if (body.phone !== undefined) patch.phone = body.phone;
    if (body.campus_id !== undefined) patch.campusId = body.campus_id;
    await tx.update(users).set(patch).where(eq(users.id, body.id));
    if (classIds) await setUserClasses(tx, role, body.id, classIds);
  });
}

/** End every live session of these users now (disable, delete, password reset). */
export async function revokeSessions(db: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt)));
}

/**
 * Delete students or teachers of the college with their class memberships and records. Every id must be
 * one; a teacher who has opened class sign-ins is refused (deleting would delete the attendance records).
 */
export async function deleteMembers(db: Db, collegeId: number, role: TMemberRole, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.collegeId, collegeId), eq(users.role, role)));
    if (found.length !== ids.length) throw notFound(missingMessageOf(role));
    if (role === Role.teacher) {
      const [used] = await tx
        .select({ n: count() })
        .from(attendanceSessions)
        .where(inArray(attendanceSessions.teacherId, ids));
      if (Number(used.n) > 0) throw badRequest('该教师已发起过课堂签到，删除会同时删除签到记录，请改为禁用');
    }
    await tx.delete(users).where(inArray(users.id, ids));
  });
}

export async function setMemberEnabled(
  db: Db,
  collegeId: number,
  role: TMemberRole,
  id: number,
  enabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await findMember(tx, collegeId, role, id);
    await tx.update(users).set({ enabled, updatedAt: new Date() }).where(eq(users.id, id));
    await revokeSessions(tx, [id]);
  });
}

/**
 * A new random password, answered once, to be changed at first sign-in; the user's sessions end and any sign-in
 * throttle on the account is lifted.
 */
export async function resetMemberPassword(
  db: Db,
  collegeId: number,
  role: TMemberRole,
  id: number,
): Promise<{ password: string }> {
  const user = await findMember(db, collegeId, role, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, id));
    await revokeSessions(tx, [id]);
    await clearAccountAttempts(tx, user.account);
  });
  return { password };
}
