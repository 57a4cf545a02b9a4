import BaseDecimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { VAT_RATES } from '../money';
import {
  buildListSummaryLine,
  checkInvoiceTaxTolerance,
  checkLineTolerance,
  completeLine,
  computeLine,
  computeTotals,
  formatGoodsName,
  isBlankLine,
  isListRequired,
} from './lines';
import type { TGoodsLine } from './types';

const Decimal = BaseDecimal.clone({ precision: 100 });

function line(overrides: Partial<TGoodsLine> = {}): TGoodsLine {
  return {
    fwname: '*家具*办公椅',
    ggxh: 'BG-201',
    company: '把',
    goods_num: '2',
    price: '1130.00',
    money: '2260.00',
    tax_rate: '0.13',
    tax_amount: '260.00',
    ...overrides,
  };
}

const BLANK: TGoodsLine = {
  fwname: '',
  ggxh: '',
  company: '',
  goods_num: '',
  price: '',
  money: '',
  tax_rate: '',
  tax_amount: '',
};

describe('computeLine: worked examples (tax-inclusive prices)', () => {
  it.each([
    ['办公椅 2 × 1,130.00 at 13 %', '1130.00', '2', '0.13', '2260.00', '260.00'],
    ['激光打印机 3 × 2,599.00 at 13 %', '2599.00', '3', '0.13', '7797.00', '897.00'],
    ['更衣柜 5 × 1,016.00 at 13 % (not round)', '1016.00', '5', '0.13', '5080.00', '584.42'],
    ['大米 500 袋 × 6.54 at 9 %', '6.54', '500', '0.09', '3270.00', '270.00'],
    ['运输服务 1 × 10,900.00 at 9 %', '10900', '1', '0.09', '10900.00', '900.00'],
    ['软件维护服务 1 × 5,300.00 at 6 %', '5300.00', '1', '0.06', '5300.00', '300.00'],
    ['信息技术服务 3 × 1,000.00 at 6 % (not round)', '1000', '3', '0.06', '3000.00', '169.81'],
    ['修缮服务 (简易计税) 1 × 20,600.00 at 3 %', '20600.00', '1', '0.03', '20600.00', '600.00'],
    ['简易计税 10 × 103.50 at 3 % (not round)', '103.50', '10', '0.03', '1035.00', '30.15'],
    ['不动产租赁 (简易计税) 1 × 10,500.00 at 5 %', '10500', '1', '0.05', '10500.00', '500.00'],
    ['免税 at 0 %', '88.88', '3', '0', '266.64', '0.00'],
    ['fractional quantity 2.5 × 3.333', '3.333', '2.5', '0.13', '8.33', '0.96'],
    ['half-up money 0.5 × 0.01', '0.01', '0.5', '0.13', '0.01', '0.00'],
    ['negative quantity (red line)', '1130.00', '-2', '0.13', '-2260.00', '-260.00'],
  ])('%s', (_label, price, goods_num, tax_rate, money, tax_amount) => {
    expect(computeLine({ price, goods_num, tax_rate })).toEqual({ money, tax_amount });
  });

  it('accepts numbers as input', () => {
    expect(computeLine({ price: 1130, goods_num: 2, tax_rate: 0.13 })).toEqual({
      money: '2260.00',
      tax_amount: '260.00',
    });
  });

  it.each([
    [{ price: 'abc', goods_num: '1', tax_rate: '0.13' }],
    [{ price: '1', goods_num: '', tax_rate: '0.13' }],
    [{ price: '1', goods_num: '1', tax_rate: '0.17' }],
    [{ price: '1', goods_num: '1', tax_rate: '13%' }],
  ])('throws DomainError on %j', (input) => {
    expect(() => computeLine(input)).toThrow(DomainError);
  });

  const arbPrice = fc.integer({ min: 0, max: 10_000_000 }).map((fen) => new Decimal(fen).div(100).toFixed(2));
  const arbQuantity = fc.integer({ min: 1, max: 100_000 }).map((n) => String(n));
  const arbRate = fc.constantFrom(...VAT_RATES);

  it('property: money is price × quantity to the fen, tax within half a fen of money × rate / (1 + rate)', () => {
    fc.assert(
      fc.property(arbPrice, arbQuantity, arbRate, (price, goods_num, tax_rate) => {
        const { money, tax_amount } = computeLine({ price, goods_num, tax_rate });
        const exactMoney = new Decimal(price).times(goods_num);
        expect(new Decimal(money).minus(exactMoney).abs().lte('0.005')).toBe(true);
        const rate = new Decimal(tax_rate);
        const exactTax = new Decimal(money).times(rate).div(rate.plus(1));
        expect(new Decimal(tax_amount).lte(exactTax.plus('0.005'))).toBe(true);
        expect(new Decimal(tax_amount).gte(exactTax.minus('0.005'))).toBe(true);
        expect(new Decimal(tax_amount).lte(money)).toBe(true);
      }),
    );
  });

  it('property: a computed line passes the real client tolerances', () => {
    fc.assert(
      fc.property(arbPrice, arbQuantity, arbRate, (price, goods_num, tax_rate) => {
        const check = checkLineTolerance(
          line({ price, goods_num, tax_rate, ...computeLine({ price, goods_num, tax_rate }) }),
        );
        expect(check.isMoneyOk && check.isTaxOk).toBe(true);
      }),
    );
  });
});

