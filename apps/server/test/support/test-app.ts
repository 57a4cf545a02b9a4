import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decipherEnvelope, type TEnvelope } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { TAppContext } from '../../src/app-context';
import { readConfig, type TConfig } from '../../src/config';
import { type Db, openPostgres, type TDatabase } from '../../src/db/client';
import { databaseUrl } from '../../src/db/embedded';
import type { TRegisteredRoute } from '../../src/http/route-registry';

export interface TTestApp {
  app: FastifyInstance;
  db: Db;
  config: TConfig;
  routeTable: TRegisteredRoute[];
  ctx: TAppContext;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a copy of the run's migrated template on the run's server (the embedded
 * PostgreSQL, or TEST_DATABASE_URL's), dropped when the file closes it.
 */
export async function openFreshDatabase(poolSize = 4): Promise<TDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `sxpt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const database = await openPostgres(databaseUrl(serverUrl, name), { poolSize, migrate: false });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<TConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TTestApp> {
  const database = await openFreshDatabase();
  const built = await createTestAppOn(database, overrides, beforeReady);
  return {
    ...built,
    async close() {
      await built.close();
      await database.close();
    },
  };
}

/**
 * An app on a database that the caller opened and closes (several apps on one database play several API
 * processes).
 */
export async function createTestAppOn(
  database: TDatabase,
  overrides: Partial<TConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sxpt-test-'));
  const config: TConfig = {
    ...readConfig({}),
    dataDir,
    seedDemo: true,
    webDist: path.join(dataDir, 'no-web'),
    logLevel: 'silent',
    // tests read every session from the database unless a test turns the cache on
    sessionCacheMs: 0,
    ...overrides,
  };
  const { app, routeTable, ctx } = await buildApp({ config, database, logger: false });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    routeTable,
    ctx,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST JSON (or nothing) and read the envelope, unwrapping the ciphered form if present. */
export async function call<T = unknown>(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  token?: string,
  method: 'POST' | 'GET' = 'POST',
): Promise<TEnvelope<T>> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(body === undefined || method === 'GET' ? {} : { payload: body as object }),
  });
  const json = response.json() as TEnvelope<T> | { retcode: number; result: string };
  if ('retcode' in json) return JSON.parse(decipherEnvelope(json.result)) as TEnvelope<T>;
  return json;
}
