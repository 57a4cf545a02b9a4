#!/usr/bin/env node
// npm start: build the web app when no build is present or its sources are newer than the build, then start the
// server (which migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = existsSync(path.join(webDist, 'index.html')) ? statSync(path.join(webDist, 'index.html')).mtimeMs : 0;
// a custom WEB_DIST is someone else's build: only the default one is rebuilt when stale
const isStale =
  builtAt > 0 &&
  !process.env.WEB_DIST &&
  ['apps/web/src', 'apps/web/index.html', 'packages/domain/src', 'packages/contract/src']
    .map((part) => path.join(root, part))
    .some((part) => (existsSync(part) && statSync(part).isFile() ? statSync(part).mtimeMs : newestIn(part)) > builtAt);
if (builtAt === 0 || isStale) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'Rebuilding the web app (its sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@sxpt/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
