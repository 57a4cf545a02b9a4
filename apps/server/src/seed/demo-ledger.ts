// The real-ledger exercise's seeded cases (issue 12 §4): each case is pure data in packages/domain ledger/cases,
// checked there to the fen; here it is written (enabled) and made the practice item of a lesson (lesson_items kind
// 'lx').
import type { TLedgerCase } from '@sxpt/domain';
import type { DbOrTx } from '../db/client';
import { ledgerCases } from '../db/schema';

/** Write a ledger case (enabled); returns its id. */
export async function seedLedgerCase(
  db: DbOrTx,
  name: string,
  data: TLedgerCase,
  createdBy: number | null = null,
): Promise<number> {
  const [row] = await db
    .insert(ledgerCases)
    .values({ name, companyName: data.company.name, data, status: 1, createdBy })
    .returning({ id: ledgerCases.id });
  return row.id;
}
