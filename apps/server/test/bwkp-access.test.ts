import { ApiCode, type TBwkpInvoice, type TBwkpSubjectStatus, type TPage } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpCases, bwkpInvoices, bwkpProgress, lessonItems } from '../src/db/schema';
import { CONTEXT_DENIED_MESSAGE } from '../src/modules/course/context';
import { seedBwkpCase } from '../src/seed/bwkp-case';
import {
  bwkpApi,
  createBwkpRoom,
  invoiceBody,
  invoiceOf,
  playUntil,
  sampleCaseSeed,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { bindToClass, createChapter, createLesson } from './support/course-factories';
import { createClass, createCollege, createUser, signIn } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TBwkpRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createBwkpRoom(t.app, t.db);
  await playUntil(room, 5);
});
afterAll(() => t.close());

/** Every bwkp call, each with a body that would otherwise be acceptable enough to reach the context check. */
const calls: [string, Record<string, unknown>][] = [
  ['subject_list', {}],
  ['subject_status', {}],
  ['subject_detail', { subject_id: 1 }],
  ['subject_done', { subject_id: 1 }],
  ['qyxx_detail', {}],
  ['save_qyxx', {}],
  ['khbm_list', { is_answer: 1 }],
  ['save_khbm', { kh_content: [{ kh_name: 'x' }] }],
  ['goods_list', { is_answer: 1 }],
  ['save_goods', { goods_content: [{ code: 'x' }] }],
  ['fpsl_list', {}],
  ['add_fpsl', { invoice_zl: 1, apply_num: 25, apply_result: 1 }],
  ['invoice_read', {}],
  ['invoice_num', { invoice_type: 1 }],
  ['fptk_check', { subject_id: 1, invoice_type: 1 }],
  ['save_fp', { subject_id: 1, invoice_type: 1, invoice_status: 1, goods_content: [] }],
  ['get_invoice', {}],
  ['zf_fp', { invocie_id: 1 }],
  ['kj_hzfp', { subject_id: 1 }],
  ['hongzi_hx', { fpdm: '1', fphm: '1' }],
  ['hztk', { sqfs: 2, fpdm: '1', fphm: '1' }],
  ['hzyl', {}],
  ['hzxxb', { action: 'save' }],
  ['hzxz', {}],
  ['hzcx', {}],
  ['chaobao', { action: 'sync' }],
  ['submit', {}],
];

async function expectAllDenied(api: (name: string, body?: Record<string, unknown>) => Promise<{ code: number }>) {
  for (const [name, body] of calls) {
    const res = await api(name, body);
    expect(res, name).toMatchObject({ code: ApiCode.forbidden, message: CONTEXT_DENIED_MESSAGE });
  }
}

