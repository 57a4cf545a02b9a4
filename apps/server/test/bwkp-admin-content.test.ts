// acc5's authoring refuses what the content checks reject (issue 15 §4): credit codes and identity numbers with wrong
// check characters, goods codes against the tax-code table, the 价税合计 of a question's text, business dates (in
// order, a void in the month of the voided invoice, a red invoice in a later month), the 建筑服务 remark. Each refusal
// names the question or row and the field, and changes nothing; the business date and the remark requirement are
// saved and shown.
import { ApiCode, type TBwkpAdminCaseDetail, type TBwkpAdminList, type TBwkpAdminSubject } from '@sxpt/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpCaseGoods, bwkpCaseQyxx, bwkpSubjects, taxCodes } from '../src/db/schema';
import {
  acc5Api,
  authorDemoCase,
  demoApply,
  demoGoods,
  demoKhbm,
  demoQyxxBody,
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

/** 2026-05-21 → 2026年5月21日, as a question's text opens. */
function textDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}

/** A demo question's body moved to another business date, its text opening with that date. */
function movedTo(sort: number, date: string) {
  const body = subjectBody(demoSubject(sort));
  return {
    ...body,
    business_date: date,
    subject_describe: body.subject_describe.replace(textDate(body.business_date), textDate(date)),
  };
}

/** Each call is refused with its message, and the case is as before. */
async function expectRefused(caseId: number, cases: [string, object, string][]) {
  const before = await snapshotCase(t.db, caseId);
  for (const [url, body, message] of cases) {
    const res = await acc5(url, { case_id: caseId, ...body });
    expect(res.code, message).toBe(ApiCode.badRequest);
    expect(res.message, message).toBe(message);
  }
  expect(await snapshotCase(t.db, caseId)).toEqual(before);
}

describe('business date and remark requirement of a question', () => {
  it('are saved and shown; the remark only on an invoice question, without empty phrases', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '业务日期案例', [1, 9]);
    const q9 = demoSubject(9);
    const detail = async (id: number) => (await acc5<TBwkpAdminSubject>('subject/detail', { id })).data;
    expect(await detail(subjectIds[9])).toMatchObject({
      business_date: q9.business_date,
      remark_parts: q9.remark_parts,
      problems: [],
    });
    expect(await detail(subjectIds[1])).toMatchObject({
      business_date: demoSubject(1).business_date,
      remark_parts: [],
    });

    const parts = [' 广州市天河区 ', '', '智明实验学校多媒体教室投影设备安装工程', '合同编号ZM-2026-018'];
    expect(await acc5('subject/save', { id: subjectIds[9], ...subjectBody(q9), remark_parts: parts })).toMatchObject({
      code: 200,
    });
    expect((await detail(subjectIds[9])).remark_parts).toEqual([
      '广州市天河区',
      '智明实验学校多媒体教室投影设备安装工程',
      '合同编号ZM-2026-018',
    ]);
    // a question that issues no invoice keeps no remark; without a date it runs on the day of practice
    const q1 = { ...subjectBody(demoSubject(1)), remark_parts: ['不应保存'], business_date: '' };
    expect(await acc5('subject/save', { id: subjectIds[1], ...q1 })).toMatchObject({ code: 200 });
    expect(await detail(subjectIds[1])).toMatchObject({ business_date: '', remark_parts: [] });
    const list = (await acc5<TBwkpAdminList<TBwkpAdminSubject>>('subject/index', { case_id: caseId })).data.list;
    expect(list.map((s) => [s.sort, s.business_date])).toEqual([
      [1, ''],
      [9, q9.business_date],
    ]);
  });
});

