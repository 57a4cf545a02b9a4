import type { TCourseProgress } from '@sxpt/contract';
import { isLessonCompleted, isLessonCountable, progressPercent } from '@sxpt/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { handoutRecords, learningClocks, videoRecords } from '../../db/schema';
import { courseStructure, lessonFlags, type TCourseStructure } from './course-structure';

/** The key of a (class, resource) pair in progress maps. */
export const pairKey = (classId: number, resourceId: number) => `${classId}:${resourceId}`;

/** What the course screens read of a video record. Seconds. */
export interface TVideoRecord {
  position: number;
  watchedSeconds: number;
  duration: number;
  isCompleted: boolean;
}

/** What the course screens read of a handout record (its existence means the handout was opened). */
export interface THandoutRecord {
  lastPage: number;
  readSeconds: number;
}

export interface TLearningRecords {
  /** video records by `${classId}:${lessonId}` */
  videos: Map<string, TVideoRecord>;
  /** handout records by `${classId}:${lessonId}` */
  handouts: Map<string, THandoutRecord>;
}

/** learning_clocks.kind: the credit clock of watching a lesson's video, or of reading its handout. */
export const ClockKind = { video: 1, handout: 2 } as const;
export type TClockKind = (typeof ClockKind)[keyof typeof ClockKind];

export interface TClockKey {
  studentId: number;
  classId: number;
  lessonId: number;
  kind: TClockKind;
}

/**
 * Opening a lesson's video (course_learn) or handout (course_handout) starts its credit clock: the next report is
 * credited no more than the time since. Opening again restarts it.
 */
export async function startLearningClock(db: DbOrTx, key: TClockKey, at?: Date): Promise<void> {
  await db
    .insert(learningClocks)
    .values({ ...key, creditedAt: at ?? sql`now()` })
    .onConflictDoUpdate({
      target: [learningClocks.studentId, learningClocks.classId, learningClocks.lessonId, learningClocks.kind],
      set: { creditedAt: sql`excluded.credited_at` },
    });
}

/** A student's video and handout records in some classes, in one query. */
export async function loadLearningRecords(
  db: DbOrTx,
  studentId: number,
  classIds: number[],
  lessonIds?: number[],
): Promise<TLearningRecords> {
  const videos = new Map<string, TVideoRecord>();
  const handouts = new Map<string, THandoutRecord>();
  if (classIds.length === 0 || lessonIds?.length === 0) return { videos, handouts };
  const rows = await db
    .select({
      isVideo: sql<boolean>`true`,
      classId: videoRecords.classId,
      lessonId: videoRecords.lessonId,
      position: videoRecords.position,
      watchedSeconds: videoRecords.watchedSeconds,
      duration: videoRecords.duration,
      isCompleted: videoRecords.isCompleted,
      lastPage: sql<number>`0`,
      readSeconds: sql<number>`0`,
    })
    .from(videoRecords)
    .where(
      and(
        eq(videoRecords.studentId, studentId),
        inArray(videoRecords.classId, classIds),
        lessonIds ? inArray(videoRecords.lessonId, lessonIds) : undefined,
      ),
    )
    .unionAll(
      db
        .select({
          isVideo: sql<boolean>`false`,
          classId: handoutRecords.classId,
          lessonId: handoutRecords.lessonId,
          position: sql<number>`0`,
          watchedSeconds: sql<number>`0`,
          duration: sql<number>`0`,
          isCompleted: sql<boolean>`false`,
          lastPage: handoutRecords.lastPage,
          readSeconds: handoutRecords.readSeconds,
        })
        .from(handoutRecords)
        .where(
          and(
            eq(handoutRecords.studentId, studentId),
            inArray(handoutRecords.classId, classIds),
            lessonIds ? inArray(handoutRecords.lessonId, lessonIds) : undefined,
          ),
        ),
    );
  for (const row of rows) {
    const key = `${row.classId}:${row.lessonId}`;
    if (row.isVideo === true) {
      videos.set(key, {
        position: Number(row.position),
        watchedSeconds: Number(row.watchedSeconds),
        duration: Number(row.duration),
        isCompleted: row.isCompleted === true,
      });
    } else {
      handouts.set(key, { lastPage: Number(row.lastPage), readSeconds: Number(row.readSeconds) });
    }
  }
  return { videos, handouts };
}

