// npm run bench: throughput of the hot endpoints under 100 concurrent signed-in users, and the page weight
// of each role's first screen. Results print as a table and go to bench/results/latest.json.
// The course calls use the 30 demo students; the invoicing simulator's calls (bwkp.ts) 100 students of their own.
// The exam calls (paper.ts): 100 students of their own sitting the demo exam.
// The tax bureau (baoshui.ts): 100 students saving the general-taxpayer main form.
// BENCH_SECONDS: length of each timed run (default 10). BENCH_ONLY=course, bwkp, analytics, paper, baoshui or ledger: one
// group.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { mainFormBodies, prepareTaxRoom } from './baoshui';
import {
  countAt,
  invoiceBody,
  PLAIN_INVOICE_SORTS,
  prepareAnalyticsClass,
  prepareBwkpRoom,
  type TBwkpRoom,
  wrongInvoiceBody,
} from './bwkp';
import { expectOk, signIn } from './http';
import { draftBodies, prepareLedgerRoom, timeBooks } from './ledger';
import { prepareExamRoom, saveBodies, submittedCount } from './paper';

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;
/** bench students of the invoicing simulator: one per connection */
const BWKP_STUDENTS = CONNECTIONS;

interface TResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** autocannon's errors: failed connections and timeouts (timeouts included) */
  errors: number;
  timeouts: number;
  /** HTTP status other than 2xx */
  non2xx: number;
  /** HTTP 200 whose envelope code is not 200 */
  codeNot200: number;
  /** those envelopes by "code message" */
  envelopes: Record<string, number>;
  /** responses counted */
  responses: number;
}

/** A TypeScript script under tsx (the bare servers), or the compiled product (apps/server/dist/main.js). */
function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const runner = args[0].endsWith('.js') ? [] : ['--import', 'tsx'];
  // BENCH_CPU_PROF=<folder>: each compiled server process writes a V8 CPU profile there when it stops
  const profile =
    process.env.BENCH_CPU_PROF && args[0].endsWith('.js')
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
  return spawn(process.execPath, [...profile, ...runner, ...args], {
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

/** One simulated user: the token and the bodies it sends, in order (round and round in a timed run). */
interface TClientSetup {
  token: string;
  bodies: string[];
}

interface TLoadOptions {
  /** requests per connection: the run ends when every connection has made them (instead of after DURATION) */
  perConnection?: number;
  /** GET (the query in the URL, no body) instead of POST */
  method?: 'GET' | 'POST';
  /** connections of this run (default CONNECTIONS) */
  connections?: number;
}

const OK_PREFIX = '{"code":200,';

/**
 * One autocannon run: CONNECTIONS connections, connection k the user clients[k % n]. Every response's envelope is
 * looked at: code 200 is recognised by the start of the body, anything else is parsed and counted by code and
 * message. Throughput is autocannon's mean of the per-second samples, or, for a run of a fixed number of requests,
 * the responses over the time from the start to the last response.
 */
async function load(name: string, url: string, clients: TClientSetup[], options: TLoadOptions = {}): Promise<TResult> {
  let i = 0;
  const envelopes: Record<string, number> = {};
  let codeNot200 = 0;
  let lastResponseAt = 0;
  const countEnvelope = (status: number, body: string) => {
    lastResponseAt = performance.now();
    if (status !== 200 || body.startsWith(OK_PREFIX)) return;
    codeNot200++;
    let key: string;
    try {
      const json = JSON.parse(body) as { code: number; message: string };
      key = `${json.code} ${json.message}`;
    } catch {
      key = `not an envelope: ${body.slice(0, 60)}`;
    }
    envelopes[key] = (envelopes[key] ?? 0) + 1;
  };
  console.log(`${new Date().toISOString().slice(11, 19)} ${name}`);
  const startedAt = performance.now();
  const result = await autocannon({
    url,
    method: options.method ?? 'POST',
    connections: options.connections ?? CONNECTIONS,
    // a fixed number of requests: exactly perConnection per connection (autocannon spreads `amount` evenly), no
    // time limit, and a long timeout so that a slow save is measured rather than abandoned mid-sequence
    ...(options.perConnection
      ? { amount: (options.connections ?? CONNECTIONS) * options.perConnection, timeout: 120 }
      : { duration: DURATION }),
    headers: { 'content-type': 'application/json' },
    body: '{}',
    setupClient: (client) => {
      const setup = clients[i++ % Math.max(clients.length, 1)];
      client.setRequests(
        (setup?.bodies ?? ['{}']).map((body) => ({
          headers: { authorization: setup?.token ?? '' },
          ...(options.method === 'GET' ? { method: 'GET' as const } : { body }),
          onResponse: countEnvelope,
        })),
      );
    },
  });
  const seconds = (lastResponseAt - startedAt) / 1000;
  return {
    name,
    rps: Math.round(
      options.perConnection ? (seconds > 0 ? result.requests.total / seconds : 0) : result.requests.average,
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    codeNot200,
    envelopes,
    responses: result.requests.total,
  };
}

/** What a checked request must answer: the envelope code, and the message when it is a refusal. */
interface TExpect {
  code: number;
  message?: string;
}

/**
 * Every client's first request must answer as expected (code 200 for the course calls) before it is measured:
 * HTTP 200 alone proves nothing.
 */
async function checkClients(url: string, clients: TClientSetup[], expect: TExpect = { code: 200 }): Promise<void> {
  for (const client of clients) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: client.token },
      body: client.bodies[0],
    });
    const json = (await res.json()) as { code: number; message: string };
    if (json.code !== expect.code || (expect.message !== undefined && !json.message.startsWith(expect.message))) {
      throw new Error(`${url} answered ${json.code} ${json.message} for ${client.bodies[0].slice(0, 200)}`);
    }
  }
}

