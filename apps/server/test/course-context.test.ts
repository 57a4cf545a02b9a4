import { ApiCode } from '@sxpt/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classResources, handoutRecords, videoRecords } from '../src/db/schema';
import { assertStudentContext, CONTEXT_DENIED_MESSAGE } from '../src/modules/course/context';
import { bindToClass, createClassroom, createCourse } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function expectDenied(input: Parameters<typeof assertStudentContext>[1]) {
  await expect(assertStudentContext(t.db, input)).rejects.toMatchObject({
    code: ApiCode.forbidden,
    message: CONTEXT_DENIED_MESSAGE,
  });
}

describe('assertStudentContext', () => {
  it('passes a student of the class for a resource of the class and one of its lessons', async () => {
    const room = await createClassroom(t.app, t.db);
    const context = await assertStudentContext(t.db, {
      studentId: room.users.student.id,
      collegeId: room.college.id,
      classId: room.klass.id,
      resourceId: room.course.resource.id,
      lessonId: room.course.lessons.b.id,
    });
    expect(context).toMatchObject({
      classId: room.klass.id,
      className: room.klass.name,
      resourceId: room.course.resource.id,
    });
    expect(context.lesson?.id).toBe(room.course.lessons.b.id);
  });

  it('refuses with one message whichever check fails', async () => {
    const room = await createClassroom(t.app, t.db);
    const ok = {
      studentId: room.users.student.id,
      collegeId: room.college.id,
      classId: room.klass.id,
      resourceId: room.course.resource.id,
    };
    // not a member: another student of the same college
    const outsider = await createUser(t.db, { role: 3, collegeId: room.college.id });
    await expectDenied({ ...ok, studentId: outsider.id });
    // the class of another college, even with a forged college id
    const other = await createCollege(t.db);
    const otherClass = await createClass(t.db, other.college.id, [], [room.users.student.id]);
    await bindToClass(t.db, otherClass, room.course.resource.id);
    await expectDenied({ ...ok, classId: otherClass.id });
    // a resource the class does not have
    const otherCourse = await createCourse(t.db);
    await expectDenied({ ...ok, resourceId: otherCourse.resource.id });
    // a lesson of another resource
    await expectDenied({ ...ok, lessonId: otherCourse.lessons.a.id });
    await expectDenied({ ...ok, lessonId: 999_999 });
    // no college (acc5)
    await expectDenied({ ...ok, collegeId: null });
    // an unknown class
    await expectDenied({ ...ok, classId: 999_999 });
  });

  it('once students are bound to the resource, only they may use it', async () => {
    const room = await createClassroom(t.app, t.db);
    const classmate = room.users.classmate.id;
    const base = { collegeId: room.college.id, classId: room.klass.id, resourceId: room.course.resource.id };
    // nobody bound: everyone of the class
    await assertStudentContext(t.db, { ...base, studentId: classmate });
    await bindToClass(t.db, room.klass, room.course.resource.id, [room.users.student.id]);
    await assertStudentContext(t.db, { ...base, studentId: room.users.student.id });
    await expectDenied({ ...base, studentId: classmate });
  });
});

describe('the working context over HTTP', () => {
  it('every lesson call refuses another class’s student, an unbound student and another college’s student', async () => {
    const room = await createClassroom(t.app, t.db);
    const body = {
      course_id: 1,
      class_id: room.klass.id,
      resource_id: room.course.resource.id,
      lesson_id: room.course.lessons.a.id,
      position: 10,
      watched_delta: 10,
      duration: 100,
      page: 1,
      page_count: 10,
      read_delta: 10,
    };
    // a student of another class of the same college
    const otherClassStudent = await createUser(t.db, { role: 3, collegeId: room.college.id });
    await createClass(t.db, room.college.id, [], [otherClassStudent.id]);
    // a student of another college
    const other = await createCollege(t.db);
    const foreign = await createUser(t.db, { role: 3, collegeId: other.college.id });
    // the classmate, once only the student is bound
    await bindToClass(t.db, room.klass, room.course.resource.id, [room.users.student.id]);
    const tokens = [await signIn(t.app, otherClassStudent), await signIn(t.app, foreign), room.tokens.classmate];
    const urls = [
      '/student/course/course_view',
      '/student/course/course_learn',
      '/student/course/course_video_learn',
      '/student/course/course_handout',
      '/student/course/handout_learn_record',
    ];
    for (const url of urls) {
      for (const token of tokens) {
        expect(await call(t.app, url, body, token), url).toMatchObject({
          code: ApiCode.forbidden,
          message: CONTEXT_DENIED_MESSAGE,
        });
      }
      expect((await call(t.app, url, body, room.tokens.student)).code, url).toBe(200);
    }
    const [videos] = await t.db
      .select({ n: count() })
      .from(videoRecords)
      .where(eq(videoRecords.classId, room.klass.id));
    const [handouts] = await t.db
      .select({ n: count() })
      .from(handoutRecords)
      .where(eq(handoutRecords.classId, room.klass.id));
    expect([Number(videos.n), Number(handouts.n)]).toEqual([1, 1]);
  });

  it('a class that loses the resource loses the access', async () => {
    const room = await createClassroom(t.app, t.db);
    const body = { class_id: room.klass.id, resource_id: room.course.resource.id };
    expect((await call(t.app, '/student/course/course_view', body, room.tokens.student)).code).toBe(200);
    await t.db.delete(classResources).where(eq(classResources.classId, room.klass.id));
    expect((await call(t.app, '/student/course/course_view', body, room.tokens.student)).code).toBe(ApiCode.forbidden);
  });

  it('the student calls refuse acc5, admin and teacher', async () => {
    const room = await createClassroom(t.app, t.db);
    const acc5 = await signIn(t.app, await createUser(t.db, { role: 0 }));
    const urls = t.routeTable.filter((r) => /^\/student\/(course|classes)\//.test(r.url)).map((r) => r.url);
    expect(urls).toHaveLength(8);
    for (const url of urls) {
      for (const token of [acc5, room.tokens.admin, room.tokens.teacher]) {
        expect((await call(t.app, url, {}, token)).code, url).toBe(ApiCode.forbidden);
      }
    }
  });
});
