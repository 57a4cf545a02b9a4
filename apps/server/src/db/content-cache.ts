// Content read by every student call and changed only by authoring (a case, its company, its answers) is cached per
// database and key, and revalidated against content_version (raised by statement triggers on the content tables),
// which the working-context check of a hot call reads anyway. Cached values are frozen: a caller that tried to
// change one would throw instead of corrupting what other students read.
import type { DbOrTx } from './client';

const MAX_CASE_ENTRIES = 200;
const caseCaches = new WeakMap<object, Map<string, { version: number; value: unknown }>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The value under `key` as of content version `version`, loaded (and frozen) on a miss. */
export async function cachedRead<T>(db: DbOrTx, key: string, version: number, load: () => Promise<T>): Promise<T> {
  let cache = caseCaches.get(db);
  if (!cache) {
    cache = new Map();
    caseCaches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = deepFreeze(await load());
  cache.delete(key);
  if (cache.size >= MAX_CASE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, value });
  return value;
}
