import BaseDecimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  discountTax,
  formatYuan,
  isMoneyString,
  lineMoney,
  lineTax,
  lineTaxExclusive,
  sumMoney,
  toMoney,
  toQuantity,
  toUnitPrice,
  VAT_RATES,
} from './money';

/** Exact reference arithmetic for the tests (100 significant digits). */
const Decimal = BaseDecimal.clone({ precision: 100, toExpNeg: -100, toExpPos: 100 });

/** A decimal string with `scale` decimals built from an integer count of the smallest unit. */
function scaled(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const arbMoney = fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }).map((fen) => scaled(fen, 2));
const arbNonNegativeMoney = fc.bigInt({ min: 0n, max: 10n ** 13n }).map((fen) => scaled(fen, 2));
const arbDecimal8 = fc
  .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => scaled(units, scale));
const arbRate = fc.constantFrom(...VAT_RATES);
const HALF_FEN = new Decimal('0.005');

describe('toMoney', () => {
  it.each([
    ['1130', '1130.00'],
    [1130, '1130.00'],
    ['1130.00', '1130.00'],
    ['1.005', '1.01'],
    [1.005, '1.01'],
    ['-1.005', '-1.01'],
    ['1.004999', '1.00'],
    ['0.004', '0.00'],
    ['-0.004', '0.00'],
    ['-0', '0.00'],
    [-0, '0.00'],
    [' 12.3 ', '12.30'],
    ['+5', '5.00'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    [2.675, '2.68'],
    [0.1 + 0.2, '0.30'],
    [new Decimal('2.675'), '2.68'],
    ['123456789012345.675', '123456789012345.68'],
    ['99999999999999999999.995', '100000000000000000000.00'],
  ] as const)('toMoney(%j) = %s', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it.each(['abc', '', ' ', '1e5', 'NaN', 'Infinity', '1,000', '0x10', '--1', '1.2.3', '¥5'])(
    'throws a DomainError on %j',
    (input) => {
      expect(() => toMoney(input)).toThrow(DomainError);
      expect(() => toMoney(input)).toThrow('数据非法');
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY, new Decimal(Number.NaN)])('throws on non-finite %s', (input) => {
    expect(() => toMoney(input)).toThrowError(expect.objectContaining({ code: 'invalid_number' }));
  });

  it('is idempotent and always gives a money string', () => {
    fc.assert(
      fc.property(arbDecimal8, (x) => {
        const once = toMoney(x);
        expect(isMoneyString(once)).toBe(true);
        expect(toMoney(once)).toBe(once);
      }),
    );
  });

  it('stays within half a fen of the exact value', () => {
    fc.assert(
      fc.property(arbDecimal8, (x) => {
        expect(new Decimal(toMoney(x)).minus(x).abs().lte(HALF_FEN)).toBe(true);
      }),
    );
  });
});

describe('lineMoney', () => {
  it.each([
    ['10', '3', '30.00'],
    ['3.33333333', '3', '10.00'],
    ['0.125', '1', '0.13'],
    ['1.005', '1', '1.01'],
    ['99.99', '0.5', '50.00'],
    ['-10', '2.5', '-25.00'],
    ['17.69911504', '1', '17.70'],
    ['0.1', '0.1', '0.01'],
    ['0.1', '0.05', '0.01'],
    ['0.1', '0.04', '0.00'],
    [19.99, 3, '59.97'],
    ['1130', '0', '0.00'],
  ] as const)('lineMoney(%j, %j) = %s', (price, quantity, expected) => {
    expect(lineMoney(price, quantity)).toBe(expected);
  });

  it('throws on a non-numeric price or quantity', () => {
    expect(() => lineMoney('x', '1')).toThrow(DomainError);
    expect(() => lineMoney('1', '')).toThrow(DomainError);
  });

  it('is within 0.005 of the exact product', () => {
    fc.assert(
      fc.property(arbDecimal8, arbDecimal8, (price, quantity) => {
        const exact = new Decimal(price).times(quantity);
        expect(new Decimal(lineMoney(price, quantity)).minus(exact).abs().lte(HALF_FEN)).toBe(true);
      }),
    );
  });

  it('is commutative and gives a money string', () => {
    fc.assert(
      fc.property(arbDecimal8, arbDecimal8, (a, b) => {
        expect(lineMoney(a, b)).toBe(lineMoney(b, a));
        expect(isMoneyString(lineMoney(a, b))).toBe(true);
      }),
    );
  });
});

describe('lineTax (tax-inclusive)', () => {
  it.each([
    ['113', '0.13', '13.00'],
    ['1130.00', 0.13, '130.00'],
    ['100', '0.06', '5.66'],
    ['109', '0.09', '9.00'],
    ['103', '0.03', '3.00'],
    ['105', '0.05', '5.00'],
    ['100', '0', '0.00'],
    ['-113', '0.13', '-13.00'],
    ['1', '0.13', '0.12'],
    ['10', '0.05', '0.48'],
    ['0.565', '0.13', '0.07'],
    ['11300.00', '0.13', '1300.00'],
    ['0.01', '0.13', '0.00'],
  ] as const)('lineTax(%j, %j) = %s', (money, rate, expected) => {
    expect(lineTax(money, rate)).toBe(expected);
  });

  it('refuses a negative or non-numeric rate', () => {
    expect(() => lineTax('100', '-0.13')).toThrowError(expect.objectContaining({ code: 'invalid_rate' }));
    expect(() => lineTax('100', '13%')).toThrowError(expect.objectContaining({ code: 'invalid_number' }));
  });

  it('tax + (money - tax) = money', () => {
    fc.assert(
      fc.property(arbMoney, arbRate, (money, rate) => {
        const tax = lineTax(money, rate);
        const net = new Decimal(money).minus(tax).toFixed(2);
        expect(sumMoney([tax, net])).toBe(toMoney(money));
      }),
    );
  });

  it('is within half a fen of the exact tax, between 0 and the money, and odd in money', () => {
    fc.assert(
      fc.property(arbNonNegativeMoney, arbRate, (money, rate) => {
        const tax = new Decimal(lineTax(money, rate));
        const exact = new Decimal(money).div(new Decimal(rate).plus(1)).times(rate);
        expect(tax.minus(exact).abs().lte(HALF_FEN)).toBe(true);
        expect(tax.gte(0) && tax.lte(money)).toBe(true);
        expect(lineTax(`-${money}`, rate)).toBe(toMoney(tax.neg()));
      }),
    );
  });
});

describe('lineTaxExclusive', () => {
  it.each([
    ['100', '0.13', '13.00'],
    ['0.5', '0.13', '0.07'],
    ['-100', '0.06', '-6.00'],
    ['1000', 0.09, '90.00'],
    ['123.45', '0', '0.00'],
  ] as const)('lineTaxExclusive(%j, %j) = %s', (money, rate, expected) => {
    expect(lineTaxExclusive(money, rate)).toBe(expected);
  });

  it('taxing the net of lineTax gives back the tax within a fen', () => {
    fc.assert(
      fc.property(arbNonNegativeMoney, arbRate, (money, rate) => {
        const tax = lineTax(money, rate);
        const net = new Decimal(money).minus(tax);
        expect(new Decimal(lineTaxExclusive(net, rate)).minus(tax).abs().lte('0.01')).toBe(true);
      }),
    );
  });
});

describe('sumMoney', () => {
  it.each([
    [[], '0.00'],
    [['1.10', '2.20'], '3.30'],
    [['0.1', '0.2'], '0.30'],
    [[0.1, 0.2, 0.3], '0.60'],
    [['-1.00', '1.00'], '0.00'],
    [['0.004', '0.004'], '0.01'],
    [['99999999999.99', '0.01'], '100000000000.00'],
  ] as const)('sumMoney(%j) = %s', (values, expected) => {
    expect(sumMoney(values)).toBe(expected);
  });

  it('is exact for two-decimal amounts', () => {
    fc.assert(
      fc.property(fc.array(arbMoney, { maxLength: 30 }), (values) => {
        const exact = values.reduce((total, value) => total.plus(value), new Decimal(0));
        expect(sumMoney(values)).toBe(toMoney(exact));
      }),
    );
  });

  it('differs from the sum of rounded values by at most half a fen per value', () => {
    fc.assert(
      fc.property(fc.array(arbDecimal8, { maxLength: 30 }), (values) => {
        const sumOfRounded = new Decimal(sumMoney(values.map((value) => toMoney(value))));
        const bound = HALF_FEN.times(values.length + 1);
        expect(new Decimal(sumMoney(values)).minus(sumOfRounded).abs().lte(bound)).toBe(true);
      }),
    );
  });

  it('does not depend on order', () => {
    fc.assert(
      fc.property(fc.array(arbDecimal8, { maxLength: 20 }), (values) => {
        expect(sumMoney([...values].reverse())).toBe(sumMoney(values));
      }),
    );
  });
});

describe('discountTax', () => {
  it.each([
    ['1000.00', '5', '50.00'],
    ['33.33', '5', '1.67'],
    ['113.00', 5, '5.65'],
    ['-200', '5', '-10.00'],
    ['100', '0', '0.00'],
    ['100', '12.5', '12.50'],
  ] as const)('discountTax(%j, %j) = %s', (money, percentage, expected) => {
    expect(discountTax(money, percentage)).toBe(expected);
  });

  it('is within half a fen of money × percentage / 100', () => {
    fc.assert(
      fc.property(arbMoney, fc.integer({ min: 0, max: 100 }), (money, percentage) => {
        const exact = new Decimal(money).times(percentage).div(100);
        expect(new Decimal(discountTax(money, percentage)).minus(exact).abs().lte(HALF_FEN)).toBe(true);
      }),
    );
  });
});

describe('formatYuan', () => {
  it.each([
    ['1130', '¥1,130.00'],
    [0, '¥0.00'],
    ['1234567.891', '¥1,234,567.89'],
    ['-1130', '¥-1,130.00'],
    ['999.995', '¥1,000.00'],
    ['100', '¥100.00'],
    ['-0.001', '¥0.00'],
    ['123456789012.3', '¥123,456,789,012.30'],
  ] as const)('formatYuan(%j) = %s', (amount, expected) => {
    expect(formatYuan(amount)).toBe(expected);
  });

  it('reads back to the rounded amount', () => {
    fc.assert(
      fc.property(arbDecimal8, (x) => {
        expect(formatYuan(x).replace('¥', '').replaceAll(',', '')).toBe(toMoney(x));
      }),
    );
  });
});

describe('isMoneyString', () => {
  it.each([
    ['1130.00', true],
    ['0.00', true],
    ['-1.50', true],
    ['1130', false],
    ['1130.0', false],
    ['1130.000', false],
    ['01.00', false],
    ['-0.00', false],
    [1130, false],
    ['1,130.00', false],
    [' 1.00', false],
    [null, false],
  ] as const)('isMoneyString(%j) = %s', (value, expected) => {
    expect(isMoneyString(value)).toBe(expected);
  });
});

describe('toQuantity and toUnitPrice', () => {
  it.each([
    ['2.50000000', '2.5'],
    ['3.000', '3'],
    ['0.123456789', '0.12345679'],
    ['1.000000005', '1.00000001'],
    ['100', '100'],
    ['1200.00', '1200'],
    ['-2.50', '-2.5'],
    ['0.000000001', '0'],
    ['-0.000000001', '0'],
    [10, '10'],
    [0.1 + 0.2, '0.3'],
  ] as const)('toQuantity(%j) = %s', (input, expected) => {
    expect(toQuantity(input)).toBe(expected);
  });

  it.each([
    ['17.699115044', '17.69911504'],
    ['5.30', '5.3'],
    ['0.00000001', '0.00000001'],
  ] as const)('toUnitPrice(%j) = %s', (input, expected) => {
    expect(toUnitPrice(input)).toBe(expected);
  });

  it('throws on non-numeric input', () => {
    expect(() => toQuantity('1e3')).toThrow(DomainError);
    expect(() => toUnitPrice('')).toThrow(DomainError);
  });

  it('is idempotent, has no trailing zeros and stays within 5e-9', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 })),
        ([units, scale]) => {
          const x = scaled(units, scale);
          const quantity = toQuantity(x);
          expect(toQuantity(quantity)).toBe(quantity);
          expect(quantity).not.toMatch(/\.\d*0$|\.$/);
          expect(new Decimal(quantity).minus(x).abs().lte('0.000000005')).toBe(true);
        },
      ),
    );
  });
});
