import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sourcePath } from '../paths';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The database handle used by every service. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or a transaction: what a service function takes to write. */
export type DbOrTx = Db | Tx;

export interface TDatabase {
  db: Db;
  /** the pool underneath (LISTEN/NOTIFY, statement counting in tests) */
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export const migrationsFolder = sourcePath('db', 'migrations');

/** Open PostgreSQL through node-postgres with a pool; `migrate` applies the committed migrations first. */
export async function openPostgres(
  url: string,
  options: { poolSize?: number; migrate?: boolean } = {},
): Promise<TDatabase> {
  // Every statement is planned once per connection for any parameters (a generic plan). By default PostgreSQL
  // plans a parameterised statement again for each call's values whenever it guesses the generic plan costlier,
  // and planning a hot statement with its sub-selects took about four times as long as running it: the class
  // list reached 2,700 statements/s that way and 8,400 with generic plans (pgbench, 10 clients, 2 cores). The
  // product's statements look rows up by key, where values do not change the best plan.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // an idle client dropped by the server (restart, failover, admin command) must not bring the process down;
  // the pool replaces it on the next query
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  if (options.migrate !== false) await migrate(db as never, { migrationsFolder });
  return { db, pool, url, close: () => pool.end() };
}
