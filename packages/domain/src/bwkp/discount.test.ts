import BaseDecimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { VAT_RATES } from '../money';
import { bwkpMessages } from './bwkp-messages';
import {
  applyDiscount,
  buildDiscountLine,
  checkDiscountInvoice,
  checkDiscountLayout,
  DISCOUNT_ANSWER,
  hasDiscountLine,
  isDiscountLine,
} from './discount';
import { checkLineTolerance, computeLine, computeTotals } from './lines';
import { sampleLine } from './sample-case';
import type { TGoodsLine } from './types';

const Decimal = BaseDecimal.clone({ precision: 100 });

const CHAIR = sampleLine('家具', '办公椅', 'BG-201', '把', '2', '1130.00', '0.13', '1050201040000000000');
const CABINET = sampleLine('家具', '文件柜', 'WJG-4', '个', '1', '1695.00', '0.13', '1050201040000000000');
const RICE = sampleLine('谷物加工品', '大米', '5kg/袋', '袋', '500', '6.54', '0.09', '1030102010100000000');

function unwrap(result: ReturnType<typeof applyDiscount>): TGoodsLine[] {
  if (!result.ok) throw new Error(result.message);
  return result.lines;
}

describe('applyDiscount: worked examples', () => {
  it('the standard answer: line 1 办公椅 2,260.00 at 5 % → −113.00, tax −13.00', () => {
    const lines = unwrap(applyDiscount([CHAIR, CABINET], DISCOUNT_ANSWER));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({ ...CHAIR, line_kind: 'discounted' });
    expect(lines[1]).toEqual({
      fwname: '*家具*办公椅',
      ggxh: '',
      company: '',
      goods_num: '',
      price: '',
      money: '-113.00',
      tax_rate: '0.13',
      tax_amount: '-13.00',
      line_kind: 'discount',
      spbm: '1050201040000000000',
    });
    expect(lines[2]).toBe(CABINET);
    expect(computeTotals(lines)).toMatchObject({
      total_money: '3842.00',
      total_tax: '442.00',
      total_exclusive: '3400.00',
    });
  });

  it('9 % 大米 3,270.00 at 7.5 % → −245.25, tax −20.25 (tax from the discount amount)', () => {
    const lines = unwrap(applyDiscount([CHAIR, RICE], { line: 2, tax: 7.5 }));
    expect(lines[2]).toMatchObject({ money: '-245.25', tax_amount: '-20.25', tax_rate: '0.09' });
  });

  it('a discount line on a line without spbm has no spbm', () => {
    const { spbm: _omitted, ...withoutCode } = CHAIR;
    expect(buildDiscountLine(withoutCode, '5')).not.toHaveProperty('spbm');
  });

  it('does not change its input', () => {
    const lines = [CHAIR, CABINET];
    applyDiscount(lines, DISCOUNT_ANSWER);
    expect(lines).toEqual([CHAIR, CABINET]);
  });
});

describe('applyDiscount: refusals', () => {
  const discounted = unwrap(applyDiscount([CHAIR, CABINET], DISCOUNT_ANSWER));
  it.each([
    ['line 0', [CHAIR], { line: 0, tax: 5 }, bwkpMessages.discountLineNumber],
    ['line beyond the table', [CHAIR], { line: 2, tax: 5 }, bwkpMessages.discountLineNumber],
    ['line 1.5', [CHAIR, CABINET], { line: 1.5, tax: 5 }, bwkpMessages.discountLineNumber],
    ['0 %', [CHAIR], { line: 1, tax: 0 }, bwkpMessages.discountRate],
    ['over 100 %', [CHAIR], { line: 1, tax: '100.01' }, bwkpMessages.discountRate],
    ['non-numeric %', [CHAIR], { line: 1, tax: 'abc' }, bwkpMessages.discountRate],
    ['empty %', [CHAIR], { line: 1, tax: '' }, bwkpMessages.discountRate],
    ['money empty (请先完成货物信息填写！)', [{ ...CHAIR, money: '' }], { line: 1, tax: 5 }, messages.goodsInfoFirst],
    ['money zero', [{ ...CHAIR, money: '0.00' }], { line: 1, tax: 5 }, messages.goodsInfoFirst],
    ['the discounted line again', discounted, { line: 1, tax: 5 }, bwkpMessages.discountAlreadyAdded],
    ['a discount of a discount line', discounted, { line: 2, tax: 5 }, bwkpMessages.discountNotAllowed],
    [
      'the list summary line',
      [{ ...CHAIR, line_kind: 'list_summary' as const }],
      { line: 1, tax: 5 },
      bwkpMessages.discountNotAllowed,
    ],
  ])('%s', (_label, lines, input, message) => {
    expect(applyDiscount(lines, input)).toEqual({ ok: false, message });
  });

  it('100 % is allowed and nets the line to zero', () => {
    const lines = unwrap(applyDiscount([CHAIR], { line: 1, tax: 100 }));
    expect(computeTotals(lines)).toMatchObject({ total_money: '0.00', total_tax: '0.00' });
  });
});

