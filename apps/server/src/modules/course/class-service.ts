import type { TPage, TPageQuery, TStudentClass, TStudentResource } from '@sxpt/contract';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { classes, classResources, classStudents, resources } from '../../db/schema';
import { runStatement, statement } from '../../db/statement';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { mayUseResource, usableByStudentSql } from './context';
import { courseStructure, readContentVersion, type TCourseStructure } from './course-structure';
import { completionRecords, computeProgress, emptyProgress, pairKey, progressOfLessons } from './progress-store';

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

/** A row of the class list statement: one class with the student's part of it, as JSON where it is a list. */
interface TClassListRow {
  id: number;
  name: string;
  grade: string;
  campus_name: string;
  /** rows of the whole list (count(*) over ()), as text */
  total: string;
  /** the resources of the class the student may use (their names and order come from the course structures) */
  resource_ids: number[];
  /** the student's video records in the class: [lesson id, completed] */
  videos: [number, boolean][];
  /** lessons whose handout the student opened in the class */
  handouts: number[];
  content_version: number;
}

/** $1 student, $2 college, $3 limit, $4 offset. */
const classListStatement = statement<TClassListRow>(
  'student_classes_list',
  `select c.id, c.name, c.grade, coalesce(cp.name, '') as campus_name, count(*) over () as total,
    (select coalesce(json_agg(cr.resource_id), '[]') from class_resources cr
      where cr.class_id = c.id and ${usableByStudentSql('cr', '$1')}) as resource_ids,
    (select coalesce(json_agg(json_build_array(v.lesson_id, v.is_completed)), '[]') from video_records v
      where v.student_id = $1 and v.class_id = c.id) as videos,
    (select coalesce(json_agg(h.lesson_id), '[]') from handout_records h
      where h.student_id = $1 and h.class_id = c.id) as handouts,
    (select version from content_version where id = 1) as content_version
  from class_students cs join classes c on c.id = cs.class_id left join campuses cp on cp.id = c.campus_id
  where cs.student_id = $1 and c.college_id = $2
  order by c.id limit $3 offset $4`,
);

/** $1 class ids: each class's teacher names, in the order the teachers were created. */
const teacherNamesStatement = statement<{ class_id: number; names: string[] }>(
  'class_teacher_names',
  `select ct.class_id, json_agg(u.name order by u.id) as names
  from class_teachers ct join users u on u.id = ct.teacher_id
  where ct.class_id = any($1::int[]) group by ct.class_id`,
);

/**
 * The teacher names of each class, cached per database against content_version: the teachers of a class and a
 * user's name join the version (migration 0016), so the class list reads them only after a change.
 */
const teacherNameCaches = new WeakMap<object, { version: number; byClass: Map<number, string[]> }>();
const MAX_CACHED_CLASSES = 5000;

async function teacherNamesOf(db: Db, classIds: number[], version: number): Promise<Map<number, string[]>> {
  let cache = teacherNameCaches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, byClass: new Map() };
    teacherNameCaches.set(db, cache);
  }
  const missing = classIds.filter((id) => !cache.byClass.has(id));
  if (missing.length > 0) {
    const rows = await runStatement(db, teacherNamesStatement, [missing]);
    if (cache.byClass.size + missing.length > MAX_CACHED_CLASSES) cache.byClass.clear();
    for (const id of missing) cache.byClass.set(id, []);
    for (const row of rows) cache.byClass.set(row.class_id, row.names);
  }
  return cache.byClass;
}

/**
 * /student/classes/list: my classes with campus, teachers, and the resources I may use with my progress. One
 * statement; the course structures and the teacher names come from their caches at the content version it read.
 */
export async function listMyClasses(db: Db, student: TSessionUser, q: TPageQuery): Promise<TPage<TStudentClass>> {
  const offset = (q.page - 1) * q.page_size;
  const rows = await runStatement(db, classListStatement, [student.id, student.collegeId ?? 0, q.page_size, offset]);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [counted] = await db
      .select({ total: count() })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .where(isMyClass(student));
    total = Number(counted.total);
  }
  const version = rows.length > 0 ? Number(rows[0].content_version) : 0;
  const teachers =
    rows.length > 0
      ? await teacherNamesOf(
          db,
          rows.map((row) => row.id),
          version,
        )
      : new Map();
  const list: TStudentClass[] = [];
  for (const row of rows) {
    const records = completionRecords(row.videos, row.handouts);
    const usable: { structure: TCourseStructure; resource: NonNullable<TCourseStructure['resource']> }[] = [];
    for (const id of row.resource_ids) {
      const structure = await courseStructure(db, id, version);
      if (structure.resource) usable.push({ structure, resource: structure.resource });
    }
    usable.sort((a, b) => a.resource.sort - b.resource.sort || a.resource.id - b.resource.id);
    list.push({
      id: row.id,
      name: row.name,
      grade: row.grade,
      campus_name: row.campus_name,
      teacher_names: teachers.get(row.id) ?? [],
      resources: usable.map(({ structure, resource }) => ({
        id: resource.id,
        name: resource.name,
        cover: resource.cover,
        category: resource.category,
        description: resource.description,
        ...progressOfLessons(structure, records),
      })),
    });
  }
  return { list, total, page: q.page, page_size: q.page_size };
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
