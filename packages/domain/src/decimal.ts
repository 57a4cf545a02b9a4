import Decimal from 'decimal.js';
import { DomainError } from './errors';
import { messages } from './messages';

/**
 * The Decimal constructor every domain rule uses: 64 significant digits (far beyond any amount the
 * product handles, so intermediate results are exact or correctly rounded), half-up rounding (ties
 * away from zero, the commercial rule) and plain notation in toString.
 */
export const Dec = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -100,
  toExpPos: 100,
});

export type TDecimal = Decimal;
export type TDecimalInput = string | number | Decimal;

/** Plain decimal notation: optional sign, digits, optional fraction ('12', '-0.5', '.5', '3.'). */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a finite decimal from a number, a Decimal or a string in plain decimal notation (surrounding
 * spaces allowed). Returns null for anything else: empty text, exponents, 'NaN', 'Infinity', hex.
 */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return DECIMAL_TEXT.test(text) ? new Dec(text) : null;
  }
  if (Decimal.isDecimal(value)) return value.isFinite() ? new Dec(value) : null;
  return null;
}

/** Like parseDecimal, but throws DomainError('invalid_number', '数据非法') on non-numeric input. */
export function toDecimal(value: TDecimalInput): Decimal {
  const parsed = parseDecimal(value);
  if (parsed === null) throw new DomainError('invalid_number', messages.invalidData);
  return parsed;
}
