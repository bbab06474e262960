import type { Config } from '../config';
import { type OpenOptions, openDatabase } from '../db/client';
import { Tenancy } from '../db/tenancy/index';
import { type FileStorage, openStorage } from '../storage/index';
import { localStorage } from '../storage/local';
import { filesArchiveDir } from './settings';

/** The server's own address for a command on the same machine (a server listening everywhere answers on loopback). */
export function serverAddress(config: Config): string {
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The installation's file storage and the backup's copy of it (BACKUP_DIR/files). */
export const storagesOf = (config: Config): { storage: FileStorage; archive: FileStorage } => ({
  storage: openStorage(config.storage),
  archive: localStorage(filesArchiveDir(config.backup.dir)),
});

/** Runs `run` on the database `options` name, seen as the server sees it (every tenant), and closes it after. */
export async function withTenancy<T>(options: OpenOptions, run: (tenancy: Tenancy) => Promise<T>): Promise<T> {
  const handle = await openDatabase(options);
  const tenancy = new Tenancy(handle.db);
  try {
    return await run(tenancy);
  } finally {
    await tenancy.close();
    await handle.close();
  }
}
