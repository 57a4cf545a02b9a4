import type { TSessionUser } from './auth';

/**
 * A short-lived cache of live sessions, keyed by token hash. The embedded PGlite runs in one process, so
 * with explicit invalidation on every write that ends or changes a session (logout, password change,
 * user or college changes) it is exact there; the TTL bounds anything else. With PostgreSQL and several
 * API processes it is off by default (SESSION_CACHE_MS=0), and every request reads its session.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: TSessionUser; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0;
  }

  get(tokenHash: string): TSessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: TSessionUser): void {
    if (!this.isEnabled) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, expires: Date.now() + this.ttlMs });
  }

  /** Forget every cached session of these users (after a write that changes them). */
  invalidateUsers(userIds: readonly number[]): void {
    if (this.entries.size === 0) return;
    const ids = new Set(userIds);
    for (const [key, entry] of this.entries) if (ids.has(entry.user.id)) this.entries.delete(key);
  }

  /** Forget every cached session of a college's users (licence or college status changed). */
  invalidateCollege(collegeId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.collegeId === collegeId) this.entries.delete(key);
  }

  invalidateSession(sessionId: number): void {
    for (const [key, entry] of this.entries) if (entry.user.sessionId === sessionId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
