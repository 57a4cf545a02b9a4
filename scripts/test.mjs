#!/usr/bin/env node
// npm test: every suite on a fresh machine after npm install.
//   1. Vitest: domain, contract, web and server (server on an embedded PostgreSQL started for the run)
//   2. the server suite again on the PostgreSQL server CI finds, when one is reachable
//   3. Playwright e2e in Debian's Chromium against the running product
// It ends with one line "N passed, N failed" over all suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { findPostgres } from './pg-available.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) ok = false;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed +=
    (report.numFailedTests ?? 0) +
    (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const only = process.argv[2]; // optional: unit | server | e2e
const vitestJson = (name) => path.join(tmp, `vitest-${name}.json`);

if (!only || only === 'unit' || only === 'server') {
  const projects =
    only === 'server'
      ? ['server']
      : only === 'unit'
        ? ['domain', 'contract', 'web']
        : ['domain', 'contract', 'web', 'server'];
  rmSync(vitestJson('embedded'), { force: true });
  run(`Vitest (${projects.join(', ')}; server on the embedded PostgreSQL)`, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson('embedded')}`,
  ]);
  countVitest(vitestJson('embedded'));
}

if ((!only || only === 'server') && process.env.SKIP_POSTGRES !== '1') {
  const url = await findPostgres();
  if (url) {
    rmSync(vitestJson('postgres'), { force: true });
    run(
      'Vitest server suite on the external PostgreSQL',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson('postgres')}`,
      ],
      {
        TEST_DATABASE_URL: url,
      },
    );
    countVitest(vitestJson('postgres'));
  } else {
    console.log('\n(no external PostgreSQL reachable: the server suite ran on the embedded one only)');
  }
}

if (!only || only === 'e2e') {
  const report = path.join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  run('Playwright e2e (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  countPlaywright(report);
}

if (!ok && totals.failed === 0) totals.failed = 1; // a suite failed before reporting tests
// a failed test fails the run whatever exit code its runner ended with
if (totals.failed > 0) ok = false;
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
