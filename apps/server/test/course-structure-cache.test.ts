// The course structure is cached per resource and revalidated against content_version (raised by triggers on
// every write to resources, chapters, lessons and lesson_items): a change is seen by the very next read, whether
// it came through the acc5 API or straight into the database (as from another server process).
import type { TCourseView, TPage, TStudentClass } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTeachers, lessons, users } from '../src/db/schema';
import { addLessonItem, createClassroom, createLesson } from './support/course-factories';
import { createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5Token: string;
beforeAll(async () => {
  t = await createTestApp();
  acc5Token = await signIn(t.app, await createUser(t.db, { role: 0 }));
});
afterAll(() => t.close());

type TRoom = Awaited<ReturnType<typeof createClassroom>>;
const view = (room: TRoom) =>
  call<TCourseView>(
    t.app,
    '/student/course/course_view',
    { course_id: 0, class_id: room.klass.id, resource_id: room.course.resource.id },
    room.tokens.student,
  );
const lessonTitles = (data: TCourseView) => data.chapters.flatMap((chapter) => chapter.lessons.map((l) => l.title));

describe('course structure cache', () => {
  it('shows an acc5 rename, a new lesson and a new practice item on the next read', async () => {
    const room = await createClassroom(t.app, t.db);
    const before = await view(room);
    expect(before.code).toBe(200);
    expect(lessonTitles(before.data)).toContain(room.course.lessons.a.title);

    const renamed = await call(
      t.app,
      '/admin/lesson/save',
      { id: room.course.lessons.a.id, title: '改名后的课时' },
      acc5Token,
    );
    expect(renamed.code).toBe(200);
    const afterRename = await view(room);
    expect(lessonTitles(afterRename.data)).toContain('改名后的课时');
    expect(lessonTitles(afterRename.data)).not.toContain(room.course.lessons.a.title);

    const added = await createLesson(t.db, room.course.chapters[1], { handoutUrl: '/uploads/x.pdf', sort: 9 });
    const item = await addLessonItem(t.db, added.id, 'bwkp', 3);
    const afterAdd = await view(room);
    const lesson = afterAdd.data.chapters[1].lessons.find((l) => l.id === added.id);
    expect(lesson?.items.map((i) => i.id)).toEqual([item.id]);
    expect(afterAdd.data.lesson_count).toBe(before.data.lesson_count + 1);
  });

  it('counts progress in the class list with the lessons as they are now', async () => {
    const room = await createClassroom(t.app, t.db);
    const list = async () =>
      (
        await call<TPage<TStudentClass>>(
          t.app,
          '/student/classes/list',
          { page: 1, page_size: 10 },
          room.tokens.student,
        )
      ).data.list[0].resources[0].lesson_count;
    const before = await list();
    await t.db.update(lessons).set({ handoutUrl: '' }).where(eq(lessons.id, room.course.lessons.b.id));
    expect(await list()).toBe(before - 1);
  });

  it('shows a new teacher of the class and a renamed teacher in the class list at once', async () => {
    const room = await createClassroom(t.app, t.db);
    const teacherNames = async () =>
      (
        await call<TPage<TStudentClass>>(
          t.app,
          '/student/classes/list',
          { page: 1, page_size: 10 },
          room.tokens.student,
        )
      ).data.list[0].teacher_names;
    expect(await teacherNames()).toEqual([room.users.teacher.name]);

    const second = await createUser(t.db, { role: 2, collegeId: room.college.id, campusId: room.campus.id });
    await t.db.insert(classTeachers).values({ classId: room.klass.id, teacherId: second.id });
    expect(await teacherNames()).toEqual([room.users.teacher.name, second.name]);

    await t.db.update(users).set({ name: '周老师' }).where(eq(users.id, room.users.teacher.id));
    expect(await teacherNames()).toEqual(['周老师', second.name]);

    await t.db.delete(classTeachers).where(eq(classTeachers.teacherId, second.id));
    expect(await teacherNames()).toEqual(['周老师']);
  });

  it('keeps the caches of two databases apart', async () => {
    // two fresh databases given the same writes: same resource ids, same content version, different names
    const [a, b] = [await createTestApp(), await createTestApp()];
    try {
      const roomA = await createClassroom(a.app, a.db);
      const roomB = await createClassroom(b.app, b.db);
      expect(roomA.course.resource.id).toBe(roomB.course.resource.id);
      const viewIn = (app: TTestApp, room: TRoom) =>
        call<TCourseView>(
          app.app,
          '/student/course/course_view',
          { course_id: 0, class_id: room.klass.id, resource_id: room.course.resource.id },
          room.tokens.student,
        );
      expect((await viewIn(a, roomA)).data.name).toBe(roomA.course.resource.name);
      expect((await viewIn(b, roomB)).data.name).toBe(roomB.course.resource.name);
      expect(roomA.course.resource.name).not.toBe(roomB.course.resource.name);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
