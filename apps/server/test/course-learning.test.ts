import type {
  TCourseHandout,
  TCourseLearn,
  TCourseView,
  THandoutLearnRecordData,
  TPage,
  TStudentClass,
  TStudentResource,
} from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoutRecords } from '../src/db/schema';
import { bindToClass, createClassroom, createCourse } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { learningHelpers } from './support/learning-clock';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { ctxOf, watch, openLesson, elapse, openAndElapse, elapseReading, videoRow } = learningHelpers(() => t);

describe('student classes', () => {
  it('lists my classes with campus, teachers and my progress in each resource I may use', async () => {
    const room = await createClassroom(t.app, t.db);
    // a second resource bound to other students only: not mine
    const hidden = await createCourse(t.db);
    await bindToClass(t.db, room.klass, hidden.resource.id, [room.users.classmate.id]);
    // a class of my college I am not in
    await createClass(t.db, room.college.id, [room.users.teacher.id], [room.users.classmate.id]);
    const res = await call<TPage<TStudentClass>>(t.app, '/student/classes/list', undefined, room.tokens.student);
    expect(res.code).toBe(200);
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      id: room.klass.id,
      teacher_names: [room.users.teacher.name],
      resources: [{ id: room.course.resource.id, lesson_count: 3, completed_lessons: 0, progress_percent: 0 }],
    });

    // lesson B (handout only) is completed by opening it; lesson A needs its video
    await call(t.app, '/student/course/course_handout', ctxOf(room, room.course.lessons.b.id), room.tokens.student);
    await call(t.app, '/student/course/course_handout', ctxOf(room, room.course.lessons.a.id), room.tokens.student);
    const after = await call<TPage<TStudentClass>>(t.app, '/student/classes/list', {}, room.tokens.student);
    expect(after.data.list[0].resources[0]).toMatchObject({ completed_lessons: 1, progress_percent: 33 });
    // the classmate sees both resources
    const mate = await call<TPage<TStudentClass>>(t.app, '/student/classes/list', {}, room.tokens.classmate);
    expect(mate.data.list.map((c) => c.resources.length).sort()).toEqual([0, 2]);
  });

  it('lists the resources of one of my classes; another class answers 班级不存在', async () => {
    const room = await createClassroom(t.app, t.db);
    const res = await call<TPage<TStudentResource>>(
      t.app,
      '/student/classes/resource',
      { class_id: room.klass.id },
      room.tokens.student,
    );
    expect(res.data.list.map((r) => r.id)).toEqual([room.course.resource.id]);
    const other = await createCollege(t.db);
    const foreignClass = await createClass(t.db, other.college.id);
    const mine = await createClass(t.db, room.college.id);
    for (const classId of [foreignClass.id, mine.id]) {
      expect(await call(t.app, '/student/classes/resource', { class_id: classId }, room.tokens.student)).toMatchObject({
        code: 404,
        message: '班级不存在',
      });
    }
    expect(await call(t.app, '/student/classes/resource', {}, room.tokens.student)).toMatchObject({
      code: 400,
      message: '请选择班级',
    });
  });
});

describe('course view and lesson', () => {
  it('shows chapters, lessons, items and my state', async () => {
    const room = await createClassroom(t.app, t.db);
    const { a, b, c, d } = room.course.lessons;
    await openAndElapse(room, a.id, 30);
    await watch(room, a.id, 30, 30);
    const res = await call<TCourseView>(t.app, '/student/course/course_view', ctxOf(room), room.tokens.student);
    expect(res.data).toMatchObject({ id: room.course.resource.id, class_name: room.klass.name, lesson_count: 3 });
    expect(res.data.chapters.map((ch) => ch.lessons.map((l) => l.id))).toEqual([[a.id, b.id, c.id], [d.id]]);
    expect(res.data.chapters[0].lessons[0]).toMatchObject({
      has_video: true,
      has_handout: true,
      video_duration: 100,
      is_completed: false,
      items: [{ id: room.course.item.id, kind: 'bwkp', ref_id: 7 }],
      video: { position: 30, watched_seconds: 30, is_completed: false },
      handout: null,
    });
    expect(res.data.chapters[0].lessons[2]).toMatchObject({ has_video: false, has_handout: false, video: null });
  });

  it('course_learn gives the lesson, its neighbours across chapters, and where to resume', async () => {
    const room = await createClassroom(t.app, t.db);
    const { a, b, c, d } = room.course.lessons;
    const first = await call<TCourseLearn>(
      t.app,
      '/student/course/course_learn',
      ctxOf(room, a.id),
      room.tokens.student,
    );
    expect(first.data).toMatchObject({
      id: a.id,
      video_url: a.videoUrl,
      video_duration: 100,
      resume_position: 0,
      is_completed: false,
      has_handout: true,
      prev_lesson_id: null,
      next_lesson_id: b.id,
    });
    const across = await call<TCourseLearn>(
      t.app,
      '/student/course/course_learn',
      ctxOf(room, c.id),
      room.tokens.student,
    );
    expect(across.data).toMatchObject({ prev_lesson_id: b.id, next_lesson_id: d.id });
    const last = await call<TCourseLearn>(
      t.app,
      '/student/course/course_learn',
      ctxOf(room, d.id),
      room.tokens.student,
    );
    expect(last.data.next_lesson_id).toBeNull();

    await elapse(room, a.id, 40);
    await watch(room, a.id, 42.7, 40);
    const resumed = await call<TCourseLearn>(
      t.app,
      '/student/course/course_learn',
      ctxOf(room, a.id),
      room.tokens.student,
    );
    expect(resumed.data).toMatchObject({ resume_position: 42, watched_seconds: 40 });
  });
});

