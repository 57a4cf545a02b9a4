import { taxCodeGroups } from '@sxpt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxCodes } from '../src/db/schema';
import { readCuratedTaxCodes, seedTaxCodes, type TCuratedTaxCode } from '../src/seed/tax-codes';
import { countTaxCodes, readReferenceCodes } from './support/taxcode-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let curated: TCuratedTaxCode[];
beforeAll(async () => {
  curated = await readCuratedTaxCodes();
});

describe('the curated table the product ships (seed/tax-codes-curated.json)', () => {
  it('has at least 300 real codes of edition 32.0, each with the reference name, short name and rates', () => {
    const reference = readReferenceCodes();
    expect(reference.size).toBe(4236);
    expect(curated.length).toBeGreaterThanOrEqual(300);
    for (const entry of curated) {
      const real = reference.get(entry.code);
      expect(real, entry.code).toBeDefined();
      expect(entry.code).toMatch(/^\d{19}$/);
      expect({ code: entry.code, name: entry.name, short: entry.short_name, parent: entry.parent_code }).toEqual({
        code: real?.code,
        name: real?.name,
        short: real?.shortName,
        parent: real?.parentCode,
      });
      const listed = (real?.rates ?? '').split(',').filter(Boolean);
      for (const rate of entry.rates.split(',').filter(Boolean)) expect(listed, entry.code).toContain(rate);
      expect(entry.version).toBe('32.0');
    }
    expect(new Set(curated.map((e) => e.code)).size).toBe(curated.length);
  });

  it('is a whole tree: the six groups, and every parent of every code', () => {
    const codes = new Set(curated.map((e) => e.code));
    for (const group of taxCodeGroups) {
      expect(curated.find((e) => e.code === group.code)).toMatchObject({ name: group.name, parent_code: null });
    }
    for (const entry of curated) {
      if (entry.parent_code === null) expect(taxCodeGroups.map((g) => g.code)).toContain(entry.code);
      else expect(codes.has(entry.parent_code), `${entry.code} → ${entry.parent_code}`).toBe(true);
    }
    // a leaf is never a summary row: every code a student can pick is usable on an invoice
    const parents = new Set(curated.map((e) => e.parent_code));
    for (const leaf of curated.filter((e) => !parents.has(e.code))) expect(leaf.is_summary, leaf.code).toBe(false);
  });

  it('covers what an accounting class meets', () => {
    const byCode = new Map(curated.map((e) => [e.code, e]));
    const expectations: [string, string, string][] = [
      ['3040201010000000000', '软件开发服务', '6%'],
      ['3040201030000000000', '软件维护服务', '6%'],
      ['1100301010000000000', '自来水', '9%'],
      ['1030107010100000000', '猪、牛、羊、鸡、鸭、鹅鲜、冷、冻肉', '9%'],
      ['1070101010100000000', '汽油', '13%'],
      ['1070101030100000000', '柴油', '13%'],
      ['1090509010000000000', '电子计算机整机', '13%'],
      ['1060201010100000000', '党报', '9%'],
      ['3070401000000000000', '餐饮服务', '6%'],
      ['3050100000000000000', '工程服务', '9%'],
      ['4050101000000000000', '出让土地使用权', '9%'],
      ['6010000000000000000', '预付卡销售和充值', '0%'],
      ['2020000000000000000', '修理修配劳务', '13%'],
    ];
    for (const [code, name, rates] of expectations) expect(byCode.get(code)).toMatchObject({ code, name, rates });
    expect(byCode.get('1030107010100000000')?.special_management).toBe('免税');
    expect(curated.filter((e) => e.special_management.includes('免税')).length).toBeGreaterThan(20);
  });
});

describe('seedTaxCodes', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads the curated table into an empty table once, and leaves a filled table alone', async () => {
    expect(await countTaxCodes(t.db)).toBe(0);
    expect(await seedTaxCodes(t.db)).toBe(curated.length);
    expect(await countTaxCodes(t.db)).toBe(curated.length);
    const [water] = await t.db.select().from(taxCodes).where(eq(taxCodes.code, '1100301010000000000'));
    expect(water).toMatchObject({
      name: '自来水',
      shortName: '水冰雪',
      rates: '9%',
      rateList: ['0.09'],
      parentCode: '1100301000000000000',
      specialManagement: '简易征收、免税',
      isSummary: false,
      version: '32.0',
      effectiveDate: '2019-04-01',
    });
    await t.db.delete(taxCodes).where(eq(taxCodes.code, '1100301010000000000'));
    expect(await seedTaxCodes(t.db)).toBe(0);
    expect(await countTaxCodes(t.db)).toBe(curated.length - 1);
  });
});
