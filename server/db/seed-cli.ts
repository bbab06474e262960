// npm run seed:demo: adds the demo data to the database of DATABASE_URL (or the embedded one
// under DATA_DIR), migrating it first. Safe to run again: existing rows are kept.
import { loadConfig, pgliteDir } from '../config';
import { processLog } from '../lib/process-log';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { DEMO_PASSWORD, seedDemo } from './seed';

const config = await loadConfig();
const handle = await openDatabase(
  config.database
    ? { ...config.database, poolMax: config.poolMax, timeouts: config.databaseTimeouts }
    : { dataDir: pgliteDir(config.dataDir) },
);
try {
  await prepareDatabase(handle);
  const accounts = await seedDemo(handle.db, { password: config.demoPassword });
  processLog.info(
    { database: handle.kind, accounts },
    `Demo data is in place (${handle.kind}), password ${config.demoPassword ?? DEMO_PASSWORD}`,
  );
} finally {
  await handle.close();
}
