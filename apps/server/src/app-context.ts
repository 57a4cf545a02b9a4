import type { TConfig } from './config';
import type { Db } from './db/client';
import type { SessionCache } from './http/session-cache';
import type { FileStore } from './storage/file-store';

/** What every area's routes receive: configuration, the database and the file store. */
export interface TAppContext {
  config: TConfig;
  db: Db;
  files: FileStore;
  /** cached session lookups: every write that changes a user, session or college invalidates it */
  sessions: SessionCache;
}
