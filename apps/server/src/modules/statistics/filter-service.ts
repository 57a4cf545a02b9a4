// The filters of the analysis screens: the classes the user sees with their courses (resources_class), and a
// course's chapters, lessons and practice items (chapter_lesson).
import {
  collegeMessages,
  PRACTICE_AREAS,
  Role,
  type TPracticeAreaName,
  type TStatisticsChapter,
  type TStatisticsClass,
} from '@sxpt/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  chapters,
  classes,
  classResources,
  classStudents,
  classTeachers,
  lessonItems,
  lessons,
  resources,
} from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { collegeIdOf } from '../college/tenant-scope';

/** The ids of the classes the user sees: the college's (admin), the ones they teach (teacher). */
export async function visibleClassIds(db: Db, user: TSessionUser): Promise<number[]> {
  const collegeId = collegeIdOf(user);
  const rows =
    user.role === Role.teacher
      ? await db
          .select({ id: classes.id })
          .from(classes)
          .innerJoin(classTeachers, eq(classTeachers.classId, classes.id))
          .where(and(eq(classes.collegeId, collegeId), eq(classTeachers.teacherId, user.id)))
      : await db.select({ id: classes.id }).from(classes).where(eq(classes.collegeId, collegeId));
  return rows.map((row) => row.id);
}

/** resources_class: the classes the user sees (by name), each with its student count and bound courses. */
export async function listClassesWithResources(db: Db, user: TSessionUser): Promise<TStatisticsClass[]> {
  const ids = await visibleClassIds(db, user);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      students: sql<number>`(select count(*)::int from ${classStudents} where ${classStudents.classId} = ${classes.id})`,
    })
    .from(classes)
    .where(inArray(classes.id, ids))
    .orderBy(asc(classes.name), asc(classes.id));
  const bound = await db
    .select({ classId: classResources.classId, id: resources.id, name: resources.name })
    .from(classResources)
    .innerJoin(resources, eq(resources.id, classResources.resourceId))
    .where(inArray(classResources.classId, ids))
    .orderBy(asc(resources.sort), asc(resources.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    student_count: Number(row.students),
    resources: bound.filter((entry) => entry.classId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

const isPracticeArea = (kind: string): kind is TPracticeAreaName =>
  (PRACTICE_AREAS as readonly string[]).includes(kind);

/** chapter_lesson: a course bound to a class the user sees: chapters, lessons and their practice items in order. */
export async function listChapterLessons(
  db: Db,
  user: TSessionUser,
  resourceId: number,
): Promise<TStatisticsChapter[]> {
  const ids = await visibleClassIds(db, user);
  const [bound] =
    ids.length === 0
      ? []
      : await db
          .select({ id: classResources.resourceId })
          .from(classResources)
          .where(and(eq(classResources.resourceId, resourceId), inArray(classResources.classId, ids)))
          .limit(1);
  if (!bound) throw notFound(collegeMessages.resourceMissing);
  const chapterRows = await db
    .select({ id: chapters.id, name: chapters.title })
    .from(chapters)
    .where(eq(chapters.resourceId, resourceId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const lessonRows = await db
    .select({ id: lessons.id, chapterId: lessons.chapterId, name: lessons.title })
    .from(lessons)
    .where(eq(lessons.resourceId, resourceId))
    .orderBy(asc(lessons.sort), asc(lessons.id));
  const itemRows = await db
    .select({
      lessonId: lessonItems.lessonId,
      kind: lessonItems.kind,
      refId: lessonItems.refId,
      title: lessonItems.title,
    })
    .from(lessonItems)
    .innerJoin(lessons, eq(lessons.id, lessonItems.lessonId))
    .where(eq(lessons.resourceId, resourceId))
    .orderBy(asc(lessonItems.sort), asc(lessonItems.id));
  return chapterRows.map((chapter) => ({
    ...chapter,
    lessons: lessonRows
      .filter((lesson) => lesson.chapterId === chapter.id)
      .map((lesson) => ({
        id: lesson.id,
        name: lesson.name,
        items: itemRows
          .filter((item) => item.lessonId === lesson.id)
          .flatMap((item) =>
            isPracticeArea(item.kind) ? [{ area: item.kind, case_id: item.refId, title: item.title }] : [],
          ),
      })),
  }));
}
