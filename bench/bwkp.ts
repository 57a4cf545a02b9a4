// The invoicing simulator's (bwkp) bench students: 100 accounts of the demo college in a class of their own that
// has the invoicing course, each brought through the real API to the first invoice question (5): company (1),
// customer codes (2), goods codes (3), both rolls applied for and read in (4). The answers are the demo case's
// (apps/server/src/seed/bwkp-demo-case.ts), as the server tests play it.
import type { TBwkpSubjectListItem, TBwkpSubjectStatus, TCourseView, TPage, TStudentClass } from '@sxpt/contract';
import type { TGoodsLine } from '@sxpt/domain';
import { bwkpDemoCase } from '../apps/server/src/seed/bwkp-demo-case';
import { bwkpDemoCaseSeed } from '../apps/server/src/seed/bwkp-demo-seed';
import { invoiceBodyOf, playQuestion, type TPlayedCase, type TPlayerApi } from '../apps/server/src/seed/bwkp-player';
import { DEMO_PASSWORD, expectOk, mapLimit, post, signIn } from './http';

/** The invoicing course of the demo content; the first lesson of it has the demo case. */
const INVOICING_COURSE = '增值税发票开具实训';
export const BENCH_CLASS = '开票压测班';
/** Questions 5–9 of the demo case are plain invoices, one save_fp each, in this order. */
export const PLAIN_INVOICE_SORTS = [5, 6, 7, 8, 9];

export interface TBwkpStudent {
  account: string;
  token: string;
}

export interface TBwkpRoom {
  /** the working context every bwkp call carries */
  context: { course_id: number; class_id: number; resource_id: number; lesson_id: number };
  /** subject id by sort (1..17) */
  subjectIds: Record<number, number>;
  students: TBwkpStudent[];
}

/** The right save_fp body of a plain invoice question (the shared player's, as the server tests play it). */
export function invoiceBody(room: TBwkpRoom, sort: number): Record<string, unknown> {
  return {
    ...room.context,
    ...invoiceBodyOf({ seed: bwkpDemoCaseSeed(), subjectIds: room.subjectIds, blueSorts: {} }, sort),
  };
}

/** The same body with a wrong tax amount on the last line: graded in full, refused with 答案有误. */
export function wrongInvoiceBody(room: TBwkpRoom, sort: number): Record<string, unknown> {
  const body = invoiceBody(room, sort);
  const goods = [...(body.goods_content as TGoodsLine[])];
  const last = goods[goods.length - 1];
  goods[goods.length - 1] = { ...last, tax_amount: String(Number(last.tax_amount) + 1) };
  return { ...body, goods_content: goods };
}

async function playSetup(base: string, room: TBwkpRoom, token: string): Promise<void> {
  const at = (name: string) => `/student/bwkp/${name}`;
  const { pt_fpdm: _pt, zy_fpdm: _zy, ...company } = bwkpDemoCase.qyxx;
  await expectOk(base, at('save_qyxx'), { ...room.context, ...company }, token);
  await expectOk(base, at('save_khbm'), { ...room.context, kh_content: bwkpDemoCase.customers }, token);
  await expectOk(base, at('save_goods'), { ...room.context, goods_content: bwkpDemoCase.goods }, token);
  for (const answer of bwkpDemoCase.apply) await expectOk(base, at('add_fpsl'), { ...room.context, ...answer }, token);
  await expectOk(base, at('invoice_read'), room.context, token);
}

/**
 * A class of `count` new students of the demo college with one course (and, when given, demo teachers), created
 * as the college admin (/college/class/add, /college/student/store); every student signed in, their first password
 * changed to DEMO_PASSWORD as a first sign-in requires.
 */
export async function createBenchClass(
  base: string,
  count: number,
  options: { className: string; prefix: string; courseName: string; teacherAccounts?: string[] },
): Promise<{ klass: { id: number }; course: { id: number; name: string }; students: TBwkpStudent[] }> {
  const admin = await signIn(base, '/api/login/college', 'admin');
  const bank = await expectOk<TPage<{ id: number; name: string }>>(
    base,
    '/college/resource/index',
    { keyword: options.courseName },
    admin,
  );
  const course = bank.list.find((row) => row.name === options.courseName);
  if (!course) throw new Error(`the demo college has no ${options.courseName}: is the demo content seeded?`);
  const teacherIds: number[] = [];
  for (const account of options.teacherAccounts ?? []) {
    const page = await expectOk<TPage<{ id: number; account: string }>>(
      base,
      '/college/teacher/index',
      { keyword: account, page_size: 50 },
      admin,
    );
    const found = page.list.find((row) => row.account === account);
    if (!found) throw new Error(`no teacher ${account}`);
    teacherIds.push(found.id);
  }
  const klass = await expectOk<{ id: number }>(
    base,
    '/college/class/add',
    { name: options.className, grade: '2024', campus_id: null, resource_ids: [course.id], teacher_ids: teacherIds },
    admin,
  );
  const accounts = Array.from({ length: count }, (_, k) => `${options.prefix}${String(k + 1).padStart(3, '0')}`);
  const initialPasswords = await mapLimit(accounts, 4, async (account) => {
    const made = await expectOk<{ initial_password: string }>(
      base,
      '/college/student/store',
      { account, name: `压测学生${account.slice(options.prefix.length)}`, campus_id: null, class_ids: [klass.id] },
      admin,
    );
    return made.initial_password;
  });
  // a password the system set must be changed at first sign-in: each student sets DEMO_PASSWORD (the session stays)
  const students: TBwkpStudent[] = [];
  for (const [i, account] of accounts.entries()) {
    const token = await signIn(base, '/api/login/student', account, initialPasswords[i]);
    await expectOk(base, '/api/mod_pwd', { old_password: initialPasswords[i], password: DEMO_PASSWORD }, token);
    students.push({ account, token });
  }
  return { klass, course, students };
}