describe('a question the content checks reject', () => {
  it('is refused with its message, naming the question and the field, and changes nothing', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '内容检查案例', [1, 5, 6, 9]);
    const q5 = subjectBody(demoSubject(5));
    const q6 = subjectBody(demoSubject(6));
    const q9 = subjectBody(demoSubject(9));
    const q10 = subjectBody(demoSubject(10));
    const q12 = subjectBody(demoSubject(12));
    const wrongTotal = q5.subject_describe.replace(/价税合计([\d.]+)元/, '价税合计1000.00元');
    const [, rightTotal] = /价税合计([\d.]+)元/.exec(q5.subject_describe) ?? [];
    const june1 = '2026-06-01';
    const cases: [string, object, string][] = [
      [
        'subject/save',
        { id: subjectIds[6], ...q6, kh_data: { ...q6.kh_data, tax_num: '91440106MA5CQ8T481' } },
        '题目有误：第6题购买方纳税人识别号91440106MA5CQ8T481不是有效的统一社会信用代码：第18位校验码应为0',
      ],
      [
        'subject/save',
        { id: subjectIds[5], ...q5, subject_describe: wrongTotal },
        `题目有误：第5题业务描述中的价税合计1000.00元与货物行计算的结果不一致（应为${rightTotal}元）`,
      ],
      [
        'subject/store',
        { sort: 10, ...movedTo(10, june1) },
        `题目有误：第10题作废第9题开具的发票，业务日期${june1}应与第9题的业务日期${q9.business_date}在同一月份（发票只能在开具当月作废）`,
      ],
      [
        'subject/save',
        { id: subjectIds[9], ...q9, remark_parts: ['广州市天河区'] },
        '题目有误：第9题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）',
      ],
      [
        'subject/save',
        { id: subjectIds[9], ...q9, remark_parts: [] },
        '题目有误：第9题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）',
      ],
      [
        'subject/store',
        { sort: 12, ...movedTo(12, '2026-05-29') },
        `题目有误：第12题开具红字发票，业务日期2026-05-29应在第5题正数发票的业务日期${q5.business_date}的次月或以后（当月开具的发票应作废，跨月后才开具红字发票）`,
      ],
      [
        'subject/save',
        { id: subjectIds[6], ...movedTo(6, '2026-05-07') },
        `题目有误：第6题业务日期2026-05-07早于第5题的业务日期${q5.business_date}，业务日期应按题目顺序排列`,
      ],
      [
        'subject/save',
        { id: subjectIds[6], ...q6, business_date: '2026-05-13' },
        `题目有误：第6题业务描述中的第一个日期${textDate(q6.business_date)}与业务日期2026-05-13不一致`,
      ],
      ['subject/save', { id: subjectIds[6], ...q6, business_date: '2026-02-30' }, '业务日期应为有效日期（YYYY-MM-DD）'],
      ['subject/save', { id: subjectIds[6], ...q6, business_date: '2026/05/12' }, '业务日期应为有效日期（YYYY-MM-DD）'],
      [
        'subject/save',
        { id: subjectIds[9], ...q9, remark_parts: Array.from({ length: 11 }, (_, i) => `第${i + 1}项`) },
        '备注要求不能超过10项',
      ],
    ];
    await expectRefused(caseId, cases);
    // the void question in the month of the invoice it voids is taken
    expect(await acc5('subject/store', { case_id: caseId, sort: 10, ...q10 })).toMatchObject({ code: 200 });
    expect(q12.business_date > q5.business_date).toBe(true);
  });

  it('is shown in the question list and the whole-case check when the stored case has it', async () => {
    const { caseId, subjectIds } = await authorDemoCase(acc5, '已有问题案例', [5, 6]);
    // a write from before these checks: question 6 dated before question 5
    const q6 = movedTo(6, '2026-05-07');
    await t.db
      .update(bwkpSubjects)
      .set({ businessDate: q6.business_date, subjectDescribe: q6.subject_describe })
      .where(eq(bwkpSubjects.id, subjectIds[6]));
    const message = `第6题业务日期2026-05-07早于第5题的业务日期${demoSubject(5).business_date}，业务日期应按题目顺序排列`;
    const list = (await acc5<TBwkpAdminList<TBwkpAdminSubject>>('subject/index', { case_id: caseId })).data.list;
    expect(list.find((s) => s.sort === 6)?.problems).toEqual([message]);
    const check = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data.check;
    expect(check.problems).toContainEqual({ area: 'subject', sort: 6, message });
    // a save that leaves the old problem as it was is taken; one that brings a new one is not
    expect(await acc5('subject/save', { id: subjectIds[6], ...q6, title: '改名' })).toMatchObject({ code: 200 });
  });
});

