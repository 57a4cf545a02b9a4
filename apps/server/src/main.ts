import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { seedBwkpDemoPractice } from './seed/bwkp-demo-seed';
import { DEMO_PASSWORD, demoAccounts, isDatabaseEmpty, seedAcc5, seedDemo } from './seed/demo';
import { seedDemoContent } from './seed/demo-content';
import { seedTaxCodes } from './seed/tax-codes';
import { createLocalFileStore } from './storage/file-store';

const config = readConfig();
const started = Date.now();
let database: Awaited<ReturnType<typeof openPglite>>;
if (config.databaseUrl) {
  database = await openPostgres(config.databaseUrl);
} else {
  await mkdir(config.dataDir, { recursive: true });
  database = await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}

let seeded = false;
if (await isDatabaseEmpty(database.db)) {
  if (config.seedDemo) {
    const demo = await seedDemo(database.db);
    // the demo teaching content: four course packages with videos and handouts, granted and bound to the classes
    await seedDemoContent(database.db, createLocalFileStore(path.join(config.dataDir, 'uploads')), {
      collegeIds: [demo.collegeId],
      classIds: demo.classIds,
      uploaderId: demo.acc5Id,
    });
    // the invoicing case, as the practice item of the invoicing course's first lesson
    await seedBwkpDemoPractice(database.db);
    seeded = true;
  } else if (config.acc5Password) {
    await seedAcc5(database.db, config.acc5Password);
  } else {
    console.warn('The database has no accounts: set ACC5_PASSWORD (or SEED_DEMO=1) to create the first acc5 account.');
  }
}
// the curated tax classification code table, on every database whose table is empty
await seedTaxCodes(database.db);

const { app } = await buildApp({ config, db: database.db });
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
console.log(`\n实训平台 is running at ${url}  (${database.kind}, ready in ${Date.now() - started} ms)`);
console.log(`API docs: ${url}/api/docs`);
if (config.seedDemo) {
  console.log(`${seeded ? 'Demo data seeded. ' : ''}Demo accounts (password ${DEMO_PASSWORD}):`);
  console.log(`  school management (${url}/login): ${demoAccounts.acc5}`);
  console.log(`  college admin: ${demoAccounts.admin}   teachers: ${demoAccounts.teachers.join(', ')}`);
  console.log(`  students: student, student02 … student30   other college admin: ${demoAccounts.admin2}`);
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
