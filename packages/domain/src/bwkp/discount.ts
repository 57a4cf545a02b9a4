/**
 * Discount lines (折扣, spec 01 §4 Q16 and §5; reference "Discount lines").
 *
 * The discount form has two fields: `line` (the 1-based number of the line to discount) and `tax`,
 * which despite its name is the PERCENTAGE. The spec's "Discount tax amount = line money × percentage
 * / 100" is therefore read as the discount line's AMOUNT (money.ts `discountTax`, named after that
 * sentence); the discount line's TAX is then worked out like every other line's tax, from its own
 * tax-inclusive amount: tax = amount / (1 + rate) × rate, 2 decimals half-up (money.ts `lineTax`).
 * This keeps the discount line inside the real client's per-line tax tolerance and makes the
 * invoice's tax equal to the tax of the net amount up to rounding. Worked example: 办公椅 money
 * 2260.00 at 13 %, 5 % → discount money −113.00, discount tax −13.00 (net 2147.00, tax 247.00).
 *
 * The discount line follows its line, has the same name, code and rate, empty spec, unit, quantity
 * and price, and the opposite sign (negative on a blue invoice). The percentage must be in (0, 100],
 * so the discount never exceeds the discounted amount.
 */
import type Decimal from 'decimal.js';
import { isEmptyValue, isSameValue } from '../compare';
import { Dec, parseDecimal } from '../decimal';
import { messages } from '../messages';
import { discountTax, lineTax, toMoney, toVatRate } from '../money';
import { bwkpMessages } from './bwkp-messages';
import { withoutBlankLines } from './lines';
import type { TDecision, TDiscountInput, TGoodsLine } from './types';

/** The discount of the standard case's discount question: line 1, 5 percent (spec 01 §9). */
export const DISCOUNT_ANSWER: Readonly<TDiscountInput> = Object.freeze({ line: 1, tax: '5' });

export type TDiscountResult = { ok: true; lines: TGoodsLine[] } | { ok: false; message: string };

function readNumber(value: unknown): Decimal | null {
  return isEmptyValue(value) ? null : parseDecimal(value);
}

/**
 * True for a discount line: marked line_kind 'discount', or (unmarked) a line after another whose
 * quantity and price are empty and whose money has the opposite sign of the line above. The
 * inference lets the rules read lines that lost their line_kind on the way.
 */
export function isDiscountLine(line: TGoodsLine, previous: TGoodsLine | undefined): boolean {
  if (line.line_kind !== undefined) return line.line_kind === 'discount';
  if (previous === undefined || !isEmptyValue(line.goods_num) || !isEmptyValue(line.price)) return false;
  const money = readNumber(line.money);
  const above = readNumber(previous.money);
  if (money === null || above === null || money.isZero() || above.isZero()) return false;
  return money.isNegative() !== above.isNegative();
}

function readPercentage(value: unknown): Decimal | null {
  const percentage = readNumber(value);
  if (percentage === null || percentage.lte(0) || percentage.gt(100)) return null;
  return percentage;
}

/** The discount line of `line` at `percentage` percent (the line's money must be a non-zero number). */
export function buildDiscountLine(line: TGoodsLine, percentage: string | number): TGoodsLine {
  const money = toMoney(new Dec(discountTax(line.money, percentage)).neg());
  const rate = toVatRate(isEmptyValue(line.tax_rate) ? '0' : line.tax_rate);
  const discount: TGoodsLine = {
    fwname: line.fwname,
    ggxh: '',
    company: '',
    goods_num: '',
    price: '',
    money,
    tax_rate: line.tax_rate,
    tax_amount: lineTax(money, rate),
    line_kind: 'discount',
  };
  if (line.spbm !== undefined) discount.spbm = line.spbm;
  return discount;
}