describe('video progress', () => {
  it('adds watched seconds, clamps the position, and completes at 90 % watched', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await openAndElapse(room, lesson.id, 60);
    expect((await watch(room, lesson.id, 60, 60)).data).toMatchObject({
      position: 60,
      watched_seconds: 60,
      is_completed: false,
    });
    // the player claims 10 s; the lesson's own 100 s wins, and the position is clamped into it
    await elapse(room, lesson.id, 30);
    expect((await watch(room, lesson.id, 500, 20, 10)).data).toMatchObject({ position: 100, duration: 100 });
    // at the end of the video but only 80 s watched: not completed
    expect(await videoRow(room, lesson.id)).toMatchObject({ watchedSeconds: 80, isCompleted: false, duration: 100 });
    await elapse(room, lesson.id, 30);
    await watch(room, lesson.id, 90, 10);
    const row = await videoRow(room, lesson.id);
    expect(row).toMatchObject({ watchedSeconds: 90, isCompleted: true });
    const completedAt = row.completedAt;
    // completion is kept, and its time is set once
    await elapse(room, lesson.id, 30);
    await watch(room, lesson.id, 5, 10);
    expect(await videoRow(room, lesson.id)).toMatchObject({
      position: 5,
      watchedSeconds: 100,
      isCompleted: true,
      completedAt,
    });
  });

  it('completes at 90 % of the duration even without reaching the end', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await openLesson(room, lesson.id);
    for (let i = 0; i < 4; i++) {
      await elapse(room, lesson.id, 22);
      await watch(room, lesson.id, 10 * (i + 1), 22);
    }
    await elapse(room, lesson.id, 15);
    expect((await watch(room, lesson.id, 50, 1)).data).toMatchObject({ watched_seconds: 89, is_completed: false });
    await elapse(room, lesson.id, 15);
    expect((await watch(room, lesson.id, 51, 1)).data).toMatchObject({ watched_seconds: 90, is_completed: true });
  });

  it('dragging to the end completes nothing, and a report adds no more than the time since the last', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await openAndElapse(room, lesson.id, 10);
    expect((await watch(room, lesson.id, 100, 10)).data).toMatchObject({
      position: 100,
      watched_seconds: 10,
      is_completed: false,
    });
    // straight away again: nothing is credited, whatever the player claims
    expect((await watch(room, lesson.id, 100, 60)).data).toMatchObject({ watched_seconds: 10, is_completed: false });
    await elapse(room, lesson.id, 10);
    expect((await watch(room, lesson.id, 100, 60)).data).toMatchObject({ watched_seconds: 20, is_completed: false });
  });

  it('uses the player’s duration when the lesson’s is unknown', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.d;
    await openAndElapse(room, lesson.id, 60);
    expect((await watch(room, lesson.id, 60, 60, 300)).data).toMatchObject({ duration: 300, is_completed: false });
    for (let i = 0; i < 4; i++) {
      await elapse(room, lesson.id, 60);
      await watch(room, lesson.id, 60 * (i + 2), 60, 300);
    }
    expect(await videoRow(room, lesson.id)).toMatchObject({ duration: 300, watchedSeconds: 300, isCompleted: true });
  });

  it('refuses inflated or malformed reports and lessons without video, changing nothing', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await watch(room, lesson.id, 10, 10);
    const before = await videoRow(room, lesson.id);
    const base = { ...ctxOf(room, lesson.id), position: 20, watched_delta: 10, duration: 100 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, watched_delta: 61 }, '观看时长有误'],
      [{ ...base, watched_delta: -1 }, '观看时长有误'],
      [{ ...base, position: -5 }, '播放位置有误'],
      [{ ...base, duration: 0 }, '视频时长有误'],
      [{ ...base, lesson_id: undefined }, '请选择课时'],
      [{ ...base, lesson_id: room.course.lessons.b.id }, '该课时没有视频'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/student/course/course_video_learn', body, room.tokens.student)).toMatchObject({
        code: 400,
        message,
      });
    }
    expect(await videoRow(room, lesson.id)).toEqual(before);
    expect(await videoRow(room, room.course.lessons.b.id)).toBeUndefined();
  });

  it('two reports at once (two tabs) are credited the time that passed once', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.a;
    await openAndElapse(room, lesson.id, 5);
    await watch(room, lesson.id, 5, 5);
    await elapse(room, lesson.id, 40);
    await Promise.all([watch(room, lesson.id, 10, 30), watch(room, lesson.id, 12, 30)]);
    // 40 s passed: one report is credited its 30 s; the other, after it, finds no time left (crediting both would
    // give 65, more than the time that passed)
    expect((await videoRow(room, lesson.id)).watchedSeconds).toBe(35);
  });
});

