import { describe, expect, it } from 'vitest';
import {
  ALL_GOODS,
  codeRates,
  goodsCategories,
  inCategory,
  matchesKeyword,
  NO_CATEGORY,
  normaliseRate,
  RATE_OPTIONS,
  rateLabel,
  rowsToSave,
  toGoodsRow,
  withTaxCode,
} from './code-rows';
import { goodsRow, taxNode } from './xt-test-utils';

describe('code rows', () => {
  it('offers the client rate choices, 0 shown as --', () => {
    expect(RATE_OPTIONS.map((option) => option.label)).toEqual(['--', '3%', '5%', '6%', '9%', '13%']);
    expect(RATE_OPTIONS.map((option) => option.value)).toEqual(['0', '0.03', '0.05', '0.06', '0.09', '0.13']);
  });

  it('reads rates in either spelling and labels them', () => {
    expect(normaliseRate('13%')).toBe('0.13');
    expect(normaliseRate(' 0.090 ')).toBe('0.09');
    expect(normaliseRate('0.015')).toBeNull();
    expect(normaliseRate('')).toBeNull();
    expect(rateLabel('0.06')).toBe('6%');
    expect(rateLabel('0')).toBe('--');
    expect(rateLabel('abc')).toBe('abc');
    expect(codeRates(taxNode({ rate_list: ['0.09', '0.03', '0.015'] }))).toEqual(['0.09', '0.03']);
  });

  it('trims what is saved and leaves wholly blank rows out', () => {
    const rows = [goodsRow({ name: '  椅子 ' }), toGoodsRow({ name: '   ' }), goodsRow({ units: '把 ' })];
    expect(rowsToSave(rows)).toEqual([goodsRow({ name: '椅子' }), goodsRow({ units: '把' })]);
  });

  it('groups goods by short name and filters them', () => {
    const rows = [goodsRow(), goodsRow({ flqc: '' }), goodsRow({ flqc: '文具', name: '中性笔' }), goodsRow()];
    expect(goodsCategories(rows)).toEqual(['家具', NO_CATEGORY, '文具']);
    expect(inCategory(rows[2], '文具')).toBe(true);
    expect(inCategory(rows[2], '家具')).toBe(false);
    expect(inCategory(rows[2], ALL_GOODS)).toBe(true);
    expect(matchesKeyword(rows[2], ['name', 'simple_code'], '中性')).toBe(true);
    expect(matchesKeyword(rows[2], ['name', 'simple_code'], 'bgy')).toBe(true);
    expect(matchesKeyword(rows[2], ['name'], 'bgy')).toBe(false);
  });

  it('a chosen classification code brings its short name, and its first rate into empty rate cells', () => {
    const node = taxNode({ code: '3050200000000000000', short_name: '建筑服务', rate_list: ['0.09', '0.03'] });
    expect(withTaxCode(toGoodsRow({ name: '安装' }), node)).toMatchObject({
      code: '3050200000000000000',
      flqc: '建筑服务',
      name: '安装',
      tax_rate: '0.09',
      applicable_tax_rate: '0.09',
    });
    expect(withTaxCode(goodsRow({ tax_rate: '0.03', applicable_tax_rate: '0.03' }), node)).toMatchObject({
      tax_rate: '0.03',
      applicable_tax_rate: '0.03',
    });
  });
});
