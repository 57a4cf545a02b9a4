import type { TPage, TPageQuery, TStudentClass, TStudentResource } from '@sxpt/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campuses, classes, classResources, classStudents, classTeachers, resources, users } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { mayUseResource } from './context';
import { contentVersionSql, readContentVersion } from './course-structure';
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
  knownVersion?: number,
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
  const version = knownVersion ?? (rows.length > 0 ? await readContentVersion(db) : 0);
  const progress = await computeProgress(
    db,
    studentId,
    rows.map((r) => ({ classId: r.classId, resourceId: r.id })),
    version,
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
  // one query for the page, its total, each class's teachers and the content version
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      campusName: campuses.name,
      total: sql<number>`count(*) over ()`,
      teacherNames: sql<string[]>`(select coalesce(json_agg(${users.name} order by ${users.id}), '[]'::json)
        from ${classTeachers} join ${users} on ${users.id} = ${classTeachers.teacherId}
        where ${classTeachers.classId} = ${classes.id})`,
      contentVersion: contentVersionSql,
    })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .where(isMyClass(student))
    .orderBy(asc(classes.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : Number(
          (
            await db
              .select({ total: count() })
              .from(classStudents)
              .innerJoin(classes, eq(classes.id, classStudents.classId))
              .where(isMyClass(student))
          )[0].total,
        );
  const ids = rows.map((r) => r.id);
  const usable = await listUsableResources(db, student.id, ids, rows[0] ? Number(rows[0].contentVersion) : undefined);
  const list = rows.map(
    (r): TStudentClass => ({
      id: r.id,
      name: r.name,
      grade: r.grade,
      campus_name: r.campusName ?? '',
      teacher_names: parseNames(r.teacherNames),
      resources: usable.get(r.id) ?? [],
    }),
  );
  return { list, total, page: q.page, page_size: q.page_size };
}

/** json_agg arrives parsed (node-postgres, PGlite) or, in some drivers, as text. */
function parseNames(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(String) : [];
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
