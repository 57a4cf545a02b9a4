import {
  ApiCode,
  bwkpAdminMessages,
  type TAdminCreatedId,
  type TBwkpAdminCaseDetail,
  type TBwkpAdminList,
  type TBwkpAdminSubject,
} from '@sxpt/contract';
import { computeLine, messages } from '@sxpt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acc5Api,
  authorDemoCase,
  demoSubject,
  seedCodesForDemo,
  snapshotCase,
  subjectBody,
  type TAcc5Call,
} from './support/bwkp-admin-factories';
import { createUser, signIn } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
let acc5: TAcc5Call;
beforeAll(async () => {
  t = await createTestApp();
  acc5 = acc5Api(t.app, await signIn(t.app, await createUser(t.db, { role: 0 })));
  await seedCodesForDemo(t.db);
});
afterAll(() => t.close());

const listOf = async (caseId: number) =>
  (await acc5<TBwkpAdminList<TBwkpAdminSubject>>('subject/index', { case_id: caseId })).data.list;

describe('business questions', () => {
  it('stores, reads, edits and deletes a question; its lines are kept as written', async () => {
    const { caseId } = await authorDemoCase(acc5, '题目案例', []);
    const q6 = demoSubject(6);
    const made = await acc5<TAdminCreatedId>('subject/store', { case_id: caseId, sort: 6, ...subjectBody(q6) });
    expect(made).toMatchObject({ code: 200, message: bwkpAdminMessages.subjectCreated });

    const detail = await acc5<TBwkpAdminSubject>('subject/detail', { id: made.data.id });
    expect(detail.data).toMatchObject({
      id: made.data.id,
      case_id: caseId,
      sort: 6,
      title: q6.title,
      subject_type: 5,
      invoice_type: 2,
      kh_data: q6.kh_data,
      goods_content: q6.goods_content,
      again_goods_content: null,
      red: null,
      blue_sort: null,
      discount: null,
      void_sort: null,
      business_date: q6.business_date,
      remark_parts: [],
      problems: [],
    });

    // fields a type does not use are cleared
    const saved = await acc5('subject/save', {
      id: made.data.id,
      ...subjectBody(q6),
      title: '改过的题目',
      red: { y_invoice_code: '4400242130', y_invoice_num: '01937651' },
      again_goods_content: q6.goods_content,
      void_sort: 3,
    });
    expect(saved).toMatchObject({ code: 200, message: messages.saveSucceeded });
    expect((await acc5<TBwkpAdminSubject>('subject/detail', { id: made.data.id })).data).toMatchObject({
      title: '改过的题目',
      red: null,
      again_goods_content: null,
      void_sort: null,
    });

    // a question without an invoice keeps no buyer or lines
    const q1 = await acc5<TAdminCreatedId>('subject/store', {
      case_id: caseId,
      sort: 1,
      ...subjectBody(demoSubject(1)),
      kh_data: q6.kh_data,
      goods_content: q6.goods_content,
    });
    expect((await acc5<TBwkpAdminSubject>('subject/detail', { id: q1.data.id })).data).toMatchObject({
      kh_data: { kh_name: '' },
      goods_content: [],
    });

    expect(await acc5('subject/delete', { id: made.data.id })).toMatchObject({
      code: 200,
      message: bwkpAdminMessages.deleted,
    });
    expect((await listOf(caseId)).map((s) => s.sort)).toEqual([1]);
    for (const url of ['subject/detail', 'subject/delete']) {
      expect(await acc5(url, { id: made.data.id }), url).toMatchObject({
        code: ApiCode.notFound,
        message: bwkpAdminMessages.subjectNotFound,
      });
    }
  });

  it('refuses a question the rules reject, naming the problem, and changes nothing', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '校验题目案例', [5]);
    const q5 = subjectBody(demoSubject(5));
    const [first, second] = q5.goods_content;
    const wrongMoney = { ...first, money: '3440.01' };
    const wrongTax = {
      ...first,
      tax_amount: computeLine({ price: '860', goods_num: '4', tax_rate: '0.09' }).tax_amount,
    };
    const store = (sort: number, fields: object) => ['subject/store', { sort, ...q5, ...fields }] as [string, object];
    const cases: [string, object, string][] = [
      [...store(6, { goods_content: [wrongMoney, second] }), '题目有误：第6题货物行第1行金额不等于数量乘单价'],
      [...store(6, { goods_content: [wrongTax, second] }), '题目有误：第6题货物行第1行税额不等于金额÷(1+税率)×税率'],
      [...store(6, { goods_content: [{ ...first, tax_rate: '0.17' }] }), '题目有误：第6题货物行第1行税率不是可选税率'],
      [
        ...store(6, { goods_content: [{ ...first, fwname: '碎纸机' }] }),
        '题目有误：第6题货物行第1行名称应写作*简称*名称',
      ],
      [...store(6, { goods_content: [] }), '题目有误：第6题没有货物行'],
      [...store(6, { kh_data: { kh_name: '' } }), '题目有误：第6题缺少购买方名称'],
      [...store(4, {}), '题目有误：第4题应为发票领用题（subject_type 4）'],
      [...store(5, {}), '第5题已存在，请编辑该题或选择其他题号'],
      [...store(18, {}), '题号应在1到17之间'],
      [...store(6, { title: '' }), '请输入题目名称'],
      [...store(6, { goods_content: [{ ...first, fwname: '' }] }), '货物行第1行：请输入货物或应税劳务名称'],
      [...store(6, { goods_content: [{ ...first, spbm: '12' }] }), '货物行第1行：税收分类编码须为19位数字'],
      [...store(6, { video_path: 'ftp://x' }), '视频地址应以 http://、https:// 或 /uploads/ 开头'],
      [...store(6, { invoice_type: 3 }), '发票类型有误'],
      [
        ...store(12, {
          subject_type: 9,
          invoice_type: 1,
          red: { y_invoice_code: '044002400204', y_invoice_num: '04216101' },
        }),
        '题目有误：第12题请选择对应的正数发票题目',
      ],
      [
        // question 5's text and date at place 12: no business date, so that the red month is not in question
        ...store(12, { subject_type: 9, invoice_type: 1, blue_sort: 5, business_date: '' }),
        '题目有误：第12题缺少对应正数发票的代码和号码',
      ],
      [
        ...store(12, { subject_type: 9, invoice_type: 1, red: { y_invoice_code: '0440', y_invoice_num: '1' } }),
        '对应正数发票代码应为10位或12位数字',
      ],
      [
        ...store(16, { subject_type: 7, discount: { line: 3, tax: '5' } }),
        '题目有误：第16题折扣无法添加：请输入正确的折扣行号！',
      ],
      [
        ...store(16, { subject_type: 7, discount: { line: 1, tax: '120' } }),
        '题目有误：第16题折扣无法添加：折扣率应大于0且不超过100！',
      ],
      [
        'subject/save',
        { id: subjectIds[5], ...q5, invoice_type: 2, goods_content: [{ ...first, tax_rate: '0', tax_amount: '0.00' }] },
        '题目有误：第5题货物行第1行专用发票不能使用0税率',
      ],
    ];
    const before = await snapshotCase(t.db, caseId);
    for (const [url, body, message] of cases) {
      const res = await acc5(url, { case_id: caseId, ...body });
      expect(res.code, message).toBe(ApiCode.badRequest);
      expect(res.message, message).toBe(message);
    }
    expect(await snapshotCase(t.db, caseId)).toEqual(before);
  });

  it('reorders questions of the same type, links following them; refuses a move that breaks the structure', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '排序案例', [1, 2, 5, 6, 12]);
    const ids = (sorts: number[]) => sorts.map((sort) => subjectIds[sort]);
    const before = await snapshotCase(t.db, caseId);

    const refused: [number[], string][] = [
      [
        [subjectIds[2], subjectIds[1], ...ids([5, 6, 12])],
        '调整顺序后题目有误：第1题应为企业参数设置题（subject_type 1）；第2题应为客户编码题（subject_type 2）',
      ],
      [ids([1, 2, 5, 6]), bwkpAdminMessages.sortInvalid],
      [[...ids([1, 2, 5, 6]), 999_999], bwkpAdminMessages.sortInvalid],
      [[...ids([1, 2, 5, 6, 12]), subjectIds[1]], '排序数据有重复'],
    ];
    for (const [order, message] of refused) {
      expect(await acc5('subject/sort', { case_id: caseId, ids: order })).toMatchObject({
        code: ApiCode.badRequest,
        message,
      });
    }
    expect(await snapshotCase(t.db, caseId)).toEqual(before);

    // 5 ↔ 6 would put question 6's business date (12 May) before question 5's (8 May)
    const [may8, may12] = [demoSubject(5).business_date, demoSubject(6).business_date];
    expect(await acc5('subject/sort', { case_id: caseId, ids: ids([1, 2, 6, 5, 12]) })).toMatchObject({
      code: ApiCode.badRequest,
      message: `调整顺序后题目有误：第6题业务日期${may8}早于第5题的业务日期${may12}，业务日期应按题目顺序排列`,
    });
    expect(await snapshotCase(t.db, caseId)).toEqual(before);
    // without its business date, question 6 may trade places with question 5
    const q6 = subjectBody(demoSubject(6));
    expect(await acc5('subject/save', { id: subjectIds[6], ...q6, business_date: '' })).toMatchObject({ code: 200 });

    // 5 ↔ 6: both 发票开具; question 12 reverses the invoice of the question that was 5, now at 6
    expect(await acc5('subject/sort', { case_id: caseId, ids: ids([1, 2, 6, 5, 12]) })).toMatchObject({
      code: 200,
      message: bwkpAdminMessages.sorted,
    });
    const list = await listOf(caseId);
    expect(list.map((s) => [s.id, s.sort])).toEqual([
      [subjectIds[1], 1],
      [subjectIds[2], 2],
      [subjectIds[6], 5],
      [subjectIds[5], 6],
      [subjectIds[12], 12],
    ]);
    expect(list.find((s) => s.sort === 12)).toMatchObject({ blue_sort: 6, problems: [] });
  });

  it('lists every question with what the rules find, and the whole-case check finds the links', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '检查案例');
    const detail = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data;
    expect(detail.check).toEqual({ is_usable: true, problems: [], warnings: [] });
    expect((await listOf(caseId)).every((s) => s.problems.length === 0)).toBe(true);

    // question 12 pointed at a special invoice question; question 13 with a buyer and goods not among the codes
    const q12 = subjectBody(demoSubject(12));
    await acc5('subject/save', { id: subjectIds[12], ...q12, blue_sort: 6 });
    const q13 = subjectBody(demoSubject(13));
    const line = { ...q13.goods_content[0], fwname: '*电子计算机*笔记本电脑' };
    await acc5('subject/save', {
      id: subjectIds[13],
      ...q13,
      kh_data: { ...q13.kh_data, kh_name: '王小明' },
      goods_content: [line],
      subject_describe: '',
    });
    const check = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data.check;
    expect(check.problems).toEqual([
      { area: 'subject', sort: 12, message: '第12题对应的正数发票应为前面开具增值税普通发票的题目' },
    ]);
    expect(check.warnings.map((w) => w.message)).toEqual([
      '第13题没有业务描述',
      '第13题的购买方「王小明」不在客户编码中',
      '第13题的商品「*电子计算机*笔记本电脑」不在商品编码中',
    ]);
    expect(check.is_usable).toBe(false);
  });
});
