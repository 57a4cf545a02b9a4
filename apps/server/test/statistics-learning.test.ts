// Video and handout learning (issue 9 §3): per lesson, per student and one lesson's students, hand-computed on a
// class of two; the administrator's and the teacher's calls; the .xlsx; who may see what.
import {
  ApiCode,
  collegeMessages,
  statisticsMessages,
  type THandoutLessonStats,
  type TLearningMatrix,
  type TLessonLearningDetail,
  type TVideoLessonStats,
} from '@sxpt/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoutRecords, videoRecords } from '../src/db/schema';
import { createClassroom } from './support/course-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: Awaited<ReturnType<typeof createClassroom>>;
beforeAll(async () => {
  t = await createTestApp();
  room = await createClassroom(t.app, t.db);
  const { student, classmate } = room.users;
  const { a, b, d } = room.course.lessons;
  const classId = room.klass.id;
  // lesson A's video is 100 s; lesson D's length is unknown
  await t.db.insert(videoRecords).values([
    { studentId: student.id, classId, lessonId: a.id, watchedSeconds: 100, duration: 100, isCompleted: true },
    { studentId: student.id, classId, lessonId: d.id, watchedSeconds: 40 },
    { studentId: classmate.id, classId, lessonId: a.id, watchedSeconds: 50, duration: 100 },
  ]);
  await t.db.insert(handoutRecords).values([
    { studentId: student.id, classId, lessonId: a.id, readSeconds: 30, lastPage: 1, pageCount: 4 },
    { studentId: student.id, classId, lessonId: b.id, readSeconds: 60, lastPage: 2, pageCount: 2 },
  ]);
});
afterAll(() => t.close());

const course = () => ({ class_id: room.klass.id, resource_id: room.course.resource.id });
const teacherCall = <T>(name: string, body: object) =>
  call<T>(t.app, `/teacher/data_statistics/course/${name}`, body, room.tokens.teacher);
const adminCall = <T>(name: string, body: object) =>
  call<T>(t.app, `/college/statistics/course/${name}`, body, room.tokens.admin);

describe('video learning', () => {
  it('per lesson with a video: watched, completed, mean watched time and share of the length', async () => {
    const res = await teacherCall<TVideoLessonStats[]>('vedio_record_statistics', course());
    const { a, d } = room.course.lessons;
    expect(res.data.map((row) => row.lesson_id)).toEqual([a.id, d.id]);
    expect(res.data[0]).toMatchObject({
      students: 2,
      watched: 2,
      completed: 1,
      completed_rate: '0.5000',
      avg_watched_seconds: 75,
      avg_watched_share: '0.7500',
    });
    expect(res.data[1]).toMatchObject({ watched: 1, completed: 0, avg_watched_seconds: 40, avg_watched_share: '' });
    const admin = await adminCall<TVideoLessonStats[]>('vedio_record_statistics', course());
    expect(admin.data).toEqual(res.data);
  });

  it('per student: a cell per lesson; one lesson: every student', async () => {
    const matrix = await teacherCall<TLearningMatrix>('vedio_learn_record', course());
    const student = matrix.data.list.find((row) => row.student_id === room.users.student.id);
    expect(student).toMatchObject({ total_seconds: 140, done: 1 });
    expect(student?.cells.map((cell) => [cell.seconds, cell.completed])).toEqual([
      [100, true],
      [40, false],
    ]);
    const detail = await adminCall<TLessonLearningDetail>('vedio_record_details', {
      ...course(),
      lesson_id: room.course.lessons.a.id,
    });
    expect(detail.data.list.map((row) => [row.student_id, row.seconds, row.completed]).sort()).toEqual(
      [
        [room.users.student.id, 100, true],
        [room.users.classmate.id, 50, false],
      ].sort(),
    );
  });
});

describe('handout reading', () => {
  it('per lesson with a handout: opened, mean and total reading; the analyze call answers the same figures', async () => {
    const stats = await teacherCall<THandoutLessonStats[]>('handout_record_statistics', course());
    expect(stats.data.map((row) => [row.lesson_id, row.opened, row.opened_rate, row.avg_read_seconds])).toEqual([
      [room.course.lessons.a.id, 1, '0.5000', 30],
      [room.course.lessons.b.id, 1, '0.5000', 60],
    ]);
    const analyze = await adminCall<THandoutLessonStats[]>('handout_record_analyze', course());
    expect(analyze.data).toEqual(stats.data);
    const query = new URLSearchParams({
      class_id: String(room.klass.id),
      resource_id: String(room.course.resource.id),
    });
    const adminStats = await call<THandoutLessonStats[]>(
      t.app,
      `/college/statistics/course/handout_record_statistics?${query}`,
      undefined,
      room.tokens.admin,
      'GET',
    );
    expect(adminStats.data).toEqual(stats.data);
  });

  it('one lesson: every student with the page reached; the per-student table as .xlsx', async () => {
    const detail = await teacherCall<TLessonLearningDetail>('handout_record_details', {
      ...course(),
      lesson_id: room.course.lessons.b.id,
    });
    const byId = new Map(detail.data.list.map((row) => [row.student_id, row]));
    expect(byId.get(room.users.student.id)).toMatchObject({ opened: true, seconds: 60, last_page: 2, page_count: 2 });
    expect(byId.get(room.users.classmate.id)).toMatchObject({ opened: false, seconds: 0 });
    // lesson C has neither video nor handout
    expect(
      await teacherCall('handout_record_details', { ...course(), lesson_id: room.course.lessons.c.id }),
    ).toMatchObject({ code: ApiCode.notFound, message: statisticsMessages.lessonMissing });

    const query = new URLSearchParams({
      class_id: String(room.klass.id),
      resource_id: String(room.course.resource.id),
      export: 'xlsx',
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/college/statistics/course/handout_record?${query}`,
      headers: { authorization: room.tokens.admin },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const rows = [2, 3].map((n) => workbook.worksheets[0].getRow(n).values as unknown[]);
    const studentRow = rows.find((row) => row[1] === room.users.student.account);
    expect(studentRow?.slice(3)).toEqual(['2/2', '1分30秒', '30秒', '1分']);
  });
});

describe('who may see what', () => {
  it('the administrator’s calls are the administrator’s, the teacher’s the teacher’s; another college sees nothing', async () => {
    expect(
      (await call(t.app, '/college/statistics/course/vedio_record_statistics', course(), room.tokens.teacher)).code,
    ).toBe(ApiCode.forbidden);
    expect(
      (await call(t.app, '/teacher/data_statistics/course/vedio_record_statistics', course(), room.tokens.admin)).code,
    ).toBe(ApiCode.forbidden);
    const { college } = await createCollege(t.db);
    const stranger = await signIn(t.app, await createUser(t.db, { role: 2, collegeId: college.id }));
    expect(await call(t.app, '/teacher/data_statistics/course/vedio_learn_record', course(), stranger)).toMatchObject({
      code: ApiCode.notFound,
      message: collegeMessages.classMissing,
    });
    expect(
      (await teacherCall('vedio_record_statistics', { ...course(), resource_id: room.course.resource.id + 999 }))
        .message,
    ).toBe(collegeMessages.resourceMissing);
  });
});
