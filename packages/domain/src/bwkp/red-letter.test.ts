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
      capital: '（负数）叁仟玖佰伍拾伍元整',
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

describe('red-letter information form number (region 6 + YYMM + serial 5 + check digit Σ first 15 mod 10)', () => {
  it.each([
    [{ region: '440106', date: '2026-06-09', serial: 12 }, '4401062606000122'],
    [{ region: '440101', date: '2026-05-31', serial: 12 }, '4401012605000126'],
    [{ region: '110105', date: '2007-12', serial: 99_999 }, '1101050712999993'],
  ])('makeHzxxbNumber(%j) = %s', (input, expected) => {
    expect(makeHzxxbNumber(input)).toBe(expected);
    expect(checkHzxxbNumber(expected)).toBe(true);
  });
  it('puts the year and month of the application after the region, not a day', () => {
    const number = makeHzxxbNumber({ region: '440106', date: '2026-06-09', serial: 1 });
    expect(number.slice(0, 6)).toBe('440106');
    expect(number.slice(6, 10)).toBe('2606');
  });
  it.each<[unknown, string]>([
    ['4401062606000121', 'wrong check digit'],
    ['440106260600012', '15 digits'],
    ['44010626060001222', '17 digits'],
    ['44010626060001a2', 'a letter'],
    [' 4401062606000122', 'a space'],
    [4401062606000122, 'a number, not text'],
    ['0000000000000000', 'sixteen zeros (month 00)'],
    ['4401062613000120', 'month 13'],
    ['4401060606000120', 'year 06'],
    ['2605250000000123', 'yyMMdd first (the old layout: month 25)'],
  ])('checkHzxxbNumber rejects %j (%s)', (value) => {
    expect(checkHzxxbNumber(value)).toBe(false);
  });
  it.each([
    [{ region: '44010', date: '2026-06-09', serial: 1 }],
    [{ region: '440106', date: '06/2026', serial: 1 }],
    [{ region: '440106', date: '2026-06-09', serial: 0 }],
    [{ region: '440106', date: '2026-06-09', serial: 100_000 }],
    [{ region: '440106', date: '2026-13-01', serial: 1 }],
  ])('makeHzxxbNumber throws on %j', (input) => {
    expect(() => makeHzxxbNumber(input)).toThrow(DomainError);
  });

  const arbInput = fc.record({
    region: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }).map((d) => d.join('')),
    date: fc
      .tuple(fc.integer({ min: 2007, max: 2099 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}-01`),
    serial: fc.integer({ min: 1, max: 99_999 }),
  });
  it('property: a made number always passes the check', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        expect(checkHzxxbNumber(makeHzxxbNumber(input))).toBe(true);
      }),
    );
  });
  it('property: changing any one digit makes the number fail', () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (input, at, shift) => {
        const digits = makeHzxxbNumber(input).split('');
        digits[at] = String((Number(digits[at]) + shift) % 10);
        expect(checkHzxxbNumber(digits.join(''))).toBe(false);
      }),
    );
  });
});
