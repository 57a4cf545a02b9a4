import Decimal from 'decimal.js';
import type { taxCodes } from '../../db/schema';

/** The stored values of one code, as the seed and the import write them (updated_at aside). */
export interface TTaxCodeRecord {
  code: string;
  name: string;
  shortName: string;
  rates: string;
  rateList: string[];
  parentCode: string | null;
  description: string;
  specialManagement: string;
  isSummary: boolean;
  version: string;
  effectiveDate: string | null;
}

/** The fields an import compares (snake_case as the report names them) and how to read them from a record. */
export const comparedFields = [
  ['name', (r: TTaxCodeRecord) => r.name],
  ['short_name', (r: TTaxCodeRecord) => r.shortName],
  ['rates', (r: TTaxCodeRecord) => r.rates],
  ['parent_code', (r: TTaxCodeRecord) => r.parentCode ?? ''],
  ['description', (r: TTaxCodeRecord) => r.description],
  ['special_management', (r: TTaxCodeRecord) => r.specialManagement],
  ['is_summary', (r: TTaxCodeRecord) => (r.isSummary ? 'Y' : 'N')],
  ['version', (r: TTaxCodeRecord) => r.version],
  ['effective_date', (r: TTaxCodeRecord) => r.effectiveDate ?? ''],
] as const;

/** A group root: one digit and eighteen zeros. */
export const isGroupCode = (code: string) => /^[1-9]0{18}$/.test(code);

const PERCENT = /^(\d{1,3}(?:\.\d{1,4})?)%$/;
const FRACTION = /^0(?:\.\d{1,6})?$/;

/**
 * Rates as the export writes them ('13%', '13%、9%', '0%'; a cell formatted as a percentage reads as 0.13)
 * → '13%,9%' and ['0.13', '0.09'], or null when a rate is not readable.
 */
export function normalizeRates(raw: string): { rates: string; rateList: string[] } | null {
  const parts = raw
    .split(/[、,，;；/\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const percents: Decimal[] = [];
  for (const part of parts) {
    const percent = PERCENT.exec(part);
    const value = percent ? new Decimal(percent[1]) : FRACTION.test(part) ? new Decimal(part).times(100) : null;
    if (!value || value.greaterThan(100)) return null;
    if (!percents.some((p) => p.equals(value))) percents.push(value);
  }
  return {
    rates: percents.map((p) => `${p.toString()}%`).join(','),
    rateList: percents.map((p) => p.dividedBy(100).toString()),
  };
}

/** QYSJ: '20190401' (or an ISO date) → '2019-04-01'; '' → null; undefined when it is no real date. */
export function normalizeDate(raw: string): string | null | undefined {
  if (raw === '') return null;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|T)/.exec(raw);
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** HZX: Y (summary) / N or blank (usable); undefined for anything else. */
export function normalizeSummaryFlag(raw: string): boolean | undefined {
  const flag = raw.toUpperCase();
  if (flag === 'Y') return true;
  if (flag === 'N' || flag === '') return false;
  return undefined;
}

/** A stored row as a record (for comparing with an imported one). */
export function recordOf(row: typeof taxCodes.$inferSelect): TTaxCodeRecord {
  return {
    code: row.code,
    name: row.name,
    shortName: row.shortName,
    rates: row.rates,
    rateList: row.rateList,
    parentCode: row.parentCode,
    description: row.description,
    specialManagement: row.specialManagement,
    isSummary: row.isSummary,
    version: row.version,
    effectiveDate: row.effectiveDate,
  };
}
