import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client';
import { databaseUrl, startEmbeddedPostgres, type TEmbeddedServer } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the server every test file makes its database on */
    testServerUrl: string;
    /** a database migrated once for this run; each test file copies it (CREATE DATABASE … TEMPLATE) */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL server per run (the embedded one, or TEST_DATABASE_URL's), and one migrated template database on
 * it: every test file then gets its own copy in tens of milliseconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: TEmbeddedServer | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  const dir = path.resolve(import.meta.dirname, `../../../.tmp/test-pg-${process.pid}`);
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dir, ephemeral: true, fast: true });
    serverUrl = embedded.url;
  }
  const template = `sxpt_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const migrated = await openPostgres(databaseUrl(serverUrl, template), { poolSize: 1 });
  await migrated.close();
  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    if (embedded) {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(`${dir}.password`, { force: true });
      await rm(`${dir}.owner`, { force: true });
    }
  };
}
