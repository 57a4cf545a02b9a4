/**
 * Grading a business item's vouchers against the model: order-free, and indifferent to how the entry is split into
 * lines or vouchers (two lines of 管理费用—办公费 of 300 and 200 equal one of 500; 结转损益 in one voucher or two).
 * Each account, side and auxiliary item adds up to an amount (and a quantity on a quantity-amount account); the
 * item is right when every sum agrees. The wrong lines are named by their place, never with the right values.
 */
import type Decimal from 'decimal.js';
import { Dec } from '../decimal';
import { auxKey } from './books';
import type { TVoucherLine } from './types';
import { amountOf } from './voucher';

const ZERO = new Dec(0);

interface TSum {
  amount: Decimal;
  quantity: Decimal | null;
}

function keyOf(line: TVoucherLine): string | null {
  const debit = amountOf(line.debit);
  const credit = amountOf(line.credit);
  if (!debit && !credit) return null;
  const side = debit ? 'D' : 'C';
  return `${line.account.trim()}|${side}|${auxKey(line.aux ?? {})}`;
}

function sums(lines: readonly TVoucherLine[]): Map<string, TSum> {
  const out = new Map<string, TSum>();
  for (const line of lines) {
    const key = keyOf(line);
    if (key === null) continue;
    const amount = amountOf(line.debit) ?? amountOf(line.credit) ?? ZERO;
    const quantity = line.quantity ? new Dec(line.quantity) : null;
    const sum = out.get(key) ?? { amount: ZERO, quantity: null };
    sum.amount = sum.amount.plus(amount);
    if (quantity) sum.quantity = (sum.quantity ?? ZERO).plus(quantity);
    out.set(key, sum);
  }
  return out;
}

function sameSum(a: TSum | undefined, b: TSum | undefined): boolean {
  if (!a || !b) return false;
  if (!a.amount.eq(b.amount)) return false;
  if (a.quantity === null && b.quantity === null) return true;
  return (a.quantity ?? ZERO).eq(b.quantity ?? ZERO);
}

/** A wrong line: the voucher (0-based among the item's vouchers as given) and the line (1-based). */
export interface TWrongLine {
  voucher: number;
  line: number;
}

export interface TVoucherGrade {
  right: boolean;
  wrongLines: TWrongLine[];
  /** entries of the model that no line of the student's makes (counted, not shown) */
  missing: number;
}

/** Grade the student's vouchers of an item (one or more) against the model vouchers of the item. */
export function gradeVouchers(
  model: readonly { lines: readonly TVoucherLine[] }[],
  student: readonly { lines: readonly TVoucherLine[] }[],
): TVoucherGrade {
  const want = sums(model.flatMap((voucher) => voucher.lines));
  const have = sums(student.flatMap((voucher) => voucher.lines));
  const wrongLines: TWrongLine[] = [];
  student.forEach((voucher, index) => {
    voucher.lines.forEach((line, lineIndex) => {
      const key = keyOf(line);
      if (key === null || !sameSum(want.get(key), have.get(key)))
        wrongLines.push({ voucher: index, line: lineIndex + 1 });
    });
  });
  let missing = 0;
  for (const [key, sum] of want) if (!sameSum(sum, have.get(key))) missing += have.has(key) ? 0 : 1;
  return { right: wrongLines.length === 0 && missing === 0 && student.length > 0, wrongLines, missing };
}

/** The wrong-field keys of a grade for the results model (`v1.l2`: the first voucher's second line). */
export function wrongLineKeys(grade: TVoucherGrade): string[] {
  const keys = grade.wrongLines.map((wrong) => `v${wrong.voucher + 1}.l${wrong.line}`);
  if (grade.missing > 0) keys.push('missing');
  return keys;
}

/** A statement's cells compared as spec 02 §5 does (numbers numerically, both empty equal): the wrong lines. */
export function gradeStatement(
  answer: readonly { line: number; values: readonly [string, string] }[],
  typed: Readonly<Record<string, readonly [string | null, string | null]>>,
  graded: readonly (0 | 1)[] = [0, 1],
): string[] {
  const wrong: string[] = [];
  for (const row of answer) {
    const cells = typed[String(row.line)] ?? [null, null];
    for (const column of graded) {
      // a column the exercise cannot fill (会企02's 上期金额) has no answer and is not graded
      if (row.values[column] === '') continue;
      const want = new Dec(row.values[column]);
      const text = cells[column]?.trim().replace(/,/g, '') ?? '';
      const given = text === '' ? ZERO : amountOf(text);
      if (!given?.eq(want)) wrong.push(`r${row.line}c${column + 1}`);
    }
  }
  return wrong;
}
