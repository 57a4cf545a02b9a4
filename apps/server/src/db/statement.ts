// Hot statements: the SQL of a hot call written once as text, sent by name so that each pooled connection parses
// and plans it once (node-postgres named prepared statements), and never rebuilt per call. The way every hot call
// reads or writes in one round trip (ARCHITECTURE.md, "How a hot call is built").

import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, DbOrTx } from './client';

export interface TStatement<TRow> {
  readonly name: string;
  readonly text: string;
  /** the row type, for inference only */
  readonly row?: TRow;
}

/** A hot statement: `text` with $1… parameters, prepared under `name` (unique in the product). */
export function statement<TRow>(name: string, text: string): TStatement<TRow> {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}

/** Run a hot statement on the pool: one round trip. */
export async function runStatement<TRow>(db: Db, st: TStatement<TRow>, values: readonly unknown[]): Promise<TRow[]> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const result = await pool.query({ name: st.name, text: st.text, values: values as unknown[] });
  return result.rows as TRow[];
}

/** The rows of a one-off query written with drizzle's sql`` (not a hot call: built per call). */
export async function queryRows<TRow>(db: DbOrTx, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

/**
 * The total of a page read with `count(*) over ()` on each row: a page past the end has no row to carry it, so
 * the first row of page 1 (`firstRow`) tells it then.
 */
export async function pageTotal(
  rows: readonly { total: number | string }[],
  page: number,
  firstRow: () => Promise<readonly { total: number | string }[]>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  if (page <= 1) return 0;
  const [first] = await firstRow();
  return Number(first?.total ?? 0);
}
