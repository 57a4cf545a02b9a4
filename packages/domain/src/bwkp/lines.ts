/**
 * Goods-line arithmetic of the issue form (spec 01 §5; reference "Goods lines", "List invoices").
 * The form's prices are tax-inclusive (单价(含税), 金额(含税)):
 *   money = price × quantity, 2 decimals half-up;  tax = money / (1 + rate) × rate, 2 decimals half-up.
 * All arithmetic goes through money.ts (decimal.js); nothing here uses floating point.
 */
import type Decimal from 'decimal.js';
import { toInvoiceCapital } from '../capital';
import { isEmptyValue } from '../compare';
import { Dec, parseDecimal } from '../decimal';
import { messages } from '../messages';
import { lineMoney, lineTax, sumMoney, toMoney, toVatRate } from '../money';
import type { TGoodsLine } from './types';

/** Largest |money − quantity × price| the real client accepts on a line. */
export const MONEY_TOLERANCE = '0.01';
/** Largest |exact tax − tax| the real client accepts on a line. */
export const LINE_TAX_TOLERANCE = '0.06';
/** Largest |Σ exact tax − Σ tax| the real client accepts on one invoice. */
export const INVOICE_TAX_TOLERANCE = '1.27';
/** An invoice carries at most this many goods lines; more go to a list (清单). */
export const MAX_INVOICE_LINES = 8;
/** The rate of the list invoice's summary line (spec 01 §4 Q15). */
export const LIST_SUMMARY_RATE = '0.13';
/** The goods fields of a line, in form order. */
export const GOODS_LINE_FIELDS = [
  'fwname',
  'ggxh',
  'company',
  'goods_num',
  'price',
  'money',
  'tax_rate',
  'tax_amount',
] as const;

export interface TLineInput {
  price: string | number;
  goods_num: string | number;
  tax_rate: string | number;
}

export interface TLineAmounts {
  money: string;
  tax_amount: string;
}

export interface TInvoiceTotals {
  /** 价税合计: sum of the lines' tax-inclusive money */
  total_money: string;
  /** 合计税额 */
  total_tax: string;
  /** 合计金额 (不含税) = total_money − total_tax */
  total_exclusive: string;
  /** 价税合计(大写) */
  capital: string;
}

export interface TLineTolerance {
  /** |money − quantity × price| ≤ 0.01; true when quantity or price is empty (discount, summary lines). */
  isMoneyOk: boolean;
  /** |money × rate / (1 + rate) − tax| ≤ 0.06; true when money or tax is empty. */
  isTaxOk: boolean;
  /** the two differences, 4 decimals, '0.0000' when not checked */
  money_error: string;
  tax_error: string;
}

/**
 * Money and tax of one line: computeLine({price: '1130', goods_num: '2', tax_rate: '0.13'}) →
 * {money: '2260.00', tax_amount: '260.00'}. Throws DomainError ('数据非法') on a non-numeric price or
 * quantity, or a rate outside VAT_RATES.
 */
export function computeLine(input: TLineInput): TLineAmounts {
  const rate = toVatRate(input.tax_rate);
  const money = lineMoney(input.price, input.goods_num);
  return { money, tax_amount: lineTax(money, rate) };
}

function readNumber(value: unknown): Decimal | null {
  return isEmptyValue(value) ? null : parseDecimal(value);
}

/**
 * The line with money and tax filled in as the form does: from price × quantity when both are
 * numbers, otherwise the tax from the money already there; a line with neither is returned unchanged.
 * The rate must be one of VAT_RATES (an empty rate counts as the default '0').
 */
export function completeLine(line: TGoodsLine): TGoodsLine {
  const rate = isEmptyValue(line.tax_rate) ? '0' : line.tax_rate;
  if (readNumber(line.price) !== null && readNumber(line.goods_num) !== null) {
    return {
      ...line,
      tax_rate: rate,
      ...computeLine({ price: line.price, goods_num: line.goods_num, tax_rate: rate }),
    };
  }
  if (readNumber(line.money) !== null) {
    const money = toMoney(line.money);
    return { ...line, tax_rate: rate, money, tax_amount: lineTax(money, toVatRate(rate)) };
  }
  return line;
}

function sumField(lines: readonly TGoodsLine[], field: 'money' | 'tax_amount'): string {
  return sumMoney(lines.map((line) => readNumber(line[field]) ?? 0));
}