describe('company, customer, goods and apply saves', () => {
  it('refuse invalid credit codes, identity numbers and tax codes, naming the row and field, changing nothing', async () => {
    const { caseId } = await authorDemoCase(acc5, '编码内容案例', []);
    const [desk, chair] = demoGoods;
    const [ordinary, special] = demoApply;
    await expectRefused(caseId, [
      [
        'qyxx/save',
        { ...demoQyxxBody, nsr_sbh: '91440106MA5CQ8T481' },
        '企业信息纳税人识别号91440106MA5CQ8T481不是有效的统一社会信用代码：第18位校验码应为0',
      ],
      [
        'khbm/save',
        { kh_content: [demoKhbm[0], { ...demoKhbm[1], tax_num: '91440104MA5AUF3RX1' }, ...demoKhbm.slice(2)] },
        `客户编码第2行（${demoKhbm[1].kh_name}）税号91440104MA5AUF3RX1不是有效的统一社会信用代码：第18位校验码应为U`,
      ],
      [
        'goods/save',
        { goods_content: [desk, { ...chair, flqc: '办公家具' }] },
        `商品编码第2行：分类简称「办公家具」与编码表中${chair.code}的简称「家具」不一致`,
      ],
      [
        'goods/save',
        { goods_content: [{ ...desk, tax_rate: '0.06', applicable_tax_rate: '0.06' }, chair] },
        `商品编码第1行：税率6%不是税收分类编码${desk.code}（木质家具）可用的税率（可用：13%）；商品编码第1行：适用税率6%不是税收分类编码${desk.code}（木质家具）可用的税率（可用：13%）`,
      ],
      [
        'apply/save',
        { apply: [{ ...ordinary, shenling_zjh: '440106199203152643' }, special] },
        '增值税普通发票申领答案证件号码440106199203152643不是有效的居民身份证号码：第18位校验码应为2',
      ],
      [
        'apply/save',
        { apply: [ordinary, { ...special, shenling_zjh: '440106199202302645' }] },
        '增值税专用发票申领答案证件号码440106199202302645不是有效的居民身份证号码：第7～14位出生日期19920230不是有效日期',
      ],
    ]);
    // a passport number is not an identity number
    const passport = { ...ordinary, shenling_zjlx: '护照', shenling_zjh: 'E12345678' };
    expect(await acc5('apply/save', { case_id: caseId, apply: [passport, special] })).toMatchObject({ code: 200 });
  });

  it('refuse a code with codes under it, once the table has them (the table is read again after it changes)', async () => {
    const { caseId } = await authorDemoCase(acc5, '下级编码案例', []);
    const [desk] = demoGoods;
    // 其他家具, a leaf of the curated table
    const parent = '1050201990000000000';
    const body = { case_id: caseId, goods_content: [{ ...desk, code: parent }] };
    expect(await acc5('goods/save', body)).toMatchObject({ code: 200 });
    await t.db.insert(taxCodes).values({
      code: '1050201990100000000',
      name: '竹藤家具',
      shortName: '家具',
      rates: '13%',
      rateList: ['0.13'],
      parentCode: parent,
    });
    expect(await acc5('goods/save', body)).toMatchObject({
      code: ApiCode.badRequest,
      message: `商品编码第1行：税收分类编码${parent}下还有下级编码，请选择最末级编码`,
    });
    // the whole-case check reads the stored rows against the table as it is now
    const problems = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data.check.problems;
    expect(problems).toContainEqual({
      area: 'goods',
      sort: null,
      message: `商品编码第1行：税收分类编码${parent}下还有下级编码，请选择最末级编码`,
    });
  });

  it('the whole-case check finds stored codes that fail (written before these checks)', async () => {
    const { caseId } = await authorDemoCase(acc5, '旧数据案例', []);
    await t.db.update(bwkpCaseQyxx).set({ nsrSbh: '91440106MA5CQ8T481' }).where(eq(bwkpCaseQyxx.caseId, caseId));
    await t.db
      .update(bwkpCaseGoods)
      .set({ flqc: '办公家具' })
      .where(and(eq(bwkpCaseGoods.caseId, caseId), eq(bwkpCaseGoods.code, demoGoods[0].code)));
    const problems = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data.check.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          area: 'qyxx',
          sort: null,
          message: '企业信息纳税人识别号91440106MA5CQ8T481不是有效的统一社会信用代码：第18位校验码应为0',
        },
        {
          area: 'goods',
          sort: null,
          message: `商品编码第1行：分类简称「办公家具」与编码表中${demoGoods[0].code}的简称「家具」不一致`,
        },
      ]),
    );
  });
});

describe('the demo case authored through the endpoints', () => {
  it('passes every check: usable, no problem, no warning', async () => {
    const { caseId } = await authorDemoCase(acc5, '演示案例检查');
    const detail = (await acc5<TBwkpAdminCaseDetail>('case/detail', { id: caseId })).data;
    expect(detail.check).toEqual({ is_usable: true, problems: [], warnings: [] });
    expect(await acc5('case/status', { id: caseId, status: 1 })).toMatchObject({ code: 200 });
  });
});
