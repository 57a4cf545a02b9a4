import type { TEnvelope } from '@sxpt/contract';
import type { TSubject } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SAMPLE_APPLY,
  SAMPLE_GOODS_CODES,
  SAMPLE_KHBM,
  SAMPLE_QYXX,
  SAMPLE_SUBJECTS,
} from '../../../../packages/domain/src/bwkp/sample-case';
import type { Db } from '../../src/db/client';
import { bwkpSubjects } from '../../src/db/schema';
import { seedBwkpCase, type TBwkpCaseSeed } from '../../src/seed/bwkp-case';
import { invoiceBodyOf, invoiceOfSort, playQuestion as playSharedQuestion } from '../../src/seed/bwkp-player';
import { addLessonItem, bindToClass, createChapter, createLesson, createResource } from './course-factories';
import { createClass, createCollege, createUser, signIn } from './factories';
import { call } from './test-app';

export { SAMPLE_APPLY, SAMPLE_GOODS_CODES, SAMPLE_KHBM, SAMPLE_QYXX, SAMPLE_SUBJECTS };

/** The domain's sample case (北京华创办公设备有限公司, 17 subjects) as seed data. */
export const sampleCaseSeed: TBwkpCaseSeed = {
  title: '华创办公开票实训',
  description: '增值税发票开具全流程',
  qyxx: SAMPLE_QYXX,
  customers: SAMPLE_KHBM,
  goods: SAMPLE_GOODS_CODES,
  apply: [SAMPLE_APPLY[1], SAMPLE_APPLY[2]],
  subjects: SAMPLE_SUBJECTS.map((subject) => ({ ...subject, subject_describe: `${subject.title}。` })),
};

/** The 7 answers of question 1. */
export const qyxxAnswer = {
  nsr_sbh: SAMPLE_QYXX.nsr_sbh,
  nsr_mc: SAMPLE_QYXX.nsr_mc,
  business_address: SAMPLE_QYXX.business_address,
  phone_number: SAMPLE_QYXX.phone_number,
  bank_name: SAMPLE_QYXX.bank_name,
  account: SAMPLE_QYXX.account,
  supervisor_name: SAMPLE_QYXX.supervisor_name,
};

export type TBwkpApi = <T = unknown>(name: string, body?: object) => Promise<TEnvelope<T>>;

/** Calls of one student in one working context: api('save_khbm', {kh_content}). */
export function bwkpApi(app: FastifyInstance, token: string, context: Record<string, unknown>): TBwkpApi {
  return (name, body = {}) => call(app, `/student/bwkp/${name}`, { ...context, ...body }, token);
}

/**
 * A college with a class (a teacher, two students), a resource with a lesson whose 'bwkp' item points at a
 * seeded sample case, bound to the class; signed in.
 */
export async function createBwkpRoom(app: FastifyInstance, db: Db, seed: TBwkpCaseSeed = sampleCaseSeed) {
  const { college, campus } = await createCollege(db);
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const admin = await createUser(db, { role: 1, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const classmate = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const klass = await createClass(db, college.id, [teacher.id], [student.id, classmate.id]);
  const seeded = await seedBwkpCase(db, seed);
  const links = await db
    .select({ sort: bwkpSubjects.sort, blueSort: bwkpSubjects.blueSort })
    .from(bwkpSubjects)
    .where(eq(bwkpSubjects.caseId, seeded.caseId));
  const resource = await createResource(db);
  const chapter = await createChapter(db, resource.id, 1);
  const lesson = await createLesson(db, chapter, { sort: 1 });
  await addLessonItem(db, lesson.id, 'bwkp', seeded.caseId);
  await bindToClass(db, klass, resource.id);
  const context = { course_id: resource.id, class_id: klass.id, resource_id: resource.id, lesson_id: lesson.id };
  const tokens = {
    teacher: await signIn(app, teacher),
    admin: await signIn(app, admin),
    student: await signIn(app, student),
    classmate: await signIn(app, classmate),
  };
  return {
    college,
    campus,
    klass,
    resource,
    chapter,
    lesson,
    seed,
    caseId: seeded.caseId,
    subjectIds: seeded.subjectIds,
    /** red question sort → the sort of the blue question it reverses (as seeded) */
    blueSorts: Object.fromEntries(links.map((link) => [link.sort, link.blueSort])) as Record<number, number | null>,
    users: { teacher, admin, student, classmate },
    tokens,
    context,
    api: bwkpApi(app, tokens.student, context),
  };
}

export type TBwkpRoom = Awaited<ReturnType<typeof createBwkpRoom>>;

export function sampleSubject(sort: number, seed: TBwkpCaseSeed = sampleCaseSeed): TSubject {
  const subject = seed.subjects.find((entry) => entry.sort === sort);
  if (!subject) throw new Error(`no subject ${sort}`);
  return { ...subject, id: subject.id ?? sort };
}

/** The right save_fp body of a question, built from the model (expectedDraft). */
/** The right save_fp body of an invoice question (the shared player's). */
export function invoiceBody(room: TBwkpRoom, sort: number): Record<string, unknown> {
  return invoiceBodyOf(room, sort);
}

/** The student's invoice of a question (blue unless asked). */
export function invoiceOf(room: TBwkpRoom, sort: number, api: TBwkpApi = room.api) {
  return invoiceOfSort(room, api, sort);
}

/** Do question `sort` right, through the endpoints (the shared player, seed/bwkp-player.ts). */
export function playQuestion(room: TBwkpRoom, sort: number, api: TBwkpApi = room.api): Promise<void> {
  return playSharedQuestion(room, api, sort);
}

/** Do questions first..last right (first defaults to 1). */
export async function playUntil(room: TBwkpRoom, last: number, first = 1, api = room.api): Promise<void> {
  for (let sort = first; sort <= last; sort++) await playQuestion(room, sort, api);
}

/** True when the JSON of a response contains none of the values (model answers must never leak). */
export function leaksNone(response: unknown, values: readonly string[]): string[] {
  const text = JSON.stringify(response);
  return values.filter((value) => value.trim() !== '' && text.includes(value));
}
