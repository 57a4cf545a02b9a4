import type { TConfig } from './config';
import type { Db } from './db/client';
import type { FileStore } from './storage/file-store';

/** What every area's routes receive: configuration, the database and the file store. */
export interface TAppContext {
  config: TConfig;
  db: Db;
  files: FileStore;
}
