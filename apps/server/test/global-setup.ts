import { mkdir, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/db/client';
import { snapshotPath } from './support/paths';

/** Migrate one embedded database once and save its data directory; every test file loads a copy (~1 s, not ~3 s). */
export default async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const client = new PGlite();
  const database = await openPglite({ instance: client });
  const dump = await client.dumpDataDir('none');
  await mkdir(new URL('.', `file://${snapshotPath}`).pathname, { recursive: true });
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
