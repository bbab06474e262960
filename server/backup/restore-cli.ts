// npm run restore [-- --to <time>]: brings the database and the stored files back from the backups (README "Backup and
// restore"): to the latest state, or as they were at <time> (ISO 8601, e.g. 2026-12-02T09:30:00Z). PostgreSQL: pgBackRest
// restores the newest backup before that time and PostgreSQL replays the archived WAL up to it; the embedded database:
// the newest snapshot taken at or before it. Then every stored file the restored rows point at that the storage lacks
// is copied back from the backup. The API processes must be stopped. Exit code 0 done, 1 failed, 2 wrong arguments.
import { execSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig, pgliteDir } from '../config';
import type { PostgresUrls } from '../db/client';
import { processLog } from '../lib/process-log';
import { serverAddress, storagesOf, withTenancy } from './installation';
import { archiveCurrentWal, restorePostgres } from './pgbackrest';
import { restoreSnapshot, snapshotAt } from './pglite';
import { pgliteSnapshotDir } from './settings';
import { copyMissing, referencedFiles } from './stored-files';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
const to = values.to === undefined ? undefined : new Date(values.to);
if (to && Number.isNaN(to.getTime())) {
  processLog.error(`usage: npm run restore [-- --to <ISO 8601 time>]; "${values.to}" is no time`);
  process.exit(2);
}
const config = await loadConfig().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  processLog.fatal(error.message);
  process.exit(2);
});

/** Whether PostgreSQL takes writes at `url`: false while it is down or still replaying WAL. */
async function takesWrites(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, application_name: 'labconsign-restore' });
  try {
    await client.connect();
    const { rows } = await client.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
    return rows[0]?.recovering === false;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const shell = (command: string) => execSync(command, { stdio: 'inherit' });

/** How long PostgreSQL may take to replay the archived WAL and take writes again. */
const REPLAY_WAIT_MS = 30 * 60_000;

async function restoreDatabase(database: PostgresUrls): Promise<void> {
  const { pgbackrest, stopCommand, startCommand } = config.backup;
  const owner = database.migrationUrl ?? database.directUrl ?? database.url;
  if (await takesWrites(owner)) {
    if (!stopCommand) throw new Error('PostgreSQL is running: stop it first, or set PG_STOP_COMMAND');
    // What was committed until now goes to the archive first, so that "the latest state" is this moment's.
    await archiveCurrentWal(pgbackrest);
    shell(stopCommand);
  }
  await restorePostgres(pgbackrest, to);
  if (startCommand) shell(startCommand);
  else processLog.info('The data directory is restored: start PostgreSQL now (waiting for it).');
  const deadline = Date.now() + REPLAY_WAIT_MS;
  while (!(await takesWrites(owner))) {
    if (Date.now() > deadline) throw new Error('PostgreSQL did not finish its recovery in time');
    await sleep(1000);
  }
}

async function restoreEmbedded(): Promise<void> {
  const address = serverAddress(config);
  if (
    await fetch(`${address}/health/live`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`a server answers at ${address}: stop it first`);
  }
  const snapshot = await snapshotAt(pgliteSnapshotDir(config.backup.dir), to);
  if (!snapshot) throw new Error(`no snapshot in ${pgliteSnapshotDir(config.backup.dir)}${to ? ' that early' : ''}`);
  const movedTo = await restoreSnapshot(snapshot, pgliteDir(config.dataDir));
  processLog.info({ snapshot, movedTo }, 'The embedded database is restored.');
}

try {
  const database = config.database;
  if (database) await restoreDatabase(database);
  else await restoreEmbedded();
  const { storage, archive } = storagesOf(config);
  const files = await withTenancy(
    database ? { ...database, poolMax: 2 } : { dataDir: pgliteDir(config.dataDir) },
    async (tenancy) => copyMissing(archive, storage, await referencedFiles(tenancy)),
  );
  processLog.info(
    { to: to?.toISOString() ?? 'latest', filesCopied: files.copied.length },
    `Restored; ${files.copied.length} stored files copied back.`,
  );
  if (files.missing.length > 0) {
    processLog.warn({ keys: files.missing }, 'Restored rows point at stored files the backup does not hold.');
  }
} catch (error) {
  processLog.error({ err: error }, 'Restore failed');
  process.exit(1);
}
