import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TTaxCodeInfo, TTaxCodeLookup } from '@sxpt/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { taxCodes } from '../../src/db/schema';
import { normalizeRates } from '../../src/modules/taxcode/tax-code-fields';

/** The official table lives next to the repository (../shared/reference/tax-codes); it is not copied into it. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const referenceDir = path.resolve(repoRoot, '../shared/reference/tax-codes');
export const officialExportPath = path.join(referenceDir, 'official-export-v32.xlsx');

export interface TReferenceCode {
  code: string;
  name: string;
  shortName: string;
  /** '13%,9%' as the reference writes them */
  rates: string;
  parentCode: string | null;
}

/** tax-codes.tsv: code name short_name rates parent_code note. */
export function readReferenceCodes(): Map<string, TReferenceCode> {
  const [, ...lines] = readFileSync(path.join(referenceDir, 'tax-codes.tsv'), 'utf8').split(/\r?\n/);
  const codes = new Map<string, TReferenceCode>();
  for (const line of lines.filter(Boolean)) {
    const [code, name, shortName, rates, parentCode] = line.split('\t');
    codes.set(code, { code, name, shortName, rates, parentCode: parentCode || null });
  }
  return codes;
}

/**
 * The official table (tax-codes-full-v32.tsv: SPBM, SPMC, SPBMJC, ZZSSL, HZX, ZZSTSGL, PID) as the domain's content
 * checks read it, like the server's lookup of the tax_codes table.
 */
export function referenceTaxCodeLookup(): TTaxCodeLookup {
  const [header, ...lines] = readFileSync(path.join(referenceDir, 'tax-codes-full-v32.tsv'), 'utf8').split(/\r?\n/);
  const columns = header.split('\t');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  const rows = lines.filter(Boolean).map((line) => line.split('\t'));
  const parents = new Set(rows.map((cells) => at(cells, 'PID')));
  const codes = new Map<string, TTaxCodeInfo>(
    rows.map((cells) => {
      const code = at(cells, 'SPBM');
      const info: TTaxCodeInfo = {
        code,
        name: at(cells, 'SPMC'),
        short_name: at(cells, 'SPBMJC'),
        rate_list: normalizeRates(at(cells, 'ZZSSL'))?.rateList ?? [],
        special_management: at(cells, 'ZZSTSGL'),
        is_summary: at(cells, 'HZX') === 'Y',
        has_children: parents.has(code),
      };
      return [code, info];
    }),
  );
  return (code) => codes.get(code);
}

export async function countTaxCodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(taxCodes);
  return Number(row.n);
}

/** Every stored row as 'code|name|rates|parent|updated_at', to prove that a refused call changed nothing. */
export async function snapshotTaxCodes(db: Db): Promise<string[]> {
  const rows = await db.select().from(taxCodes).orderBy(taxCodes.code);
  return rows.map((r) => [r.code, r.name, r.rates, r.parentCode, r.updatedAt.toISOString()].join('|'));
}
