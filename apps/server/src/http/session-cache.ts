import pg from 'pg';
import type { TSessionUser } from './auth';

/** The channel that the database's triggers announce session changes on (migration 0006). */
export const SESSION_CHANNEL = 'sxpt_sessions';

/**
 * A short-lived cache of live sessions, keyed by token hash, in every API process. Exact across processes: a
 * change to a user, session, college or campus is announced by database triggers on LISTEN/NOTIFY when its
 * transaction commits, and each process forgets the entries it concerns; a write of this process also forgets
 * them at once (invalidate*). While the listening connection is down, nothing is served from the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: TSessionUser; expires: number }>();
  private listener: pg.Client | null = null;
  /** false while a listening connection is required but down */
  private isListening = true;
  private isClosed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  /**
   * Raised by every invalidation. A lookup notes it before reading the database and caches its row only if no
   * invalidation came in between: otherwise a read made before a write committed (a licence activated, a user
   * disabled) could be cached after that write's invalidation and served for the whole TTL.
   */
  private invalidations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0 && this.isListening;
  }

  get(tokenHash: string): TSessionUser | undefined {
    if (!this.isEnabled) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** The invalidation count to pass to set() (read it before the database lookup). */
  get generation(): number {
    return this.invalidations;
  }

  set(tokenHash: string, user: TSessionUser, generation: number): void {
    if (!this.isEnabled || generation !== this.invalidations) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, expires: Date.now() + this.ttlMs });
  }

  private forget(matches: (user: TSessionUser) => boolean): void {
    this.invalidations++;
    for (const [key, entry] of this.entries) if (matches(entry.user)) this.entries.delete(key);
  }

  /** Forget every cached session of these users (after a write that changes them). */
  invalidateUsers(userIds: readonly number[]): void {
    const ids = new Set(userIds);
    this.forget((user) => ids.has(user.id));
  }

  /** Forget every cached session of a college's users (licence or college status changed). */
  invalidateCollege(collegeId: number): void {
    this.forget((user) => user.collegeId === collegeId);
  }

  invalidateSession(sessionId: number): void {
    this.forget((user) => user.sessionId === sessionId);
  }

  invalidateCampus(campusId: number): void {
    this.forget((user) => user.campusId === campusId);
  }

  clear(): void {
    this.invalidations++;
    this.entries.clear();
  }

  /** Apply one announcement of the database's triggers (u:1, s:2, c:3, p:4). */
  applyNotification(payload: string): void {
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if (!Number.isInteger(id)) this.clear();
    else if (kind === 'u') this.invalidateUsers([id]);
    else if (kind === 's') this.invalidateSession(id);
    else if (kind === 'c') this.invalidateCollege(id);
    else if (kind === 'p') this.invalidateCampus(id);
    else this.clear();
  }

  /**
   * Listen for the database's announcements on a connection of its own. Until it listens, and whenever it is
   * lost (then it reconnects every second), the cache serves nothing and is emptied.
   */
  async listen(url: string): Promise<void> {
    if (this.ttlMs <= 0) return;
    this.isListening = false;
    await this.connectListener(url);
  }

  private async connectListener(url: string): Promise<void> {
    if (this.isClosed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.isListening = false;
      this.clear();
      client.end().catch(() => {});
      if (!this.isClosed) this.reconnectTimer = setTimeout(() => void this.connectListener(url), 1000);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => this.applyNotification(message.payload ?? ''));
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANNEL}`);
      this.clear();
      this.isListening = true;
    } catch {
      lost();
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.listener;
    this.listener = null;
    this.isListening = false;
    this.clear();
    await client?.end().catch(() => {});
  }
}
