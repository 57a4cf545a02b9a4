// Helpers of the learning tests: a student's working context, reports, and fake elapsed time (the student's credit
// clocks, learning_clocks, moved back in the database).
import type { TCourseVideoLearnData, THandoutLearnRecordData } from '@sxpt/contract';
import { and, eq, sql } from 'drizzle-orm';
import { learningClocks, videoRecords } from '../../src/db/schema';
import { ClockKind, type TClockKind } from '../../src/modules/course/progress-store';
import type { createClassroom } from './course-factories';
import { call, type TTestApp } from './test-app';

export type TRoom = Awaited<ReturnType<typeof createClassroom>>;

export function learningHelpers(t: () => TTestApp) {
  const ctxOf = (room: TRoom, lessonId?: number) => ({
    course_id: 0,
    class_id: room.klass.id,
    resource_id: room.course.resource.id,
    ...(lessonId ? { lesson_id: lessonId } : {}),
  });
  const watch = (room: TRoom, lessonId: number, position: number, delta: number, duration = 100) =>
    call<TCourseVideoLearnData>(
      t().app,
      '/student/course/course_video_learn',
      { ...ctxOf(room, lessonId), position, watched_delta: delta, duration },
      room.tokens.student,
    );
  const read = (room: TRoom, lessonId: number, page: number, pageCount: number, delta: number) =>
    call<THandoutLearnRecordData>(
      t().app,
      '/student/course/handout_learn_record',
      { ...ctxOf(room, lessonId), page, page_count: pageCount, read_delta: delta },
      room.tokens.student,
    );
  /** Open a lesson's video page (course_learn): the credit clock starts. */
  const openLesson = (room: TRoom, lessonId: number) =>
    call(t().app, '/student/course/course_learn', ctxOf(room, lessonId), room.tokens.student);
  /** Open a lesson's handout (course_handout): the reading clock starts. */
  const openHandout = (room: TRoom, lessonId: number) =>
    call(t().app, '/student/course/course_handout', ctxOf(room, lessonId), room.tokens.student);
  async function moveClock(room: TRoom, lessonId: number, kind: TClockKind, seconds: number) {
    await t()
      .db.update(learningClocks)
      .set({ creditedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(
        and(
          eq(learningClocks.studentId, room.users.student.id),
          eq(learningClocks.lessonId, lessonId),
          eq(learningClocks.kind, kind),
        ),
      );
  }
  /** Let `seconds` pass since the lesson's video was opened or the student's last report on it. */
  const elapse = (room: TRoom, lessonId: number, seconds: number) =>
    moveClock(room, lessonId, ClockKind.video, seconds);
  /** Open a lesson's video and let `seconds` pass. */
  async function openAndElapse(room: TRoom, lessonId: number, seconds: number) {
    await openLesson(room, lessonId);
    await elapse(room, lessonId, seconds);
  }
  /** Let `seconds` pass since the handout was opened or the student's last reading report. */
  const elapseReading = (room: TRoom, lessonId: number, seconds: number) =>
    moveClock(room, lessonId, ClockKind.handout, seconds);
  async function videoRow(room: TRoom, lessonId: number) {
    const [row] = await t()
      .db.select()
      .from(videoRecords)
      .where(and(eq(videoRecords.studentId, room.users.student.id), eq(videoRecords.lessonId, lessonId)));
    return row;
  }
  return { ctxOf, watch, read, openLesson, openHandout, elapse, openAndElapse, elapseReading, videoRow };
}
