// The goods-line rules of the issue form (fptk) and the goods list (qingdan), as the real client applies them while
// the student types: money = price × quantity, tax = money / (1 + rate) × rate (2 decimals, @sxpt/domain), a code
// picked from the goods codes overwrites the line and clears its amounts (spec 01 §4), more than 8 lines go to the
// list, whose invoice shows the single line 详情见清单. Nothing here knows the answer: the server grades.
import type { TBwkpGoodsCodeRow, TBwkpGoodsLine } from '@sxpt/contract';
import {
  buildListSummaryLine,
  Dec,
  formatGoodsName,
  isAllowedRate,
  isEmptyValue,
  lineMoney,
  lineTax,
  MAX_INVOICE_LINES,
  parseDecimal,
  toMoney,
  toQuantity,
  toUnitPrice,
  toVatRate,
  VAT_RATES,
} from '@sxpt/domain';

export type TLine = TBwkpGoodsLine;
/** The fields a student edits in a goods row (税额 is always worked out). */
export type TEditableField = 'fwname' | 'ggxh' | 'company' | 'goods_num' | 'price' | 'money' | 'tax_rate';

/** Rows the invoice face holds; an invoice with more lines is issued with a goods list (清单). */
export const INVOICE_FACE_ROWS = MAX_INVOICE_LINES;

/** The rate choices of the rate column: value and how the client shows it ('--' for 0). */
export const RATE_OPTIONS = VAT_RATES.map((value) => ({
  value,
  label: value === '0' ? '--' : `${new Dec(value).times(100).toString()}%`,
}));

export function blankLine(): TLine {
  return { fwname: '', ggxh: '', company: '', goods_num: '', price: '', money: '', tax_rate: '', tax_amount: '' };
}

/** A number typed in a cell, or null while it is empty or not (yet) a number ('12.' counts as 12). */
function numberOf(value: string) {
  return isEmptyValue(value) ? null : parseDecimal(value);
}

/** The rate of a line for the arithmetic: '' counts as the default 0; a rate the client does not know is null. */
function rateOf(line: TLine): string | null {
  if (isEmptyValue(line.tax_rate)) return '0';
  return isAllowedRate(line.tax_rate) ? toVatRate(line.tax_rate) : null;
}

/**
 * A rate as the goods codes may hold it ('0.13', '13%', '13', 0.13) in the form's spelling ('0.13'); text the client
 * does not know is kept as it is (the server will say it is wrong).
 */
export function normalizeRate(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  const percent = /^(\d+(\.\d+)?)\s*%$/.exec(text);
  const parsed = percent ? new Dec(percent[1]).div(100) : parseDecimal(text);
  if (parsed === null) return text;
  if (isAllowedRate(parsed.toString())) return toVatRate(parsed.toString());
  if (!percent && parsed.gt(1) && isAllowedRate(parsed.div(100).toString()))
    return toVatRate(parsed.div(100).toString());
  return text;
}

function withTax(line: TLine): TLine {
  const money = numberOf(line.money);
  const rate = rateOf(line);
  if (money === null || rate === null) return { ...line, tax_amount: '' };
  return { ...line, tax_amount: lineTax(money.toString(), rate) };
}

/**
 * The line after the student typed `value` into `field`, recomputed as the client does:
 * - quantity or price: when both are numbers, money = price × quantity and the tax from it;
 * - money: the tax from it, and the unit price from money ÷ quantity when the quantity is set (else the quantity
 *   from money ÷ price when the price is set);
 * - rate: the tax from the money.
 * Text that is not (yet) a number leaves the other cells as they are.
 */
export function editLine(line: TLine, field: TEditableField, value: string): TLine {
  const next: TLine = { ...line, [field]: value };
  if (field === 'goods_num' || field === 'price') {
    const price = numberOf(next.price);
    const quantity = numberOf(next.goods_num);
    if (price === null || quantity === null) return next;
    return withTax({ ...next, money: lineMoney(price.toString(), quantity.toString()) });
  }
  if (field === 'money') {
    const money = numberOf(value);
    if (money === null) return isEmptyValue(value) ? { ...next, tax_amount: '' } : next;
    const quantity = numberOf(next.goods_num);
    const price = numberOf(next.price);
    if (quantity !== null && !quantity.isZero()) next.price = toUnitPrice(money.div(quantity));
    else if (price !== null && !price.isZero()) next.goods_num = toQuantity(money.div(price));
    return withTax(next);
  }
  if (field === 'tax_rate') return withTax(next);
  return next;
}

