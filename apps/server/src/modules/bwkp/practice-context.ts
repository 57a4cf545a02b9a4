import type { TBwkpContextBody } from '@sxpt/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bwkpCases, lessonItems } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { assertStudentContext, CONTEXT_DENIED_MESSAGE } from '../course/context';

/** The working context of a bwkp call once checked: whose practice of which case, where. */
export interface TBwkpContext {
  studentId: number;
  studentName: string;
  classId: number;
  resourceId: number;
  lessonId: number;
  caseId: number;
  /** content_version seen by the context check (for the cached case reads) */
  contentVersion: number;
}

/**
 * The check of every /student/bwkp call: assertStudentContext (the student is in the class, the class has the
 * resource, the lesson is of the resource), then the lesson has a 'bwkp' item pointing at a published case:
 * the one named by case_id, or the lesson's first bwkp item. Any failure answers 403 无权访问该课程内容.
 */
export async function assertBwkpContext(
  db: DbOrTx,
  student: TSessionUser,
  body: TBwkpContextBody,
): Promise<TBwkpContext> {
  const { contentVersion } = await assertStudentContext(db, {
    studentId: student.id,
    collegeId: student.collegeId,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
  });
  const conditions = [eq(lessonItems.lessonId, body.lesson_id), eq(lessonItems.kind, 'bwkp'), eq(bwkpCases.status, 1)];
  if (body.case_id !== undefined) conditions.push(eq(lessonItems.refId, body.case_id));
  const [item] = await db
    .select({ caseId: bwkpCases.id })
    .from(lessonItems)
    .innerJoin(bwkpCases, eq(bwkpCases.id, lessonItems.refId))
    .where(and(...conditions))
    .orderBy(asc(lessonItems.sort), asc(lessonItems.id))
    .limit(1);
  if (!item) throw forbidden(CONTEXT_DENIED_MESSAGE);
  return {
    studentId: student.id,
    studentName: student.name,
    classId: body.class_id,
    resourceId: body.resource_id,
    lessonId: body.lesson_id,
    caseId: item.caseId,
    contentVersion,
  };
}
