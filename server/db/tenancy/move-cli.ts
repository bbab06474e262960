// npm run tenant:move -- <tenancy name> <postgres url>: moves a tenant from the shared database (as its owner:
// DATABASE_MIGRATION_URL, else DATABASE_DIRECT_URL, else DATABASE_URL) to a
// PostgreSQL database of its own (README "Tenants"). Exit code 0 moved, 1 refused or failed, 2 wrong arguments.
import { loadConfig } from '../../config';
import { MoveRefused, moveTenant } from './move';

const [tenancyName, targetUrl] = process.argv.slice(2);
if (!tenancyName || !targetUrl?.startsWith('postgres')) {
  console.error('usage: npm run tenant:move -- <tenancy name> <postgres://… url of the tenant’s own database>');
  process.exit(2);
}
const config = await loadConfig();
const database = config.database;
if (!database) {
  console.error('DATABASE_URL is not set: only a tenant of a PostgreSQL installation can move to its own database');
  process.exit(2);
}
try {
  const owner = database.migrationUrl ?? database.directUrl ?? database.url;
  const moved = await moveTenant(owner, tenancyName, targetUrl, { log: (line) => console.log(line) });
  const total = Object.values(moved.rows).reduce((a, b) => a + b, 0);
  console.log(`Moved tenant ${tenancyName} (${moved.tenantId}): ${total} rows, counts equal on both sides.`);
} catch (error) {
  console.error(error instanceof MoveRefused ? `Refused: ${error.message}` : error);
  process.exit(1);
}
