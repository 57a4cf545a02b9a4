/**
 * Red-letter (红字, negative) invoices: negated lines, the remark, and the number of the red-letter
 * information form (红字增值税专用发票信息表, hzxxb). Reference "Red-letter information form" and
 * "List invoices".
 */
import { isEmptyValue } from '../compare';
import { parseDecimal } from '../decimal';
import { DomainError } from '../errors';
import { messages } from '../messages';
import { toMoney } from '../money';
import { buildListSummaryLine, isListRequired } from './lines';
import type { TGoodsLine, TInvoiceType } from './types';

/** The one line of a red invoice against a list invoice (reference "List invoices"). */
export const RED_LIST_LINE_NAME = '详见对应正数发票及清单';

const HZXXB_REGION = /^\d{6}$/;
const HZXXB_NUMBER = /^\d{16}$/;

/**
 * Flips the sign of a numeric text without reformatting it ('2' ↔ '-2', '1130.00' ↔ '-1130.00');
 * zero, empty and non-numeric text are returned as they are (trimmed), so negating twice gives back
 * any trimmed text that has no leading '+'.
 */
function negateText(value: string): string {
  const text = value.trim();
  const number = isEmptyValue(text) ? null : parseDecimal(text);
  if (number === null || number.isZero()) return text;
  if (text.startsWith('-')) return text.slice(1);
  return `-${text.startsWith('+') ? text.slice(1) : text}`;
}

/**
 * The lines of a red invoice from those of its blue invoice, as the real client writes them:
 * quantity, money and tax change sign; unit price, rate, names and line kinds stay (so a discount
 * line becomes positive). negateLines(negateLines(x)) equals x for trimmed texts.
 */
export function negateLines(lines: readonly TGoodsLine[]): TGoodsLine[] {
  return lines.map((line) => ({
    ...line,
    goods_num: negateText(line.goods_num),
    money: negateText(line.money),
    tax_amount: negateText(line.tax_amount),
  }));
}

/**
 * The expected lines of a red invoice that reverses a whole blue invoice: the negated lines, or, when
 * the blue invoice had more than 8 lines (a list invoice), the single line 详见对应正数发票及清单 with
 * the negated totals, rate 0.13 as the list summary line, spec, unit, quantity and price empty.
 */
export function buildRedLines(blueLines: readonly TGoodsLine[]): TGoodsLine[] {
  if (!isListRequired(blueLines)) return negateLines(blueLines);
  const summary = buildListSummaryLine(blueLines);
  return [
    {
      ...summary,
      fwname: RED_LIST_LINE_NAME,
      money: toMoney(negateText(summary.money)),
      tax_amount: toMoney(negateText(summary.tax_amount)),
    },
  ];
}

export interface TRedRemarkInput {
  invoice_type: TInvoiceType;
  /** blue invoice code and number (ordinary) */
  y_invoice_code?: string;
  y_invoice_num?: string;
  /** red-letter information form number (special) */
  notic_no?: string;
}

function required(value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new DomainError('invalid_number', messages.invalidData);
  return value.trim();
}

/**
 * The remark of a red invoice: special → 开具红字增值税专用发票信息表编号{form number};
 * ordinary → 对应正数发票代码:{code}号码:{number}. Throws DomainError('数据非法') when a needed part is empty.
 */
export function redRemark(input: TRedRemarkInput): string {
  if (input.invoice_type === 2) return `开具红字增值税专用发票信息表编号${required(input.notic_no)}`;
  return `对应正数发票代码:${required(input.y_invoice_code)}号码:${required(input.y_invoice_num)}`;
}

function checkDigit(first15: string): number {
  let sum = 0;
  for (const digit of first15) sum += Number(digit);
  return sum % 10;
}

/**
 * True for a valid red-letter information form number (reference "Red-letter information form"): 16 digits,
 * 1–6 the tax office's region code, 7–8 the year (at least 07), 9–10 the month (01–12), then a serial, and the
 * last digit = Σ first 15 digits mod 10 (4401062606000128). The client refuses any other with
 * 传入的红字信息表编号格式有误.
 */
export function checkHzxxbNumber(value: unknown): boolean {
  if (typeof value !== 'string' || !HZXXB_NUMBER.test(value)) return false;
  const year = Number(value.slice(6, 8));
  const month = Number(value.slice(8, 10));
  if (year < 7 || month < 1 || month > 12) return false;
  return Number(value[15]) === checkDigit(value.slice(0, 15));
}

export interface THzxxbNumberInput {
  /** the seller's tax-office region code (6 digits; positions 3–8 of its unified social credit code) */
  region: string;
  /** the application's date, YYYY-MM-DD (or YYYY-MM): its year and month are digits 7–10 */
  date: string;
  /** the form's serial in that region and month, 1–99999 */
  serial: number;
}

/**
 * The number of a red-letter information form: region (6) + YYMM + a 5-digit serial + the check digit. Throws
 * DomainError('数据非法') when a part does not fit.
 */
export function makeHzxxbNumber(input: THzxxbNumberInput): string {
  const date = /^(\d{4})-(\d{2})/.exec(input.date);
  if (!HZXXB_REGION.test(input.region) || date === null) throw new DomainError('invalid_number', messages.invalidData);
  if (!Number.isInteger(input.serial) || input.serial < 1 || input.serial > 99_999) {
    throw new DomainError('invalid_number', messages.invalidData);
  }
  const first15 = `${input.region}${date[1].slice(2)}${date[2]}${String(input.serial).padStart(5, '0')}`;
  const number = `${first15}${checkDigit(first15)}`;
  if (!checkHzxxbNumber(number)) throw new DomainError('invalid_number', messages.invalidData);
  return number;
}
