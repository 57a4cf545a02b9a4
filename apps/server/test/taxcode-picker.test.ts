import {
  ApiCode,
  type TPage,
  type TTaxCodeNode,
  type TTaxCodeRow,
  taxCodeGroups,
  taxCodeRuleText,
} from '@sxpt/contract';
import { formatGoodsName } from '@sxpt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTaxCodes } from '../src/seed/tax-codes';
import { createCast, createCollege, createUser, signIn } from './support/factories';
import { call, createTestApp, type TTestApp } from './support/test-app';

const TREE = '/student/bwkp/taxcode_tree';
const SEARCH = '/student/bwkp/taxcode_search';
const INDEX = '/admin/taxcode/index';

let t: TTestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app, t.db);
  await seedTaxCodes(t.db);
});
afterAll(() => t.close());

const tree = (body: object, token = cast.tokens[3]) => call<TTaxCodeNode[]>(t.app, TREE, body, token);
const search = (body: object, token = cast.tokens[3]) => call<TPage<TTaxCodeNode>>(t.app, SEARCH, body, token);

describe('the goods picker tree (curated table)', () => {
  it('the root is the six groups', async () => {
    const res = await tree({});
    expect(res.code).toBe(200);
    expect(res.data.map((n) => [n.code, n.name])).toEqual(taxCodeGroups.map((g) => [g.code, g.name]));
    for (const node of res.data) {
      expect(node).toMatchObject({ parent_code: null, has_children: true, is_leaf: false, is_summary: true });
    }
    expect((await tree({ parent_code: '' })).data).toHaveLength(6);
  });

  it('children of 销售服务 are the 30x0000… level, down to usable leaves', async () => {
    const services = await tree({ parent_code: '3000000000000000000' });
    expect(services.data.map((n) => n.code)).toEqual([
      '3010000000000000000',
      '3020000000000000000',
      '3030000000000000000',
      '3040000000000000000',
      '3050000000000000000',
      '3060000000000000000',
      '3070000000000000000',
    ]);
    expect(services.data.find((n) => n.code === '3040000000000000000')).toMatchObject({
      name: '现代服务',
      has_children: true,
    });
    const software = await tree({ parent_code: '3040201000000000000' });
    expect(software.data.find((n) => n.code === '3040201010000000000')).toEqual({
      code: '3040201010000000000',
      name: '软件开发服务',
      short_name: '信息技术服务',
      rates: '6%',
      rate_list: ['0.06'],
      parent_code: '3040201000000000000',
      is_leaf: true,
      has_children: false,
      is_summary: false,
      special_management: '',
    });
    const meat = await tree({ parent_code: '1030107010000000000' });
    expect(meat.data[0]).toMatchObject({ code: '1030107010100000000', rates: '9%', special_management: '免税' });
  });

  it('an unknown code answers 404 and a malformed one the rule', async () => {
    expect(await tree({ parent_code: '3999999999999999999' })).toMatchObject({
      code: ApiCode.notFound,
      message: '税收分类编码不存在',
    });
    expect(await tree({ parent_code: '30402' })).toMatchObject({ code: ApiCode.badRequest, message: taxCodeRuleText });
  });
});

describe('searching the codes usable on an invoice', () => {
  it("'软件' finds 软件开发服务 (简称 信息技术服务) and no summary row", async () => {
    const res = await search({ keyword: ' 软件 ', page_size: 50 });
    expect(res.code).toBe(200);
    const hit = res.data.list.find((n) => n.code === '3040201010000000000');
    expect(hit).toMatchObject({ name: '软件开发服务', short_name: '信息技术服务', rates: '6%' });
    expect(formatGoodsName(hit?.short_name ?? '', '财务软件开发')).toBe('*信息技术服务*财务软件开发');
    expect(res.data.list.every((n) => !n.is_summary)).toBe(true);
    expect(res.data.list.map((n) => n.code)).not.toContain('3040201000000000000');
    expect(res.data.total).toBe(res.data.list.length);
  });

  it('matches the start of a code, the short name, and pages', async () => {
    const byCode = await search({ keyword: '3040201' });
    expect(byCode.data.list.map((n) => n.code)).toEqual([
      '3040201010000000000',
      '3040201030000000000',
      '3040201040000000000',
      '3040201990000000000',
    ]);
    const byShortName = await search({ keyword: '水冰雪', page: 2, page_size: 2 });
    expect(byShortName.data).toMatchObject({ page: 2, page_size: 2 });
    expect(byShortName.data.total).toBeGreaterThan(2);
    expect(byShortName.data.list).toHaveLength(2);
    const exact = await search({ keyword: '自来水' });
    expect(exact.data.list[0]).toMatchObject({ code: '1100301010000000000', rates: '9%' });
    expect((await search({ keyword: '不存在的商品' })).data).toEqual({ list: [], total: 0, page: 1, page_size: 20 });
    expect(await search({ keyword: '%' })).toMatchObject({ code: 200, data: { total: 0 } });
  });

  it('needs a keyword', async () => {
    expect(await search({ keyword: '  ' })).toMatchObject({ code: ApiCode.badRequest, message: '请输入搜索关键词' });
    expect(await search({})).toMatchObject({ code: ApiCode.badRequest, message: '请输入搜索关键词' });
  });
});

describe('acc5 lists the whole table', () => {
  it('by keyword and by parent, summary rows included, with every field', async () => {
    const res = await call<TPage<TTaxCodeRow>>(t.app, INDEX, { keyword: '软件服务' }, cast.tokens[0]);
    expect(res.data.list[0]).toMatchObject({
      code: '3040201000000000000',
      is_summary: true,
      has_children: true,
      version: '32.0',
      effective_date: '2019-04-01',
    });
    expect(res.data.list[0].description).toContain('软件开发服务');
    expect(res.data.list[0].updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const children = await call<TPage<TTaxCodeRow>>(
      t.app,
      INDEX,
      { parent_code: '1100301000000000000', page_size: 2 },
      cast.tokens[0],
    );
    expect(children.data.total).toBe(4);
    expect(children.data.list.map((r) => r.code)).toEqual(['1100301010000000000', '1100301020000000000']);
  });
});

describe('who may read the table', () => {
  it('every role browses and searches (college administrators too); only acc5 lists', async () => {
    for (const token of [cast.tokens[0], cast.tokens[1], cast.tokens[2], cast.tokens[3]]) {
      expect((await tree({}, token)).data).toHaveLength(6);
      expect((await search({ keyword: '软件' }, token)).code).toBe(200);
    }
    for (const token of [cast.tokens[1], cast.tokens[2], cast.tokens[3]]) {
      expect((await call(t.app, INDEX, {}, token)).code).toBe(ApiCode.forbidden);
    }
    expect((await tree({}, '')).code).toBe(ApiCode.unauthorized);
    expect((await call(t.app, INDEX, {})).code).toBe(ApiCode.unauthorized);
  });

  it('a college whose licence is not active cannot use the picker', async () => {
    const inactive = await createCollege(t.db, { licenceStatus: 2, expiresAt: null });
    const student = await createUser(t.db, { role: 3, collegeId: inactive.college.id });
    expect((await tree({}, await signIn(t.app, student))).code).toBe(ApiCode.licenceInactive);
  });
});
