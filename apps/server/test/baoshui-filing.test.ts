import type {
  TBaoshuiCourseDetail,
  TBaoshuiDeclareResult,
  TBaoshuiPayResult,
  TBaoshuiReportDetail,
  TBaoshuiReportList,
  TBaoshuiSaveResult,
  TBaoshuiTaxItem,
  TPracticeTraining,
  TShicaoSubjectDetail,
  TSubjectAnalysis,
} from '@sxpt/contract';
import { cellValueIn, FORMS_BY_CODE, XGM_REDUCTION_CODES } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceAttempts, practiceResults, practiceTries, taxPracticeReports } from '../src/db/schema';
import { yuexiangCaseSeed } from '../src/seed/demo-tax-filing';
import { createTaxRoom, formData, type TTaxRoom } from './support/baoshui-factories';
import { createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let room: TTaxRoom;
beforeAll(async () => {
  t = await createTestApp();
  room = await createTaxRoom(t.app, t.db);
});
afterAll(() => t.close());

const MAIN = 8;
const FJS = 10;
const JMB = 11;
const mainRight = () => formData('xgm_main', { r1c1: '313000.00', r3c1: '268000.00', r16c1: '6260.00' });
const fjsWith = (cityRate: string) => formData('xgm_fjs', { r1c2: cityRate, r1c6: '50%', r2c6: '50%', r3c6: '50%' });
const jmbRight = () => formData('xgm_jmb', {}, [[XGM_REDUCTION_CODES[0], null, '6260.00', null, '6260.00', null]]);

async function onlyItem(): Promise<TBaoshuiTaxItem> {
  const list = await room.api<TBaoshuiTaxItem[]>('taxes_list');
  expect(list.data).toHaveLength(1);
  return list.data[0];
}

describe('the student tax bureau: 悦享公司 small-scale VAT, filed, declared and paid', () => {
  let taxesId = 0;

  it('course_detail shows the company; the tax set is empty until set_taxes makes it (once)', async () => {
    const detail = await room.api<TBaoshuiCourseDetail>('course_detail');
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      company_name: '佛山市悦享文具有限公司',
      id_code: '91440606MA4WH6E875',
      bill: '小规模纳税人（按季申报）',
      quarter_start: '2026-07-01',
      quarter_end: '2026-09-30',
      bank_name: '中国农业银行',
      card_number: '44428101040018273',
    });
    expect(detail.data.accounts.map((a) => a.has_agreement)).toEqual([true, false]);
    expect((await room.api<TBaoshuiTaxItem[]>('taxes_list')).data).toEqual([]);
    const made = await room.api<TBaoshuiTaxItem[]>('set_taxes');
    expect(made.data).toEqual([
      expect.objectContaining({
        taxes_name: '增值税',
        status: 1,
        category: 1,
        category_name: '增值税及附加税费申报',
        period_start: '2026-07-01',
        period_end: '2026-09-30',
        deadline: '2026-10-22',
        declared_date: null,
      }),
    ]);
    const again = await room.api<TBaoshuiTaxItem[]>('set_taxes');
    expect(again.data.map((i) => i.id)).toEqual(made.data.map((i) => i.id));
    taxesId = made.data[0].id;
  });

  it('report_list names the three forms and gives the source documents', async () => {
    const list = await room.api<TBaoshuiReportList>('report_list', { taxes_id: taxesId });
    expect(list.data.reports.map((r) => [r.report_id, r.form_code, r.saved])).toEqual([
      [MAIN, 'xgm_main', false],
      [FJS, 'xgm_fjs', false],
      [JMB, 'xgm_jmb', false],
    ]);
    expect(list.data.documents.map((d) => d.title)).toEqual([
      '企业基本情况',
      '2026年第三季度开票统计表',
      '门市部零售日报汇总（未开票）',
      '适用政策提示',
    ]);
  });

  it('report_detail of an unsaved form is empty and holds no answer', async () => {
    const detail = await room.api<TBaoshuiReportDetail>('report_detail', { taxes_id: taxesId, report_id: MAIN });
    expect(detail.data.saved).toBe(false);
    expect(detail.data.editable).toBe(true);
    expect(detail.data.answer_data).toBeNull();
    expect(detail.data.invoice_data.defaultDataList.every((v) => v === null)).toBe(true);
    expect(JSON.stringify(detail.data)).not.toMatch(/313000|6260/);
  });

  it('refuses a cell that is not an amount, naming it, and saves nothing', async () => {
    const data = mainRight();
    data.defaultDataList[0] = '三十一万三千';
    const saved = await room.api('save_answer', { taxes_id: taxesId, report_id: MAIN, invoice_data: data });
    expect(saved.code).toBe(400);
    expect(saved.message).toBe('第1栏 本期数·货物及劳务应填写金额（数字，最多两位小数）');
    const rows = await t.db.select().from(taxPracticeReports);
    expect(rows).toHaveLength(0);
  });

  it('saves the main form, computing its locked cells on the server (whatever the browser sent there)', async () => {
    const data = mainRight();
    const r22 = FORMS_BY_CODE.xgm_main.rows.findIndex((row) => row.line === '22');
    expect(r22).toBeGreaterThan(0);
    data.defaultDataList[data.defaultDataList.length - 5] = '999999.00';
    const saved = await room.api<TBaoshuiSaveResult>('save_answer', {
      taxes_id: taxesId,
      report_id: MAIN,
      invoice_data: data,
    });
    expect(saved.code).toBe(200);
    expect(saved.message).toBe('保存成功');
    const main = FORMS_BY_CODE.xgm_main;
    expect(cellValueIn(main, saved.data.invoice_data, 'r15c1')).toBe('9390.00');
    expect(cellValueIn(main, saved.data.invoice_data, 'r22c1')).toBe('3130.00');
    expect(saved.data.checks).toEqual([]);
  });

  it('申报 fails on the checks while the schedules are empty (an unsaved form counts as empty), recording nothing', async () => {
    const declared = await room.api<TBaoshuiDeclareResult>('declare', { taxes_id: taxesId });
    expect(declared.code).toBe(200);
    expect(declared.message).toBe('申报失败');
    expect(declared.data.declared).toBe(false);
    expect(declared.data.checks.filter((c) => c.blocking).map((c) => [c.form_title, c.message])).toEqual([
      [
        '增值税及附加税费申报表（小规模纳税人适用）附列资料（二）（附加税费情况表）',
        '本期有增值税税额，请填写城市维护建设税税率！',
      ],
      [
        '增值税及附加税费申报（小规模纳税人适用）',
        '主表第16栏“本期应纳税额减征额”应等于《增值税减免税申报明细表》减税项目本期实际抵减税额合计！',
      ],
    ]);
    expect(await t.db.select().from(practiceAttempts)).toHaveLength(0);
  });

  it('申报 with a wrong 城建税 rate names the wrong cells (never the right values) and records a wrong try', async () => {
    expect(
      (await room.api('save_answer', { taxes_id: taxesId, report_id: FJS, invoice_data: fjsWith('5%') })).code,
    ).toBe(200);
    expect((await room.api('save_answer', { taxes_id: taxesId, report_id: JMB, invoice_data: jmbRight() })).code).toBe(
      200,
    );
    const declared = await room.api<TBaoshuiDeclareResult>('declare', { taxes_id: taxesId });
    expect(declared.data.declared).toBe(false);
    expect(declared.data.checks).toEqual([]);
    expect(declared.data.wrong_cells.map((w) => `${w.form}.${w.cell}`)).toEqual([
      'xgm_main.r23c1',
      'xgm_fjs.r1c2',
      'xgm_fjs.r1c3',
      'xgm_fjs.r1c7',
      'xgm_fjs.r1c9',
      'xgm_fjs.r4c3',
      'xgm_fjs.r4c7',
      'xgm_fjs.r4c9',
    ]);
    expect(JSON.stringify(declared.data)).not.toMatch(/7%|219\.10|109\.55/);
    const tries = await t.db.select().from(practiceTries);
    expect(tries.map((row) => [row.isRight, row.wrongFields.length])).toEqual([[false, 8]]);
    expect((await onlyItem()).status).toBe(1);
  });

  it('申报成功 once corrected: 待缴款 with the amounts owed, forms locked, the answer shown', async () => {
    await room.api('save_answer', { taxes_id: taxesId, report_id: FJS, invoice_data: fjsWith('7%') });
    const declared = await room.api<TBaoshuiDeclareResult>('declare', { taxes_id: taxesId });
    expect(declared.message).toBe('申报成功');
    expect(declared.data.declared).toBe(true);
    expect(declared.data.item).toMatchObject({
      status: 2,
      declared_date: '2026-10-12',
      payables: [
        { label: '增值税', amount: '3130.00' },
        { label: '城市维护建设税', amount: '109.55' },
        { label: '教育费附加', amount: '46.95' },
        { label: '地方教育附加', amount: '31.30' },
      ],
    });
    const edit = await room.api('save_answer', { taxes_id: taxesId, report_id: FJS, invoice_data: fjsWith('7%') });
    expect(edit.message).toBe('该申报表已申报，不能修改');
    const again = await room.api('declare', { taxes_id: taxesId });
    expect(again.message).toBe('该申报事项已申报，无需重复申报');
    const cleared = await room.api('report_delete', { taxes_id: taxesId, report_id: FJS });
    expect(cleared.message).toBe('该申报表已申报，不能删除');
    const detail = await room.api<TBaoshuiReportDetail>('report_detail', { taxes_id: taxesId, report_id: FJS });
    expect(detail.data.editable).toBe(false);
    expect(cellValueIn(FORMS_BY_CODE.xgm_fjs, detail.data.answer_data!, 'r4c9')).toBe('187.80');
  });

  it('pays by 三方协议: refused from the account without an agreement, then 已完成', async () => {
    const refused = await room.api('pay', { taxes_ids: [taxesId], card_number: '44050166843600000519' });
    expect(refused.message).toBe('该账户没有网签三方协议');
    expect((await onlyItem()).status).toBe(2);
    const paid = await room.api<TBaoshuiPayResult>('pay', { taxes_ids: [taxesId], card_number: '44428101040018273' });
    expect(paid.message).toBe('缴款成功');
    expect(paid.data.total).toBe('3317.80');
    expect(paid.data.items.map((i) => [i.status, i.paid_date])).toEqual([[4, '2026-10-12']]);
    const twice = await room.api('pay', { taxes_ids: [taxesId], card_number: '44428101040018273' });
    expect(twice.message).toBe('所选税费不是待缴款状态，请刷新后重试');
  });

  it('the results model holds the return: done, not right at the first declaration', async () => {
    const [attempt] = await t.db.select().from(practiceAttempts).where(eq(practiceAttempts.area, 'baoshui'));
    expect(attempt).toMatchObject({ status: 2, totalCount: 1, doneCount: 1, caseId: room.caseId });
    const [result] = await t.db.select().from(practiceResults).where(eq(practiceResults.attemptId, attempt.id));
    expect(result).toMatchObject({ isComplete: true, tries: 2, wrongTries: 1, isRight: false });
    expect(Number(result.points)).toBe(0);
  });
});

