import { Role, type TIdName } from '@sxpt/contract';
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classStudents, classTeachers, resourceStudents } from '../../db/schema';

/** The two kinds of class member: 2 teachers (class_teachers), 3 students (class_students). */
export type TMemberRole = 2 | 3;

function tableOf(role: TMemberRole) {
  return role === Role.student
    ? { table: classStudents, classId: classStudents.classId, userId: classStudents.studentId }
    : { table: classTeachers, classId: classTeachers.classId, userId: classTeachers.teacherId };
}

/** Add (class, user) pairs; pairs that exist are kept. */
async function insertPairs(tx: DbOrTx, role: TMemberRole, pairs: { classId: number; userId: number }[]) {
  if (pairs.length === 0) return;
  if (role === Role.student) {
    await tx
      .insert(classStudents)
      .values(pairs.map((p) => ({ classId: p.classId, studentId: p.userId })))
      .onConflictDoNothing();
  } else {
    await tx
      .insert(classTeachers)
      .values(pairs.map((p) => ({ classId: p.classId, teacherId: p.userId })))
      .onConflictDoNothing();
  }
}

export async function addClassMembers(tx: DbOrTx, role: TMemberRole, classId: number, userIds: readonly number[]) {
  await insertPairs(
    tx,
    role,
    userIds.map((userId) => ({ classId, userId })),
  );
}

/** Remove users from a class; a student also loses the resource bindings of that class. */
export async function removeClassMembers(tx: DbOrTx, role: TMemberRole, classId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const t = tableOf(role);
  await tx.delete(t.table).where(and(eq(t.classId, classId), inArray(t.userId, [...userIds])));
  if (role === Role.student) {
    await tx
      .delete(resourceStudents)
      .where(and(eq(resourceStudents.classId, classId), inArray(resourceStudents.studentId, [...userIds])));
  }
}

/** The class's members of this kind become exactly userIds. */
export async function setClassMembers(tx: DbOrTx, role: TMemberRole, classId: number, userIds: readonly number[]) {
  const t = tableOf(role);
  const current = await tx.select({ userId: t.userId }).from(t.table).where(eq(t.classId, classId));
  const wanted = new Set(userIds);
  await removeClassMembers(
    tx,
    role,
    classId,
    current.map((c) => c.userId).filter((id) => !wanted.has(id)),
  );
  await addClassMembers(tx, role, classId, userIds);
}

/** The classes of a user (joined or taught) become exactly classIds. */
export async function setUserClasses(tx: DbOrTx, role: TMemberRole, userId: number, classIds: readonly number[]) {
  const t = tableOf(role);
  const dropped = await tx
    .select({ classId: t.classId })
    .from(t.table)
    .where(classIds.length ? and(eq(t.userId, userId), notInArray(t.classId, [...classIds])) : eq(t.userId, userId));
  for (const { classId } of dropped) await removeClassMembers(tx, role, classId, [userId]);
  await insertPairs(
    tx,
    role,
    classIds.map((classId) => ({ classId, userId })),
  );
}

/** Classes of each user (joined by a student, taught by a teacher), ordered by class id. */
export async function loadUserClasses(
  db: DbOrTx,
  role: TMemberRole,
  userIds: readonly number[],
): Promise<Map<number, TIdName[]>> {
  const byUser = new Map<number, TIdName[]>();
  if (userIds.length === 0) return byUser;
  const t = tableOf(role);
  const rows = await db
    .select({ userId: t.userId, id: classes.id, name: classes.name })
    .from(t.table)
    .innerJoin(classes, eq(classes.id, t.classId))
    .where(inArray(t.userId, [...userIds]))
    .orderBy(asc(classes.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** Ids of the class's members of this kind. */
export async function listClassMemberIds(db: DbOrTx, role: TMemberRole, classId: number): Promise<number[]> {
  const t = tableOf(role);
  const rows = await db.select({ userId: t.userId }).from(t.table).where(eq(t.classId, classId));
  return rows.map((r) => r.userId);
}

export async function countClassMembers(db: DbOrTx, role: TMemberRole, classId: number): Promise<number> {
  const t = tableOf(role);
  const [row] = await db.select({ n: count() }).from(t.table).where(eq(t.classId, classId));
  return Number(row.n);
}

/** A subquery of the ids of a class's members of this kind (for filters). */
export function memberIdsOfClass(db: DbOrTx, role: TMemberRole, classId: number) {
  const t = tableOf(role);
  return db.select({ id: t.userId }).from(t.table).where(eq(t.classId, classId));
}
