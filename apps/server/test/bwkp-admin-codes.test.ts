import {
  ApiCode,
  bwkpAdminMessages,
  type TAdminCreatedId,
  type TBwkpAdminApply,
  type TBwkpAdminGoodsRow,
  type TBwkpAdminKhbmRow,
  type TBwkpAdminList,
  type TBwkpAdminQyxx,
  taxCodeRuleText,
} from '@sxpt/contract';
import { messages } from '@sxpt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acc5Api,
  demoApply,
  demoGoods,
  demoKhbm,
  demoQyxxBody,
  seedCodesForDemo,
  snapshotCase,
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

async function newCase(name = '编码测试案例') {
  return (await acc5<TAdminCreatedId>('case/store', { name })).data.id;
}

/** Each call is refused with its message, and the case is as before. */
async function expectRefused(caseId: number, cases: [string, object, string][]) {
  const before = await snapshotCase(t.db, caseId);
  for (const [url, body, message] of cases) {
    expect(await acc5(url, { case_id: caseId, ...body }), `${url} ${message}`).toMatchObject({
      code: ApiCode.badRequest,
      message,
    });
  }
  expect(await snapshotCase(t.db, caseId)).toEqual(before);
}

describe('company information (qyxx)', () => {
  it('is null before it is entered; saves, reads back and derives the province', async () => {
    const caseId = await newCase();
    expect(await acc5('qyxx/detail', { case_id: caseId })).toMatchObject({ code: 200, data: null });
    const { province: _province, ...company } = demoQyxxBody;
    expect(await acc5('qyxx/save', { case_id: caseId, ...company, nsr_sbh: ' 91440106ma5cq8t480 ' })).toMatchObject({
      code: 200,
      message: messages.saveSucceeded,
    });
    const saved = await acc5<TBwkpAdminQyxx>('qyxx/detail', { case_id: caseId });
    expect(saved.data).toEqual({ ...company, province: '广州' });
    await acc5('qyxx/save', { case_id: caseId, ...demoQyxxBody });
    expect((await acc5<TBwkpAdminQyxx>('qyxx/detail', { case_id: caseId })).data.province).toBe('广东');
  });

  it('refuses bad company data and changes nothing', async () => {
    const caseId = await newCase();
    await acc5('qyxx/save', { case_id: caseId, ...demoQyxxBody });
    await expectRefused(caseId, [
      ['qyxx/save', { ...demoQyxxBody, nsr_sbh: '9144' }, '纳税人识别号应为15、17、18或20位数字或大写字母'],
      ['qyxx/save', { ...demoQyxxBody, nsr_mc: ' ' }, '请输入纳税人名称'],
      ['qyxx/save', { ...demoQyxxBody, pt_fpdm: '04400240020' }, '普通发票代码应为12位数字'],
      ['qyxx/save', { ...demoQyxxBody, zy_fpdm: '440024213A' }, '专用发票代码应为10位数字'],
      ['qyxx/save', { ...demoQyxxBody, supervisor_name: undefined }, '请输入主管税务机关名称'],
    ]);
    expect(await acc5('qyxx/detail', { case_id: 999_999 })).toMatchObject({
      code: ApiCode.notFound,
      message: bwkpAdminMessages.caseNotFound,
    });
  });
});

describe('customer codes (khbm)', () => {
  it('saves the whole list in order and replaces it', async () => {
    const caseId = await newCase();
    expect(await acc5('khbm/save', { case_id: caseId, kh_content: demoKhbm })).toMatchObject({ code: 200 });
    const list = await acc5<TBwkpAdminList<TBwkpAdminKhbmRow>>('khbm/index', { case_id: caseId });
    expect(list.data).toEqual({ list: demoKhbm, total: demoKhbm.length });
    const reordered = [demoKhbm[2], demoKhbm[0]];
    await acc5('khbm/save', { case_id: caseId, kh_content: reordered });
    expect((await acc5<TBwkpAdminList<TBwkpAdminKhbmRow>>('khbm/index', { case_id: caseId })).data.list).toEqual(
      reordered,
    );
  });

  it('refuses a bad row naming it, duplicates and a bad list, changing nothing', async () => {
    const caseId = await newCase();
    await acc5('khbm/save', { case_id: caseId, kh_content: demoKhbm });
    await expectRefused(caseId, [
      ['khbm/save', { kh_content: [demoKhbm[0], { ...demoKhbm[1], kh_name: '' }] }, '客户编码第2行：请输入客户名称'],
      [
        'khbm/save',
        { kh_content: [{ ...demoKhbm[0], tax_num: '123' }] },
        '客户编码第1行：税号应为15、17、18或20位数字或大写字母',
      ],
      ['khbm/save', { kh_content: [demoKhbm[0], demoKhbm[0]] }, `客户名称「${demoKhbm[0].kh_name}」重复`],
      ['khbm/save', { kh_content: 'x' }, '请提交客户编码'],
      ['khbm/save', { kh_content: Array.from({ length: 201 }, () => demoKhbm[0]) }, '客户编码不能超过200行'],
    ]);
  });
});