/**
 * The form's footer. Lines whose money or tax is empty or not a number count as zero. The capital
 * (大写) is written from total_money as the invoice face prints it: a red invoice reads （负数）….
 */
export function computeTotals(lines: readonly TGoodsLine[]): TInvoiceTotals {
  const total_money = sumField(lines, 'money');
  const total_tax = sumField(lines, 'tax_amount');
  const total_exclusive = toMoney(new Dec(total_money).minus(total_tax));
  return { total_money, total_tax, total_exclusive, capital: toInvoiceCapital(total_money) };
}

const NAME_PREFIX = /^\*[^*]*\*/;

/**
 * The goods name as the invoice shows it: formatGoodsName('家具', '办公椅') → '*家具*办公椅'. A name
 * already carrying a `*简称*` prefix has it replaced (never doubled); an empty short name gives the
 * bare name. Both parts are trimmed.
 */
export function formatGoodsName(flqc: string, name: string): string {
  const bare = name.trim().replace(NAME_PREFIX, '').trim();
  const short = flqc.trim();
  return short === '' ? bare : `*${short}*${bare}`;
}

function absoluteError(a: Decimal, b: Decimal): string {
  return a.minus(b).abs().toFixed(4);
}

function exactTax(money: Decimal, rate: Decimal): Decimal {
  return money.times(rate).div(rate.plus(1));
}

function readRate(value: unknown): Decimal {
  return readNumber(value) ?? new Dec(0);
}

/** The real client's per-line tolerances (reference "Goods lines"), for display warnings only. */
export function checkLineTolerance(line: TGoodsLine): TLineTolerance {
  const price = readNumber(line.price);
  const quantity = readNumber(line.goods_num);
  const money = readNumber(line.money);
  const tax = readNumber(line.tax_amount);
  let money_error = '0.0000';
  let tax_error = '0.0000';
  if (price !== null && quantity !== null && money !== null) money_error = absoluteError(money, price.times(quantity));
  if (money !== null && tax !== null) tax_error = absoluteError(exactTax(money, readRate(line.tax_rate)), tax);
  return {
    isMoneyOk: new Dec(money_error).lte(MONEY_TOLERANCE),
    isTaxOk: new Dec(tax_error).lte(LINE_TAX_TOLERANCE),
    money_error,
    tax_error,
  };
}

/**
 * The invoice-level tax tolerance: |Σ exact tax − Σ tax| ≤ 1.27 over the lines with money and tax
 * (signed errors add up, as in the real client).
 */
export function checkInvoiceTaxTolerance(lines: readonly TGoodsLine[]): { ok: boolean; tax_error: string } {
  let error = new Dec(0);
  for (const line of lines) {
    const money = readNumber(line.money);
    const tax = readNumber(line.tax_amount);
    if (money !== null && tax !== null) error = error.plus(exactTax(money, readRate(line.tax_rate)).minus(tax));
  }
  const tax_error = error.abs().toFixed(4);
  return { ok: new Dec(tax_error).lte(INVOICE_TAX_TOLERANCE), tax_error };
}

/** True when every goods field of the line is empty (the blank row a table may keep at its end). */
export function isBlankLine(line: TGoodsLine): boolean {
  return GOODS_LINE_FIELDS.every((field) => isEmptyValue(line[field]));
}

/** Lines without the blank ones. */
export function withoutBlankLines(lines: readonly TGoodsLine[]): TGoodsLine[] {
  return lines.filter((line) => !isBlankLine(line));
}

/** True when the lines do not fit on the invoice: more than 8 non-blank lines (discount lines count). */
export function isListRequired(lines: readonly TGoodsLine[]): boolean {
  return withoutBlankLines(lines).length > MAX_INVOICE_LINES;
}

/**
 * The single line a list invoice shows (spec 01 §4 Q15): 详情见清单 at rate 0.13 with the summed money
 * and tax of the list; spec, unit, quantity and price empty.
 */
export function buildListSummaryLine(lines: readonly TGoodsLine[]): TGoodsLine {
  return {
    fwname: messages.seeGoodsList,
    ggxh: '',
    company: '',
    goods_num: '',
    price: '',
    money: sumField(lines, 'money'),
    tax_rate: LIST_SUMMARY_RATE,
    tax_amount: sumField(lines, 'tax_amount'),
    line_kind: 'list_summary',
  };
}
