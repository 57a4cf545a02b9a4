// Time-based credit (issue 8): watching and reading are credited no more than the time that passed on the server
// since the lesson (or handout) was opened or the previous report. Time passes by moving the credit clocks back.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoutRecords } from '../src/db/schema';
import { createClassroom } from './support/course-factories';
import { learningHelpers } from './support/learning-clock';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { ctxOf, watch, read, openLesson, openHandout, elapse, elapseReading, videoRow } = learningHelpers(() => t);

describe('video credit', () => {
  it('the first report after opening a 30 s lesson is credited only the time since it opened', async () => {
    const room = await createClassroom(t.app, t.db);
    // lesson d has no duration of its own: the player's 30 s is taken
    const lesson = room.course.lessons.d;
    await openLesson(room, lesson.id);
    expect((await watch(room, lesson.id, 30, 60, 30)).data).toMatchObject({
      watched_seconds: 0,
      is_completed: false,
    });
    await elapse(room, lesson.id, 12);
    expect((await watch(room, lesson.id, 30, 60, 30)).data).toMatchObject({
      watched_seconds: 12,
      is_completed: false,
    });
    await elapse(room, lesson.id, 15);
    expect((await watch(room, lesson.id, 30, 30, 30)).data).toMatchObject({
      watched_seconds: 27,
      is_completed: true,
    });
  });

  it('a report with no opened lesson starts the clock and is credited nothing', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    expect((await watch(room, lesson.id, 60, 60)).data).toMatchObject({ position: 60, watched_seconds: 0 });
    await elapse(room, lesson.id, 20);
    expect((await watch(room, lesson.id, 80, 60)).data).toMatchObject({ watched_seconds: 20 });
  });

  it('reports fired one after another gain nothing; opening the lesson again restarts the clock', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await openLesson(room, lesson.id);
    await elapse(room, lesson.id, 8);
    for (let i = 0; i < 10; i++) await watch(room, lesson.id, 50, 60);
    expect((await videoRow(room, lesson.id)).watchedSeconds).toBe(8);
    // a day away, then the lesson opened again: the day is not credited
    await elapse(room, lesson.id, 86_400);
    await openLesson(room, lesson.id);
    expect((await watch(room, lesson.id, 50, 60)).data).toMatchObject({ watched_seconds: 8 });
  });

  it('opening a lesson alone leaves it not watched', async () => {
    const room = await createClassroom(t.app, t.db);
    const { a } = room.course.lessons;
    await openLesson(room, a.id);
    const view = await call<{ chapters: { lessons: { id: number; video: unknown }[] }[] }>(
      t.app,
      '/student/course/course_view',
      ctxOf(room),
      room.tokens.student,
    );
    expect(view.data.chapters[0].lessons.find((l) => l.id === a.id)?.video).toBeNull();
  });
});

describe('reading credit', () => {
  const readSeconds = async (room: Awaited<ReturnType<typeof createClassroom>>, lessonId: number) => {
    const [row] = await t.db
      .select({ readSeconds: handoutRecords.readSeconds })
      .from(handoutRecords)
      .where(and(eq(handoutRecords.studentId, room.users.student.id), eq(handoutRecords.lessonId, lessonId)));
    return row?.readSeconds;
  };

  it('a reading report is credited no more than the time since the handout opened or the last report', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.b;
    await openHandout(room, lesson.id);
    expect((await read(room, lesson.id, 2, 10, 120)).data).toMatchObject({ last_page: 2, read_seconds: 0 });
    await elapseReading(room, lesson.id, 45);
    expect((await read(room, lesson.id, 3, 10, 120)).data).toMatchObject({ last_page: 3, read_seconds: 45 });
    for (let i = 0; i < 10; i++) await read(room, lesson.id, 4, 10, 120);
    expect(await readSeconds(room, lesson.id)).toBe(45);
    await elapseReading(room, lesson.id, 20);
    expect((await read(room, lesson.id, 5, 10, 10)).data).toMatchObject({ read_seconds: 55 });
  });

  it('a reading report without the handout opened is credited nothing', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.b;
    expect((await read(room, lesson.id, 1, 10, 120)).data).toMatchObject({ read_seconds: 0 });
    await elapseReading(room, lesson.id, 30);
    expect((await read(room, lesson.id, 2, 10, 120)).data).toMatchObject({ read_seconds: 30 });
  });
});