describe('who may practise a case', () => {
  it('every bwkp route is registered for students only', () => {
    for (const [name] of calls) {
      const route = t.routeTable.find((entry) => entry.url === `/student/bwkp/${name}`);
      expect(route, name).toMatchObject({ method: 'POST', roles: [3] });
    }
  });

  it('teachers and admins are refused on every call', async () => {
    for (const token of [room.tokens.teacher, room.tokens.admin]) {
      for (const [name, body] of calls) {
        const res = await bwkpApi(t.app, token, room.context)(name, body);
        expect(res.code, name).toBe(ApiCode.forbidden);
      }
    }
  });

  it('a student of another class, another college, or without the lesson item is refused everything', async () => {
    const outsider = await createUser(t.db, { role: 3, collegeId: room.college.id });
    await createClass(t.db, room.college.id, [], [outsider.id]);
    await expectAllDenied(bwkpApi(t.app, await signIn(t.app, outsider), room.context));

    const other = await createCollege(t.db);
    const foreign = await createUser(t.db, { role: 3, collegeId: other.college.id });
    const foreignClass = await createClass(t.db, other.college.id, [], [foreign.id]);
    await bindToClass(t.db, foreignClass, room.resource.id);
    // their own class has the resource, but they are not in ours; and in theirs the lesson's college check fails
    const foreignToken = await signIn(t.app, foreign);
    await expectAllDenied(bwkpApi(t.app, foreignToken, room.context));
    await expectAllDenied(bwkpApi(t.app, room.tokens.student, { ...room.context, class_id: foreignClass.id }));

    // the same student in a lesson of the resource without a bwkp item
    const plain = await createLesson(t.db, room.chapter, { sort: 2 });
    await expectAllDenied(bwkpApi(t.app, room.tokens.student, { ...room.context, lesson_id: plain.id }));

    // a case_id that is not the lesson's item
    const stranger = await seedBwkpCase(t.db, sampleCaseSeed);
    await expectAllDenied(bwkpApi(t.app, room.tokens.student, { ...room.context, case_id: stranger.caseId }));
  });

  it('a draft case is not playable', async () => {
    const draft = await seedBwkpCase(t.db, { ...sampleCaseSeed, status: 0 });
    const chapter = await createChapter(t.db, room.resource.id, 2);
    const lesson = await createLesson(t.db, chapter);
    await t.db.insert(lessonItems).values({ lessonId: lesson.id, kind: 'bwkp', refId: draft.caseId, title: '草稿' });
    await expectAllDenied(bwkpApi(t.app, room.tokens.student, { ...room.context, lesson_id: lesson.id }));
    await t.db.update(bwkpCases).set({ status: 1 }).where(eq(bwkpCases.id, draft.caseId));
    const api = bwkpApi(t.app, room.tokens.student, { ...room.context, lesson_id: lesson.id });
    expect((await api('subject_list')).code).toBe(200);
  });

  it('classmates practise apart: their progress and invoices are their own', async () => {
    const classmate = bwkpApi(t.app, room.tokens.classmate, room.context);
    const status = await classmate<TBwkpSubjectStatus>('subject_status');
    expect(status.data.progress.some((question) => question.isComplete)).toBe(false);
    const list = await classmate<TPage<TBwkpInvoice>>('get_invoice');
    expect(list.data).toMatchObject({ list: [], total: 0 });
    // the student's invoice cannot be voided by the classmate: it is not theirs
    const mine = await invoiceOf(room, 5);
    expect(await classmate('zf_fp', { invocie_id: mine.id })).toMatchObject({
      code: 400,
      message: '请选择要作废的发票！',
    });
    const [row] = await t.db.select().from(bwkpInvoices).where(eq(bwkpInvoices.id, mine.id));
    expect(row.zfStatus).toBe(0);
    // the classmate's subject_detail of a done question of the student is not done for them
    const detail = await classmate<{ is_complete: boolean; goods_content: { money: string }[] }>('subject_detail', {
      subject_id: room.subjectIds[5],
    });
    expect(detail.data.is_complete).toBe(false);
    expect(detail.data.goods_content.every((line) => line.money === '')).toBe(true);
  });

  it('the same student in another class has a separate practice of the same case', async () => {
    const secondClass = await createClass(t.db, room.college.id, [], [room.users.student.id]);
    await bindToClass(t.db, secondClass, room.resource.id);
    const api = bwkpApi(t.app, room.tokens.student, { ...room.context, class_id: secondClass.id });
    const status = await api<TBwkpSubjectStatus>('subject_status');
    expect(status.data.progress.some((question) => question.isComplete)).toBe(false);
    expect(await api('save_fp', invoiceBody(room, 6))).toMatchObject({ code: 400 });
    const practices = await t.db
      .select()
      .from(bwkpProgress)
      .where(and(eq(bwkpProgress.studentId, room.users.student.id), eq(bwkpProgress.lessonId, room.lesson.id)));
    expect(practices.map((p) => p.classId).sort()).toEqual([room.klass.id, secondClass.id].sort());
  });

  it('a subject of another case is not found', async () => {
    const stranger = await seedBwkpCase(t.db, sampleCaseSeed);
    const res = await room.api('subject_detail', { subject_id: stranger.subjectIds[5] });
    expect(res).toMatchObject({ code: ApiCode.notFound, message: '题目不存在' });
  });
});
