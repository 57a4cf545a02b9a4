import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** "table"."column", qualified even where Drizzle would leave it bare (a select from one table). */
export function qualified(table: PgTable, column: PgColumn): SQL {
  return sql`${table}.${sql.identifier(column.name)}`;
}

/** A correlated count: rows of `child` whose `fk` equals the outer `parent.pk` (and `extra`), as an int. */
export function countChildren(child: PgTable, fk: PgColumn, parent: PgTable, pk: PgColumn, extra?: SQL): SQL<number> {
  const where = sql`${qualified(child, fk)} = ${qualified(parent, pk)}`;
  return sql<number>`(select count(*)::int from ${child} where ${extra ? sql`${where} and ${extra}` : where})`;
}
