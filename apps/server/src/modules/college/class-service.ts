import {
  collegeMessages,
  Role,
  type TClassAddBody,
  type TClassDetail,
  type TClassIndexBody,
  type TClassPerson,
  type TClassRow,
  type TClassSaveBody,
  type TPage,
} from '@sxpt/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { campuses, classes, classResources, classStudents, classTeachers, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern } from './member-service';
import { setClassMembers, type TMemberRole } from './membership-store';
import { loadClassResources, setClassResources } from './resource-query';
import { countChildren } from './sql-count';
import {
  assertCampusOf,
  assertResourcesGranted,
  assertUsersOf,
  collegeIdOf,
  findClassFor,
  uniqueIds,
} from './tenant-scope';

/** Classes the user may see: the whole college for an admin, the classes they teach for a teacher. */
export function visibleClasses(db: DbOrTx, user: TSessionUser): SQL | undefined {
  return and(
    eq(classes.collegeId, collegeIdOf(user)),
    user.role === Role.teacher
      ? inArray(
          classes.id,
          db.select({ id: classTeachers.classId }).from(classTeachers).where(eq(classTeachers.teacherId, user.id)),
        )
      : undefined,
  );
}

/** Teacher names of each class, in the order they were added. */
async function loadTeacherNames(db: DbOrTx, classIds: number[]): Promise<Map<number, string[]>> {
  const byClass = new Map<number, string[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: classTeachers.classId, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(inArray(classTeachers.classId, classIds))
    .orderBy(asc(classTeachers.createdAt), asc(users.id));
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row.name]);
  return byClass;
}

/** /college/class/index and /teacher/classes/list_info: newest first, with counts. */
export async function listClasses(db: Db, user: TSessionUser, body: TClassIndexBody): Promise<TPage<TClassRow>> {
  const keyword = body.keyword?.trim();
  const where = and(
    visibleClasses(db, user),
    keyword ? ilike(classes.name, containsPattern(keyword)) : undefined,
    body.campus_id ? eq(classes.campusId, body.campus_id) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(classes).where(where);
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      campusId: classes.campusId,
      campusName: sql<string>`coalesce(${campuses.name}, '')`,
      studentCount: countChildren(classStudents, classStudents.classId, classes, classes.id),
      resourceCount: countChildren(classResources, classResources.classId, classes, classes.id),
      createdAt: classes.createdAt,
    })
    .from(classes)
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .where(where)
    .orderBy(desc(classes.id))
    .limit(body.page_size)
    .offset((body.page - 1) * body.page_size);
  const teacherNames = await loadTeacherNames(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      grade: r.grade,
      campus_id: r.campusId,
      campus_name: r.campusName,
      teacher_names: teacherNames.get(r.id) ?? [],
      student_count: Number(r.studentCount),
      resource_count: Number(r.resourceCount),
      created_at: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: body.page,
    page_size: body.page_size,
  };
}

/** Teachers or students of a class with their campus, by account. */
export async function listClassPeople(db: DbOrTx, role: TMemberRole, classId: number): Promise<TClassPerson[]> {
  const link =
    role === Role.student
      ? and(eq(classStudents.classId, classId), eq(classStudents.studentId, users.id))
      : and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, users.id));
  const table = role === Role.student ? classStudents : classTeachers;
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      phone: users.phone,
      campusName: sql<string>`coalesce(${campuses.name}, '')`,
      enabled: users.enabled,
    })
    .from(users)
    .innerJoin(table, link)
    .leftJoin(campuses, eq(campuses.id, users.campusId))
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

/** /college/class/show/{id}: the class with its teachers, students and resources. */
export async function showClass(db: Db, user: TSessionUser, classId: number): Promise<TClassDetail> {
  const klass = await findClassFor(db, user, classId);
  const [campus] = klass.campusId
    ? await db.select({ name: campuses.name }).from(campuses).where(eq(campuses.id, klass.campusId))
    : [];
  return {
    id: klass.id,
    name: klass.name,
    grade: klass.grade,
    campus_id: klass.campusId,
    campus_name: campus?.name ?? '',
    created_at: klass.createdAt.toISOString(),
    teachers: await listClassPeople(db, Role.teacher, classId),
    students: await listClassPeople(db, Role.student, classId),
    resources: (await loadClassResources(db, [classId])).get(classId) ?? [],
  };
}

async function assertClassNameFree(db: DbOrTx, collegeId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(eq(classes.collegeId, collegeId), eq(classes.name, name), exceptId ? ne(classes.id, exceptId) : undefined),
    )
    .limit(1);
  if (row) throw badRequest('班级名称已存在');
}

/** Check the references of an add or save, then write the member and resource sets that are present. */
async function writeClassSets(tx: DbOrTx, collegeId: number, classId: number, body: TClassAddBody) {
  const teacherIds = body.teacher_ids && uniqueIds(body.teacher_ids);
  const studentIds = body.student_ids && uniqueIds(body.student_ids);
  const resourceIds = body.resource_ids && uniqueIds(body.resource_ids);
  if (teacherIds) await assertUsersOf(tx, collegeId, Role.teacher, teacherIds);
  if (studentIds) await assertUsersOf(tx, collegeId, Role.student, studentIds);
  if (resourceIds) await assertResourcesGranted(tx, collegeId, resourceIds);
  if (teacherIds) await setClassMembers(tx, Role.teacher, classId, teacherIds);
  if (studentIds) await setClassMembers(tx, Role.student, classId, studentIds);
  if (resourceIds) await setClassResources(tx, classId, resourceIds);
}

export async function addClass(db: Db, collegeId: number, body: TClassAddBody): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await assertCampusOf(tx, collegeId, body.campus_id);
    await assertClassNameFree(tx, collegeId, body.name);
    const [row] = await tx
      .insert(classes)
      .values({ collegeId, name: body.name, grade: body.grade ?? '', campusId: body.campus_id ?? null })
      .returning({ id: classes.id });
    await writeClassSets(tx, collegeId, row.id, body);
    return row;
  });
}

/** Edit a class; teacher_ids, student_ids and resource_ids each replace the set when present. */
export async function saveClass(db: Db, user: TSessionUser, body: TClassSaveBody): Promise<void> {
  const collegeId = collegeIdOf(user);
  await db.transaction(async (tx) => {
    await findClassFor(tx, user, body.id);
    await assertCampusOf(tx, collegeId, body.campus_id);
    await assertClassNameFree(tx, collegeId, body.name, body.id);
    const patch: Partial<typeof classes.$inferInsert> = { name: body.name, updatedAt: new Date() };
    if (body.grade !== undefined) patch.grade = body.grade;
    if (body.campus_id !== undefined) patch.campusId = body.campus_id;
    await tx.update(classes).set(patch).where(eq(classes.id, body.id));
    await writeClassSets(tx, collegeId, body.id, body);
  });
}

/** Delete classes of the college (memberships, resource bindings and the class's records go with them). */
export async function deleteClasses(db: Db, collegeId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(inArray(classes.id, ids), eq(classes.collegeId, collegeId)));
    if (found.length !== ids.length) throw notFound(collegeMessages.classMissing);
    await tx.delete(classes).where(inArray(classes.id, ids));
  });
}