/** The money cell when the student leaves it: a number is written with two decimals ('2260' → '2260.00'). */
export function finishMoney(line: TLine): TLine {
  const money = numberOf(line.money);
  return money === null ? line : { ...line, money: toMoney(money) };
}

/**
 * A goods code picked in spbianma: it overwrites the line with *简称*名称, 规格型号, 单位, 税率 and the code, and clears
 * quantity, price, money and tax (spec 01 §4).
 */
export function lineFromGoodsCode(row: TBwkpGoodsCodeRow): TLine {
  return {
    fwname: formatGoodsName(row.flqc, row.name),
    ggxh: row.brand_model,
    company: row.units,
    goods_num: '',
    price: '',
    money: '',
    tax_rate: normalizeRate(row.tax_rate),
    tax_amount: '',
    spbm: row.code,
  };
}

/** True for a row the student left empty (the rate alone does not count). */
export function isEmptyLine(line: TLine): boolean {
  return (['fwname', 'ggxh', 'company', 'goods_num', 'price', 'money'] as const).every((field) =>
    isEmptyValue(line[field]),
  );
}

/**
 * The lines to send: the rows the student filled, trimmed of the empty ones, an empty rate written as the default '0';
 * `rows` maps each sent line (the server's line index) back to its row in the table.
 */
export function linesToSend(lines: readonly TLine[]): { lines: TLine[]; rows: number[] } {
  const sent: TLine[] = [];
  const rows: number[] = [];
  lines.forEach((line, row) => {
    if (isEmptyLine(line)) return;
    sent.push({ ...line, tax_rate: isEmptyValue(line.tax_rate) ? '0' : line.tax_rate });
    rows.push(row);
  });
  return { lines: sent, rows };
}

/** The one line a list invoice shows: 详情见清单 at 0.13 with the list's summed money and tax (spec 01 §4 Q15). */
export function listSummaryLine(list: readonly TLine[]): TLine {
  return buildListSummaryLine(linesToSend(list).lines);
}

/** True when every filled line has its money (the list and the discount need the goods filled first). */
export function hasMoneyOnEveryLine(lines: readonly TLine[]): boolean {
  const filled = linesToSend(lines).lines;
  return filled.length > 0 && filled.every((line) => numberOf(line.money) !== null);
}

/** True when the first line's money is filled (the discount needs it: 请先完成货物信息填写！ otherwise). */
export function hasFirstLineMoney(lines: readonly TLine[]): boolean {
  return lines.length > 0 && numberOf(lines[0].money) !== null;
}

/**
 * The lines without row `index`. A discount pair goes together: removing a discounted line removes its discount line,
 * and removing a discount line gives the discounted line back its normal kind.
 */
export function removeLine(lines: readonly TLine[], index: number): TLine[] {
  const line = lines[index];
  if (line === undefined) return [...lines];
  if (line.line_kind === 'discounted' && lines[index + 1]?.line_kind === 'discount') {
    return [...lines.slice(0, index), ...lines.slice(index + 2)];
  }
  if (line.line_kind === 'discount' && lines[index - 1]?.line_kind === 'discounted') {
    const { line_kind: _discounted, ...restored } = lines[index - 1];
    return [...lines.slice(0, index - 1), restored, ...lines.slice(index + 1)];
  }
  return [...lines.slice(0, index), ...lines.slice(index + 1)];
}

/** True for a row the student may not edit: a discount pair (delete the discount to change it) or a summary line. */
export function isLockedLine(line: TLine): boolean {
  return line.line_kind === 'discount' || line.line_kind === 'discounted' || line.line_kind === 'list_summary';
}

/** Price and money of a line shown without tax (the 价格 button's 不含税 view); '' where they cannot be worked out. */
export function exclusiveView(line: TLine): { price: string; money: string } {
  const rate = rateOf(line);
  const price = numberOf(line.price);
  const money = numberOf(line.money);
  const tax = numberOf(line.tax_amount);
  return {
    price: price === null || rate === null ? '' : toUnitPrice(price.div(new Dec(rate).plus(1))),
    money: money === null ? '' : toMoney(money.minus(tax ?? 0)),
  };
}

/** The rate as the rate column shows it ('13%', '--' for 0, the text itself when unknown). */
export function rateLabel(value: string): string {
  if (isEmptyValue(value)) return '';
  return RATE_OPTIONS.find((option) => isAllowedRate(value) && option.value === toVatRate(value))?.label ?? value;
}