const students = ['student', ...Array.from({ length: 29 }, (_, k) => `student${String(k + 2).padStart(2, '0')}`)];

interface TScenario {
  name: string;
  path: string;
  clients: (base: string, tokens: string[]) => Promise<TClientSetup[]>;
}

const plain = async (_base: string, tokens: string[]) => tokens.map((token) => ({ token, bodies: ['{}'] }));

/** Each student opens the first resource of their first class. */
async function courseViewClients(base: string, tokens: string[]): Promise<TClientSetup[]> {
  const clients: TClientSetup[] = [];
  for (const token of tokens) {
    const data = await expectOk<{ list: { id: number; resources: { id: number }[] }[] }>(
      base,
      '/student/classes/list',
      {},
      token,
    );
    const cls = data.list.find((c) => c.resources.length > 0);
    if (!cls) throw new Error('a demo student has no class with a resource: is the demo content seeded?');
    clients.push({ token, bodies: [JSON.stringify({ class_id: cls.id, resource_id: cls.resources[0].id })] });
  }
  return clients;
}

const scenarios: TScenario[] = [
  { name: 'getinfo', path: '/api/getinfo', clients: plain },
  { name: 'student/classes/list', path: '/student/classes/list', clients: plain },
  { name: 'student/course/course_view', path: '/student/course/course_view', clients: courseViewClients },
];

/** BENCH_ONLY=course, bwkp or analytics runs one group (the bare ceiling always runs); default all. */
const ONLY = process.env.BENCH_ONLY ?? '';
const runCourse = ONLY === '' || ONLY === 'course';
const runBwkp = ONLY === '' || ONLY === 'bwkp';
const runAnalytics = ONLY === '' || ONLY === 'analytics';
const runPaper = ONLY === '' || ONLY === 'paper';
const runBaoshui = ONLY === '' || ONLY === 'baoshui';
const runLedger = ONLY === '' || ONLY === 'ledger';
/** students sitting the bench exam: one per connection */
const EXAM_STUDENTS = CONNECTIONS;
/** the tax bureau's students: one per connection */
const TAX_STUDENTS = CONNECTIONS;
/** the real-ledger exercise's students: one per connection */
const LEDGER_STUDENTS = CONNECTIONS;
/** The class of the analytics bench (issue 9: a class of 50 with full practice). */
const ANALYTICS_STUDENTS = 50;
/** Teachers reading analyses at once: fewer than the students' 100 (a college's staff, not a class). */
const ANALYTICS_CONNECTIONS = Number(process.env.BENCH_ANALYTICS_CONNECTIONS ?? 20);

async function benchCourse(base: string, database: string): Promise<TResult[]> {
  const out: TResult[] = [];
  const tokens: string[] = [];
  for (const account of students) tokens.push(await signIn(base, '/api/login/student', account));
  for (const scenario of scenarios) {
    const clients = await scenario.clients(base, tokens);
    await checkClients(`${base}${scenario.path}`, clients);
    await load('warm-up', `${base}${scenario.path}`, clients);
    out.push(await load(`${scenario.name} on ${database}`, `${base}${scenario.path}`, clients));
  }
  return out;
}