/**
 * Create the bench class and students (createBenchClass), find the lesson with the case as a student sees it
 * (classes/list, course_view, subject_list), and play questions 1–4 for each. Run once on a freshly seeded database.
 */
export async function prepareBwkpRoom(
  base: string,
  count: number,
  options: { className?: string; prefix?: string } = {},
): Promise<TBwkpRoom> {
  const started = Date.now();
  const { klass, course, students } = await createBenchClass(base, count, {
    className: options.className ?? BENCH_CLASS,
    prefix: options.prefix ?? 'bwkp',
    courseName: INVOICING_COURSE,
  });

  // the working context, as the first student's pages find it
  const first = students[0].token;
  const classes = await expectOk<{ list: TStudentClass[] }>(base, '/student/classes/list', {}, first);
  const mine = classes.list.find((entry) => entry.id === klass.id);
  if (!mine?.resources.some((resource) => resource.id === course.id)) throw new Error('the bench class has no course');
  const view = await expectOk<TCourseView>(
    base,
    '/student/course/course_view',
    { class_id: klass.id, resource_id: course.id },
    first,
  );
  const lesson = view.chapters
    .flatMap((chapter) => chapter.lessons)
    .find((entry) => entry.items.some((item) => item.kind === 'bwkp'));
  if (!lesson) throw new Error(`no lesson of ${INVOICING_COURSE} has the invoicing case`);
  const context = { course_id: course.id, class_id: klass.id, resource_id: course.id, lesson_id: lesson.id };
  const subjects = await expectOk<TBwkpSubjectListItem[]>(base, '/student/bwkp/subject_list', context, first);
  const room: TBwkpRoom = {
    context,
    subjectIds: Object.fromEntries(subjects.map((subject) => [subject.sort, subject.id])),
    students,
  };

  await mapLimit(students, 10, (student) => playSetup(base, room, student.token));
  console.log(`bwkp: ${count} students at question 5 in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return room;
}

/** The students for whom the questions `done` are complete and `open` is not (what the server says). */
export async function countAt(base: string, room: TBwkpRoom, done: number[], open: number): Promise<number> {
  const states = await mapLimit(room.students, 10, async (student) => {
    const status = await expectOk<TBwkpSubjectStatus>(
      base,
      '/student/bwkp/subject_status',
      room.context,
      student.token,
    );
    const statusOf = (sort: number) =>
      status.subjects.find((subject) => subject.id === room.subjectIds[sort])?.subject_status;
    return done.every((sort) => statusOf(sort) === 1) && statusOf(open) === 0;
  });
  return states.filter(Boolean).length;
}

/** The calls of one bench student through HTTP, for the shared player. */
function httpApi(base: string, room: TBwkpRoom, token: string): TPlayerApi {
  return async <T>(name: string, body: object = {}) =>
    (await post<T>(base, `/student/bwkp/${name}`, { ...room.context, ...body }, token)) as {
      code: number;
      message: string;
      data: T;
    };
}

/**
 * A class of `count` students who have done the whole invoicing case, some with a wrong first try (the analytics
 * bench: 实训分析 of a class with full practice). Returns the room and an administrator's token.
 */
export async function prepareAnalyticsClass(base: string, count: number): Promise<{ room: TBwkpRoom; admin: string }> {
  const started = Date.now();
  const room = await prepareBwkpRoom(base, count, { className: '实训分析压测班', prefix: 'fx' });
  const seed = bwkpDemoCaseSeed();
  const played: TPlayedCase = {
    seed,
    subjectIds: room.subjectIds,
    blueSorts: Object.fromEntries(seed.subjects.map((subject) => [subject.sort, subject.blue_sort ?? null])),
  };
  await mapLimit(room.students, 10, async (student) => {
    const api = httpApi(base, room, student.token);
    const index = Number(student.account.slice(2));
    for (let sort = 5; sort <= 17; sort++) {
      await playQuestion(played, api, sort, { wrongFirst: (index + sort) % 5 === 0 });
    }
  });
  console.log(
    `analytics: ${count} students through all 17 questions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { room, admin: await signIn(base, '/api/login/college', 'admin') };
}
