// Issue 9 §6: the learning summary of a college of 2,000 students exports within 5 s, streamed, with a row per
// student; the class-wide reads of 实训分析 stay one statement at that size.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classStudents, practiceAttempts, users } from '../src/db/schema';
import { createCourse } from './support/course-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

const STUDENTS = 2_000;
const CLASSES = 40;

let t: TTestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const { college, campus } = await createCollege(t.db, { seats: STUDENTS + 100 });
  admin = await signIn(t.app, await createUser(t.db, { role: 1, collegeId: college.id, campusId: campus.id }));
  const made = await t.db
    .insert(classes)
    .values(
      Array.from({ length: CLASSES }, (_, k) => ({
        collegeId: college.id,
        name: `规模班${String(k + 1).padStart(2, '0')}`,
      })),
    )
    .returning({ id: classes.id });
  // the students as rows (their password is never used here)
  const students = await t.db
    .insert(users)
    .values(
      Array.from({ length: STUDENTS }, (_, k) => ({
        account: `scale${String(k + 1).padStart(4, '0')}`,
        passwordHash: 'not-a-password',
        role: 3,
        name: `学生${k + 1}`,
        collegeId: college.id,
        campusId: campus.id,
      })),
    )
    .returning({ id: users.id });
  await t.db
    .insert(classStudents)
    .values(students.map((student, k) => ({ classId: made[k % CLASSES].id, studentId: student.id })));
  const course = await createCourse(t.db);
  await t.db.insert(practiceAttempts).values(
    students.slice(0, STUDENTS / 2).map((student, k) => ({
      area: 'bwkp' as const,
      sourceId: 800_000 + k,
      collegeId: college.id,
      studentId: student.id,
      classId: made[k % CLASSES].id,
      resourceId: course.resource.id,
      lessonId: course.lessons.a.id,
      caseId: 1,
      status: (k % 3 === 0 ? 2 : 1) as 1 | 2,
      totalCount: 17,
      doneCount: 17,
      score: String(k % 18),
      maxScore: '17',
    })),
  );
}, 60_000);
afterAll(() => t.close());

describe('a college of 2,000 students', () => {
  it('study_export answers every student within 5 s', async () => {
    const started = performance.now();
    const file = await t.app.inject({
      method: 'POST',
      url: '/college/statistics/study_export',
      payload: {},
      headers: { authorization: admin },
    });
    const seconds = (performance.now() - started) / 1000;
    expect(file.statusCode).toBe(200);
    expect(seconds).toBeLessThan(5);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].rowCount).toBe(STUDENTS + 1);
  });
});
