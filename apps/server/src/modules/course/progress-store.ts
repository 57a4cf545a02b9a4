import type { TCourseProgress } from '@sxpt/contract';
import { isLessonCompleted, isLessonCountable, progressPercent } from '@sxpt/domain';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { handoutRecords, lessons, videoRecords } from '../../db/schema';

/** The key of a (class, resource) pair in progress maps. */
export const pairKey = (classId: number, resourceId: number) => `${classId}:${resourceId}`;

export interface TLearningRecords {
  /** video records by `${classId}:${lessonId}` */
  videos: Map<string, typeof videoRecords.$inferSelect>;
  /** handout records by `${classId}:${lessonId}` */
  handouts: Map<string, typeof handoutRecords.$inferSelect>;
}

/** A student's video and handout records in some classes. */
export async function loadLearningRecords(
  db: DbOrTx,
  studentId: number,
  classIds: number[],
  lessonIds?: number[],
): Promise<TLearningRecords> {
  const videos = new Map<string, typeof videoRecords.$inferSelect>();
  const handouts = new Map<string, typeof handoutRecords.$inferSelect>();
  if (classIds.length === 0 || lessonIds?.length === 0) return { videos, handouts };
  const videoRows = await db
    .select()
    .from(videoRecords)
    .where(
      and(
        eq(videoRecords.studentId, studentId),
        inArray(videoRecords.classId, classIds),
        lessonIds ? inArray(videoRecords.lessonId, lessonIds) : undefined,
      ),
    );
  for (const row of videoRows) videos.set(`${row.classId}:${row.lessonId}`, row);
  const handoutRows = await db
    .select()
    .from(handoutRecords)
    .where(
      and(
        eq(handoutRecords.studentId, studentId),
        inArray(handoutRecords.classId, classIds),
        lessonIds ? inArray(handoutRecords.lessonId, lessonIds) : undefined,
      ),
    );
  for (const row of handoutRows) handouts.set(`${row.classId}:${row.lessonId}`, row);
  return { videos, handouts };
}

export interface TLessonFlags {
  id: number;
  resourceId: number;
  hasVideo: boolean;
  hasHandout: boolean;
}

/** Whether a lesson is completed by the student in a class (the rule is the domain's). */
export function isCompletedIn(records: TLearningRecords, classId: number, lesson: TLessonFlags): boolean {
  const key = `${classId}:${lesson.id}`;
  return isLessonCompleted({
    hasVideo: lesson.hasVideo,
    hasHandout: lesson.hasHandout,
    isVideoCompleted: records.videos.get(key)?.isCompleted ?? false,
    isHandoutOpened: records.handouts.has(key),
  });
}

/** Progress in each (class, resource) pair: lessons with a video or a handout, and how many are completed. */
export async function computeProgress(
  db: DbOrTx,
  studentId: number,
  pairs: { classId: number; resourceId: number }[],
): Promise<Map<string, TCourseProgress>> {
  const result = new Map<string, TCourseProgress>();
  if (pairs.length === 0) return result;
  const resourceIds = [...new Set(pairs.map((p) => p.resourceId))];
  const lessonRows: TLessonFlags[] = await db
    .select({
      id: lessons.id,
      resourceId: lessons.resourceId,
      hasVideo: sql<boolean>`${lessons.videoUrl} <> ''`,
      hasHandout: sql<boolean>`${lessons.handoutUrl} <> ''`,
    })
    .from(lessons)
    .where(and(inArray(lessons.resourceId, resourceIds), or(ne(lessons.videoUrl, ''), ne(lessons.handoutUrl, ''))));
  const records = await loadLearningRecords(db, studentId, [...new Set(pairs.map((p) => p.classId))]);
  for (const pair of pairs) {
    const own = lessonRows.filter((l) => l.resourceId === pair.resourceId && isLessonCountable(l));
    const completed = own.filter((l) => isCompletedIn(records, pair.classId, l)).length;
    result.set(pairKey(pair.classId, pair.resourceId), {
      lesson_count: own.length,
      completed_lessons: completed,
      progress_percent: progressPercent(completed, own.length),
    });
  }
  return result;
}

export const emptyProgress: TCourseProgress = { lesson_count: 0, completed_lessons: 0, progress_percent: 0 };