/**
 * Adds the discount line for `input.line` (1-based) at `input.tax` percent right after that line and
 * marks that line 'discounted'. Refusals: no such line (请输入正确的折扣行号！); percentage not in
 * (0, 100] (折扣率应大于0且不超过100！); the line is a discount or list summary line (该行不能添加折扣！);
 * the line already has its discount (该行已添加折扣，不能重复添加！); the line's money is empty, not a
 * number or zero (请先完成货物信息填写！). The input array is not changed.
 */
export function applyDiscount(lines: readonly TGoodsLine[], input: TDiscountInput): TDiscountResult {
  const index = input.line - 1;
  if (!Number.isInteger(input.line) || index < 0 || index >= lines.length) {
    return { ok: false, message: bwkpMessages.discountLineNumber };
  }
  const percentage = readPercentage(input.tax);
  if (percentage === null) return { ok: false, message: bwkpMessages.discountRate };
  const target = lines[index];
  if (target.line_kind === 'list_summary' || isDiscountLine(target, lines[index - 1])) {
    return { ok: false, message: bwkpMessages.discountNotAllowed };
  }
  const next = lines[index + 1];
  if (target.line_kind === 'discounted' || (next !== undefined && isDiscountLine(next, target))) {
    return { ok: false, message: bwkpMessages.discountAlreadyAdded };
  }
  const money = readNumber(target.money);
  if (money === null || money.isZero()) return { ok: false, message: messages.goodsInfoFirst };
  const discounted: TGoodsLine = { ...target, line_kind: 'discounted' };
  const discount = buildDiscountLine(target, percentage.toString());
  return { ok: true, lines: [...lines.slice(0, index), discounted, discount, ...lines.slice(index + 1)] };
}

function isMatchingDiscount(discount: TGoodsLine, line: TGoodsLine): boolean {
  const isSameCode = isEmptyValue(discount.spbm) || isEmptyValue(line.spbm) || isSameValue(discount.spbm, line.spbm);
  return isSameValue(discount.fwname, line.fwname) && isSameValue(discount.tax_rate, line.tax_rate) && isSameCode;
}

/**
 * Checks the discount lines of saved lines (blank lines ignored): a discount line is never first,
 * never follows another discount line, matches the line above (name, rate, code when both have one),
 * and is not larger than it (折扣金额不能大于被折扣行金额！); a line marked 'discounted' is followed by
 * its discount line. Any other break gives 折扣行设置有误，请查正后重试！.
 */
export function checkDiscountLayout(lines: readonly TGoodsLine[]): TDecision {
  const rows = withoutBlankLines(lines);
  for (let i = 0; i < rows.length; i++) {
    const line = rows[i];
    const previous = rows[i - 1];
    if (line.line_kind === 'discounted' && !(rows[i + 1] !== undefined && isDiscountLine(rows[i + 1], line))) {
      return { ok: false, message: bwkpMessages.discountLayout };
    }
    if (!isDiscountLine(line, previous)) continue;
    if (previous === undefined || isDiscountLine(previous, rows[i - 2]) || !isMatchingDiscount(line, previous)) {
      return { ok: false, message: bwkpMessages.discountLayout };
    }
    const money = readNumber(line.money);
    const above = readNumber(previous.money);
    if (money === null || above === null || money.abs().gt(above.abs())) {
      return { ok: false, message: bwkpMessages.discountTooLarge };
    }
  }
  return { ok: true };
}

/** True when the lines hold at least one discount line. */
export function hasDiscountLine(lines: readonly TGoodsLine[]): boolean {
  const rows = withoutBlankLines(lines);
  return rows.some((line, i) => isDiscountLine(line, rows[i - 1]));
}

/**
 * Whether lines may be saved as a discount invoice (question 16): fewer than two lines or no discount
 * line gives 请完成发票折扣！ (the spec's "saving with one line fails"); otherwise checkDiscountLayout.
 */
export function checkDiscountInvoice(lines: readonly TGoodsLine[]): TDecision {
  if (withoutBlankLines(lines).length < 2 || !hasDiscountLine(lines)) {
    return { ok: false, message: messages.discountFirst };
  }
  return checkDiscountLayout(lines);
}
