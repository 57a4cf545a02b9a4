// What the product does once before it serves: find or start the database, migrate, seed.
import path from 'node:path';
import pg from 'pg';
import type { TConfig } from './config';
import { openPostgres } from './db/client';
import { databaseUrl, startEmbeddedPostgres, type TEmbeddedServer } from './db/embedded';
import { seedBwkpDemoPractice } from './seed/bwkp-demo-seed';
import { isDatabaseEmpty, seedAcc5, seedDemo } from './seed/demo';
import { seedDemoContent } from './seed/demo-content';
import { seedDemoExams } from './seed/demo-exams';
import { seedDemoLearning } from './seed/demo-learning';
import { seedDemoLedger } from './seed/demo-ledger';
import { seedDemoPractice } from './seed/demo-practice';
import { seedDemoTaxFiling } from './seed/demo-tax-filing';
import { seedDemoPapers, seedQuestionBank } from './seed/question-bank';
import { seedTaxCodes } from './seed/tax-codes';
import { createLocalFileStore } from './storage/file-store';

export interface TPreparedDatabase {
  /** where the API processes connect */
  url: string;
  /** the embedded server, when the product started its own */
  embedded: TEmbeddedServer | null;
  seeded: boolean;
}

/** The product's database on the embedded server (created on the first start). */
const EMBEDDED_DATABASE = 'sxpt';

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Start the embedded server unless DATABASE_URL names one; migrate; seed an empty database. */
export async function prepareDatabase(config: TConfig): Promise<TPreparedDatabase> {
  let embedded: TEmbeddedServer | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort });
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    url = databaseUrl(embedded.url, EMBEDDED_DATABASE);
  }
  const database = await openPostgres(url, { poolSize: 2 });
  const { db } = database;
  let seeded = false;
  try {
    if (await isDatabaseEmpty(db)) {
      if (config.seedDemo) {
        const demo = await seedDemo(db);
        // the demo teaching content: four course packages with videos and handouts, granted and bound to the classes
        const files = createLocalFileStore(path.join(config.dataDir, 'uploads'));
        await seedDemoContent(db, files, {
          collegeIds: [demo.collegeId],
          classIds: demo.classIds,
          uploaderId: demo.acc5Id,
        });
        // the invoicing case with its walkthrough videos, as the practice item of the invoicing course's first lesson
        await seedBwkpDemoPractice(db, files);
        // demo students' practice of it, through the simulator's services, so 实训分析 has figures at once
        await seedDemoPractice(db);
        // and a week of their watching and reading, through the learning services
        await seedDemoLearning(db);
        // the question bank of the demo courses, a scoring template and three papers
        await seedQuestionBank(db);
        const paperIds = await seedDemoPapers(db, demo.acc5Id);
        // linked to their courses; an exam and a practice paper published to 2024级会计1班, most of it has sat the exam
        await seedDemoExams(db, paperIds);
        // the tax bureau's filing cases, as the practice items of the tax course's lessons
        await seedDemoTaxFiling(db, demo.acc5Id);
        // the real-ledger exercise's June case, as the practice item of the accounting course's voucher lesson
        await seedDemoLedger(db, demo.acc5Id);
        seeded = true;
      } else if (config.acc5Password) {
        await seedAcc5(db, config.acc5Password);
      } else {
        console.warn(
          'The database has no accounts: set ACC5_PASSWORD (or SEED_DEMO=1) to create the first acc5 account.',
        );
      }
    }
    // the curated tax classification code table, on every database whose table is empty
    await seedTaxCodes(db);
  } finally {
    await database.close();
  }
  return { url, embedded, seeded };
}

/** The backup command of the embedded server (Debian's postgresql-client-15 has pg_dump). */
export function backupCommand(config: TConfig, embedded: TEmbeddedServer): string {
  const passwordFile = path.join(config.dataDir, 'pg.password');
  return (
    `PGPASSWORD="$(cat ${passwordFile})" pg_dump -h 127.0.0.1 -p ${embedded.port} -U ${embedded.user} ` +
    `-Fc -f sxpt-$(date +%F).dump ${EMBEDDED_DATABASE}`
  );
}
