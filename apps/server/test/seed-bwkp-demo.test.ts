import type { TCourseView, TStudentClass } from '@sxpt/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceRecords, attendanceSessions, practiceAttempts, practiceTries, users } from '../src/db/schema';
import { seedBwkpDemoPractice } from '../src/seed/bwkp-demo-seed';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import { seedDemoPractice } from '../src/seed/demo-practice';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemo(t.db);
  await seedDemoContent(t.db, t.ctx.files, { collegeIds: [demo.collegeId], classIds: demo.classIds });
  await seedBwkpDemoPractice(t.db);
  await seedDemoPractice(t.db);
});
afterAll(() => t.close());

describe('the demo invoicing practice', () => {
  it('is a practice item of the invoicing course that a demo student opens with its 17 questions', async () => {
    const login = await call<{ token: string }>(t.app, '/api/login/student', {
      account: 'student',
      password: DEMO_PASSWORD,
    });
    const token = login.data.token;
    const classes = await call<{ list: TStudentClass[] }>(t.app, '/student/classes/list', {}, token);
    const klass = classes.data.list[0];
    const resource = klass.resources.find((r) => r.name === '增值税发票开具实训');
    expect(resource).toBeDefined();
    const view = await call<TCourseView>(
      t.app,
      '/student/course/course_view',
      { class_id: klass.id, resource_id: resource!.id },
      token,
    );
    const lesson = view.data.chapters[0].lessons[0];
    const item = lesson.items.find((i) => i.kind === 'bwkp');
    expect(item?.title).toContain('广州市穗通办公设备有限公司');

    const context = { course_id: resource!.id, class_id: klass.id, resource_id: resource!.id, lesson_id: lesson.id };
    const subjects = await call<{ sort: number; subject_status: number }[]>(
      t.app,
      '/student/bwkp/subject_list',
      context,
      token,
    );
    expect(subjects.code).toBe(200);
    expect(subjects.data.map((s) => s.sort)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(subjects.data.every((s) => s.subject_status === 0)).toBe(true);
  });

  it('twelve students of 2024级会计1班 have practised it in varying amounts, some with wrong tries', async () => {
    const attempts = await t.db
      .select({ account: users.account, attempt: practiceAttempts })
      .from(practiceAttempts)
      .innerJoin(users, eq(users.id, practiceAttempts.studentId))
      .orderBy(asc(users.account));
    expect(attempts.map((row) => [row.account, row.attempt.doneCount, row.attempt.status])).toEqual([
      ['student02', 17, 2],
      ['student03', 17, 2],
      ['student04', 16, 1],
      ['student05', 14, 1],
      ['student06', 12, 1],
      ['student07', 11, 1],
      ['student08', 9, 1],
      ['student09', 8, 1],
      ['student10', 6, 1],
      ['student11', 5, 1],
      ['student12', 4, 1],
      ['student13', 2, 1],
    ]);
    // a point for each question right at the first try: student02 got 5 and 9 wrong first
    expect(attempts[0].attempt.score).toBe('15.00');
    expect(attempts[3].attempt.score).toBe('14.00');
    const wrongTries = await t.db.select().from(practiceTries).where(eq(practiceTries.isRight, false));
    expect(wrongTries).toHaveLength(17);
    // the demo accounts the e2e specs use have not practised
    expect(attempts.map((row) => row.account)).not.toContain('student');
  });

  it('two sign-ins of 2024级会计1班 were held and closed, twelve and eight students signed', async () => {
    const sessions = await t.db.select().from(attendanceSessions);
    expect(sessions.map((session) => session.title)).toEqual(['第1周 周一 发票基础', '第1周 周三 开票实训']);
    expect(sessions.every((session) => session.closedAt !== null)).toBe(true);
    const counts = await Promise.all(
      sessions.map(
        async (session) =>
          (await t.db.select().from(attendanceRecords).where(eq(attendanceRecords.sessionId, session.id))).length,
      ),
    );
    expect(counts).toEqual([12, 8]);
  });
});
