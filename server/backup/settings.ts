import { join } from 'node:path';

/** How pgBackRest is called (PGBACKREST_CONFIG, PGBACKREST_STANZA, PGBACKREST_USER). */
export interface PgBackRestSettings {
  config: string;
  stanza: string;
  /** The operating-system user to run it as when this process is root; unset = as this process. */
  user?: string;
}

/** npm run backup / npm run restore (server/config.ts BACKUP_DIR, PGBACKREST_*, PG_STOP_COMMAND, PG_START_COMMAND). */
export interface BackupSettings {
  dir: string;
  pgbackrest: PgBackRestSettings;
  /** PostgreSQL: the shell command that stops the server before its data directory is restored. */
  stopCommand?: string;
  /** PostgreSQL: the shell command that starts it again; unset = the restore waits for the operator to. */
  startCommand?: string;
}

/** The copy of every stored file, under the same keys. */
export const filesArchiveDir = (backupDir: string) => join(backupDir, 'files');
/** The embedded database's snapshots, one tarball each. */
export const pgliteSnapshotDir = (backupDir: string) => join(backupDir, 'pglite');
