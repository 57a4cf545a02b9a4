// Pure helpers of the customer-code (客户编码, question 2) and goods-code (商品编码, question 3) tables: empty rows,
// trimming (spec 01 §5: text entries are trimmed), the rows a save sends, the 查找 filter, the goods tree's
// categories (by flqc, the classification short name), and the rate choices (spec 01 §5: 0 shown as --).
import type { TBwkpGoodsCodeRow, TBwkpKhbmRow, TTaxCodeNode } from '@sxpt/contract';
import { formatRate, parseDecimal, toVatRate, VAT_RATES } from '@sxpt/domain';

export type TKhbmField = keyof TBwkpKhbmRow;
export type TGoodsField = keyof TBwkpGoodsCodeRow;

export const KHBM_FIELDS: readonly TKhbmField[] = [
  'kh_name',
  'simple_code',
  'tax_num',
  'address_telephone',
  'bank_account',
];
export const GOODS_FIELDS: readonly TGoodsField[] = [
  'code',
  'name',
  'simple_code',
  'tax_rate',
  'brand_model',
  'units',
  'applicable_tax_rate',
  'tax_mark',
  'flqc',
];

export function emptyKhbmRow(): TBwkpKhbmRow {
  return { kh_name: '', simple_code: '', tax_num: '', address_telephone: '', bank_account: '' };
}

export function emptyGoodsRow(): TBwkpGoodsCodeRow {
  return {
    code: '',
    name: '',
    simple_code: '',
    tax_rate: '',
    brand_model: '',
    units: '',
    applicable_tax_rate: '',
    tax_mark: '',
    flqc: '',
  };
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** A customer row with every field present as text (server rows, stored copies). */
export function toKhbmRow(value: Partial<Record<TKhbmField, unknown>>): TBwkpKhbmRow {
  const row = emptyKhbmRow();
  for (const field of KHBM_FIELDS) row[field] = text(value[field]);
  return row;
}

/** A goods row with every field present as text. */
export function toGoodsRow(value: Partial<Record<TGoodsField, unknown>>): TBwkpGoodsCodeRow {
  const row = emptyGoodsRow();
  for (const field of GOODS_FIELDS) row[field] = text(value[field]);
  return row;
}

/** A copy with every field trimmed. */
export function trimRow<T extends object>(row: T): T {
  const copy = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) if (typeof value === 'string') copy[key] = value.trim();
  return copy as T;
}

/** True when every field is empty after trimming. */
export function isBlankRow(row: object): boolean {
  return Object.values(row).every((value) => typeof value !== 'string' || value.trim() === '');
}

/** What 保存 sends (and what the table shows after it): the rows trimmed, wholly blank rows left out. */
export function rowsToSave<T extends object>(rows: readonly T[]): T[] {
  return rows.map((row) => trimRow(row)).filter((row) => !isBlankRow(row));
}

/** 查找: rows whose named fields contain the keyword (case-insensitive); every row for an empty keyword. */
export function matchesKeyword<T extends object>(row: T, fields: readonly (keyof T)[], keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => text(row[field]).toLowerCase().includes(needle));
}

// ---- the goods tree ----

/** The tree's root: every goods row (product fields disabled there, spec 01 §5). */
export const ALL_GOODS = '__all__';
/** Rows without a classification short name yet. */
export const NO_CATEGORY = '__none__';

/** The categories of the goods tree: the distinct classification short names, in order of first use. */
export function goodsCategories(rows: readonly TBwkpGoodsCodeRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const flqc = row.flqc.trim();
    seen.add(flqc === '' ? NO_CATEGORY : flqc);
  }
  return [...seen];
}

/** The tree node a row sits under. */
export function categoryOf(row: TBwkpGoodsCodeRow): string {
  const flqc = row.flqc.trim();
  return flqc === '' ? NO_CATEGORY : flqc;
}

/** True when the row shows under the selected tree node. */
export function inCategory(row: TBwkpGoodsCodeRow, node: string): boolean {
  return node === ALL_GOODS || categoryOf(row) === node;
}

// ---- rates ----

/** The rate choices of the client (spec 01 §5): 0 (shown as --), 3 %, 5 %, 6 %, 9 %, 13 %. */
export const RATE_OPTIONS: readonly { value: string; label: string }[] = VAT_RATES.map((rate) => ({
  value: rate,
  label: formatRate(rate),
}));

/** A rate in the spelling of the choices ('13%' or 0.13 → '0.13'), or null when it is none of them. */
export function normaliseRate(value: string): string | null {
  const trimmed = value.trim();
  const percent = trimmed.endsWith('%');
  const number = parseDecimal(percent ? trimmed.slice(0, -1) : trimmed);
  if (number === null) return null;
  try {
    return toVatRate(percent ? number.div(100) : number);
  } catch {
    return null;
  }
}

/** The rates a classification code lists, in the spelling of the choices (rates outside them are left out). */
export function codeRates(node: Pick<TTaxCodeNode, 'rate_list'> | undefined): string[] {
  const rates: string[] = [];
  for (const rate of node?.rate_list ?? []) {
    const value = normaliseRate(rate);
    if (value !== null && !rates.includes(value)) rates.push(value);
  }
  return rates;
}

/** The label of a rate cell: '13%', '--' for 0, the text itself when it is none of the choices. */
export function rateLabel(value: string): string {
  const rate = normaliseRate(value);
  return rate === null ? value : formatRate(rate);
}

/**
 * A row after a classification code was chosen for it (as the real client: the short name comes with the code,
 * and an empty rate takes the code's first rate). The other fields are the student's and stay as they are.
 */
export function withTaxCode(row: TBwkpGoodsCodeRow, node: TTaxCodeNode): TBwkpGoodsCodeRow {
  const [firstRate] = codeRates(node);
  return {
    ...row,
    code: node.code,
    flqc: node.short_name,
    tax_rate: row.tax_rate === '' && firstRate ? firstRate : row.tax_rate,
    applicable_tax_rate: row.applicable_tax_rate === '' && firstRate ? firstRate : row.applicable_tax_rate,
  };
}

/** 含税价标志 choices. */
export const TAX_MARK_OPTIONS = [
  { value: '是', label: '是' },
  { value: '否', label: '否' },
] as const;
