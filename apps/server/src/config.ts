import path from 'node:path';
import { serverRoot } from './paths';

/** Server configuration, read once from the environment. */
export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** seed the demo college and accounts on the first start of an empty database */
  seedDemo: boolean;
  envelopeCipher: boolean;
  acc5Password: string | undefined;
  /** folder of the built web app, served at / when present */
  webDist: string;
  logLevel: string;
  /** how long a session lookup is cached in the process (0 = off); invalidated across processes by LISTEN/NOTIFY */
  sessionCacheMs: number;
  /** the embedded server's port (0: a free one) */
  embeddedPgPort: number;
  /** API processes on the one port (node:cluster) */
  workers: number;
  /** connections of each API process's pool */
  poolSize: number;
  /** sign-in failures from one address over all accounts before it must wait (raise it when a school shares one) */
  loginSourceMaxFailures: number;
  /**
   * Fastify's trustProxy from TRUST_PROXY: unset trusts no proxy (the client IP is the socket's); 'true' trusts
   * every hop; a number n trusts the n nearest hops; anything else is a list of proxy IPs or CIDRs
   * ('10.0.0.1,10.1.0.0/16'), the safe choice.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** uploads one user may make in 24 hours: acc5 (lesson videos and handouts), and every other role */
  uploadQuota: { acc5: TUploadQuota; others: TUploadQuota };
}

export interface TUploadQuota {
  files: number;
  bytes: number;
}

function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'yes';
}

function readTrustProxy(value: string | undefined): TConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    // Fastify takes no hop count any more: hop 0 is the socket's peer, each further hop one X-Forwarded-For entry
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

/** A positive whole number from the environment, or the fallback. */
function positiveOf(value: string | undefined, fallback: number): number {
  const number = Math.trunc(Number(value));
  return number > 0 ? number : fallback;
}

const MIB = 1024 * 1024;

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const root = path.resolve(serverRoot, '../..');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? './data'),
    databaseUrl,
    // Embedded database: demo data unless SEED_DEMO=0. PostgreSQL server: only with SEED_DEMO=1.
    seedDemo: env.SEED_DEMO === undefined ? !databaseUrl : isTrue(env.SEED_DEMO),
    envelopeCipher: isTrue(env.ENVELOPE_CIPHER),
    acc5Password: env.ACC5_PASSWORD || undefined,
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5000),
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 0),
    workers: Math.max(1, Math.trunc(Number(env.WORKERS ?? 1)) || 1),
    poolSize: Math.max(1, Math.trunc(Number(env.POOL_SIZE ?? 10)) || 10),
    loginSourceMaxFailures: Math.max(1, Math.trunc(Number(env.LOGIN_SOURCE_MAX_FAILURES ?? 30)) || 30),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    uploadQuota: {
      acc5: {
        files: positiveOf(env.UPLOAD_QUOTA_ACC5_FILES, 200),
        bytes: positiveOf(env.UPLOAD_QUOTA_ACC5_MB, 2048) * MIB,
      },
      others: { files: positiveOf(env.UPLOAD_QUOTA_FILES, 50), bytes: positiveOf(env.UPLOAD_QUOTA_MB, 50) * MIB },
    },
  };
}
