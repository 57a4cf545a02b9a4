import type { TTaxCodeChange, TTaxCodeImportData, TTaxCodeImportMode } from '@sxpt/contract';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { taxCodes } from '../../db/schema';
import { checkTaxCodeRows, importFailure, readTaxCodeSheet } from './import-sheet';
import { comparedFields, recordOf, type TTaxCodeRecord } from './tax-code-fields';

/** Rows per INSERT (12 columns: ~6,000 parameters, well under PostgreSQL's 65,535). */
const BATCH = 500;
const SAMPLE = 20;

const valuesOf = (r: TTaxCodeRecord, now: Date) => ({ ...r, updatedAt: now });

/** Insert new codes and overwrite changed ones, ~500 rows a statement. */
export async function upsertTaxCodes(db: DbOrTx, records: TTaxCodeRecord[]): Promise<void> {
  const now = new Date();
  for (let i = 0; i < records.length; i += BATCH) {
    await db
      .insert(taxCodes)
      .values(records.slice(i, i + BATCH).map((r) => valuesOf(r, now)))
      .onConflictDoUpdate({
        target: taxCodes.code,
        set: {
          name: sql.raw('excluded.name'),
          shortName: sql.raw('excluded.short_name'),
          rates: sql.raw('excluded.rates'),
          rateList: sql.raw('excluded.rate_list'),
          parentCode: sql.raw('excluded.parent_code'),
          description: sql.raw('excluded.description'),
          specialManagement: sql.raw('excluded.special_management'),
          isSummary: sql.raw('excluded.is_summary'),
          version: sql.raw('excluded.version'),
          effectiveDate: sql.raw('excluded.effective_date'),
          updatedAt: sql.raw('excluded.updated_at'),
        },
      });
  }
}

function changesOf(before: TTaxCodeRecord, after: TTaxCodeRecord): TTaxCodeChange[] {
  const changes: TTaxCodeChange[] = [];
  for (const [field, read] of comparedFields) {
    if (read(before) !== read(after)) changes.push({ field, before: read(before), after: read(after) });
  }
  return changes;
}

/**
 * Import an official code-table export. mode replace: the table becomes exactly the file; update: new codes are
 * added, changed ones overwritten, the others kept. The whole file is checked first (every bad row reported,
 * nothing written); then one transaction writes it. Answers what changed.
 */
export async function importTaxCodes(db: Db, bytes: Buffer, mode: TTaxCodeImportMode): Promise<TTaxCodeImportData> {
  const rows = await readTaxCodeSheet(bytes);
  const current = new Map((await db.select().from(taxCodes)).map((row) => [row.code, recordOf(row)]));
  const { errors, records, version } = checkTaxCodeRows(rows, mode === 'update' ? new Set(current.keys()) : new Set());
  if (errors.length) throw importFailure(errors);

  const added: TTaxCodeRecord[] = [];
  const updated: { record: TTaxCodeRecord; changes: TTaxCodeChange[] }[] = [];
  let unchanged = 0;
  for (const record of records) {
    const before = current.get(record.code);
    if (!before) {
      added.push(record);
      continue;
    }
    const changes = changesOf(before, record);
    if (changes.length) updated.push({ record, changes });
    else unchanged++;
  }
  const inFile = new Set(records.map((r) => r.code));
  const removed =
    mode === 'replace'
      ? [...current.values()].filter((r) => !inFile.has(r.code)).sort((a, b) => a.code.localeCompare(b.code))
      : [];

  const total = await db.transaction(async (tx) => {
    for (let i = 0; i < removed.length; i += BATCH * 2) {
      const codes = removed.slice(i, i + BATCH * 2).map((r) => r.code);
      await tx.delete(taxCodes).where(inArray(taxCodes.code, codes));
    }
    await upsertTaxCodes(tx, [...added, ...updated.map((u) => u.record)]);
    const [row] = await tx.select({ n: count() }).from(taxCodes);
    return Number(row.n);
  });

  const brief = (r: TTaxCodeRecord) => ({ code: r.code, name: r.name });
  return {
    mode,
    added: added.length,
    updated: updated.length,
    removed: removed.length,
    unchanged,
    version,
    total,
    samples: {
      added: added.slice(0, SAMPLE).map(brief),
      updated: updated.slice(0, SAMPLE).map((u) => ({ ...brief(u.record), changes: u.changes })),
      removed: removed.slice(0, SAMPLE).map(brief),
    },
  };
}