/**
 * The invoicing simulator's two hot calls, over BWKP_STUDENTS students (one per connection), each at question 5:
 * - subject_detail of the current question (5), a read: timed like the course calls;
 * - save_fp refused as a wrong answer (答案有误): the whole graded path (context, case, locked practice and roll,
 *   grading) and a rollback, repeatable, so timed like the reads;
 * - save_fp accepted: every request a right invoice of the student's current question, questions 5–9 in order
 *   (5 per connection, 500 saves), each graded, numbered from the read-in roll and stored. A question can only
 *   be saved once, so this run is a fixed number of requests, not DURATION; afterwards the server must report
 *   questions 5–9 done and 10 open for every student;
 * - save_fp repeated (question 5 again after it is done): refused with 该题已做，无需重复提交！ (a double click).
 */
async function benchBwkp(base: string, database: string): Promise<{ results: TResult[]; room: TBwkpRoom }> {
  const out: TResult[] = [];
  const room = await prepareBwkpRoom(base, BWKP_STUDENTS);
  const clientsOf = (body: (sort: number) => Record<string, unknown>, sorts: number[]) =>
    room.students.map((student) => ({
      token: student.token,
      bodies: sorts.map((sort) => JSON.stringify(body(sort))),
    }));
  const [current] = PLAIN_INVOICE_SORTS;
  const url = (name: string) => `${base}/student/bwkp/${name}`;

  const detail = clientsOf((sort) => ({ ...room.context, subject_id: room.subjectIds[sort] }), [current]);
  await checkClients(url('subject_detail'), detail);
  await load('warm-up', url('subject_detail'), detail);
  out.push(await load(`bwkp subject_detail on ${database}`, url('subject_detail'), detail));

  const wrong = clientsOf((sort) => wrongInvoiceBody(room, sort), [current]);
  await checkClients(url('save_fp'), wrong, { code: 400, message: '答案有误' });
  await load('warm-up', url('save_fp'), wrong);
  out.push(await load(`bwkp save_fp wrong answer (refused) on ${database}`, url('save_fp'), wrong));

  const saves = clientsOf((sort) => invoiceBody(room, sort), PLAIN_INVOICE_SORTS);
  // requests the timed run left in flight still run on the server: let them finish first
  await expectOk(base, '/student/bwkp/subject_status', room.context, room.students[0].token);
  const accepted = await load(`bwkp save_fp accepted (5 per student) on ${database}`, url('save_fp'), saves, {
    perConnection: PLAIN_INVOICE_SORTS.length,
  });
  // a request the client gave up on (timeout) may still be running on the server: wait until it settles
  let done = 0;
  for (let poll = 0; poll < 10; poll++) {
    done = await countAt(base, room, PLAIN_INVOICE_SORTS, PLAIN_INVOICE_SORTS.at(-1)! + 1);
    if (done === room.students.length) break;
    await new Promise((r) => setTimeout(r, 3000));
  }
  if (done !== room.students.length) {
    console.warn(`bwkp: after the accepted saves only ${done} of ${room.students.length} students are at question 10`);
  }
  out.push({ ...accepted, name: `${accepted.name}${done === room.students.length ? '' : ` [${done} at Q10]`}` });

  const repeat = clientsOf((sort) => invoiceBody(room, sort), [current]);
  await checkClients(url('save_fp'), repeat, { code: 400, message: '该题已做' });
  await load('warm-up', url('save_fp'), repeat);
  out.push(await load(`bwkp save_fp repeated (refused) on ${database}`, url('save_fp'), repeat));
  return { results: out, room };
}

/**
 * 实训分析 of a class of 50 who did the whole invoicing case, as the teacher's page reads it: the student table
 * (practice_training) and the question figures (subject_analysis_compute), GET with the item in the query.
 */
async function benchAnalytics(base: string, database: string): Promise<TResult[]> {
  const { room, admin } = await prepareAnalyticsClass(base, ANALYTICS_STUDENTS);
  const chapters = await fetch(`${base}/api/statistics/chapter_lesson?resource_id=${room.context.resource_id}`, {
    headers: { authorization: admin },
  }).then(
    (res) =>
      res.json() as Promise<{ data: { lessons: { id: number; items: { area: string; case_id: number }[] }[] }[] }>,
  );
  const lesson = chapters.data
    .flatMap((chapter) => chapter.lessons)
    .find((entry) => entry.id === room.context.lesson_id);
  const item = lesson?.items.find((entry) => entry.area === 'bwkp');
  if (!item) throw new Error('the analytics class has no invoicing item');
  const query = new URLSearchParams({
    class_id: String(room.context.class_id),
    resource_id: String(room.context.resource_id),
    lesson_id: String(room.context.lesson_id),
    area: 'bwkp',
    case_id: String(item.case_id),
  });
  const teacherPage = [{ token: admin, bodies: [''] }];
  const out: TResult[] = [];
  for (const name of ['practice_training', 'subject_analysis_compute']) {
    const url = `${base}/api/statistics/shicao/${name}?${query}`;
    const options = { method: 'GET' as const, connections: ANALYTICS_CONNECTIONS };
    await load('warm-up', url, teacherPage, options);
    out.push(
      await load(
        `shicao ${name} (class of ${ANALYTICS_STUDENTS}, ${ANALYTICS_CONNECTIONS} connections) on ${database}`,
        url,
        teacherPage,
        options,
      ),
    );
  }
  return out;
}

