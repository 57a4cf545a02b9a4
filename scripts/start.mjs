#!/usr/bin/env node
// npm start: build what is missing or stale (the web app; the compiled server), then run the compiled server, which
// starts the embedded PostgreSQL unless DATABASE_URL is set, migrates and seeds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const serverBuild = path.join(root, 'apps/server/dist/main.js');
const sharedSources = ['packages/domain/src', 'packages/contract/src'];

/** The newest modification time of the file or the files under `part` (0 when it does not exist). */
function newestIn(part) {
  const target = path.join(root, part);
  if (!existsSync(target)) return 0;
  if (statSync(target).isFile()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const isStale = (file, sources) => {
  const at = builtAt(file);
  return at === 0 || sources.some((part) => newestIn(part) > at);
};

function run(what, command, args) {
  console.log(what);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// a custom WEB_DIST is someone else's build: only the default one is built here
const webIndex = path.join(webDist, 'index.html');
if (!process.env.WEB_DIST && isStale(webIndex, ['apps/web/src', 'apps/web/index.html', ...sharedSources])) {
  run(existsSync(webIndex) ? 'Rebuilding the web app (its sources changed)…' : 'Building the web app…', 'npm', [
    'run',
    'build',
    '-w',
    '@sxpt/web',
  ]);
}
if (isStale(serverBuild, ['apps/server/src', ...sharedSources])) {
  run('Compiling the server…', process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