describe('applyDiscount: properties', () => {
  const arbLine = fc
    .tuple(
      fc.integer({ min: 1, max: 10_000_000 }).map((fen) => new Decimal(fen).div(100).toFixed(2)),
      fc.integer({ min: 1, max: 1000 }).map(String),
      fc.constantFrom(...VAT_RATES),
    )
    .map(
      ([price, goods_num, tax_rate]): TGoodsLine => ({
        ...CHAIR,
        price,
        goods_num,
        tax_rate,
        ...computeLine({ price, goods_num, tax_rate }),
      }),
    );
  const arbPercent = fc.integer({ min: 1, max: 10_000 }).map((n) => new Decimal(n).div(100).toString());

  it('never exceeds the line, follows it, matches it, passes the tolerance and the layout check', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 6 }), fc.nat(), arbPercent, (lines, pick, tax) => {
        const lineNo = (pick % lines.length) + 1;
        const result = unwrap(applyDiscount(lines, { line: lineNo, tax }));
        const target = result[lineNo - 1];
        const discount = result[lineNo];
        expect(result).toHaveLength(lines.length + 1);
        expect(new Decimal(discount.money).abs().lte(new Decimal(target.money).abs())).toBe(true);
        expect(new Decimal(discount.money).lte(0)).toBe(true);
        expect([discount.fwname, discount.tax_rate, discount.spbm]).toEqual([
          target.fwname,
          target.tax_rate,
          target.spbm,
        ]);
        expect([discount.ggxh, discount.company, discount.goods_num, discount.price]).toEqual(['', '', '', '']);
        expect(checkLineTolerance(discount).isTaxOk).toBe(true);
        expect(checkDiscountInvoice(result).ok || result.length < 2).toBe(true);
        expect(applyDiscount(result, { line: lineNo, tax })).toEqual({
          ok: false,
          message: bwkpMessages.discountAlreadyAdded,
        });
      }),
    );
  });
});

describe('discount line recognition and layout', () => {
  const discount = buildDiscountLine(CHAIR, '5');
  const { line_kind: _kind, ...unmarked } = discount;

  it('recognises marked and unmarked discount lines', () => {
    expect(isDiscountLine(discount, CHAIR)).toBe(true);
    expect(isDiscountLine(unmarked, CHAIR)).toBe(true);
    expect(isDiscountLine(unmarked, undefined)).toBe(false);
    expect(isDiscountLine(CABINET, CHAIR)).toBe(false);
    expect(isDiscountLine({ ...unmarked, money: '113.00' }, CHAIR)).toBe(false);
  });

  it.each([
    ['a good discount', [CHAIR, discount, CABINET], { ok: true }],
    ['unmarked lines', [{ ...CHAIR, line_kind: undefined }, unmarked], { ok: true }],
    ['discount first', [{ ...discount }, CHAIR], { ok: false, message: bwkpMessages.discountLayout }],
    ['two in a row', [CHAIR, discount, discount], { ok: false, message: bwkpMessages.discountLayout }],
    ['other name', [CABINET, discount], { ok: false, message: bwkpMessages.discountLayout }],
    ['other rate', [CHAIR, { ...discount, tax_rate: '0.09' }], { ok: false, message: bwkpMessages.discountLayout }],
    [
      'other code',
      [CHAIR, { ...discount, spbm: '3040201030000000000' }],
      { ok: false, message: bwkpMessages.discountLayout },
    ],
    [
      'discounted line last',
      [CABINET, { ...CHAIR, line_kind: 'discounted' as const }],
      { ok: false, message: bwkpMessages.discountLayout },
    ],
    [
      'larger than the line',
      [CHAIR, { ...discount, money: '-2260.01' }],
      { ok: false, message: bwkpMessages.discountTooLarge },
    ],
  ])('checkDiscountLayout: %s', (_label, lines, expected) => {
    expect(checkDiscountLayout(lines)).toEqual(expected);
  });

  it('checkDiscountInvoice: one line or no discount line cannot be saved (请完成发票折扣！)', () => {
    expect(checkDiscountInvoice([CHAIR])).toEqual({ ok: false, message: messages.discountFirst });
    expect(checkDiscountInvoice([CHAIR, CABINET])).toEqual({ ok: false, message: messages.discountFirst });
    expect(checkDiscountInvoice([CHAIR, discount])).toEqual({ ok: true });
    expect(hasDiscountLine([CHAIR, discount])).toBe(true);
  });
});
