// npm run backup: one backup of the database and the stored files while the product runs (README "Backup and
// restore"). PostgreSQL: pgBackRest (PGBACKREST_CONFIG) with the stored files copied around it; the embedded database:
// the running server takes it (POST /backup), as only the process holding PGlite may read its files.
// Exit code 0 done, 1 failed, 2 a bad setting.
import { ConfigError, loadConfig } from '../config';
import { processLog } from '../lib/process-log';
import { serverAddress, storagesOf, withTenancy } from './installation';
import { backupPostgres } from './pgbackrest';
import { type BackupResult, takeBackup } from './take';

const config = await loadConfig().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  processLog.fatal(error.message);
  process.exit(2);
});

/** The embedded database's backup, taken by the server that holds it. */
async function askServer(): Promise<BackupResult> {
  const address = serverAddress(config);
  const headers: Record<string, string> = config.metricsToken ? { authorization: `Bearer ${config.metricsToken}` } : {};
  const answer = await fetch(`${address}/backup`, { method: 'POST', headers }).catch(() => {
    throw new Error(`no server answers at ${address}: the embedded database is backed up by the server holding it`);
  });
  if (!answer.ok) throw new Error(`the server answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as BackupResult;
}

try {
  const database = config.database;
  const result = database
    ? await withTenancy({ ...database, poolMax: 2 }, (tenancy) =>
        takeBackup({ tenancy, ...storagesOf(config), snapshot: () => backupPostgres(config.backup.pgbackrest) }),
      )
    : await askServer();
  processLog.info(result, `Backup ${result.snapshot} done; ${result.filesCopied} stored files copied.`);
  if (result.filesMissing.length > 0) {
    processLog.warn({ keys: result.filesMissing }, 'Rows point at stored files that neither storage nor backup holds.');
  }
} catch (error) {
  processLog.error({ err: error }, 'Backup failed');
  process.exit(1);
}
