import { collegeMessages, Role } from '@sxpt/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campuses, classes, classTeachers, collegeResources, colleges, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/errors';

/** The college of an admin or teacher; every query of this area is scoped to it. */
export function collegeIdOf(user: TSessionUser): number {
  if (user.collegeId === null) throw forbidden();
  return user.collegeId;
}

export function uniqueIds(ids: readonly number[] | undefined): number[] {
  return [...new Set(ids ?? [])];
}

export async function isTeacherOf(db: DbOrTx, teacherId: number, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ classId: classTeachers.classId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The class of the user's college; a teacher must teach it. Anything else answers 班级不存在, so an id of
 * another college (or a class the teacher does not teach) reveals nothing.
 */
export async function findClassFor(db: DbOrTx, user: TSessionUser, classId: number) {
  const [row] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.collegeId, collegeIdOf(user))))
    .limit(1);
  if (!row) throw notFound(collegeMessages.classMissing);
  if (user.role === Role.teacher && !(await isTeacherOf(db, user.id, classId))) {
    throw notFound(collegeMessages.classMissing);
  }
  return row;
}

export async function assertCampusOf(db: DbOrTx, collegeId: number, campusId: number | null | undefined) {
  if (!campusId) return;
  const [row] = await db
    .select({ id: campuses.id })
    .from(campuses)
    .where(and(eq(campuses.id, campusId), eq(campuses.collegeId, collegeId)))
    .limit(1);
  if (!row) throw notFound(collegeMessages.campusMissing);
}

export async function assertClassesOf(db: DbOrTx, collegeId: number, classIds: readonly number[]) {
  if (classIds.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(classes)
    .where(and(inArray(classes.id, [...classIds]), eq(classes.collegeId, collegeId)));
  if (Number(row.n) !== classIds.length) throw notFound(collegeMessages.classMissing);
}

/** Every id is a user of this role (2 teacher, 3 student) in the college. */
export async function assertUsersOf(db: DbOrTx, collegeId: number, role: 2 | 3, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.collegeId, collegeId), eq(users.role, role)));
  if (Number(row.n) !== userIds.length) {
    throw notFound(role === Role.student ? collegeMessages.studentMissing : collegeMessages.teacherMissing);
  }
}

/** Every id is a resource granted to the college (college_resources). */
export async function assertResourcesGranted(db: DbOrTx, collegeId: number, resourceIds: readonly number[]) {
  if (resourceIds.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(collegeResources)
    .where(and(inArray(collegeResources.resourceId, [...resourceIds]), eq(collegeResources.collegeId, collegeId)));
  if (Number(row.n) !== resourceIds.length) throw notFound(collegeMessages.resourceMissing);
}

/**
 * Lock the college row (inside a transaction) and check that `adding` more students fit the licensed seats,
 * so that two concurrent creations cannot both take the last seat.
 */
export async function assertSeatsFree(tx: DbOrTx, collegeId: number, adding: number) {
  const [college] = await tx
    .select({ seatCount: colleges.seatCount })
    .from(colleges)
    .where(eq(colleges.id, collegeId))
    .for('update');
  const used = await countStudents(tx, collegeId);
  if (!college || used + adding > college.seatCount) {
    throw badRequest(collegeMessages.seatLimit(college?.seatCount ?? 0));
  }
}

export async function countStudents(db: DbOrTx, collegeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.collegeId, collegeId), eq(users.role, Role.student)));
  return Number(row.n);
}

/** A unique index refused the write (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}