describe('completeLine', () => {
  it('fills money and tax from price and quantity', () => {
    expect(completeLine(line({ money: '', tax_amount: '' }))).toMatchObject({ money: '2260.00', tax_amount: '260.00' });
  });
  it('fills the tax from the money when quantity or price is empty', () => {
    expect(completeLine(line({ goods_num: '', price: '', money: '-113', tax_amount: '' }))).toMatchObject({
      money: '-113.00',
      tax_amount: '-13.00',
    });
  });
  it('defaults an empty rate to 0', () => {
    expect(completeLine(line({ tax_rate: '' }))).toMatchObject({ tax_rate: '0', tax_amount: '0.00' });
  });
  it('leaves a line with nothing to compute unchanged', () => {
    const empty = line({ goods_num: '', price: '', money: '', tax_amount: '' });
    expect(completeLine(empty)).toBe(empty);
  });
});

describe('computeTotals', () => {
  it('sums a 13 % and a 9 % line: 2,260.00 + 3,270.00', () => {
    const rice = line({
      fwname: '*谷物加工品*大米',
      goods_num: '500',
      price: '6.54',
      money: '3270.00',
      tax_rate: '0.09',
      tax_amount: '270.00',
    });
    expect(computeTotals([line(), rice])).toEqual({
      total_money: '5530.00',
      total_tax: '530.00',
      total_exclusive: '5000.00',
      capital: '伍仟伍佰叁拾元整',
    });
  });
  it('writes a red invoice in capitals with （负数） as the invoice face prints it', () => {
    expect(computeTotals([line({ money: '-2260.00', tax_amount: '-260.00' })])).toEqual({
      total_money: '-2260.00',
      total_tax: '-260.00',
      total_exclusive: '-2000.00',
      capital: '（负数）贰仟贰佰陆拾元整',
    });
  });
  it('counts empty and non-numeric cells as zero', () => {
    expect(
      computeTotals([BLANK, line({ money: 'x', tax_amount: '' }), line({ money: '0.05', tax_amount: '0.01' })]),
    ).toEqual({
      total_money: '0.05',
      total_tax: '0.01',
      total_exclusive: '0.04',
      capital: '伍分',
    });
  });
  it('gives zero for no lines', () => {
    expect(computeTotals([])).toEqual({
      total_money: '0.00',
      total_tax: '0.00',
      total_exclusive: '0.00',
      capital: '零元整',
    });
  });
  it('property: exclusive + tax = total, and the total is the sum of the lines', () => {
    const arbLine = fc
      .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(...VAT_RATES))
      .map(([fen, rate]) => {
        const money = new Decimal(fen).div(100).toFixed(2);
        return line({
          money,
          tax_rate: rate,
          tax_amount: completeLine(line({ goods_num: '', price: '', money, tax_rate: rate })).tax_amount,
        });
      });
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 12 }), (lines) => {
        const totals = computeTotals(lines);
        expect(new Decimal(totals.total_exclusive).plus(totals.total_tax).eq(totals.total_money)).toBe(true);
        const sum = lines.reduce((total, entry) => total.plus(entry.money), new Decimal(0));
        expect(new Decimal(totals.total_money).eq(sum)).toBe(true);
      }),
    );
  });
});

