// The demo week of watching and reading (seed/demo-learning.ts): replayed through the learning services, it leaves
// exactly the records its plan says, credits no more than the time the plan let pass, and leaves `student` alone.
import { readFile } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, handoutRecords, lessons, resources, users, videoRecords } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { assetUrlOf, demoCourses, seedDemoContent } from '../src/seed/demo-content';
import { pdfPageCount, READ_REPORT_SECONDS, seedDemoLearning, studyPlan } from '../src/seed/demo-learning';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
const now = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemo(t.db);
  await seedDemoContent(t.db, t.ctx.files, { collegeIds: [demo.collegeId], classIds: demo.classIds });
  await seedDemoLearning(t.db, now);
});
afterAll(() => t.close());

describe('studyPlan', () => {
  const lessonsArb = fc.array(
    fc.record({ videoDuration: fc.integer({ min: 10, max: 60 }), pages: fc.integer({ min: 1, max: 12 }) }),
    { minLength: 1, maxLength: 12 },
  );
  it('moves forward in time, stays in the week before now, and reads every handout to its last page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 3 }), lessonsArb, (k, c, list) => {
        const plan = studyPlan(k, c, list, now);
        const moments: number[] = [];
        for (const [i, study] of plan.entries()) {
          moments.push(study.open.getTime(), study.open.getTime() + study.watched * 1000);
          expect(study.watched).toBeGreaterThan(0);
          expect(study.watched).toBeLessThanOrEqual(list[i].videoDuration);
          if (study.handout) {
            moments.push(study.handout.open.getTime(), ...study.handout.reads.map((read) => read.at.getTime()));
            expect(study.handout.reads.at(-1)?.page).toBe(list[i].pages);
            for (const read of study.handout.reads) expect(read.page).toBeLessThanOrEqual(list[i].pages);
          }
        }
        for (let i = 1; i < moments.length; i++) expect(moments[i]).toBeGreaterThan(moments[i - 1]);
        for (const moment of moments) {
          expect(moment).toBeLessThan(now.getTime());
          expect(moment).toBeGreaterThan(now.getTime() - 8 * 24 * 3600_000);
        }
      }),
    );
  });

  it('takes students to different depths of a course', () => {
    const list = Array.from({ length: 6 }, () => ({ videoDuration: 30, pages: 3 }));
    const depths = new Set(Array.from({ length: 10 }, (_, k) => studyPlan(k + 1, 0, list, now).length));
    expect(depths.size).toBeGreaterThanOrEqual(5);
    expect([...depths]).toContain(0);
    expect([...depths]).toContain(6);
  });
});

describe('the demo week of learning', () => {
  it('counts the pages of the demo handouts', async () => {
    expect(pdfPageCount(await readFile(assetUrlOf('fp-01', 'pdf')))).toBe(4);
    expect(pdfPageCount(await readFile(assetUrlOf('fp-02', 'pdf')))).toBe(3);
  });

  it('leaves the records of the plan for student04 in the invoicing course of 2024级会计1班', async () => {
    const [klass] = await t.db.select().from(classes).where(eq(classes.name, '2024级会计1班'));
    const [resource] = await t.db.select().from(resources).where(eq(resources.name, demoCourses[0].name));
    const [student] = await t.db.select().from(users).where(eq(users.account, 'student04'));
    const courseLessons = await t.db
      .select({ id: lessons.id, title: lessons.title })
      .from(lessons)
      .where(eq(lessons.resourceId, resource.id))
      .orderBy(asc(lessons.id));
    const demoLessons = demoCourses[0].chapters.flatMap((chapter) => chapter.lessons);
    const planned = await Promise.all(
      demoLessons.map(async (lesson) => ({
        videoDuration: lesson.videoDuration,
        pages: pdfPageCount(await readFile(assetUrlOf(lesson.asset, 'pdf'))),
      })),
    );
    // student04 is the fourth member of the class in account order (student, student02, …)
    const plan = studyPlan(4, 0, planned, now);
    expect(plan.length).toBeGreaterThan(0);
    const videos = await t.db
      .select()
      .from(videoRecords)
      .where(and(eq(videoRecords.studentId, student.id), eq(videoRecords.classId, klass.id)));
    const handouts = await t.db
      .select()
      .from(handoutRecords)
      .where(and(eq(handoutRecords.studentId, student.id), eq(handoutRecords.classId, klass.id)));
    const idOf = (i: number) => courseLessons.find((lesson) => lesson.title === demoLessons[i].title)!.id;
    const inCourse = (lessonId: number) => courseLessons.some((lesson) => lesson.id === lessonId);
    expect(videos.filter((v) => inCourse(v.lessonId))).toHaveLength(plan.length);
    for (const [i, study] of plan.entries()) {
      const video = videos.find((v) => v.lessonId === idOf(i));
      expect(video?.watchedSeconds).toBe(study.watched);
      expect(video?.isCompleted).toBe(study.watched === planned[i].videoDuration);
      expect(video?.updatedAt.getTime()).toBe(study.open.getTime() + study.watched * 1000);
      const handout = handouts.find((h) => h.lessonId === idOf(i));
      if (study.handout) {
        expect(handout?.readSeconds).toBe(study.handout.reads.length * READ_REPORT_SECONDS);
        expect(handout?.lastPage).toBe(planned[i].pages);
      } else {
        expect(handout).toBeUndefined();
      }
    }
  });

  it('has most demo students learning, each to their own depth, and leaves `student` with nothing', async () => {
    const perStudent = await t.db
      .select({ account: users.account, studentId: videoRecords.studentId })
      .from(videoRecords)
      .innerJoin(users, eq(users.id, videoRecords.studentId));
    const accounts = new Set(perStudent.map((row) => row.account));
    expect(accounts.has('student')).toBe(false);
    expect(accounts.size).toBeGreaterThanOrEqual(25);
    const [{ id: studentId }] = await t.db.select().from(users).where(eq(users.account, 'student'));
    expect(await t.db.select().from(handoutRecords).where(eq(handoutRecords.studentId, studentId))).toHaveLength(0);
  });
});
