import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The directory that holds package.json, locales/ and drizzle/ (and dist/ by default): the nearest one above this
 * module that has a package.json. Found by walking up, so the same code works from server/lib under tsx and from
 * the bundle in build/server, whose modules all share one import.meta.url.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json in ${start} or above it`);
  }
}

export const appRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
