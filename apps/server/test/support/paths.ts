import path from 'node:path';

export const snapshotPath = path.resolve(import.meta.dirname, '../../.tmp/pglite-migrated.tar');