describe('the teacher’s 实训分析 of the filing', () => {
  it('lists the return as the question, the student’s score, and the declaration beside the case answer', async () => {
    const query = new URLSearchParams({
      class_id: String(room.klass.id),
      resource_id: String(room.resource.id),
      lesson_id: String(room.lesson.id),
      area: 'baoshui',
      case_id: String(room.caseId),
    });
    const training = await call<TPracticeTraining>(
      t.app,
      `/api/statistics/shicao/practice_training?${query}`,
      undefined,
      room.tokens.teacher,
      'GET',
    );
    expect(training.code, training.message).toBe(200);
    const row = training.data.list.find((entry) => entry.student_id === room.users.student.id);
    expect(row).toMatchObject({ status: 2, done_count: 1, total_count: 1, score: '0.00', max_score: '1.00' });
    const analysis = await call<TSubjectAnalysis>(
      t.app,
      `/api/statistics/shicao/subject_analysis_compute?${query}`,
      undefined,
      room.tokens.teacher,
      'GET',
    );
    const [question] = analysis.data.list;
    expect(question.title).toBe('增值税 · 增值税及附加税费申报（小规模纳税人适用）');
    expect(question.top_wrong_field?.label).toMatch(/^《增值税及附加税费申报表（小规模纳税人适用）/);

    const detail = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: row?.attempt_id, question_key: question.question_key },
      room.tokens.teacher,
    );
    expect(detail.code, detail.message).toBe(200);
    expect(detail.data.tries.map((entry) => [entry.is_right, entry.wrong_labels.length])).toEqual([
      [false, 8],
      [true, 0],
    ]);
    expect(detail.data.tries[0].wrong_labels).toContain(
      '《增值税及附加税费申报表（小规模纳税人适用）附列资料（二）（附加税费情况表）》第1行 税（费）率（%）',
    );
    expect(detail.data.sections.map((section) => section.title)).toEqual([
      '增值税及附加税费申报表（小规模纳税人适用）',
      '增值税及附加税费申报表（小规模纳税人适用）附列资料（二）（附加税费情况表）',
      '增值税减免税申报明细表',
    ]);
    const main = detail.data.sections[0].fields.find((field) => field.key === 'r22c1');
    expect(main).toMatchObject({ answer: '3130.00', model: '3130.00', is_wrong: false });
    const wrongTry = await call<TShicaoSubjectDetail>(
      t.app,
      '/api/statistics/shicao/subject_detail',
      { attempt_id: row?.attempt_id, question_key: question.question_key, try_id: detail.data.tries[0].id },
      room.tokens.teacher,
    );
    const rate = wrongTry.data.sections[1].fields.find((field) => field.key === 'r1c2');
    expect(rate).toMatchObject({ answer: '5%', model: '7%', is_wrong: true });
    expect(wrongTry.data.sections[2].tables[0].model[0]).toMatchObject({ '2': '6260.00', '4': '6260.00' });
  });
});

