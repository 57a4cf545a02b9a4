// Demo learning (issue 9 §6): over the week before the first start, the demo students of both classes have opened
// lessons of the four demo courses, watched their videos (some to the end, the last one often half-way) and read
// their handouts for a few minutes, each student to a different depth of each course, so that 视频学习分析,
// 讲义学习分析 and 学习汇总 show figures on a fresh start. Every step goes through the learning services with bodies
// parsed by the contract's schemas, as the routes do; the services take the moment of each step (`at`) and credit
// no more than the time elapsed since the previous one, exactly as they do live. The account `student` is left
// untouched: it is the one a visitor signs in with to start from nothing.
import { readFile } from 'node:fs/promises';
import { ZCourseVideoLearnBody, ZHandoutLearnRecordBody, ZLessonContextBody } from '@sxpt/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chapters, classes, classResources, classStudents, colleges, lessons, resources, users } from '../db/schema';
import { learnLesson } from '../modules/course/course-view-service';
import { openHandout, recordHandoutReading, recordVideoLearning } from '../modules/course/learning-record-service';
import { assetUrlOf, demoCourses } from './demo-content';
import { sessionUserOf } from './demo-practice';

/** How far into a course a student got, as a share of its lessons: picked per student and course from this list. */
const DEPTHS = [1, 1, 0.85, 0.7, 0.6, 0.5, 0.4, 0.25, 0.15, 0] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** what a reading report may credit at most (ZHandoutLearnRecordBody) */
export const READ_REPORT_SECONDS = 120;

/** Pages of a PDF, counted from its page objects (the demo handouts are small files written by make-assets.sh). */
export function pdfPageCount(bytes: Buffer): number {
  return (bytes.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

/** The moments of one lesson's study by one student, in order: every step after the previous one. */
export interface TLessonStudy {
  /** opening the lesson (the video's clock starts) */
  open: Date;
  /** the one video report: seconds watched from the start */
  watched: number;
  /** opening the handout and the reading reports (two minutes each, the page reached), or null when not opened */
  handout: { open: Date; reads: { at: Date; page: number }[] } | null;
}

/**
 * The study plan of student number `k` (1-based in the class list) in course number `c`: which lessons in course
 * order, when (a day of the week before `now`, evenings, 12 minutes a lesson), how much of each video and how long
 * on each handout. Pure, so that a test can check it.
 */
export function studyPlan(
  k: number,
  c: number,
  lessons: readonly { videoDuration: number; pages: number }[],
  now: Date,
): TLessonStudy[] {
  const depth = DEPTHS[(k * 3 + c * 5) % DEPTHS.length];
  const reached = Math.round(lessons.length * depth);
  const daysAgo = 1 + ((k + c * 2) % 7);
  const start = now.getTime() - daysAgo * DAY - ((k * 37 + c * 11) % 180) * MINUTE;
  const plan: TLessonStudy[] = [];
  for (let i = 0; i < reached; i++) {
    const { videoDuration, pages } = lessons[i];
    const open = start + i * 12 * MINUTE;
    const partly = i === reached - 1 && depth < 1 && (k + i) % 2 === 0;
    const watched = partly ? Math.floor(videoDuration / 2) : videoDuration;
    let handout: TLessonStudy['handout'] = null;
    if ((k + i) % 3 !== 2) {
      const handoutOpen = open + (videoDuration + 5) * 1000;
      const reports = 1 + ((k + i * 2) % 3);
      handout = {
        open: new Date(handoutOpen),
        reads: Array.from({ length: reports }, (_, j) => ({
          at: new Date(handoutOpen + (j + 1) * READ_REPORT_SECONDS * 1000),
          page: Math.max(1, Math.ceil(((j + 1) * pages) / reports)),
        })),
      };
    }
    plan.push({ open: new Date(open), watched, handout });
  }
  return plan;
}

/** The week of learning: each class in a transaction of its own, the two at once (about 1,400 service calls). */
export async function seedDemoLearning(db: Db, now = new Date()): Promise<void> {
  const demoClasses = await db
    .select({ id: classes.id })
    .from(classes)
    .where(inArray(classes.name, ['2024级会计1班', '2024级税务2班']))
    .orderBy(asc(classes.id));
  await Promise.all(
    demoClasses.map(({ id }) => db.transaction((tx) => replayClassLearning(tx as unknown as Db, id, now))),
  );
}

async function replayClassLearning(db: Db, classId: number, now: Date): Promise<void> {
  {
    const members = await db
      .select({ user: users, collegeName: colleges.name })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .innerJoin(colleges, eq(colleges.id, users.collegeId))
      .where(eq(classStudents.classId, classId))
      .orderBy(asc(users.account));
    for (const [c, course] of demoCourses.entries()) {
      const [resource] = await db
        .select({ id: resources.id })
        .from(classResources)
        .innerJoin(resources, eq(resources.id, classResources.resourceId))
        .where(and(eq(classResources.classId, classId), eq(resources.name, course.name)));
      if (!resource) continue;
      const rows = await db
        .select({ id: lessons.id, title: lessons.title })
        .from(lessons)
        .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
        .where(eq(lessons.resourceId, resource.id))
        .orderBy(asc(chapters.sort), asc(chapters.id), asc(lessons.sort), asc(lessons.id));
      const demoLessons = course.chapters.flatMap((chapter) => chapter.lessons);
      const ordered = [];
      for (const row of rows) {
        const demo = demoLessons.find((lesson) => lesson.title === row.title);
        if (!demo) continue;
        const pages = pdfPageCount(await readFile(assetUrlOf(demo.asset, 'pdf')));
        ordered.push({ id: row.id, videoDuration: demo.videoDuration, pages });
      }
      for (const [index, member] of members.entries()) {
        if (member.user.account === 'student') continue;
        const student = sessionUserOf(member.user, member.collegeName);
        const plan = studyPlan(index + 1, c, ordered, now);
        for (const [i, study] of plan.entries()) {
          const lesson = ordered[i];
          const context = ZLessonContextBody.parse({
            class_id: classId,
            resource_id: resource.id,
            lesson_id: lesson.id,
          });
          await learnLesson(db, student, context, study.open);
          await recordVideoLearning(
            db,
            student,
            ZCourseVideoLearnBody.parse({
              ...context,
              position: study.watched,
              watched_delta: study.watched,
              duration: lesson.videoDuration,
            }),
            new Date(study.open.getTime() + study.watched * 1000),
          );
          if (!study.handout) continue;
          await openHandout(db, student, context, study.handout.open);
          for (const read of study.handout.reads) {
            await recordHandoutReading(
              db,
              student,
              ZHandoutLearnRecordBody.parse({
                ...context,
                page: read.page,
                page_count: lesson.pages,
                read_delta: READ_REPORT_SECONDS,
              }),
              read.at,
            );
          }
        }
      }
    }
  }
}