describe('formatGoodsName', () => {
  it.each([
    ['家具', '办公椅', '*家具*办公椅'],
    ['信息技术服务', '软件开发服务', '*信息技术服务*软件开发服务'],
    [' 家具 ', ' 办公椅 ', '*家具*办公椅'],
    ['家具', '*家具*办公椅', '*家具*办公椅'],
    ['家具', '*旧简称*办公椅', '*家具*办公椅'],
    ['', '办公椅', '办公椅'],
  ])('formatGoodsName(%j, %j) = %j', (flqc, name, expected) => {
    expect(formatGoodsName(flqc, name)).toBe(expected);
  });
  it('property: formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^*\s]{1,6}$/), fc.stringMatching(/^[^*\s]{1,8}$/), (flqc, name) => {
        const once = formatGoodsName(flqc, name);
        expect(formatGoodsName(flqc, once)).toBe(once);
      }),
    );
  });
});

describe('checkLineTolerance and checkInvoiceTaxTolerance', () => {
  it.each([
    ['exact line', {}, true, true],
    ['money off by 0.01', { money: '2260.01' }, true, true],
    ['money off by 0.02', { money: '2260.02', tax_amount: '260.00' }, false, true],
    ['tax off by 0.06', { tax_amount: '260.06' }, true, true],
    ['tax off by 0.07', { tax_amount: '260.07' }, true, false],
    [
      'discount line: no quantity or price',
      { goods_num: '', price: '', money: '-113.00', tax_amount: '-13.00' },
      true,
      true,
    ],
    ['empty line', BLANK, true, true],
  ])('%s', (_label, overrides, isMoneyOk, isTaxOk) => {
    const result = checkLineTolerance(line(overrides));
    expect([result.isMoneyOk, result.isTaxOk]).toEqual([isMoneyOk, isTaxOk]);
  });
  it('reports the differences to 4 decimals', () => {
    expect(checkLineTolerance(line({ money: '2260.02', tax_amount: '260.07' }))).toMatchObject({
      money_error: '0.0200',
      tax_error: '0.0677',
    });
  });
  it('accepts signed tax errors up to 1.27 on one invoice', () => {
    const off = (n: number) => Array.from({ length: n }, () => line({ tax_amount: '260.06' }));
    expect(checkInvoiceTaxTolerance(off(21))).toEqual({ ok: true, tax_error: '1.2600' });
    expect(checkInvoiceTaxTolerance(off(22))).toEqual({ ok: false, tax_error: '1.3200' });
    expect(checkInvoiceTaxTolerance([line({ tax_amount: '260.06' }), line({ tax_amount: '259.94' })]).tax_error).toBe(
      '0.0000',
    );
  });
});

describe('lists (清单)', () => {
  const nine = Array.from({ length: 9 }, () => line());
  it('needs a list above 8 lines; blank rows do not count', () => {
    expect(isListRequired(nine.slice(0, 8))).toBe(false);
    expect(isListRequired([...nine.slice(0, 8), BLANK, BLANK])).toBe(false);
    expect(isListRequired(nine)).toBe(true);
  });
  it('isBlankLine ignores whitespace', () => {
    expect(isBlankLine({ ...BLANK, fwname: '  ' })).toBe(true);
    expect(isBlankLine(line())).toBe(false);
  });
  it('builds the single 详情见清单 line at 0.13 with summed money and tax', () => {
    expect(buildListSummaryLine([...nine, line({ money: '5080.00', tax_amount: '584.42' })])).toEqual({
      fwname: '详情见清单',
      ggxh: '',
      company: '',
      goods_num: '',
      price: '',
      money: '25420.00',
      tax_rate: '0.13',
      tax_amount: '2924.42',
      line_kind: 'list_summary',
    });
  });
});