describe('a zero return', () => {
  it('must still be filed: the empty forms declared right when the case owes nothing, and the item is 已完成', async () => {
    const seed = yuexiangCaseSeed();
    seed.name = '零申报：悦享公司';
    seed.items[0].answer = {};
    const zero = await createTaxRoom(t.app, t.db, seed);
    const [item] = (await zero.api<TBaoshuiTaxItem[]>('set_taxes')).data;
    const early = await zero.api('declare', { taxes_id: item.id });
    expect(early.message).toBe('请先填写并保存《增值税及附加税费申报表（小规模纳税人适用）》');
    await zero.api('save_answer', { taxes_id: item.id, report_id: MAIN, invoice_data: formData('xgm_main', {}) });
    const declared = await zero.api<TBaoshuiDeclareResult>('declare', { taxes_id: item.id });
    expect([declared.message, declared.data.item.status]).toEqual(['申报成功', 4]);
    expect(declared.data.item.payables?.every((payable) => payable.amount === '0.00')).toBe(true);
  });
});

describe('who may file', () => {
  it('refuses another college, a classmate’s items, a teacher and ids that are not integers', async () => {
    const other = await createCollege(t.db);
    const stranger = await createUser(t.db, { role: 3, collegeId: other.college.id, campusId: other.campus.id });
    const strangerToken = await signIn(t.app, stranger);
    const denied = await call(t.app, '/student/baoshui/course_detail', room.context, strangerToken);
    expect([denied.code, denied.message]).toEqual([403, '无权访问该课程内容']);
    const teacher = await call(t.app, '/student/baoshui/taxes_list', room.context, room.tokens.teacher);
    expect(teacher.code).toBe(403);

    const [mine] = (await room.api<TBaoshuiTaxItem[]>('taxes_list')).data;
    const classmate = (name: string, body: object = {}) =>
      call(t.app, `/student/baoshui/${name}`, { ...room.context, ...body }, room.tokens.classmate);
    await classmate('set_taxes');
    const peek = await classmate('report_detail', { taxes_id: mine.id, report_id: MAIN });
    expect([peek.code, peek.message]).toEqual([404, '申报事项不存在']);
    const asText = await classmate('report_list', { taxes_id: String(mine.id) });
    expect([asText.code, asText.message]).toEqual([400, '请选择申报事项']);
    const asArray = await classmate('report_list', { taxes_id: [mine.id] });
    expect(asArray.code).toBe(400);
  });

  it('keeps one consistent copy when the same form is saved twice at once', async () => {
    const api = (body: object) =>
      call(t.app, '/student/baoshui/save_answer', { ...room.context, ...body }, room.tokens.classmate);
    const [item] = (
      await call<TBaoshuiTaxItem[]>(t.app, '/student/baoshui/taxes_list', room.context, room.tokens.classmate)
    ).data;
    const a = formData('xgm_main', { r1c1: '100000.00', r3c1: '100000.00' });
    const b = formData('xgm_main', { r1c1: '200000.00', r2c1: '200000.00' });
    const results = await Promise.all([
      api({ taxes_id: item.id, report_id: MAIN, invoice_data: a }),
      api({ taxes_id: item.id, report_id: MAIN, invoice_data: b }),
    ]);
    expect(results.map((r) => r.code)).toEqual([200, 200]);
    const [row] = await t.db.select().from(taxPracticeReports).where(eq(taxPracticeReports.itemId, item.id));
    const main = FORMS_BY_CODE.xgm_main;
    const pair = [
      cellValueIn(main, row.data, 'r1c1'),
      cellValueIn(main, row.data, 'r2c1'),
      cellValueIn(main, row.data, 'r3c1'),
    ];
    expect([
      ['100000.00', null, '100000.00'],
      ['200000.00', '200000.00', null],
    ]).toContainEqual(pair);
  });
});
