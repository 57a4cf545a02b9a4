// Starts the product: the database (embedded unless DATABASE_URL), then WORKERS API processes on one port.
import cluster from 'node:cluster';
import { buildApp } from './app';
import { readConfig } from './config';
import { openPostgres } from './db/client';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo';
import { backupCommand, prepareDatabase } from './startup';

const config = readConfig();

/** One API process: its own pool on the prepared database, listening on the shared port. */
async function serve(url: string) {
  const database = await openPostgres(url, { poolSize: config.poolSize, migrate: false });
  const { app } = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  return async () => {
    await app.close();
    await database.close();
  };
}

if (cluster.isWorker) {
  const close = await serve(process.env.SXPT_WORKER_DATABASE_URL ?? '');
  process.on('SIGTERM', () => void close().then(() => process.exit(0)));
  process.on('SIGINT', () => {}); // the primary decides when to stop
} else {
  const started = Date.now();
  const prepared = await prepareDatabase(config);
  let stopping = false;
  let closeServer: (() => Promise<void>) | null = null;
  if (config.workers > 1) {
    const fork = () => cluster.fork({ SXPT_WORKER_DATABASE_URL: prepared.url });
    const listening = Array.from({ length: config.workers }, () => {
      const worker = fork();
      return new Promise<void>((resolve) => worker.once('listening', () => resolve()));
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      console.warn(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
      fork();
    });
    await Promise.all(listening);
  } else {
    closeServer = await serve(prepared.url);
  }

  const url = `http://localhost:${config.port}`;
  const where = prepared.embedded ? `embedded PostgreSQL on port ${prepared.embedded.port}` : 'PostgreSQL';
  const processes = config.workers > 1 ? `, ${config.workers} API processes` : '';
  console.log(`\n实训平台 is running at ${url}  (${where}${processes}, ready in ${Date.now() - started} ms)`);
  console.log(`API docs: ${url}/api/docs`);
  if (prepared.embedded) console.log(`Back up the database: ${backupCommand(config, prepared.embedded)}`);
  if (config.seedDemo) {
    console.log(`${prepared.seeded ? 'Demo data seeded. ' : ''}Demo accounts (password ${DEMO_PASSWORD}):`);
    console.log(`  school management (${url}/login): ${demoAccounts.acc5}`);
    console.log(`  college admin: ${demoAccounts.admin}   teachers: ${demoAccounts.teachers.join(', ')}`);
    console.log(`  students: student, student02 … student30   other college admin: ${demoAccounts.admin2}`);
  }

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    if (closeServer) await closeServer();
    const workers = Object.values(cluster.workers ?? {});
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await prepared.embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
