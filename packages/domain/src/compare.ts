/**
 * Value comparison used by every grader (spec 01 §5, spec 02 §5).
 *
 * isSameValue(a, b):
 * - both empty (null, undefined, or text that is blank after trimming) → equal; one empty → not equal;
 * - both numeric → equal when numerically equal, compared exactly with decimal.js ('1.10' equals 1.1,
 *   '-0' equals 0, 19-digit account numbers compare digit for digit; the float 0.1 + 0.2 is
 *   0.30000000000000004 and so does not equal '0.3');
 * - otherwise → the trimmed texts are equal.
 * "Numeric" means a finite number, or text in plain decimal notation WITHOUT superfluous leading zeros:
 * /^[+-]?(0|[1-9]\d*)(\.\d+)?$/ after trimming. So '0013' is text, not a number: '0013' and 13 differ,
 * '0013' equals only '0013'. This keeps codes (简码, account and tax numbers) from matching a different
 * code that happens to have the same numeric value. Exponents, '1.', '.5', thousands separators and
 * 'NaN' are text too.
 */
import type Decimal from 'decimal.js';
import { Dec } from './decimal';

const NUMBER_TEXT = /^[+-]?(0|[1-9]\d*)(\.\d+)?$/;
const PERCENT_TEXT = /^([+-]?(0|[1-9]\d*)(\.\d+)?)\s*%$/;

export type TRecord = Readonly<Record<string, unknown>>;

export interface TFieldComparison {
  ok: boolean;
  wrong: string[];
}

export interface TRowComparison {
  ok: boolean;
  /** Rows present on both sides with at least one wrong field. */
  wrongRows: { index: number; fields: string[] }[];
  /** Indices of expected rows the answer does not have. */
  missing: number[];
  /** Indices of answer rows beyond the expected ones (rows blank in every compared field are ignored). */
  extra: number[];
}

export type TSameFn = (expected: unknown, actual: unknown) => boolean;

/** True for null, undefined and text that is blank after trimming. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Text form for the text comparison. A finite number is written in plain notation (1e21 →
 * '1000000000000000000000'), so a number is never text-equal to non-numeric text; this keeps the
 * comparison an equivalence (reflexive, symmetric, transitive).
 */
function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return new Dec(value).toFixed();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function toNumber(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Dec(value) : null;
  if (typeof value === 'bigint') return new Dec(value.toString());
  if (typeof value === 'string') {
    const text = value.trim();
    return NUMBER_TEXT.test(text) ? new Dec(text) : null;
  }
  return null;
}

/** Like toNumber, but '13%' reads as 0.13. */
function toCellNumber(value: unknown): Decimal | null {
  if (typeof value === 'string') {
    const match = PERCENT_TEXT.exec(value.trim());
    if (match) return new Dec(match[1]).div(100);
  }
  return toNumber(value);
}

function compareWith(a: unknown, b: unknown, readNumber: (v: unknown) => Decimal | null): boolean {
  const isEmptyA = isEmptyValue(a);
  const isEmptyB = isEmptyValue(b);
  if (isEmptyA || isEmptyB) return isEmptyA && isEmptyB;
  const numberA = readNumber(a);
  const numberB = readNumber(b);
  if (numberA !== null && numberB !== null) return numberA.eq(numberB);
  return toText(a) === toText(b);
}

/** The general comparison helper: empty = empty, else numeric equality, else trimmed text equality. */
export function isSameValue(a: unknown, b: unknown): boolean {
  return compareWith(a, b, toNumber);
}

/** Report-cell comparison: as isSameValue, but percent text ('13%') counts as the fraction (0.13). */
export function isSameCell(a: unknown, b: unknown): boolean {
  return compareWith(a, b, toCellNumber);
}

/** Compares the named fields of two records; `wrong` lists the fields that differ, in `fields` order. */
export function compareFields(
  expected: TRecord,
  actual: TRecord,
  fields: readonly string[],
  isSame: TSameFn = isSameValue,
): TFieldComparison {
  const wrong = fields.filter((field) => !isSame(expected[field], actual[field]));
  return { ok: wrong.length === 0, wrong };
}

function isBlankRow(row: TRecord, fields: readonly string[]): boolean {
  return fields.every((field) => isEmptyValue(row[field]));
}

/**
 * Row-by-row grading (customer codes, product codes): row i of the answer is compared with expected
 * row i on `fields`. Trailing answer rows that are blank in every compared field are not counted as
 * extra (a table in the browser may keep an empty last row).
 */
export function compareRows(
  expectedRows: readonly TRecord[],
  actualRows: readonly TRecord[],
  fields: readonly string[],
  isSame: TSameFn = isSameValue,
): TRowComparison {
  const wrongRows: TRowComparison['wrongRows'] = [];
  const missing: number[] = [];
  const extra: number[] = [];
  const count = Math.max(expectedRows.length, actualRows.length);
  for (let index = 0; index < count; index++) {
    const expected = expectedRows[index];
    const actual = actualRows[index];
    if (actual === undefined) {
      missing.push(index);
    } else if (expected === undefined) {
      if (!isBlankRow(actual, fields)) extra.push(index);
    } else {
      const { wrong } = compareFields(expected, actual, fields, isSame);
      if (wrong.length > 0) wrongRows.push({ index, fields: wrong });
    }
  }
  return { ok: wrongRows.length === 0 && missing.length === 0 && extra.length === 0, wrongRows, missing, extra };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Returns a copy with every string trimmed, going into arrays and plain objects (goods lines inside
 * an invoice are trimmed too). Other values (numbers, dates, class instances) are kept as they are.
 * The input is never changed.
 */
export function trimAll<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item) => trimAll(item)) as T;
  if (isPlainObject(value)) {
    // fromEntries defines own properties, so a '__proto__' key stays data and never becomes a prototype.
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimAll(item)])) as T;
  }
  return value as T;
}