/**
 * An exam sat by EXAM_STUDENTS students at once (one per connection): answer saves, one question each, round and
 * round through the paper for DURATION; then every student submits once (a fixed run), and the teacher's list must
 * show every one graded.
 */
async function benchPaper(base: string, database: string, bwkp: TBwkpRoom | null): Promise<TResult[]> {
  const room = await prepareExamRoom(base, EXAM_STUDENTS, bwkp);
  const url = (name: string) => `${base}/student/paper/${name}`;
  const saves = room.students.map((student) => ({ token: student.token, bodies: saveBodies(student) }));
  await checkClients(url('save'), saves);
  await load('warm-up', url('save'), saves);
  const out = [
    await load(`paper save (${EXAM_STUDENTS} students, one question a save) on ${database}`, url('save'), saves),
  ];
  const submits = room.students.map((student) => ({
    token: student.token,
    bodies: [JSON.stringify({ attempt_id: student.sheet.attempt_id })],
  }));
  const submitted = await load(
    `paper submit (${EXAM_STUDENTS} students, once each) on ${database}`,
    url('submit'),
    submits,
    {
      perConnection: 1,
    },
  );
  const graded = await submittedCount(base, room);
  out.push({
    ...submitted,
    name: `${submitted.name}${graded === EXAM_STUDENTS ? ' [all graded]' : ` [${graded} of ${EXAM_STUDENTS} graded]`}`,
  });
  return out;
}

/** The tax bureau: TAX_STUDENTS students saving the general-taxpayer main form (save_answer) at once. */
async function benchBaoshui(base: string, database: string, bwkp: TBwkpRoom | null): Promise<TResult[]> {
  const room = await prepareTaxRoom(base, TAX_STUDENTS, bwkp);
  const url = `${base}/student/baoshui/save_answer`;
  const saves = room.students.map((student) => ({ token: student.token, bodies: mainFormBodies(room, student) }));
  await checkClients(url, saves);
  await load('warm-up', url, saves);
  return [await load(`baoshui save_answer (general main form, ${TAX_STUDENTS} students) on ${database}`, url, saves)];
}

/** The real-ledger exercise: LEDGER_STUDENTS students saving a voucher (set_answer) over half a month of books. */
async function benchLedger(base: string, database: string, bwkp: TBwkpRoom | null): Promise<TResult[]> {
  const room = await prepareLedgerRoom(base, LEDGER_STUDENTS, bwkp);
  const url = `${base}/student/lx/set_answer`;
  const saves = room.students.map((student) => ({ token: student.token, bodies: draftBodies(room, student) }));
  await checkClients(url, saves);
  await load('warm-up', url, saves);
  return [
    await load(
      `lx set_answer (a voucher over 40 posted items, ${LEDGER_STUDENTS} students) on ${database}`,
      url,
      saves,
    ),
  ];
}

/**
 * One product run: the compiled server with `env`; `during` runs first against it (the one-statement floor on the
 * same database).
 */
