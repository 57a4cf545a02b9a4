import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { parseDecimal, toDecimal } from './decimal';
import { DomainError, isDomainError } from './errors';

describe('parseDecimal', () => {
  it.each([
    ['12', '12'],
    [' -0.5 ', '-0.5'],
    ['.5', '0.5'],
    ['3.', '3'],
    ['+7', '7'],
    [0.1, '0.1'],
    [new Decimal('1.25'), '1.25'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ] as const)('parseDecimal(%j) = %s', (input, expected) => {
    expect(parseDecimal(input)?.toString()).toBe(expected);
  });

  it.each(['', ' ', '1e5', 'NaN', 'Infinity', '0x10', '1,000', '.', '-', null, undefined, true, {}, Number.NaN])(
    'parseDecimal(%j) = null',
    (input) => {
      expect(parseDecimal(input)).toBeNull();
    },
  );
});

describe('toDecimal and DomainError', () => {
  it('throws a DomainError with a code and the Chinese message', () => {
    let caught: unknown;
    try {
      toDecimal('abc');
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught)).toBe(true);
    expect(caught).toBeInstanceOf(Error);
    expect(caught).toMatchObject({ name: 'DomainError', code: 'invalid_number', message: '数据非法' });
  });

  it('isDomainError tells other errors apart', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError(new DomainError('invalid_rate', '数据非法'))).toBe(true);
    expect(isDomainError('数据非法')).toBe(false);
  });
});
