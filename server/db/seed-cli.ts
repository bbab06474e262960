// npm run seed:demo: adds the demo data to the database of DATABASE_URL (or the embedded one
// under DATA_DIR), migrating it first. Safe to run again: existing rows are kept.
import { loadConfig, pgliteDir } from '../config';
import { openDatabase } from './client';
import { prepareDatabase } from './prepare';
import { DEMO_PASSWORD, seedDemo } from './seed';

const config = await loadConfig();
const handle = await openDatabase(
  config.database ? { ...config.database, poolMax: config.poolMax } : { dataDir: pgliteDir(config.dataDir) },
);
try {
  await prepareDatabase(handle);
  const accounts = await seedDemo(handle.db, { password: config.demoPassword });
  console.log(`Demo data is in place (${handle.kind}). Accounts, password ${config.demoPassword ?? DEMO_PASSWORD}:`);
  for (const a of accounts) console.log(`  ${a.userName.padEnd(11)} ${a.role.padEnd(10)} ${a.unitName ?? ''}`);
} finally {
  await handle.close();
}
