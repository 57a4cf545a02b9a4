/**
 * Money and tax arithmetic (spec 01 §5). Amounts travel as strings with exactly two decimals
 * ('1130.00'); all arithmetic is decimal (decimal.js), never JavaScript floating point.
 * Rounding is half-up in the commercial sense: ties go away from zero (1.005 → 1.01, -1.005 → -1.01).
 */
import type Decimal from 'decimal.js';
import { Dec, type TDecimalInput, toDecimal } from './decimal';
import { DomainError } from './errors';
import { messages } from './messages';

/** VAT rate choices of the invoicing client: 0 (shown as --), 3 %, 5 %, 6 %, 9 %, 13 %. */
export const VAT_RATES = ['0', '0.03', '0.05', '0.06', '0.09', '0.13'] as const;
export type TVatRate = (typeof VAT_RATES)[number];

/** Most decimals a quantity or unit price may carry. */
export const QUANTITY_DECIMALS = 8;

const MONEY_TEXT = /^-?(0|[1-9]\d*)\.\d{2}$/;

function fixTo(value: Decimal, decimals: number): string {
  const rounded = value.toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  // toFixed keeps the sign of negative zero ('-0.00'); money has no negative zero.
  return (rounded.isZero() ? new Dec(0) : rounded).toFixed(decimals);
}

function stripTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Rounds any numeric input half-up to two decimals: toMoney('1130') → '1130.00'. Throws on non-numeric input. */
export function toMoney(value: TDecimalInput): string {
  return fixTo(toDecimal(value), 2);
}

/** True for a canonical money string: optional minus, no leading zeros, exactly two decimals, no '-0.00'. */
export function isMoneyString(value: unknown): value is string {
  return typeof value === 'string' && MONEY_TEXT.test(value) && value !== '-0.00';
}

/** Normalises a quantity: rounded half-up to at most 8 decimals, trailing zeros stripped ('2.50000000' → '2.5'). */
export function toQuantity(value: TDecimalInput): string {
  return stripTrailingZeros(fixTo(toDecimal(value), QUANTITY_DECIMALS));
}

/** Normalises a unit price the same way as a quantity (at most 8 decimals, trailing zeros stripped). */
export function toUnitPrice(value: TDecimalInput): string {
  return toQuantity(value);
}

/** Line money = price × quantity, rounded half-up to two decimals. */
export function lineMoney(price: TDecimalInput, quantity: TDecimalInput): string {
  return fixTo(toDecimal(price).times(toDecimal(quantity)), 2);
}

function toRateDecimal(rate: TDecimalInput): Decimal {
  const value = toDecimal(rate);
  if (value.isNegative() && !value.isZero()) throw new DomainError('invalid_rate', messages.invalidData);
  return value;
}

/**
 * Tax of a tax-inclusive line amount: money / (1 + rate) × rate, rounded half-up to two decimals.
 * Computed as money × rate / (1 + rate) so that the only inexact step is one correctly rounded division.
 */
export function lineTax(money: TDecimalInput, rate: TDecimalInput): string {
  const r = toRateDecimal(rate);
  return fixTo(toDecimal(money).times(r).div(r.plus(1)), 2);
}

/** Tax of a tax-exclusive line amount: money × rate, rounded half-up to two decimals. */
export function lineTaxExclusive(money: TDecimalInput, rate: TDecimalInput): string {
  return fixTo(toDecimal(money).times(toRateDecimal(rate)), 2);
}

/** Sum of amounts: added exactly, then rounded half-up to two decimals (for two-decimal inputs, exact). */
export function sumMoney(values: readonly TDecimalInput[]): string {
  return fixTo(
    values.reduce<Decimal>((total, value) => total.plus(toDecimal(value)), new Dec(0)),
    2,
  );
}

/** Discount tax amount = line money × percentage / 100, rounded half-up to two decimals (spec 01 §5). */
export function discountTax(money: TDecimalInput, percentage: TDecimalInput): string {
  return fixTo(toDecimal(money).times(toDecimal(percentage)).div(100), 2);
}

/**
 * Shows an amount with the yuan sign and thousands separators: '¥1,130.00'. A negative amount keeps
 * its sign after the yuan sign, as on a red-letter invoice: '¥-1,130.00'.
 */
export function formatYuan(amount: TDecimalInput): string {
  const text = toMoney(amount);
  const isNegative = text.startsWith('-');
  const [integer, fraction] = (isNegative ? text.slice(1) : text).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${isNegative ? '-' : ''}${grouped}.${fraction}`;
}

/** True when the value is numerically one of VAT_RATES ('0.13', 0.13 and '0.130' all are). */
export function isAllowedRate(value: unknown): boolean {
  return findRate(value) !== null;
}

function findRate(value: unknown): TVatRate | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let parsed: Decimal;
  try {
    parsed = toDecimal(value);
  } catch {
    return null;
  }
  return VAT_RATES.find((rate) => parsed.eq(rate)) ?? null;
}

/** Normalises a rate to its VAT_RATES spelling (0.13 → '0.13'); throws DomainError('invalid_rate') otherwise. */
export function toVatRate(value: TDecimalInput): TVatRate {
  const rate = findRate(typeof value === 'object' ? value.toString() : value);
  if (rate === null) throw new DomainError('invalid_rate', messages.invalidData);
  return rate;
}

/** Shows a rate as the invoicing client does: '13%', and '--' for the zero rate. */
export function formatRate(value: TDecimalInput): string {
  const rate = toDecimal(value);
  if (rate.isZero()) return '--';
  return `${stripTrailingZeros(rate.times(100).toFixed(6))}%`;
}
