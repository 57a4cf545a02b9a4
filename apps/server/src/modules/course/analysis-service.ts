import type { TAttendanceCounts, TLearningAnalysis } from '@sxpt/contract';
import { progressPercent } from '@sxpt/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendanceRecords, attendanceSessions, handoutRecords, videoRecords } from '../../db/schema';
import type { TSessionUser } from '../../http/auth';
import { markOf } from './attendance-store';
import { findMyClass, listMyClassIds, listUsableResources } from './class-service';

async function sumSeconds(db: Db, studentId: number, classIds: number[]) {
  const [video] = await db
    .select({ seconds: sql<number>`coalesce(sum(${videoRecords.watchedSeconds}), 0)::int` })
    .from(videoRecords)
    .where(and(eq(videoRecords.studentId, studentId), inArray(videoRecords.classId, classIds)));
  const [handout] = await db
    .select({ seconds: sql<number>`coalesce(sum(${handoutRecords.readSeconds}), 0)::int` })
    .from(handoutRecords)
    .where(and(eq(handoutRecords.studentId, studentId), inArray(handoutRecords.classId, classIds)));
  return { video: Number(video.seconds), handout: Number(handout.seconds) };
}

async function countAttendance(db: Db, studentId: number, classIds: number[]): Promise<TAttendanceCounts> {
  const rows = await db
    .select({ session: attendanceSessions, status: attendanceRecords.status })
    .from(attendanceSessions)
    .leftJoin(
      attendanceRecords,
      and(eq(attendanceRecords.sessionId, attendanceSessions.id), eq(attendanceRecords.studentId, studentId)),
    )
    .where(inArray(attendanceSessions.classId, classIds));
  const counts: TAttendanceCounts = { on_time: 0, late: 0, absent: 0, total: 0 };
  const now = new Date();
  for (const row of rows) {
    const mark = markOf(row.session, row.status === null ? null : { status: row.status }, now);
    if (mark === null) continue;
    counts[mark]++;
    counts.total++;
  }
  return counts;
}

/**
 * /student/course/learning_analysis: my totals in one class or all my classes: lessons completed in the
 * resources I may use, minutes of video and handout, and my attendance (open sign-ins I have not signed yet
 * are not counted).
 */
export async function analyseLearning(
  db: Db,
  student: TSessionUser,
  classId: number | undefined,
): Promise<TLearningAnalysis> {
  const classIds = classId ? [(await findMyClass(db, student, classId)).id] : await listMyClassIds(db, student);
  let lessonCount = 0;
  let completed = 0;
  for (const list of (await listUsableResources(db, student.id, classIds)).values()) {
    for (const resource of list) {
      lessonCount += resource.lesson_count;
      completed += resource.completed_lessons;
    }
  }
  const seconds = classIds.length ? await sumSeconds(db, student.id, classIds) : { video: 0, handout: 0 };
  return {
    class_id: classId ?? null,
    lesson_count: lessonCount,
    completed_lessons: completed,
    progress_percent: progressPercent(completed, lessonCount),
    video_seconds: seconds.video,
    video_minutes: Math.round(seconds.video / 60),
    handout_seconds: seconds.handout,
    handout_minutes: Math.round(seconds.handout / 60),
    attendance: classIds.length
      ? await countAttendance(db, student.id, classIds)
      : { on_time: 0, late: 0, absent: 0, total: 0 },
  };
}