/** What completion needs of a student's records, by `${classId}:${lessonId}`: one small query for both kinds. */
async function loadCompletionFlags(db: DbOrTx, studentId: number, classIds: number[]) {
  const flags = new Map<string, { isVideoCompleted: boolean; isHandoutOpened: boolean }>();
  if (classIds.length === 0) return flags;
  const rows = await db
    .select({
      classId: videoRecords.classId,
      lessonId: videoRecords.lessonId,
      isVideoCompleted: videoRecords.isCompleted,
      isHandout: sql<boolean>`false`,
    })
    .from(videoRecords)
    .where(and(eq(videoRecords.studentId, studentId), inArray(videoRecords.classId, classIds)))
    .unionAll(
      db
        .select({
          classId: handoutRecords.classId,
          lessonId: handoutRecords.lessonId,
          isVideoCompleted: sql<boolean>`false`,
          isHandout: sql<boolean>`true`,
        })
        .from(handoutRecords)
        .where(and(eq(handoutRecords.studentId, studentId), inArray(handoutRecords.classId, classIds))),
    );
  for (const row of rows) {
    const key = `${row.classId}:${row.lessonId}`;
    const entry = flags.get(key) ?? { isVideoCompleted: false, isHandoutOpened: false };
    if (row.isVideoCompleted === true) entry.isVideoCompleted = true;
    if (row.isHandout === true) entry.isHandoutOpened = true;
    flags.set(key, entry);
  }
  return flags;
}

/** What completion needs of a student's records in one class, by lesson id. */
export type TCompletionRecords = Map<number, { isVideoCompleted: boolean; isHandoutOpened: boolean }>;

/** The completion records of one class from a statement's JSON: [lesson, completed] videos and opened handouts. */
export function completionRecords(
  videos: readonly [number, boolean][],
  handouts: readonly number[],
): TCompletionRecords {
  const records: TCompletionRecords = new Map();
  for (const [lessonId, isCompleted] of videos) {
    records.set(lessonId, { isVideoCompleted: isCompleted === true, isHandoutOpened: false });
  }
  for (const lessonId of handouts) {
    const entry = records.get(lessonId) ?? { isVideoCompleted: false, isHandoutOpened: false };
    entry.isHandoutOpened = true;
    records.set(lessonId, entry);
  }
  return records;
}

/** Progress in one course structure from the student's completion records in the class. */
export function progressOfLessons(structure: TCourseStructure, records: TCompletionRecords): TCourseProgress {
  let counted = 0;
  let completed = 0;
  for (const { lesson } of structure.lessons) {
    const flags = lessonFlags(lesson);
    if (!isLessonCountable(flags)) continue;
    counted++;
    const record = records.get(lesson.id);
    if (
      isLessonCompleted({
        hasVideo: flags.hasVideo,
        hasHandout: flags.hasHandout,
        isVideoCompleted: record?.isVideoCompleted ?? false,
        isHandoutOpened: record?.isHandoutOpened ?? false,
      })
    ) {
      completed++;
    }
  }
  return { lesson_count: counted, completed_lessons: completed, progress_percent: progressPercent(completed, counted) };
}

/**
 * Progress in each (class, resource) pair: lessons with a video or a handout, and how many are completed. The
 * lessons come from the course-structure cache at content version `version`.
 */
export async function computeProgress(
  db: DbOrTx,
  studentId: number,
  pairs: { classId: number; resourceId: number }[],
  version: number,
): Promise<Map<string, TCourseProgress>> {
  const result = new Map<string, TCourseProgress>();
  if (pairs.length === 0) return result;
  const flags = await loadCompletionFlags(db, studentId, [...new Set(pairs.map((p) => p.classId))]);
  const byClass = new Map<number, TCompletionRecords>();
  for (const [key, entry] of flags) {
    const [classId, lessonId] = key.split(':').map(Number);
    const records = byClass.get(classId) ?? new Map();
    records.set(lessonId, entry);
    byClass.set(classId, records);
  }
  for (const pair of pairs) {
    const structure = await courseStructure(db, pair.resourceId, version);
    const records: TCompletionRecords = byClass.get(pair.classId) ?? new Map();
    result.set(pairKey(pair.classId, pair.resourceId), progressOfLessons(structure, records));
  }
  return result;
}

export const emptyProgress: TCourseProgress = { lesson_count: 0, completed_lessons: 0, progress_percent: 0 };
