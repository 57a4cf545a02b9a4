import type {
  TCourseHandout,
  TCourseVideoLearnBody,
  TCourseVideoLearnData,
  THandoutLearnRecordBody,
  THandoutLearnRecordData,
  TLessonContextBody,
} from '@sxpt/contract';
import { clampVideoPosition, creditFor, isVideoCompleted } from '@sxpt/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { handoutRecords, learningClocks, videoRecords } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { assertStudentContext } from './context';
import { contextOf } from './course-view-service';
import { ClockKind, startLearningClock, type TClockKey } from './progress-store';

export const learningMessages = {
  noVideo: '该课时没有视频',
  noHandout: '该课时没有讲义',
} as const;

/**
 * Every learning call takes `at`, the moment it happens: the database's now() when not given (every route), a
 * moment of the demo story when the seed replays a student's week through these same functions.
 */
const momentSql = (at: Date | undefined) => (at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);

/**
 * Credit a report: lock the clock of the lesson's video or handout (a report with none starts it, and so is
 * credited nothing), take what the report claims but no more than the seconds since the clock, and move the clock
 * to now (less the fraction of a second the credit could not use). Runs in the caller's transaction, so that two
 * reports at once (two tabs) are credited the elapsed time once.
 */
async function creditReport(tx: Tx, key: TClockKey, claimedSeconds: number, at?: Date): Promise<number> {
  const now = momentSql(at);
  await tx
    .insert(learningClocks)
    .values({ ...key, creditedAt: now })
    .onConflictDoNothing();
  const [clock] = await tx
    .select({
      elapsed: sql<number>`extract(epoch from (${now} - ${learningClocks.creditedAt}))::float8`.mapWith(Number),
    })
    .from(learningClocks)
    .where(clockWhere(key))
    .for('update');
  const { credit, carrySeconds } = creditFor(claimedSeconds, clock.elapsed);
  await tx
    .update(learningClocks)
    .set({ creditedAt: sql`${now} - make_interval(secs => ${carrySeconds}::float8)` })
    .where(clockWhere(key));
  return credit;
}

function clockWhere(key: TClockKey) {
  return and(
    eq(learningClocks.studentId, key.studentId),
    eq(learningClocks.classId, key.classId),
    eq(learningClocks.lessonId, key.lessonId),
    eq(learningClocks.kind, key.kind),
  );
}

/**
 * /student/course/course_video_learn: record watching. The position is clamped into the video; watched seconds
 * grow by the reported delta (at most 60 a call), never by more than the time since the lesson was opened or the
 * previous report; the lesson's own duration wins over the player's when it is set. Completion (90 % watched) is
 * set once and never reverts.
 */
export async function recordVideoLearning(
  db: Db,
  student: TSessionUser,
  body: TCourseVideoLearnBody,
  at?: Date,
): Promise<TCourseVideoLearnData> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.videoUrl) throw badRequest(learningMessages.noVideo);
  const duration = lesson.videoDuration > 0 ? lesson.videoDuration : Math.round(body.duration);
  const position = clampVideoPosition(body.position, duration);
  const key = { studentId: student.id, classId: body.class_id, lessonId: lesson.id };
  return db.transaction(async (tx) => {
    const now = momentSql(at);
    const credit = await creditReport(tx, { ...key, kind: ClockKind.video }, body.watched_delta, at);
    const [row] = await tx
      .insert(videoRecords)
      .values({ ...key, position, watchedSeconds: credit, duration, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [videoRecords.studentId, videoRecords.classId, videoRecords.lessonId],
        set: {
          position: sql`excluded.position`,
          watchedSeconds: sql`${videoRecords.watchedSeconds} + excluded.watched_seconds`,
          duration: sql`excluded.duration`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    let isCompleted = row.isCompleted;
    if (!isCompleted && isVideoCompleted(row)) {
      await tx
        .update(videoRecords)
        .set({ isCompleted: true, completedAt: sql`coalesce(${videoRecords.completedAt}, ${now})` })
        .where(eq(videoRecords.id, row.id));
      isCompleted = true;
    }
    return {
      position: row.position,
      watched_seconds: row.watchedSeconds,
      duration: row.duration,
      is_completed: isCompleted,
    };
  });
}

/**
 * /student/course/course_handout: the handout to read and where the student left it. Opening it is recorded (the
 * lesson's handout counts as opened) and starts the reading clock.
 */
export async function openHandout(
  db: Db,
  student: TSessionUser,
  body: TLessonContextBody,
  at?: Date,
): Promise<TCourseHandout> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.handoutUrl) throw badRequest(learningMessages.noHandout);
  const key = { studentId: student.id, classId: body.class_id, lessonId: lesson.id };
  await startLearningClock(db, { ...key, kind: ClockKind.handout }, at);
  const now = momentSql(at);
  await db
    .insert(handoutRecords)
    .values({ ...key, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
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

/**
 * /student/course/handout_learn_record: the page reached and reading time (at most 120 s a call), never more than
 * the time since the handout was opened or the previous report.
 */
export async function recordHandoutReading(
  db: Db,
  student: TSessionUser,
  body: THandoutLearnRecordBody,
  at?: Date,
): Promise<THandoutLearnRecordData> {
  const { lesson } = await assertStudentContext(db, contextOf(student, body));
  if (!lesson?.handoutUrl) throw badRequest(learningMessages.noHandout);
  const page = Math.min(body.page, body.page_count);
  const key = { studentId: student.id, classId: body.class_id, lessonId: lesson.id };
  return db.transaction(async (tx) => {
    const now = momentSql(at);
    const credit = await creditReport(tx, { ...key, kind: ClockKind.handout }, body.read_delta, at);
    const [row] = await tx
      .insert(handoutRecords)
      .values({
        ...key,
        lastPage: page,
        pageCount: body.page_count,
        readSeconds: credit,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [handoutRecords.studentId, handoutRecords.classId, handoutRecords.lessonId],
        set: {
          lastPage: sql`excluded.last_page`,
          pageCount: sql`excluded.page_count`,
          readSeconds: sql`${handoutRecords.readSeconds} + excluded.read_seconds`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning();
    return { last_page: row.lastPage, page_count: row.pageCount, read_seconds: row.readSeconds };
  });
}
