import type {
  TCourseHandout,
  TCourseVideoLearnBody,
  TCourseVideoLearnData,
  THandoutLearnRecordBody,
  THandoutLearnRecordData,
  TLessonContextBody,
} from '@sxpt/contract';
import { clampVideoPosition, isVideoCompleted, maxWatchedDelta } from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handoutRecords, videoRecords } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { assertStudentContext } from './context';
import { contextOf } from './course-view-service';

export const learningMessages = {
  noVideo: '该课时没有视频',
  noHandout: '该课时没有讲义',
} as const;

/**
 * /student/course/course_video_learn: record watching. The position is clamped into the video; watched
 * seconds grow by the reported delta (at most 60 a call); the lesson's own duration wins over the player's
 * when it is set. Completion (90 % watched) is set once and never reverts.
 */
export async function recordVideoLearning(
  db: Db,
  student: TSessionUser,
  body: TCourseVideoLearnBody,
): Promise<TCourseVideoLearnData> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.videoUrl) throw badRequest(learningMessages.noVideo);
  const duration = lesson.videoDuration > 0 ? lesson.videoDuration : Math.round(body.duration);
  const position = clampVideoPosition(body.position, duration);
  const [previous] = await db
    .select({ updatedAt: videoRecords.updatedAt })
    .from(videoRecords)
    .where(
      and(
        eq(videoRecords.studentId, student.id),
        eq(videoRecords.classId, body.class_id),
        eq(videoRecords.lessonId, lesson.id),
      ),
    );
  const reported = Math.round(body.watched_delta);
  // never more than could have played since the previous report
  const delta = previous
    ? Math.min(reported, maxWatchedDelta((Date.now() - previous.updatedAt.getTime()) / 1000))
    : reported;
  // one statement adds to the counter, so two tabs reporting at once lose nothing
  const [row] = await db
    .insert(videoRecords)
    .values({
      studentId: student.id,
      classId: body.class_id,
      lessonId: lesson.id,
      position,
      watchedSeconds: delta,
      duration,
    })
    .onConflictDoUpdate({
      target: [videoRecords.studentId, videoRecords.classId, videoRecords.lessonId],
      set: {
        position: sql`excluded.position`,
        watchedSeconds: sql`${videoRecords.watchedSeconds} + excluded.watched_seconds`,
        duration: sql`excluded.duration`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  let isCompleted = row.isCompleted;
  if (!isCompleted && isVideoCompleted(row)) {
    await db
      .update(videoRecords)
      .set({ isCompleted: true, completedAt: sql`coalesce(${videoRecords.completedAt}, now())` })
      .where(eq(videoRecords.id, row.id));
    isCompleted = true;
  }
  return {
    position: row.position,
    watched_seconds: row.watchedSeconds,
    duration: row.duration,
    is_completed: isCompleted,
  };
}

/** /student/course/course_handout: the handout to read and where the student left it. Opening it is recorded. */
export async function openHandout(db: Db, student: TSessionUser, body: TLessonContextBody): Promise<TCourseHandout> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.handoutUrl) throw badRequest(learningMessages.noHandout);
  const key = { studentId: student.id, classId: body.class_id, lessonId: lesson.id };
  await db.insert(handoutRecords).values(key).onConflictDoNothing();
  const [record] = await db
    .select()
    .from(handoutRecords)
    .where(
      and(
        eq(handoutRecords.studentId, key.studentId),
        eq(handoutRecords.classId, key.classId),
        eq(handoutRecords.lessonId, key.lessonId),
      ),
    );
  return {
    handout_url: lesson.handoutUrl,
    handout_name: lesson.handoutName,
    last_page: record.lastPage,
    page_count: record.pageCount,
    read_seconds: record.readSeconds,
  };
}

/** /student/course/handout_learn_record: the page reached and reading time (at most 120 s a call). */
export async function recordHandoutReading(
  db: Db,
  student: TSessionUser,
  body: THandoutLearnRecordBody,
): Promise<THandoutLearnRecordData> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.handoutUrl) throw badRequest(learningMessages.noHandout);
  const page = Math.min(body.page, body.page_count);
  const [row] = await db
    .insert(handoutRecords)
    .values({
      studentId: student.id,
      classId: body.class_id,
      lessonId: lesson.id,
      lastPage: page,
      pageCount: body.page_count,
      readSeconds: Math.round(body.read_delta),
    })
    .onConflictDoUpdate({
      target: [handoutRecords.studentId, handoutRecords.classId, handoutRecords.lessonId],
      set: {
        lastPage: sql`excluded.last_page`,
        pageCount: sql`excluded.page_count`,
        readSeconds: sql`${handoutRecords.readSeconds} + excluded.read_seconds`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return { last_page: row.lastPage, page_count: row.pageCount, read_seconds: row.readSeconds };
}