describe('goods codes', () => {
  it('saves the whole list with the official names of the codes', async () => {
    const caseId = await newCase();
    const rows = demoGoods.slice(0, 3).map((row, i) => (i === 0 ? { ...row, tax_rate: '0.130' } : row));
    expect(await acc5('goods/save', { case_id: caseId, goods_content: rows })).toMatchObject({ code: 200 });
    const list = await acc5<TBwkpAdminList<TBwkpAdminGoodsRow>>('goods/index', { case_id: caseId });
    expect(list.data.total).toBe(3);
    expect(list.data.list[0]).toEqual({ ...demoGoods[0], tax_rate: '0.13', tax_name: '木质家具' });
    expect(list.data.list.map((row) => row.name)).toEqual(demoGoods.slice(0, 3).map((row) => row.name));
  });

  it('refuses codes outside the table, summary codes, rates outside the set and bad rows, changing nothing', async () => {
    const caseId = await newCase();
    await acc5('goods/save', { case_id: caseId, goods_content: demoGoods.slice(0, 2) });
    const [desk, chair] = demoGoods;
    await expectRefused(caseId, [
      [
        'goods/save',
        { goods_content: [desk, { ...chair, code: '1050201049900000000' }] },
        '商品编码第2行：税收分类编码1050201049900000000不在税收分类编码表中',
      ],
      [
        'goods/save',
        { goods_content: [{ ...desk, code: '1050201000000000000' }] },
        '商品编码第1行：税收分类编码1050201000000000000是汇总项，不能用于开票，请选择其下级编码',
      ],
      [
        'goods/save',
        { goods_content: [{ ...desk, tax_rate: '0.17' }] },
        '商品编码第1行：税率只能选择0、3%、5%、6%、9%、13%',
      ],
      [
        'goods/save',
        { goods_content: [{ ...desk, applicable_tax_rate: '13%' }] },
        '商品编码第1行：适用税率只能选择0、3%、5%、6%、9%、13%',
      ],
      ['goods/save', { goods_content: [{ ...desk, code: '105020101' }] }, `商品编码第1行：${taxCodeRuleText}`],
      ['goods/save', { goods_content: [{ ...desk, tax_mark: '1' }] }, '商品编码第1行：含税价标志应为是或否'],
      ['goods/save', { goods_content: [{ ...desk, flqc: '' }] }, '商品编码第1行：请输入分类简称'],
      ['goods/save', { goods_content: [desk, { ...chair, name: desk.name }] }, `商品名称「${desk.name}」重复`],
    ]);
  });
});

describe('expected apply forms (fpsl)', () => {
  it('saves both kinds, clears the courier fields of a pick-up and reads them back', async () => {
    const caseId = await newCase();
    const ordinary = { ...demoApply[0], shenling_shoujianren: '不应保存', start_num: '' };
    expect(await acc5('apply/save', { case_id: caseId, apply: [demoApply[1], ordinary] })).toMatchObject({
      code: 200,
    });
    const list = await acc5<TBwkpAdminList<TBwkpAdminApply>>('apply/detail', { case_id: caseId });
    expect(list.data.list).toEqual([
      { ...demoApply[0], start_num: null },
      { ...demoApply[1], start_num: 1_937_651 },
    ]);
  });

  it('refuses incomplete or impossible answers, changing nothing', async () => {
    const caseId = await newCase();
    await acc5('apply/save', { case_id: caseId, apply: demoApply });
    const [ordinary, special] = demoApply;
    await expectRefused(caseId, [
      ['apply/save', { apply: [ordinary] }, '请分别填写增值税普通发票和增值税专用发票的申领答案'],
      ['apply/save', { apply: [ordinary, ordinary] }, '请分别填写增值税普通发票和增值税专用发票的申领答案'],
      ['apply/save', { apply: [ordinary, { ...special, shenling_shoujianren: '' }] }, '邮寄领取时请输入收件人'],
      ['apply/save', { apply: [ordinary, { ...special, shenling_dztel: ' ' }] }, '邮寄领取时请输入收件地址电话'],
      ['apply/save', { apply: [{ ...ordinary, apply_num: 0 }, special] }, '申领数量应大于0'],
      ['apply/save', { apply: [{ ...ordinary, shenling_zjlx: '驾驶证' }, special] }, '请选择证件类型'],
      [
        'apply/save',
        { apply: [{ ...ordinary, start_num: 99_999_990 }, special] },
        '起始号码加申领数量超出发票号码范围（最大99999999）',
      ],
      ['apply/save', { apply: [{ ...ordinary, start_num: 100_000_000 }, special] }, '起始号码应在1到99999999之间'],
    ]);
  });
});
