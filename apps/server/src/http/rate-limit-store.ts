// The store of @fastify/rate-limit in PostgreSQL: one upsert per counted request, so a limit holds across every
// API process (WORKERS=n, or several machines) instead of being multiplied by their number.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { runStatement, statement } from '../db/statement';

/** $1 key, $2 window in ms: the request count in the current window and the milliseconds left of it. */
const countStatement = statement<{ count: number; ttl: number }>(
  'rate_limit_count',
  `insert into rate_limits as r (key, count, reset_at) values ($1, 1, now() + $2::int * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.reset_at <= now() then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= now() then now() + $2::int * interval '1 millisecond' else r.reset_at end
  returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
);

const sweepStatement = statement<never>(
  'rate_limit_sweep',
  `delete from rate_limits where reset_at < now() - interval '1 hour'`,
);

/** A store class bound to the database (the plugin constructs it with its options). */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options: FastifyRateLimitOptions, prefix = '') {
      this.prefix = prefix;
    }

    /** The plugin passes the route's window (ms) after the callback. */
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      runStatement(db, countStatement, [`${this.prefix}${key}`, Math.max(1, Math.round(Number(timeWindow)))])
        .then(([row]) => {
          callback(null, { current: row.count, ttl: row.ttl });
          // now and then, forget windows long over
          if (Math.random() < 0.01) runStatement(db, sweepStatement, []).catch(() => {});
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method: string; url: string } };
      const route = `${routeInfo?.method ?? ''} ${routeInfo?.url ?? routeOptions.path}|`;
      return new PostgresRateLimitStore({}, `${this.prefix}${route}`);
    }
  };
}
