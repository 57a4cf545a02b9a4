import type { TPage, TTaxAnswerDetail, TTaxCaseDetail, TTaxCaseRow } from '@sxpt/contract';
import { cellValueIn, FORMS_BY_CODE } from '@sxpt/domain';
import { YUEXIANG_2026_Q3_VAT } from '@sxpt/domain/cases';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxCaseItems, taxCases } from '../src/db/schema';
import { addLessonItem, createChapter, createLesson, createResource } from './support/course-factories';
import { createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5 = '';
let teacher = '';
beforeAll(async () => {
  t = await createTestApp();
  acc5 = await signIn(t.app, await createUser(t.db, { role: 0 }));
  teacher = await signIn(t.app, await createUser(t.db, { role: 2 }));
});
afterAll(() => t.close());

const api = <T = unknown>(name: string, body: object = {}, token = acc5) =>
  call<T>(t.app, `/admin/baoshui/${name}`, body, token);

const caseBody = {
  name: '小规模纳税人季度申报（测试）',
  company_name: '佛山市悦享文具有限公司',
  id_code: '91440606MA4WH6E875',
  bill: '小规模纳税人（按季申报）',
  quarter_start: '2026-07-01',
  quarter_end: '2026-09-30',
  report_date: '2026-10-12',
  write_date: '2026-10-12',
  accounts: [
    {
      bank_name: '中国农业银行',
      subbranch: '中国农业银行佛山顺德大良支行',
      card_number: '44428101040018273',
      agreement: '44060626100002731',
    },
    { bank_name: '中国建设银行', subbranch: '中国建设银行佛山顺德容桂支行', card_number: '44050166843600000519' },
  ],
  notes: ['本案例数字与讲义sb-03情形三一致。'],
  items: [
    {
      return_code: 'vat_small',
      taxes_name: '增值税',
      period_start: '2026-07-01',
      period_end: '2026-09-30',
      deadline: '2026-10-22',
    },
  ],
  documents: [{ title: '开票统计表', html: '<p>普通发票不含税销售额268,000.00元</p>' }],
};

describe('acc5 authors a filing case', () => {
  let caseId = 0;
  let itemId = 0;

  it('creates it as a draft, listed with its return; teachers may not', async () => {
    const saved = await api<{ id: number }>('industry_save', caseBody);
    expect([saved.code, saved.message]).toEqual([200, '保存成功']);
    caseId = saved.data.id;
    const list = await api<TPage<TTaxCaseRow>>('industry_list', { keyword: '悦享' });
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: caseId, status: 0, returns: ['增值税及附加税费申报（小规模纳税人适用）'] }),
    ]);
    const denied = await api('industry_list', {}, teacher);
    expect(denied.code).toBe(403);
    const detail = await api<TTaxCaseDetail>('industry_detail', { id: caseId });
    itemId = detail.data.items[0].id;
    expect(detail.data.items[0].reports.map((r) => [r.report_id, r.answered])).toEqual([
      [8, false],
      [10, false],
      [11, false],
    ]);
    expect(detail.data.items[0].problems[0]).toBe('未填写《增值税及附加税费申报表（小规模纳税人适用）》的答案');
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const badCode = await api('industry_save', { ...caseBody, id: caseId, id_code: '9144' });
    expect(badCode.message).toBe('统一社会信用代码应为18位（数字或大写字母）');
    const noAgreement = await api('industry_save', {
      ...caseBody,
      id: caseId,
      name: '改过的名字',
      accounts: caseBody.accounts.map((account) => ({ ...account, agreement: '' })),
    });
    expect(noAgreement.message).toBe('请至少为一个银行账户填写三方协议号（学生缴款时使用）');
    const unknownReturn = await api('industry_save', {
      ...caseBody,
      id: caseId,
      items: [{ ...caseBody.items[0], return_code: 'vat_export' }],
    });
    expect(unknownReturn.message).toBe('该申报表暂未开放');
    const [row] = await t.db.select().from(taxCases).where(eq(taxCases.id, caseId));
    expect(row.name).toBe(caseBody.name);
  });

  it('cannot enable it before its answers pass the return’s checks', async () => {
    const refused = await api('industry_status', { id: caseId, status: 1 });
    expect(refused.message).toBe(
      '《增值税及附加税费申报（小规模纳税人适用）》的答案未通过校验，不能启用：未填写《增值税及附加税费申报表（小规模纳税人适用）》的答案',
    );
  });

  it('enters the answers in the form view (locked cells computed), then enables it', async () => {
    const answer = YUEXIANG_2026_Q3_VAT.answer;
    const main = await api<{ invoice_data: { defaultDataList: (string | null)[] }; problems: string[] }>(
      'answer_save',
      { item_id: itemId, report_id: 8, invoice_data: answer.xgm_main },
    );
    expect(main.code).toBe(200);
    expect(cellValueIn(FORMS_BY_CODE.xgm_main, { ...main.data.invoice_data, tableDataList: [] }, 'r22c1')).toBe(
      '3130.00',
    );
    expect(main.message).toBe('保存成功，答案有2项强制校验未通过');
    await api('answer_save', { item_id: itemId, report_id: 10, invoice_data: answer.xgm_fjs });
    const last = await api<{ problems: string[] }>('answer_save', {
      item_id: itemId,
      report_id: 11,
      invoice_data: answer.xgm_jmb,
    });
    expect([last.message, last.data.problems]).toEqual(['保存成功', []]);
    const detail = await api<TTaxAnswerDetail>('answer_detail', { item_id: itemId, report_id: 10 });
    expect(cellValueIn(FORMS_BY_CODE.xgm_fjs, detail.data.invoice_data, 'r4c9')).toBe('187.80');
    const enabled = await api('industry_status', { id: caseId, status: 1 });
    expect(enabled.message).toBe('已启用');
  });

  it('refuses a bad cell, and disables the case when an answer stops passing', async () => {
    const bad = structuredClone(YUEXIANG_2026_Q3_VAT.answer.xgm_main);
    bad.defaultDataList[0] = '三十一万';
    const refused = await api('answer_save', { item_id: itemId, report_id: 8, invoice_data: bad });
    expect(refused.message).toBe('第1栏 本期数·货物及劳务应填写金额（数字，最多两位小数）');
    const broken = structuredClone(YUEXIANG_2026_Q3_VAT.answer.xgm_fjs);
    broken.defaultDataList = broken.defaultDataList.map(() => null);
    const saved = await api('answer_save', { item_id: itemId, report_id: 10, invoice_data: broken });
    expect(saved.message).toBe('保存成功，答案有1项强制校验未通过，案例已停用');
    const [row] = await t.db.select({ status: taxCases.status }).from(taxCases).where(eq(taxCases.id, caseId));
    expect(row.status).toBe(0);
    const [item] = await t.db.select().from(taxCaseItems).where(eq(taxCaseItems.id, itemId));
    expect(cellValueIn(FORMS_BY_CODE.xgm_main, item.answer.xgm_main, 'r1c1')).toBe('313000.00');
  });

  it('will not delete a case a lesson uses', async () => {
    const resource = await createResource(t.db);
    const lesson = await createLesson(t.db, await createChapter(t.db, resource.id, 1), { sort: 1 });
    await addLessonItem(t.db, lesson.id, 'baoshui', caseId);
    const refused = await api('industry_delete', { id: caseId });
    expect(refused.message).toBe('该案例已被课程课时引用，请先在课时中移除');
  });
});
