// Labels and number formats of the query, void and red-letter screens. Amounts arrive as decimal strings from
// the server; every conversion here is decimal (the domain's helpers), never JS floating point.
import type { TBwkpGoodsLine, TBwkpInvoice } from '@sxpt/contract';
import { formatRate, isEmptyValue, parseDecimal, toMoney, toUnitPrice } from '@sxpt/domain';

/** 发票种类 (invoice_type) */
export const INVOICE_TYPE_LABELS: Readonly<Record<number, string>> = {
  1: '增值税普通发票',
  2: '增值税专用发票',
};

/** 发票类别: 正数 / 负数 (invoice_status) */
export const INVOICE_KIND_LABELS: Readonly<Record<number, string>> = { 1: '正数发票', 2: '负数发票' };

/**
 * 发票状态 as the client lists it (spec 01 §3: 1 正常, 2 负数, 3 负数作废, 4 填开作废, 5 空白作废): read from
 * the invoice's sign, its void status and the void reason the server recorded.
 */
export const INVOICE_STATE_LABELS: Readonly<Record<number, string>> = {
  1: '正数发票',
  2: '负数发票',
  3: '负数作废',
  4: '填开作废',
  5: '空白作废',
};

export function invoiceStateOf(invoice: Pick<TBwkpInvoice, 'invoice_status' | 'zf_status' | 'void'>): number {
  if (invoice.zf_status !== 2) return invoice.invoice_status === 2 ? 2 : 1;
  if (invoice.void === 1 || invoice.invoice_status === 2) return 3;
  return 4;
}

/** 作废标志 (zf_status 2 = voided) */
export function voidFlagLabel(invoice: Pick<TBwkpInvoice, 'zf_status'>): string {
  return invoice.zf_status === 2 ? '已作废' : '未作废';
}

/** 清单标志 (list_identifier) */
export const LIST_FLAG_LABELS: Readonly<Record<number, string>> = { 0: '无清单', 1: '有清单' };

const shanghai = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

function partsOf(value: string | null | undefined): Record<string, string> | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(shanghai.formatToParts(date).map((part) => [part.type, part.value]));
  if (parts.hour === '24') parts.hour = '00';
  return parts;
}

/** A server time as the client prints it, Asia/Shanghai: 2025-05-07 14:03:09 ('' when absent). */
export function formatTime(value: string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** The date part only: 2025-05-07 ('' when absent). */
export function formatDate(value: string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** The date as forms print it: 2025年05月07日 ('' when absent). */
export function formatChineseDate(value: string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.year}年${p.month}月${p.day}日` : '';
}

/** An amount with two decimals ('' for an empty or non-numeric value). */
export function money(value: string | null | undefined): string {
  if (isEmptyValue(value) || parseDecimal(value) === null) return '';
  return toMoney(value as string);
}

/** An amount with the yuan sign, as the totals print: ¥1130.00 / ¥-1130.00. */
export function yuan(value: string | null | undefined): string {
  const text = money(value);
  return text === '' ? '' : `¥${text}`;
}

/** A goods line as a printed invoice shows it: unit price and amount without tax, the rate as 13% (-- for 0). */
export interface TPrintedLine {
  name: string;
  spec: string;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
  rate: string;
  tax: string;
}

/**
 * The printed (tax-exclusive) view of a stored line, whose price and money include tax (as the issue form keeps
 * them): amount = money − tax, unit price = price ÷ (1 + rate). Empty parts stay empty.
 */
export function printedLine(line: TBwkpGoodsLine): TPrintedLine {
  const rate = parseDecimal(isEmptyValue(line.tax_rate) ? '0' : line.tax_rate);
  const inclusiveMoney = parseDecimal(line.money);
  const tax = parseDecimal(line.tax_amount);
  const price = parseDecimal(line.price);
  return {
    name: line.fwname,
    spec: line.ggxh,
    unit: line.company,
    quantity: line.goods_num,
    price: price !== null && rate !== null ? toUnitPrice(price.div(rate.plus(1))) : '',
    amount: inclusiveMoney !== null ? toMoney(inclusiveMoney.minus(tax ?? 0)) : '',
    rate: rate !== null ? formatRate(rate) : '',
    tax: tax !== null ? toMoney(tax) : '',
  };
}
