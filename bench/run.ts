// npm run bench: throughput of the hot endpoints under 100 concurrent signed-in users, and the page weight
// of each role's first screen. Results print as a table and go to bench/results/latest.json.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

interface TResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url, { method: 'POST' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not start`);
}

async function signIn(base: string, accounts: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const account of accounts) {
    const res = await fetch(`${base}/api/login/student`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: 'demo1234' }),
    });
    const json = (await res.json()) as { code: number; data: { token: string } };
    if (json.code !== 200) throw new Error(`sign-in of ${account} failed`);
    tokens.push(json.data.token);
  }
  return tokens;
}

/** One simulated user: the token and the body it sends. */
interface TClientSetup {
  token: string;
  body: string;
}

async function load(name: string, url: string, clients: TClientSetup[]): Promise<TResult> {
  let i = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    setupClient: (client) => {
      const setup = clients[i++ % Math.max(clients.length, 1)];
      client.setHeaders({ 'content-type': 'application/json', authorization: setup?.token ?? '' });
      client.setBody(setup?.body ?? '{}');
    },
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Every client's request must succeed (envelope code 200) before it is measured: HTTP 200 alone proves nothing. */
async function checkClients(url: string, clients: TClientSetup[]): Promise<void> {
  for (const client of clients) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: client.token },
      body: client.body,
    });
    const json = (await res.json()) as { code: number; message: string };
    if (json.code !== 200) throw new Error(`${url} answered ${json.code} ${json.message} for ${client.body}`);
  }
}

const students = ['student', ...Array.from({ length: 29 }, (_, k) => `student${String(k + 2).padStart(2, '0')}`)];

interface TScenario {
  name: string;
  path: string;
  clients: (base: string, tokens: string[]) => Promise<TClientSetup[]>;
}

const plain = async (_base: string, tokens: string[]) => tokens.map((token) => ({ token, body: '{}' }));

/** Each student opens the first resource of their first class. */
async function courseViewClients(base: string, tokens: string[]): Promise<TClientSetup[]> {
  const clients: TClientSetup[] = [];
  for (const token of tokens) {
    const res = await fetch(`${base}/student/classes/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: '{}',
    });
    const json = (await res.json()) as { data: { list: { id: number; resources: { id: number }[] }[] } };
    const cls = json.data.list.find((c) => c.resources.length > 0);
    if (!cls) throw new Error('a demo student has no class with a resource: is the demo content seeded?');
    clients.push({ token, body: JSON.stringify({ class_id: cls.id, resource_id: cls.resources[0].id }) });
  }
  return clients;
}

const scenarios: TScenario[] = [
  { name: 'getinfo', path: '/api/getinfo', clients: plain },
  { name: 'student/classes/list', path: '/student/classes/list', clients: plain },
  { name: 'student/course/course_view', path: '/student/course/course_view', clients: courseViewClients },
];

async function benchProduct(database: string, env: Record<string, string>, port: number): Promise<TResult[]> {
  const server = startProcess(['apps/server/src/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const out: TResult[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/getinfo`);
    const tokens = await signIn(base, students);
    for (const scenario of scenarios) {
      const clients = await scenario.clients(base, tokens);
      await checkClients(`${base}${scenario.path}`, clients);
      await load('warm-up', `${base}${scenario.path}`, clients);
      out.push(await load(`${scenario.name} on ${database}`, `${base}${scenario.path}`, clients));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  return out;
}

async function findPostgres(): Promise<string | null> {
  const { findPostgres: find } = await import('../scripts/pg-available.mjs');
  return find();
}

function pageWeight(): { file: string; gzip: number }[] {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('The web app is not built (npm run build): page weight skipped.');
    return [];
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)) files.add(m[1]);
  return [...files].map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }));
}

const results: TResult[] = [];
const bare = startProcess(['bench/bare-server.ts'], { PORT: '8290' });
try {
  await waitFor('http://127.0.0.1:8290/api/getinfo');
  const anyone = [{ token: 'x', body: '{}' }];
  await load('bare warm-up', 'http://127.0.0.1:8290/api/getinfo', anyone);
  results.push(await load('bare Fastify (ceiling)', 'http://127.0.0.1:8290/api/getinfo', anyone));
} finally {
  bare.kill('SIGTERM');
}

const dataDir = path.join(os.tmpdir(), `sxpt-bench-${randomBytes(4).toString('hex')}`);
mkdirSync(dataDir, { recursive: true });
try {
  results.push(...(await benchProduct('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1' }, 8291)));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = await findPostgres();
if (pgUrl) {
  const dbName = `sxpt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const target = new URL(pgUrl);
  target.pathname = `/${dbName}`;
  try {
    results.push(...(await benchProduct('PostgreSQL', { DATABASE_URL: target.toString(), SEED_DEMO: '1' }, 8292)));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('No PostgreSQL reachable: the PostgreSQL run is skipped.');
}

const ceiling = results[0].rps;
console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION} s, ${os.cpus().length} cores:`);
console.log('| run | req/s | p50 ms | p99 ms | errors | non-2xx | share of ceiling |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${((r.rps / ceiling) * 100).toFixed(1)} % |`,
  );
}

const weight = pageWeight();
const total = weight.reduce((s, f) => s + f.gzip, 0);
console.log(`\nJS loaded by the login page (/index): ${(total / 1024).toFixed(1)} KB gzip in ${weight.length} files`);
for (const f of weight) console.log(`  ${f.file}: ${(f.gzip / 1024).toFixed(1)} KB`);

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/latest.json'),
  JSON.stringify({ date: new Date().toISOString(), results, loginPageJsGzip: total, files: weight }, null, 2),
);
