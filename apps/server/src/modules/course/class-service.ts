import type { TPage, TPageQuery, TStudentClass, TStudentResource } from '@sxpt/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campuses, classes, classResources, classStudents, classTeachers, resources, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { mayUseResource } from './context';
import { computeProgress, emptyProgress, pairKey } from './progress-store';

export const CLASS_MISSING = '班级不存在';

/** The student's classes (in their own college), as a condition on classes.id. */
function isMyClass(student: TSessionUser) {
  return and(eq(classStudents.studentId, student.id), eq(classes.collegeId, student.collegeId ?? 0));
}

/** The class when the student belongs to it; otherwise 班级不存在. */
export async function findMyClass(db: DbOrTx, student: TSessionUser, classId: number) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(isMyClass(student), eq(classes.id, classId)))
    .limit(1);
  if (!row) throw notFound(CLASS_MISSING);
  return row;
}

/** Ids of all the student's classes. */
export async function listMyClassIds(db: DbOrTx, student: TSessionUser): Promise<number[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(isMyClass(student));
  return rows.map((r) => r.id);
}

/** The resources the student may use in each of these classes, with the student's progress. */
export async function listUsableResources(
  db: DbOrTx,
  studentId: number,
  classIds: number[],
): Promise<Map<number, TStudentResource[]>> {
  const byClass = new Map<number, TStudentResource[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({
      classId: classResources.classId,
      id: resources.id,
      name: resources.name,
      cover: resources.cover,
      category: resources.category,
      description: resources.description,
    })
    .from(classResources)
    .innerJoin(resources, eq(resources.id, classResources.resourceId))
    .where(
      and(
        inArray(classResources.classId, classIds),
        mayUseResource(studentId, classResources.classId, classResources.resourceId),
      ),
    )
    .orderBy(asc(classResources.classId), asc(resources.sort), asc(resources.id));
  const progress = await computeProgress(
    db,
    studentId,
    rows.map((r) => ({ classId: r.classId, resourceId: r.id })),
  );
  for (const { classId, ...resource } of rows) {
    const list = byClass.get(classId) ?? [];
    list.push({ ...resource, ...(progress.get(pairKey(classId, resource.id)) ?? emptyProgress) });
    byClass.set(classId, list);
  }
  return byClass;
}

/** /student/classes/list: my classes with campus, teachers, and the resources I may use with my progress. */
export async function listMyClasses(db: DbOrTx, student: TSessionUser, q: TPageQuery): Promise<TPage<TStudentClass>> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(isMyClass(student));
  const rows = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, campusName: campuses.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .where(isMyClass(student))
    .orderBy(asc(classes.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const ids = rows.map((r) => r.id);
  const teachers = ids.length
    ? await db
        .select({ classId: classTeachers.classId, name: users.name })
        .from(classTeachers)
        .innerJoin(users, eq(users.id, classTeachers.teacherId))
        .where(inArray(classTeachers.classId, ids))
        .orderBy(asc(users.id))
    : [];
  const usable = await listUsableResources(db, student.id, ids);
  const list = rows.map(
    (r): TStudentClass => ({
      id: r.id,
      name: r.name,
      grade: r.grade,
      campus_name: r.campusName ?? '',
      teacher_names: teachers.filter((t) => t.classId === r.id).map((t) => t.name),
      resources: usable.get(r.id) ?? [],
    }),
  );
  return { list, total: Number(total), page: q.page, page_size: q.page_size };
}

/** /student/classes/resource: the resources of one of my classes that I may use. */
export async function listClassResources(
  db: DbOrTx,
  student: TSessionUser,
  q: TPageQuery & { class_id: number },
): Promise<TPage<TStudentResource>> {
  await findMyClass(db, student, q.class_id);
  const all = (await listUsableResources(db, student.id, [q.class_id])).get(q.class_id) ?? [];
  const list = all.slice((q.page - 1) * q.page_size, q.page * q.page_size);
  return { list, total: all.length, page: q.page, page_size: q.page_size };
}
