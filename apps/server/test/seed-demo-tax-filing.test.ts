// The seeded filing cases (seed/demo-tax-filing.ts): each is the practice item of its lesson in the tax course, and
// a demo student who types exactly the case's answer into every form declares it right at the first try and pays
// it from the company's signed account: the seeded answers, documents and checks agree.
import type {
  TBaoshuiDeclareResult,
  TBaoshuiPayResult,
  TBaoshuiReportList,
  TBaoshuiTaxItem,
  TCourseView,
  TStudentClass,
} from '@sxpt/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonItems, taxCaseItems, taxCases } from '../src/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { seedDemoContent } from '../src/seed/demo-content';
import { seedDemoTaxFiling } from '../src/seed/demo-tax-filing';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let caseIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemo(t.db);
  await seedDemoContent(t.db, t.ctx.files, { collegeIds: [demo.collegeId], classIds: demo.classIds });
  caseIds = await seedDemoTaxFiling(t.db, demo.acc5Id);
});
afterAll(() => t.close());

/** What the five cases owe once declared, as the handouts compute it. */
const OWED: Record<string, { label: string; amount: string }[]> = {
  'suitong-vat': [
    { label: '增值税', amount: '13955.12' },
    { label: '城市维护建设税', amount: '976.86' },
    { label: '教育费附加', amount: '418.65' },
    { label: '地方教育附加', amount: '279.10' },
  ],
  yuexiang: [
    { label: '增值税', amount: '3130.00' },
    { label: '城市维护建设税', amount: '109.55' },
    { label: '教育费附加', amount: '46.95' },
    { label: '地方教育附加', amount: '31.30' },
  ],
  'qiming-cit': [{ label: '企业所得税', amount: '13500.00' }],
  'suitong-iit': [{ label: '个人所得税', amount: '1515.51' }],
  'suitong-stamp': [
    { label: '印花税', amount: '431.90' },
    { label: '房产税', amount: '0.00' },
    { label: '城镇土地使用税', amount: '0.00' },
  ],
};

describe('the demo filing cases', () => {
  it('are enabled, each the practice item of its lesson in the tax course', async () => {
    expect(Object.keys(caseIds).sort()).toEqual(Object.keys(OWED).sort());
    const items = await t.db
      .select({ refId: lessonItems.refId, title: lessonItems.title })
      .from(lessonItems)
      .where(eq(lessonItems.kind, 'baoshui'))
      .orderBy(asc(lessonItems.refId));
    expect(items.map((item) => item.refId).sort()).toEqual(Object.values(caseIds).sort());
    const cases = await t.db.select({ status: taxCases.status, notes: taxCases.notes }).from(taxCases);
    expect(cases.every((row) => row.status === 1 && row.notes.length > 0)).toBe(true);
  });

  it('declare right at the first try with the case answer and are paid from the signed account', async () => {
    const login = await call<{ token: string }>(t.app, '/api/login/student', {
      account: 'student09',
      password: DEMO_PASSWORD,
    });
    const token = login.data.token;
    const [klass] = (await call<{ list: TStudentClass[] }>(t.app, '/student/classes/list', {}, token)).data.list;
    const resource = klass.resources.find((entry) => entry.name === '电子税务局纳税申报实训');
    expect(resource).toBeDefined();
    const view = await call<TCourseView>(
      t.app,
      '/student/course/course_view',
      { class_id: klass.id, resource_id: resource?.id },
      token,
    );
    for (const [key, caseId] of Object.entries(caseIds)) {
      const lesson = view.data.chapters
        .flatMap((chapter) => chapter.lessons)
        .find((entry) => entry.items.some((item) => item.kind === 'baoshui' && item.ref_id === caseId));
      expect(lesson, key).toBeDefined();
      const context = { class_id: klass.id, resource_id: resource?.id, lesson_id: lesson?.id };
      const api = <T>(name: string, body: object = {}) =>
        call<T>(t.app, `/student/baoshui/${name}`, { ...context, ...body }, token);
      const [item] = (await api<TBaoshuiTaxItem[]>('set_taxes')).data;
      const [caseItem] = await t.db.select().from(taxCaseItems).where(eq(taxCaseItems.caseId, caseId));
      const list = await api<TBaoshuiReportList>('report_list', { taxes_id: item.id });
      for (const report of list.data.reports) {
        const saved = await api('save_answer', {
          taxes_id: item.id,
          report_id: report.report_id,
          invoice_data: caseItem.answer[report.form_code],
        });
        expect([key, report.form_code, saved.code]).toEqual([key, report.form_code, 200]);
      }
      const declared = await api<TBaoshuiDeclareResult>('declare', { taxes_id: item.id });
      expect([
        key,
        declared.data.declared,
        declared.data.wrong_cells,
        declared.data.checks.filter((c) => c.blocking),
      ]).toEqual([key, true, [], []]);
      expect(declared.data.item.payables).toEqual(OWED[key]);
      const detail = await api<{ accounts: { card_number: string; has_agreement: boolean }[] }>('course_detail');
      const signed = detail.data.accounts.find((account) => account.has_agreement);
      const paid = await api<TBaoshuiPayResult>('pay', { taxes_ids: [item.id], card_number: signed?.card_number });
      expect([key, paid.code, paid.data.items[0]?.status]).toEqual([key, 200, 4]);
    }
  });
});