async function benchProduct(
  database: string,
  env: Record<string, string>,
  port: number,
  during?: () => Promise<TResult[]>,
): Promise<TResult[]> {
  const server = startProcess(['apps/server/dist/main.js'], { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const out: TResult[] = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/getinfo`);
    if (during) out.push(...(await during()));
    if (runCourse) out.push(...(await benchCourse(base, database)));
    let bwkpRoom: TBwkpRoom | null = null;
    if (runBwkp) {
      const bwkp = await benchBwkp(base, database);
      out.push(...bwkp.results);
      bwkpRoom = bwkp.room;
    }
    if (runAnalytics) out.push(...(await benchAnalytics(base, database)));
    // the exam's 100 students are the invoicing bench's when it ran (a college's seats are 200)
    if (runPaper) out.push(...(await benchPaper(base, database, bwkpRoom)));
    // the tax bureau's 100 students are the invoicing bench's too (the tax course added to their class)
    if (runBaoshui) out.push(...(await benchBaoshui(base, database, bwkpRoom)));
    // the ledger's 100 students are the invoicing bench's too (the ledger course added to their class)
    if (runLedger) out.push(...(await benchLedger(base, database, bwkpRoom)));
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
  const anyone = [{ token: 'x', bodies: ['{}'] }];
  await load('bare warm-up', 'http://127.0.0.1:8290/api/getinfo', anyone);
  results.push(await load('bare Fastify (ceiling)', 'http://127.0.0.1:8290/api/getinfo', anyone));
} finally {
  bare.kill('SIGTERM');
}

/** The bare one-statement endpoint on a database (the floor of a call of one round trip). */
async function benchOneStatement(database: string, url: string): Promise<TResult[]> {
  const floor = startProcess(['bench/bare-server.ts'], { PORT: '8293', PG_URL: url });
  try {
    await waitFor('http://127.0.0.1:8293/api/getinfo');
    const anyone = [{ token: 'x', bodies: ['{}'] }];
    await load('warm-up', 'http://127.0.0.1:8293/api/one', anyone);
    return [await load(`one statement (Fastify + pg) on ${database}`, 'http://127.0.0.1:8293/api/one', anyone)];
  } finally {
    floor.kill('SIGTERM');
  }
}

if (!existsSync(path.join(root, 'apps/server/dist/main.js'))) {
  throw new Error('The server is not compiled: run npm run build first.');
}
/** The embedded default, with one API process and with two (WORKERS=2), each on a fresh data folder. */
for (const workers of [1, 2]) {
  const dataDir = path.join(os.tmpdir(), `sxpt-bench-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  const pgPort = 8294 + workers;
  const label = workers === 1 ? 'embedded' : `embedded, WORKERS=${workers}`;
  const oneStatement = async () => {
    const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
    // the same transport as the product: the server's Unix socket in its folder
    const socket = encodeURIComponent(path.join(dataDir, 'pg'));
    return benchOneStatement('embedded', `postgres://postgres:${password}@127.0.0.1:${pgPort}/sxpt?host=${socket}`);
  };
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', WORKERS: String(workers) };
    results.push(
      ...(await benchProduct(
        label,
        { ...env, EMBEDDED_PG_PORT: String(pgPort) },
        8291,
        workers === 1 ? oneStatement : undefined,
      )),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
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
    results.push(
      ...(await benchProduct('external PostgreSQL', { DATABASE_URL: target.toString(), SEED_DEMO: '1' }, 8292, () =>
        benchOneStatement('external PostgreSQL', target.toString()),
      )),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('No PostgreSQL reachable: the PostgreSQL run is skipped.');
}

const ceiling = results[0].rps;
console.log(`\nThroughput, ${CONNECTIONS} connections, ${DURATION} s, ${os.cpus().length} cores:`);
/** The one-statement floor of the database a run used (embedded runs: the embedded floor). */
const floorOf = (name: string) => {
  const database = name.includes('external PostgreSQL') ? 'external PostgreSQL' : 'embedded';
  return results.find((r) => r.name === `one statement (Fastify + pg) on ${database}`)?.rps ?? 0;
};
console.log('| run | req/s | p50 ms | p99 ms | errors | non-2xx | code≠200 | share of ceiling | vs one statement |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const errors = r.timeouts > 0 ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors);
  const floor = floorOf(r.name);
  const vsFloor = floor > 0 && r.name !== results[0].name ? `${((r.rps / floor) * 100).toFixed(0)} %` : '';
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${errors} | ${r.non2xx} | ${r.codeNot200} | ${((r.rps / ceiling) * 100).toFixed(1)} % | ${vsFloor} |`,
  );
}
const refusals = results.filter((r) => r.codeNot200 > 0);
if (refusals.length > 0) {
  console.log('\nEnvelopes with a code other than 200 (HTTP 200):');
  for (const r of refusals) {
    console.log(
      `  ${r.name} (${r.responses} responses): ${Object.entries(r.envelopes)
        .map(([k, n]) => `${n}× ${k}`)
        .join('; ')}`,
    );
  }
}
if (runBwkp) {
  console.log(
    `bwkp: ${BWKP_STUDENTS} students, one per connection, at question 5 of the demo case. "wrong answer" and "repeated" ` +
      'are save_fp refusals by design (code 400), timed for DURATION; "accepted" is 5 right saves per student ' +
      '(questions 5–9), its req/s the responses over the time to the last one.',
  );
}

if (runLedger) {
  const books = timeBooks(200, 200);
  console.log(
    `\nlx books of a month of ${books.vouchers} vouchers in the domain (trial balance, auxiliary balances, checks, ` +
      `both statements), 200 runs: p50 ${books.p50} ms, p99 ${books.p99} ms, max ${books.max} ms`,
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
