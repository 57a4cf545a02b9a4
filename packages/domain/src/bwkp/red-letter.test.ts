import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { computeTotals } from './lines';
import {
  buildRedLines,
  checkHzxxbNumber,
  makeHzxxbNumber,
  negateLines,
  RED_LIST_LINE_NAME,
  redRemark,
} from './red-letter';
import { SAMPLE_SUBJECTS, sampleLine } from './sample-case';
import type { TGoodsLine } from './types';

const CHAIR = sampleLine('家具', '办公椅', 'BG-201', '把', '2', '1130.00', '0.13', '1050201040000000000');

describe('negateLines', () => {
  it('negates quantity, money and tax, keeps price, rate and names', () => {
    expect(negateLines([CHAIR])).toEqual([{ ...CHAIR, goods_num: '-2', money: '-2260.00', tax_amount: '-260.00' }]);
  });
  it('makes a discount line positive and keeps empty and zero cells', () => {
    const discount: TGoodsLine = {
      ...CHAIR,
      goods_num: '',
      price: '',
      money: '-113.00',
      tax_amount: '-13.00',
      line_kind: 'discount',
    };
    expect(negateLines([discount])[0]).toMatchObject({ goods_num: '', money: '113.00', tax_amount: '13.00' });
    expect(negateLines([{ ...CHAIR, tax_amount: '0.00' }])[0].tax_amount).toBe('0.00');
  });
  it('turns the red totals into the negated blue totals', () => {
    const blue = SAMPLE_SUBJECTS[4].goods_content;
    const red = computeTotals(negateLines(blue));
    expect(red).toEqual({
      total_money: '-3955.00',
      total_tax: '-455.00',
      total_exclusive: '-3500.00',
      capital: '负叁仟玖佰伍拾伍元整',
    });
  });
  it('property: negating twice is the identity', () => {
    const arbNumber = fc.oneof(
      fc.constant(''),
      fc.constant('0'),
      fc.constant('0.00'),
      fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => (n / 100).toFixed(2)),
      fc.integer({ min: -1000, max: 1000 }).map(String),
    );
    const arbLine = fc.record({
      fwname: fc.string(),
      ggxh: fc.string(),
      company: fc.string(),
      goods_num: arbNumber,
      price: arbNumber,
      money: arbNumber,
      tax_rate: fc.constantFrom('0', '0.03', '0.13'),
      tax_amount: arbNumber,
    });
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 10 }), (lines) => {
        expect(negateLines(negateLines(lines))).toEqual(lines);
      }),
    );
  });
});

describe('buildRedLines', () => {
  it('negates an invoice of up to 8 lines', () => {
    expect(buildRedLines([CHAIR])).toEqual(negateLines([CHAIR]));
  });
  it('reverses a list invoice with one 详见对应正数发票及清单 line', () => {
    const list = SAMPLE_SUBJECTS[14].goods_content;
    expect(buildRedLines(list)).toEqual([
      {
        fwname: RED_LIST_LINE_NAME,
        ggxh: '',
        company: '',
        goods_num: '',
        price: '',
        money: '-79773.00',
        tax_rate: '0.13',
        tax_amount: '-9177.42',
        line_kind: 'list_summary',
      },
    ]);
  });
});

describe('redRemark', () => {
  it.each([
    [{ invoice_type: 2 as const, notic_no: '1100202503000127' }, '开具红字增值税专用发票信息表编号1100202503000127'],
    [
      { invoice_type: 1 as const, y_invoice_code: '011001900111', y_invoice_num: '00012345' },
      '对应正数发票代码:011001900111号码:00012345',
    ],
    [
      { invoice_type: 1 as const, y_invoice_code: ' 011001900111 ', y_invoice_num: '00012345 ' },
      '对应正数发票代码:011001900111号码:00012345',
    ],
  ])('%j → %s', (input, expected) => {
    expect(redRemark(input)).toBe(expected);
  });
  it.each([[{ invoice_type: 2 as const }], [{ invoice_type: 1 as const, y_invoice_code: '011001900111' }]])(
    'throws when a part is missing: %j',
    (input) => {
      expect(() => redRemark(input)).toThrow(DomainError);
    },
  );
});

describe('red-letter information form number (16 digits, last = Σ first 15 mod 10)', () => {
  it.each([
    ['110020250300012', '1100202503000127'],
    ['000000000000000', '0000000000000000'],
    ['999999999999999', '9999999999999995'],
  ])('makeHzxxbNumber(%s) = %s', (first15, expected) => {
    expect(makeHzxxbNumber(first15)).toBe(expected);
    expect(checkHzxxbNumber(expected)).toBe(true);
  });
  it.each<[unknown, string]>([
    ['1100202503000123', 'wrong check digit'],
    ['110020250300012', '15 digits'],
    ['11002025030001277', '17 digits'],
    ['11002025030001a7', 'a letter'],
    [' 1100202503000127', 'a space'],
    [1100202503000127, 'a number, not text'],
  ])('checkHzxxbNumber rejects %j (%s)', (value) => {
    expect(checkHzxxbNumber(value)).toBe(false);
  });
  it.each([['11002025030001'], ['1100202503000127'], ['11002025030001x']])('makeHzxxbNumber throws on %j', (value) => {
    expect(() => makeHzxxbNumber(value)).toThrow(DomainError);
  });

  const arbFirst15 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 15, maxLength: 15 }).map((d) => d.join(''));
  it('property: a made number always passes the check', () => {
    fc.assert(
      fc.property(arbFirst15, (first15) => {
        expect(checkHzxxbNumber(makeHzxxbNumber(first15))).toBe(true);
      }),
    );
  });
  it('property: changing any one digit makes the number fail', () => {
    fc.assert(
      fc.property(arbFirst15, fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (first15, at, shift) => {
        const digits = makeHzxxbNumber(first15).split('');
        digits[at] = String((Number(digits[at]) + shift) % 10);
        expect(checkHzxxbNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});
