import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { v7 as uuidv7 } from 'uuid';
import { counting, type FileStorage, isSafeKey } from './storage';

/** The key as a path under `root`; throws on a key that could leave it. */
function pathOf(root: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return join(root, ...key.split('/'));
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Files in a local directory (DATA_DIR/files). A file is written to `.partial/` beside the others and renamed into
 * place when it is whole, so a reader never sees half a file and a failed upload leaves nothing under its key.
 */
export function localStorage(root: string): FileStorage {
  const partial = join(root, '.partial');
  return {
    kind: 'local',
    async put(key, content) {
      const target = pathOf(root, key);
      await mkdir(partial, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const temp = join(partial, uuidv7());
      const counted = counting(content);
      try {
        await pipeline(counted.stream, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, size: counted.size() };
    },
    async get(key) {
      const path = pathOf(root, key);
      return (await exists(path)) ? createReadStream(path) : null;
    },
    async delete(key) {
      await rm(pathOf(root, key), { force: true });
    },
    exists: (key) => exists(pathOf(root, key)),
  };
}
