import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found from this module whether it runs from source (src/) or from the compiled
 * bundle (dist/): the files the server reads at run time (migrations, seed content) stay under src/.
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@sxpt/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('the @sxpt/server package folder was not found');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();

/** A file of the server's sources (src/…), read at run time. */
export function sourcePath(...parts: string[]): string {
  return path.join(serverRoot, 'src', ...parts);
}
