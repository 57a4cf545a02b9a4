// The exam bench (issue 10 §7): 100 students (the invoicing bench's, or a class of their own) sit the demo exam at once. Each begins (its own
// attempt, the questions drawn and copied), then saves answers round and round for the timed run (the hot call of
// an exam), then all submit once each: every submission must be graded, which the teacher's exam list then shows.
import type { TAnswerSheet, TCollegePaperRow, TPage, TSheetQuestion, TTikuExamList } from '@sxpt/contract';
import { BENCH_CLASS, createBenchClass, type TBwkpRoom, type TBwkpStudent } from './bwkp';
import { expectOk, mapLimit, signIn } from './http';

const EXAM_COURSE = '增值税发票开具实训';
const EXAM_TITLE = '增值税发票开具实训 期末考试';

export interface TExamRoom {
  publicationId: number;
  students: (TBwkpStudent & { sheet: TAnswerSheet })[];
  teacher: string;
}

/** A plausible answer to a question, as the answer sheet would send it (not necessarily right). */
export function someAnswer(question: TSheetQuestion, round: number): unknown {
  switch (question.type) {
    case 'single':
      return { type: 'single', choices: question.options[round % question.options.length].key };
    case 'multiple':
    case 'indefinite':
      return {
        type: question.type,
        choices: question.options
          .slice(0, 2)
          .map((option) => option.key)
          .sort()
          .join(''),
      };
    case 'judge':
      return { type: 'judge', value: round % 2 === 0 };
    case 'blank':
      return { type: 'blank', blanks: Array.from({ length: question.blanks }, (_, i) => String(13 * (i + 1))) };
    case 'entry':
      return {
        type: 'entry',
        lines: [
          { side: 'debit', account: '1002 银行存款', amount: '11300' },
          { side: 'credit', account: '主营业务收入', amount: '10000' },
        ],
      };
    case 'essay':
      return { type: 'essay', text: `第${round}次修改的作答` };
  }
}

/** The class of the exam: the invoicing bench's when it ran (its 100 students; the college has 200 seats), else new. */
async function examClass(base: string, count: number, bwkp: TBwkpRoom | null) {
  if (!bwkp) {
    return createBenchClass(base, count, {
      className: '考试压测班',
      prefix: 'ks',
      courseName: EXAM_COURSE,
      teacherAccounts: ['teacher'],
    });
  }
  // the demo teacher teaches the invoicing bench class too, so that they can publish to it
  const admin = await signIn(base, '/api/login/college', 'admin');
  const teachers = await expectOk<TPage<{ id: number; account: string }>>(
    base,
    '/college/teacher/index',
    { keyword: 'teacher', page_size: 50 },
    admin,
  );
  const teacher = teachers.list.find((row) => row.account === 'teacher');
  if (!teacher) throw new Error('no demo teacher');
  await expectOk(
    base,
    '/college/class/save',
    { id: bwkp.context.class_id, name: BENCH_CLASS, grade: '2024', campus_id: null, teacher_ids: [teacher.id] },
    admin,
  );
  return { klass: { id: bwkp.context.class_id }, course: { id: bwkp.context.resource_id }, students: bwkp.students };
}

/** The bench class with the demo teacher, the demo exam published to it for the next two hours, every student in. */
export async function prepareExamRoom(base: string, count: number, bwkp: TBwkpRoom | null): Promise<TExamRoom> {
  const started = Date.now();
  const { klass, course, students } = await examClass(base, count, bwkp);
  const teacher = await signIn(base, '/api/login/teacher', 'teacher');
  const papers = await expectOk<TPage<TCollegePaperRow>>(
    base,
    '/teacher/resources/papers',
    { keyword: EXAM_TITLE, resource_id: course.id },
    teacher,
  );
  const paper = papers.list.find((row) => row.title === EXAM_TITLE);
  if (!paper) throw new Error(`the demo course has no paper ${EXAM_TITLE}: is the demo seeded?`);
  const now = Date.now();
  const { ids } = await expectOk<{ ids: number[] }>(
    base,
    '/teacher/resources/publish_papers',
    {
      paper_id: paper.id,
      resource_id: course.id,
      class_ids: [klass.id],
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + 2 * 3600_000).toISOString(),
      max_attempts: 1,
      show_answers: 'after_submit',
      count_switches: false,
      switch_limit: 0,
    },
    teacher,
  );
  const publicationId = ids[0];
  const sitting = await mapLimit(students, 10, async (student) => ({
    ...student,
    sheet: await expectOk<TAnswerSheet>(
      base,
      '/student/paper/detail',
      { publication_id: publicationId },
      student.token,
    ),
  }));
  console.log(`exam: ${count} students began ${EXAM_TITLE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { publicationId, students: sitting, teacher };
}

/**
 * Each student's save bodies: one question per save, through the paper in order, as a student answers it (each
 * save the change of one question, the answer sheet's way).
 */
export function saveBodies(student: TExamRoom['students'][number]): string[] {
  return student.sheet.questions.map((question, round) =>
    JSON.stringify({
      attempt_id: student.sheet.attempt_id,
      answers: [{ question_id: question.question_id, answer: someAnswer(question, round) }],
    }),
  );
}

/** How many of the room's students the teacher's list shows as handed in. */
export async function submittedCount(base: string, room: TExamRoom): Promise<number> {
  const list = await expectOk<TTikuExamList>(
    base,
    '/api/statistics/tiku/exam_list',
    { publication_id: room.publicationId, status: 'done', page: 1, page_size: 200 },
    room.teacher,
  );
  return list.total;
}
