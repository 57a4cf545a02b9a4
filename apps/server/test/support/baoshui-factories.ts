import type { TEnvelope } from '@sxpt/contract';
import { FORMS_BY_CODE, reportFrom, type TReportData } from '@sxpt/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { seedTaxCase, type TTaxCaseSeed, yuexiangCaseSeed } from '../../src/seed/demo-tax-filing';
import { addLessonItem, bindToClass, createChapter, createLesson, createResource } from './course-factories';
import { createClass, createCollege, createUser, signIn } from './factories';
import { call } from './test-app';

export type TBaoshuiApi = <T = unknown>(name: string, body?: object) => Promise<TEnvelope<T>>;

/** Calls of one student in one working context: api('save_answer', {…}). */
export function baoshuiApi(app: FastifyInstance, token: string, context: Record<string, unknown>): TBaoshuiApi {
  return (name, body = {}) => call(app, `/student/baoshui/${name}`, { ...context, ...body }, token);
}

/**
 * A college with a class (a teacher, two students), a resource with a lesson whose 'baoshui' item points at a
 * seeded filing case (悦享公司 by default), bound to the class; signed in.
 */
export async function createTaxRoom(app: FastifyInstance, db: Db, seed: TTaxCaseSeed = yuexiangCaseSeed()) {
  const { college, campus } = await createCollege(db);
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const classmate = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const klass = await createClass(db, college.id, [teacher.id], [student.id, classmate.id]);
  const caseId = await seedTaxCase(db, seed);
  const resource = await createResource(db);
  const chapter = await createChapter(db, resource.id, 1);
  const lesson = await createLesson(db, chapter, { sort: 1 });
  await addLessonItem(db, lesson.id, 'baoshui', caseId);
  await bindToClass(db, klass, resource.id);
  const context = { course_id: resource.id, class_id: klass.id, resource_id: resource.id, lesson_id: lesson.id };
  const tokens = {
    teacher: await signIn(app, teacher),
    student: await signIn(app, student),
    classmate: await signIn(app, classmate),
  };
  return {
    college,
    klass,
    resource,
    lesson,
    caseId,
    seed,
    users: { teacher, student, classmate },
    tokens,
    context,
    api: baoshuiApi(app, tokens.student, context),
  };
}

export type TTaxRoom = Awaited<ReturnType<typeof createTaxRoom>>;

/** A form's data with the named cells set (the rest empty), as the browser sends it. */
export function formData(code: string, values: Record<string, string>, table?: (string | null)[][]): TReportData {
  return reportFrom(FORMS_BY_CODE[code], values, table);
}
