import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classResources, classStudents, lessons, resourceStudents } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { contentVersionSql } from './course-structure';

/** The one answer to any working context a student may not use, whichever check failed. */
export const CONTEXT_DENIED_MESSAGE = '无权访问该课程内容';

export interface TStudentContextInput {
  studentId: number;
  /** the student's college (from the session) */
  collegeId: number | null;
  classId: number;
  resourceId: number;
  lessonId?: number;
}

export interface TStudentContext {
  classId: number;
  className: string;
  resourceId: number;
  /** the lesson when lessonId was given */
  lesson: typeof lessons.$inferSelect | null;
  /** content_version at the time of the check (for the course-structure cache) */
  contentVersion: number;
}

/**
 * Whether a student may use a resource in a class: the class has the resource (class_resources), and either
 * nobody is bound to it in that class (resource_students has no rows: everyone has it) or the student is.
 * The arguments are numbers or columns, so that lists can filter with it too.
 */
export function mayUseResource(studentId: number | SQLWrapper, classId: SQLWrapper, resourceId: SQLWrapper): SQL {
  return sql`(exists (select 1 from ${classResources} where ${classResources.classId} = ${classId}
      and ${classResources.resourceId} = ${resourceId})
    and (not exists (select 1 from ${resourceStudents} where ${resourceStudents.classId} = ${classId}
        and ${resourceStudents.resourceId} = ${resourceId})
      or exists (select 1 from ${resourceStudents} where ${resourceStudents.classId} = ${classId}
        and ${resourceStudents.resourceId} = ${resourceId} and ${resourceStudents.studentId} = ${studentId})))`;
}

/**
 * mayUseResource as SQL text for hot statements: `alias` is a class_resources row, `student` a parameter ($1).
 */
export function usableByStudentSql(alias: string, student: string): string {
  return `(not exists (select 1 from resource_students rs where rs.class_id = ${alias}.class_id
      and rs.resource_id = ${alias}.resource_id)
    or exists (select 1 from resource_students rs where rs.class_id = ${alias}.class_id
      and rs.resource_id = ${alias}.resource_id and rs.student_id = ${student}))`;
}

/**
 * The working-context check of every student learning and practice call: the student belongs to the class,
 * the class belongs to the student's college, the class has the resource, the student is bound to it (or no
 * one is), and the lesson (when given) belongs to the resource. Any failure answers 403 无权访问该课程内容.
 */
export async function assertStudentContext(db: DbOrTx, input: TStudentContextInput): Promise<TStudentContext> {
  // built only when thrown: an error's stack trace costs on every call of the hottest student paths
  const denied = () => forbidden(CONTEXT_DENIED_MESSAGE);
  if (input.collegeId === null) throw denied();
  const resourceId = sql`${input.resourceId}::int`;
  const [row] = await db
    .select({
      classId: classes.id,
      className: classes.name,
      isMember: sql<boolean>`exists (select 1 from ${classStudents} where ${classStudents.classId} = ${classes.id}
        and ${classStudents.studentId} = ${input.studentId})`,
      mayUse: sql<boolean>`${mayUseResource(input.studentId, classes.id, resourceId)}`,
      lesson: lessons,
      contentVersion: contentVersionSql,
    })
    .from(classes)
    .leftJoin(lessons, and(eq(lessons.id, input.lessonId ?? 0), eq(lessons.resourceId, input.resourceId)))
    .where(and(eq(classes.id, input.classId), eq(classes.collegeId, input.collegeId)))
    .limit(1);
  if (!row?.isMember || !row.mayUse) throw denied();
  if (input.lessonId !== undefined && !row.lesson) throw denied();
  return {
    classId: row.classId,
    className: row.className,
    resourceId: input.resourceId,
    lesson: row.lesson,
    contentVersion: Number(row.contentVersion),
  };
}

/**
 * The CTEs `ctx` and `item` that open a practice area's hot statement, with fixed parameters: $1 student, $2 college,
 * $3 class, $4 resource, $5 lesson, $6 the case (null: the lesson's first item of `kind`). `ctx` answers
 * class_id, is_member, may_use, has_lesson and content_version; `item` the case_id of the lesson's item of `kind`
 * whose case (a row of `caseTable`) is published (status 1). Every practice area's working-context check is this one.
 */
export function lessonItemContextCtes(kind: string, caseTable: string): string {
  return `ctx as (
    select c.id as class_id,
      exists (select 1 from class_students cs where cs.class_id = c.id and cs.student_id = $1) as is_member,
      exists (select 1 from class_resources cr where cr.class_id = c.id and cr.resource_id = $4
        and ${usableByStudentSql('cr', '$1')}) as may_use,
      exists (select 1 from lessons l where l.id = $5 and l.resource_id = $4) as has_lesson,
      (select version from content_version where id = 1) as content_version
    from classes c where c.id = $3 and c.college_id = $2
  ), item as (
    select li.ref_id as case_id from lesson_items li join ${caseTable} pc on pc.id = li.ref_id
    where li.lesson_id = $5 and li.kind = '${kind}' and pc.status = 1 and ($6::int is null or li.ref_id = $6::int)
    order by li.sort, li.id limit 1
  )`;
}
