import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import {
  attendanceSessions,
  chapters,
  classResources,
  collegeResources,
  lessonItems,
  lessons,
  resourceStudents,
  resources,
} from '../../src/db/schema';
import { createClass, createCollege, createUser, signIn } from './factories';

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export async function createResource(db: Db, options: { status?: number; name?: string; category?: string } = {}) {
  const [row] = await db
    .insert(resources)
    .values({ name: options.name ?? unique('资源'), category: options.category ?? '会计', status: options.status ?? 1 })
    .returning();
  return row;
}

export async function createChapter(db: Db, resourceId: number, sort = 0) {
  const [row] = await db
    .insert(chapters)
    .values({ resourceId, title: unique('章节'), sort })
    .returning();
  return row;
}

export async function createLesson(
  db: Db,
  chapter: { id: number; resourceId: number },
  options: { videoUrl?: string; videoDuration?: number; handoutUrl?: string; sort?: number } = {},
) {
  const [row] = await db
    .insert(lessons)
    .values({
      chapterId: chapter.id,
      resourceId: chapter.resourceId,
      title: unique('课时'),
      sort: options.sort ?? 0,
      videoUrl: options.videoUrl ?? '',
      videoDuration: options.videoDuration ?? 0,
      handoutUrl: options.handoutUrl ?? '',
      handoutName: options.handoutUrl ? '讲义.pdf' : '',
    })
    .returning();
  return row;
}

export async function addLessonItem(db: Db, lessonId: number, kind = 'bwkp', refId = 1) {
  const [row] = await db
    .insert(lessonItems)
    .values({ lessonId, kind, refId, title: unique('练习') })
    .returning();
  return row;
}

export async function grantToCollege(db: Db, collegeId: number, resourceId: number) {
  await db.insert(collegeResources).values({ collegeId, resourceId }).onConflictDoNothing();
}

/** Bind a resource to a class (granting it to the college first); with studentIds, only those students have it. */
export async function bindToClass(
  db: Db,
  klass: { id: number; collegeId: number },
  resourceId: number,
  studentIds: number[] = [],
) {
  await grantToCollege(db, klass.collegeId, resourceId);
  await db.insert(classResources).values({ classId: klass.id, resourceId }).onConflictDoNothing();
  if (studentIds.length) {
    await db
      .insert(resourceStudents)
      .values(studentIds.map((studentId) => ({ classId: klass.id, resourceId, studentId })));
  }
}

/**
 * A resource of two chapters: lesson A (video 100 s + handout), lesson B (handout only), lesson C (nothing:
 * not counted), lesson D in chapter 2 (video of unknown length).
 */
export async function createCourse(db: Db) {
  const resource = await createResource(db);
  const first = await createChapter(db, resource.id, 1);
  const second = await createChapter(db, resource.id, 2);
  const a = await createLesson(db, first, {
    videoUrl: '/uploads/2025/01/a.mp4',
    videoDuration: 100,
    handoutUrl: '/uploads/2025/01/a.pdf',
    sort: 1,
  });
  const b = await createLesson(db, first, { handoutUrl: '/uploads/2025/01/b.pdf', sort: 2 });
  const c = await createLesson(db, first, { sort: 3 });
  const d = await createLesson(db, second, { videoUrl: 'https://cdn.example.com/d.mp4', sort: 1 });
  const item = await addLessonItem(db, a.id, 'bwkp', 7);
  return { resource, chapters: [first, second], lessons: { a, b, c, d }, item };
}

/** One college with a teacher and two students in a class that has a course; signed in. */
export async function createClassroom(app: FastifyInstance, db: Db) {
  const { college, campus } = await createCollege(db);
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const admin = await createUser(db, { role: 1, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const classmate = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const klass = await createClass(db, college.id, [teacher.id], [student.id, classmate.id]);
  const course = await createCourse(db);
  await bindToClass(db, klass, course.resource.id);
  return {
    college,
    campus,
    klass,
    course,
    users: { teacher, admin, student, classmate },
    tokens: {
      teacher: await signIn(app, teacher),
      admin: await signIn(app, admin),
      student: await signIn(app, student),
      classmate: await signIn(app, classmate),
    },
  };
}

/** Open a sign-in directly, with its window placed relative to now (minutes). */
export async function createAttendance(
  db: Db,
  options: {
    classId: number;
    teacherId: number;
    startedMinutesAgo?: number;
    minutes?: number;
    graceMinutes?: number;
    code?: string | null;
    closed?: boolean;
  },
) {
  const startsAt = new Date(Date.now() - (options.startedMinutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(attendanceSessions)
    .values({
      classId: options.classId,
      teacherId: options.teacherId,
      title: unique('签到'),
      code: options.code ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.minutes ?? 30) * 60_000),
      graceMinutes: options.graceMinutes ?? 5,
      closedAt: options.closed ? new Date() : null,
    })
    .returning();
  return row;
}

/** A multipart body with one file under `field`. */
export function multipartFile(filename: string, bytes: Buffer, field = 'file') {
  const boundary = '----sxpt-course-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
