// The tax-code table as the content checks of invoicing cases read it (@sxpt/domain TTaxCodeLookup): every code with
// its short name, rates, special management, summary flag and whether codes sit under it. Loaded once per process
// and again only when the table changed (its row count or latest updated_at moved: a seed or an import, in any API
// process), so a save of a case's goods codes costs one small statement, not the whole table.
import type { TTaxCodeInfo, TTaxCodeLookup } from '@sxpt/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { taxCodes } from '../../db/schema';

let cached: { stamp: string; codes: ReadonlyMap<string, TTaxCodeInfo> } | null = null;

/** What changes whenever the table does: an import writes updated_at on every row it touches. */
async function tableStamp(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ stamp: sql<string>`count(*)::text || '|' || coalesce(max(${taxCodes.updatedAt})::text, '')` })
    .from(taxCodes);
  return row?.stamp ?? '';
}

async function loadCodes(db: DbOrTx): Promise<Map<string, TTaxCodeInfo>> {
  const rows = await db
    .select({
      code: taxCodes.code,
      name: taxCodes.name,
      shortName: taxCodes.shortName,
      rateList: taxCodes.rateList,
      specialManagement: taxCodes.specialManagement,
      isSummary: taxCodes.isSummary,
      parentCode: taxCodes.parentCode,
    })
    .from(taxCodes);
  const parents = new Set(rows.map((row) => row.parentCode));
  return new Map(
    rows.map((row) => [
      row.code,
      {
        code: row.code,
        name: row.name,
        short_name: row.shortName,
        rate_list: row.rateList,
        special_management: row.specialManagement,
        is_summary: row.isSummary,
        has_children: parents.has(row.code),
      },
    ]),
  );
}

/** The lookup of the table as it is now (within `db`'s transaction, when it is one). */
export async function loadTaxCodeLookup(db: DbOrTx): Promise<TTaxCodeLookup> {
  const stamp = await tableStamp(db);
  if (cached?.stamp !== stamp) cached = { stamp, codes: await loadCodes(db) };
  const { codes } = cached;
  return (code) => codes.get(code);
}
