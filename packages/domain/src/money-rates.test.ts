import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatRate, isAllowedRate, toVatRate, VAT_RATES } from './money';

describe('VAT rates', () => {
  it('lists the six allowed rates', () => {
    expect(VAT_RATES).toEqual(['0', '0.03', '0.05', '0.06', '0.09', '0.13']);
  });

  it.each([
    ['0.13', true],
    [0.13, true],
    ['0.130', true],
    [0, true],
    ['0', true],
    [0.03, true],
    ['0.1', false],
    ['13%', false],
    ['abc', false],
    [null, false],
    [0.17, false],
    [13, false],
  ] as const)('isAllowedRate(%j) = %s', (value, expected) => {
    expect(isAllowedRate(value)).toBe(expected);
  });

  it.each([
    [0.13, '0.13'],
    ['0.060', '0.06'],
    [new Decimal('0.09'), '0.09'],
    [0, '0'],
  ] as const)('toVatRate(%j) = %s', (value, expected) => {
    expect(toVatRate(value)).toBe(expected);
  });

  it('toVatRate refuses other rates', () => {
    expect(() => toVatRate(0.17)).toThrowError(expect.objectContaining({ code: 'invalid_rate' }));
  });

  it.each([
    ['0', '--'],
    ['0.13', '13%'],
    [0.03, '3%'],
    ['0.015', '1.5%'],
  ] as const)('formatRate(%j) = %s', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });
});
