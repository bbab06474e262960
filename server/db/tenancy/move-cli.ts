// npm run tenant:move -- <tenancy name> <postgres url>: moves a tenant from the shared database (as its owner:
// DATABASE_MIGRATION_URL, else DATABASE_DIRECT_URL, else DATABASE_URL) to a
// PostgreSQL database of its own (README "Tenants"). Exit code 0 moved, 1 refused or failed, 2 wrong arguments.
import { loadConfig } from '../../config';
import { processLog } from '../../lib/process-log';
import { MoveRefused, moveTenant } from './move';

const [tenancyName, targetUrl] = process.argv.slice(2);
if (!tenancyName || !targetUrl?.startsWith('postgres')) {
  processLog.error('usage: npm run tenant:move -- <tenancy name> <postgres://… url of the tenant’s own database>');
  process.exit(2);
}
const config = await loadConfig();
const database = config.database;
if (!database) {
  processLog.error('DATABASE_URL is not set: only a tenant of a PostgreSQL installation can move to its own database');
  process.exit(2);
}
try {
  const owner = database.migrationUrl ?? database.directUrl ?? database.url;
  const moved = await moveTenant(owner, tenancyName, targetUrl, { log: (line) => processLog.info(line) });
  const total = Object.values(moved.rows).reduce((a, b) => a + b, 0);
  processLog.info(
    { tenantId: moved.tenantId, rows: moved.rows },
    `Moved tenant ${tenancyName} (${moved.tenantId}): ${total} rows, counts equal on both sides.`,
  );
} catch (error) {
  if (error instanceof MoveRefused) processLog.error(`Refused: ${error.message}`);
  else processLog.error({ err: error }, `Moving tenant ${tenancyName} failed`);
  process.exit(1);
}
