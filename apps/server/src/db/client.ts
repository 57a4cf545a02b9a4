import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TSchema = typeof schema;
/** The database handle used by every service, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** Either the database or a transaction: what a service function takes to write. */
export type DbOrTx = Db | Tx;

export interface TDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Open PostgreSQL through node-postgres with a pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<TDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // an idle client dropped by the server (restart, failover, admin command) must not bring the process down;
  // the pool replaces it on the next query
  pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Open the embedded PGlite (files under dataDir, or in memory), or wrap an existing instance. */
export async function openPglite(options: { dataDir?: string; instance?: PGlite }): Promise<TDatabase> {
  const client = options.instance ?? new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
