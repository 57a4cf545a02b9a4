import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { taxCodes } from '../db/schema';
import { upsertTaxCodes } from '../modules/taxcode/import-service';
import { normalizeRates, type TTaxCodeRecord } from '../modules/taxcode/tax-code-fields';
import { sourcePath } from '../paths';

/** An entry of tax-codes-curated.json (written by pick-tax-codes.ts from the official table, edition 32.0). */
export interface TCuratedTaxCode {
  code: string;
  name: string;
  short_name: string;
  /** '13%' or '13%,9%' ('' for most summary rows) */
  rates: string;
  parent_code: string | null;
  description: string;
  special_management: string;
  is_summary: boolean;
  version: string;
  effective_date: string | null;
}

export const curatedTaxCodesUrl = sourcePath('seed', 'tax-codes-curated.json');

export async function readCuratedTaxCodes(): Promise<TCuratedTaxCode[]> {
  return JSON.parse(await readFile(curatedTaxCodesUrl, 'utf8')) as TCuratedTaxCode[];
}

export function recordOfCurated(entry: TCuratedTaxCode): TTaxCodeRecord {
  const rates = normalizeRates(entry.rates);
  if (!rates) throw new Error(`tax-codes-curated.json: unreadable rates of ${entry.code}`);
  return {
    code: entry.code,
    name: entry.name,
    shortName: entry.short_name,
    rates: rates.rates,
    rateList: rates.rateList,
    parentCode: entry.parent_code,
    description: entry.description,
    specialManagement: entry.special_management,
    isSummary: entry.is_summary,
    version: entry.version,
    effectiveDate: entry.effective_date,
  };
}

/**
 * Load the curated table into an empty tax_codes table (every new database, demo or not). A table that has codes
 * (seeded before, or imported by acc5) is left alone. Answers how many codes were written.
 */
export async function seedTaxCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxCodes);
  if (Number(row?.n ?? 0) > 0) return 0;
  const records = (await readCuratedTaxCodes()).map(recordOfCurated);
  await db.transaction((tx) => upsertTaxCodes(tx, records));
  return records.length;
}
