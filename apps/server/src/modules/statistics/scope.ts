// What an admin or teacher may analyse: the college's classes (a teacher: those they teach), a practice item of a
// course bound to the class, an attempt of such a class. Anything else answers as missing, revealing nothing.
import { Role, statisticsMessages, type TShicaoItemQuery, type TStatisticsItem } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classResources, contentVersion, lessonItems, lessons, practiceAttempts, resources } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import type { TCaseVersion } from '../bwkp/case-store';
import { collegeIdOf, findClassFor, isTeacherOf } from '../college/tenant-scope';
import { baoshuiQuestions } from './baoshui-compare';
import { bwkpQuestions, type TItemQuestion } from './bwkp-compare';
import { ledgerQuestions } from './ledger-compare';

export interface TScopedItem {
  item: TStatisticsItem;
  classId: number;
  className: string;
  resourceName: string;
  lessonName: string;
  questions: TItemQuestion[];
  at: TCaseVersion;
}

export async function currentVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return Number(row?.version ?? 0);
}

/** The questions of a practice item (the areas that record results and have questions). */
export async function questionsOf(db: DbOrTx, area: string, at: TCaseVersion): Promise<TItemQuestion[]> {
  if (area === 'bwkp') return bwkpQuestions(db, at);
  if (area === 'baoshui') return baoshuiQuestions(db, at);
  if (area === 'lx') return ledgerQuestions(db, at);
  return [];
}

/**
 * The practice item of the query in its class: the class the user may see, the course bound to it, the lesson of
 * that course, the lesson's item of that area and case.
 */
export async function findItemFor(db: DbOrTx, user: TSessionUser, query: TShicaoItemQuery): Promise<TScopedItem> {
  const klass = await findClassFor(db, user, query.class_id);
  const [found] = await db
    .select({ resourceName: resources.name, lessonName: lessons.title, title: lessonItems.title })
    .from(classResources)
    .innerJoin(resources, eq(resources.id, classResources.resourceId))
    .innerJoin(lessons, and(eq(lessons.resourceId, resources.id), eq(lessons.id, query.lesson_id)))
    .innerJoin(
      lessonItems,
      and(eq(lessonItems.lessonId, lessons.id), eq(lessonItems.kind, query.area), eq(lessonItems.refId, query.case_id)),
    )
    .where(and(eq(classResources.classId, klass.id), eq(classResources.resourceId, query.resource_id)))
    .limit(1);
  if (!found) throw notFound(statisticsMessages.itemMissing);
  const at = { caseId: query.case_id, contentVersion: await currentVersion(db) };
  return {
    item: { area: query.area, case_id: query.case_id, title: found.title },
    classId: klass.id,
    className: klass.name,
    resourceName: found.resourceName,
    lessonName: found.lessonName,
    questions: await questionsOf(db, query.area, at),
    at,
  };
}

export type TAttemptRow = typeof practiceAttempts.$inferSelect;

/** An attempt of the user's college; a teacher's only in a class they teach (else 该学生尚未开始此实训). */
export async function findAttemptFor(db: DbOrTx, user: TSessionUser, attemptId: number): Promise<TAttemptRow> {
  const [attempt] = await db
    .select()
    .from(practiceAttempts)
    .where(and(eq(practiceAttempts.id, attemptId), eq(practiceAttempts.collegeId, collegeIdOf(user))))
    .limit(1);
  if (!attempt) throw notFound(statisticsMessages.attemptMissing);
  if (user.role === Role.teacher && !(await isTeacherOf(db, user.id, attempt.classId))) {
    throw notFound(statisticsMessages.attemptMissing);
  }
  return attempt;
}

/** The scoped item of an attempt: its class, course, lesson and item (missing once the item left the lesson). */
export function itemOfAttempt(db: DbOrTx, user: TSessionUser, attempt: TAttemptRow): Promise<TScopedItem> {
  return findItemFor(db, user, {
    class_id: attempt.classId,
    resource_id: attempt.resourceId,
    // a paper's attempt has no lesson: it is not a practical item, and answers as missing here
    lesson_id: attempt.lessonId ?? 0,
    area: attempt.area,
    case_id: attempt.caseId,
  });
}