describe('handouts', () => {
  it('opens the handout, records pages and reading time, and resumes at the last page', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.b;
    const opened = await call<TCourseHandout>(
      t.app,
      '/student/course/course_handout',
      ctxOf(room, lesson.id),
      room.tokens.student,
    );
    expect(opened.data).toMatchObject({
      handout_url: lesson.handoutUrl,
      handout_name: '讲义.pdf',
      last_page: 1,
      read_seconds: 0,
    });
    const record = (page: number, pageCount: number, delta: number) =>
      call<THandoutLearnRecordData>(
        t.app,
        '/student/course/handout_learn_record',
        { ...ctxOf(room, lesson.id), page, page_count: pageCount, read_delta: delta },
        room.tokens.student,
      );
    await elapseReading(room, lesson.id, 90);
    expect((await record(3, 12, 90)).data).toEqual({ last_page: 3, page_count: 12, read_seconds: 90 });
    await elapseReading(room, lesson.id, 30);
    expect((await record(99, 12, 30)).data).toEqual({ last_page: 12, page_count: 12, read_seconds: 120 });
    const again = await call<TCourseHandout>(
      t.app,
      '/student/course/course_handout',
      ctxOf(room, lesson.id),
      room.tokens.student,
    );
    expect(again.data).toMatchObject({ last_page: 12, read_seconds: 120, page_count: 12 });
  });

  it('refuses bad reading reports and lessons without a handout, changing nothing', async () => {
    const room = await createClassroom(t.app, t.db);
    const lesson = room.course.lessons.b;
    const base = { ...ctxOf(room, lesson.id), page: 1, page_count: 5, read_delta: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, read_delta: 121 }, '阅读时长有误'],
      [{ ...base, page: 0 }, '页码有误'],
      [{ ...base, page_count: 0 }, '页数有误'],
      [{ ...base, lesson_id: room.course.lessons.d.id }, '该课时没有讲义'],
    ];
    for (const [body, message] of cases) {
      expect(await call(t.app, '/student/course/handout_learn_record', body, room.tokens.student)).toMatchObject({
        code: 400,
        message,
      });
    }
    expect(
      await call(t.app, '/student/course/course_handout', ctxOf(room, room.course.lessons.c.id), room.tokens.student),
    ).toMatchObject({ code: 400, message: '该课时没有讲义' });
    expect(await t.db.select().from(handoutRecords).where(eq(handoutRecords.studentId, room.users.student.id))).toEqual(
      [],
    );
  });
});

describe('learning analysis', () => {
  it('sums my lessons, minutes and attendance, for one class or all', async () => {
    const room = await createClassroom(t.app, t.db);
    await openAndElapse(room, room.course.lessons.a.id, 60);
    await watch(room, room.course.lessons.a.id, 99, 60);
    await elapse(room, room.course.lessons.a.id, 60);
    await watch(room, room.course.lessons.a.id, 99, 60);
    await call(t.app, '/student/course/course_handout', ctxOf(room, room.course.lessons.b.id), room.tokens.student);
    await elapseReading(room, room.course.lessons.b.id, 90);
    await call(
      t.app,
      '/student/course/handout_learn_record',
      { ...ctxOf(room, room.course.lessons.b.id), page: 2, page_count: 4, read_delta: 90 },
      room.tokens.student,
    );
    const res = await call(
      t.app,
      '/student/course/learning_analysis',
      { class_id: room.klass.id },
      room.tokens.student,
    );
    expect(res.data).toEqual({
      class_id: room.klass.id,
      lesson_count: 3,
      completed_lessons: 2,
      progress_percent: 66,
      video_seconds: 120,
      video_minutes: 2,
      handout_seconds: 90,
      handout_minutes: 2,
      attendance: { on_time: 0, late: 0, absent: 0, total: 0 },
    });
    const all = await call<{ class_id: null; completed_lessons: number }>(
      t.app,
      '/student/course/learning_analysis',
      undefined,
      room.tokens.student,
    );
    expect(all.data).toMatchObject({ class_id: null, completed_lessons: 2 });
    const mine = await call(t.app, '/student/course/learning_analysis', {}, room.tokens.classmate);
    expect(mine.data).toMatchObject({ completed_lessons: 0, video_seconds: 0 });
  });

  it('refuses a class that is not mine', async () => {
    const room = await createClassroom(t.app, t.db);
    const stranger = await signIn(t.app, await createUser(t.db, { role: 3, collegeId: room.college.id }));
    expect(await call(t.app, '/student/course/learning_analysis', { class_id: room.klass.id }, stranger)).toMatchObject(
      {
        code: 404,
        message: '班级不存在',
      },
    );
  });
});
