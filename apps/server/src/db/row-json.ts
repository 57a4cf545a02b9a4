// Rows read as JSON inside a hot statement: one statement can return a practice and, beside it, the rows it needs
// (json_agg of rowJsonSql), and a write can return the row it wrote (RETURNING rowJsonSql). Money (numeric) goes
// out as text, never as a JSON number, and comes back as the same decimal string Drizzle gives; timestamps come
// back as Dates. The keys are the table's own field names, so the value is the table's row type.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** The SQL expression building `alias`'s row of `table` as a JSON object keyed by the table's field names. */
export function rowJsonSql(table: Table, alias: string): string {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const value = `${alias}.${column.name}`;
    return `'${key}', ${column.columnType === 'PgNumeric' ? `${value}::text` : value}`;
  });
  return `json_build_object(${pairs.join(', ')})`;
}

/** The table's row from the JSON rowJsonSql built (timestamps as Dates). */
export function rowFromJson<TTable extends Table>(
  table: TTable,
  json: Record<string, unknown>,
): InferSelectModel<TTable> {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    if (column.columnType === 'PgTimestamp' && typeof value === 'string') row[key] = new Date(value);
  }
  return row as InferSelectModel<TTable>;
}
