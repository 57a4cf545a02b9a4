// A real-ledger case as the exercise reads it: the case data, its chart built once, the opening's year-start
// balances, cached against content_version like the other areas' cases (db/content-cache.ts).
import { buildChart, type TChart, type TLedgerCase } from '@sxpt/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedRead } from '../../db/content-cache';
import { ledgerCases } from '../../db/schema';

export interface TLedgerCaseEntry {
  id: number;
  name: string;
  data: TLedgerCase;
  chart: TChart;
  /** case item id → its place in the month (1-based) */
  itemSort: Map<number, number>;
}

async function loadCase(db: DbOrTx, caseId: number): Promise<TLedgerCaseEntry | null> {
  const [row] = await db.select().from(ledgerCases).where(eq(ledgerCases.id, caseId)).limit(1);
  if (!row) return null;
  const { chart } = buildChart(row.data.company.standard, row.data.accounts, row.data.settings);
  return {
    id: row.id,
    name: row.name,
    data: row.data,
    chart,
    itemSort: new Map(row.data.items.map((item, index) => [item.id, index + 1])),
  };
}

/** The case as of a content version, cached (read-only); null when it is gone. */
export function ledgerCaseOf(db: DbOrTx, caseId: number, contentVersion: number): Promise<TLedgerCaseEntry | null> {
  return cachedRead(db, `ledger-case:${caseId}`, contentVersion, () => loadCase(db, caseId));
}
