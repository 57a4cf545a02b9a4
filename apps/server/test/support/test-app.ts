import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { decipherEnvelope, type TEnvelope } from '@sxpt/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { TAppContext } from '../../src/app-context';
import { readConfig, type TConfig } from '../../src/config';
import { type Db, openPglite, openPostgres, type TDatabase } from '../../src/db/client';
import type { TRegisteredRoute } from '../../src/http/route-registry';
import { snapshotPath } from './paths';

export interface TTestApp {
  app: FastifyInstance;
  db: Db;
  config: TConfig;
  routeTable: TRegisteredRoute[];
  ctx: TAppContext;
  close(): Promise<void>;
}

/** A fresh database for one test file: the migrated PGlite snapshot, or a new database on TEST_DATABASE_URL. */
async function openFreshDatabase(): Promise<TDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([await readFile(snapshotPath)]);
    return openPglite({ instance: new PGlite({ loadDataDir: blob }) });
  }
  const name = `sxpt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
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
  const { app, routeTable, ctx } = await buildApp({ config, db: database.db, logger: false });
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
      await database.close();
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
