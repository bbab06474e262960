import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { ConfigError, loadConfig, pgliteDir } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, seedDemo } from './db/seed';
import { migrateTenantDatabases } from './db/tenancy/own-databases';
import { demoAccounts } from './lib/demo-accounts';
import { translate } from './lib/i18n';
import { resolveJwtSecret } from './lib/jwt-secret';
import { logProcessEvents, processLog } from './lib/process-log';
import { smsProviderOf } from './sms/index';
import { openStorage } from './storage/index';

// Process concerns only: configuration, database lifetime, listening, graceful shutdown. Everything it prints is a
// JSON log line (server/lib/process-log.ts), its failures included.

logProcessEvents();

const config = await loadConfig().catch((error: unknown) => {
  if (!(error instanceof ConfigError)) throw error;
  processLog.fatal(error.message);
  process.exit(2);
});
processLog.level = config.logLevel;
const handle = await openDatabase(
  config.database
    ? { ...config.database, poolMax: config.poolMax, timeouts: config.databaseTimeouts }
    : { dataDir: pgliteDir(config.dataDir) },
);
await prepareDatabase(handle, (message) => processLog.info(message));
// The embedded database is seeded on its first run only; PostgreSQL is seeded on request (npm run seed:demo).
if (handle.kind === 'pglite' && handle.created) await seedDemo(handle.db, { password: config.demoPassword });

const jwtSecret = await resolveJwtSecret({
  configured: config.jwtSecret,
  kind: handle.kind,
  dataDir: config.dataDir,
  db: handle.db,
});
const { dump } = handle;
const app = await buildApp({
  db: handle.db,
  directUrl: handle.directUrl,
  jwtSecret,
  distDir: config.distDir,
  trustProxy: config.trustProxy,
  metricsToken: config.metricsToken,
  logger: { level: config.logLevel },
  queue: { context: { sms: smsProviderOf(config.sms) }, stopTimeoutMs: config.shutdownGraceMs },
  wechat: config.wechat,
  appDownloadUrl: config.appDownloadUrl,
  tenancyDomain: config.tenancyDomain,
  storage: openStorage(config.storage),
  uploadLimits: config.uploadLimits,
  // The embedded database is backed up by this process, which holds it (POST /backup); PostgreSQL by pgBackRest.
  backup: dump ? { dir: config.backup.dir, dump: () => dump('gzip') } : undefined,
});
// An upgrade reaches the tenants with a database of their own too (one that fails is logged; the others start).
if (handle.kind === 'postgres') await migrateTenantDatabases(app.tenancy.platform, app.log);

/**
 * SIGTERM/SIGINT: /health/ready turns 503 at once; after SHUTDOWN_DELAY_MS (time for a load balancer to notice)
 * the listener closes and in-flight requests finish; connections still busy after SHUTDOWN_GRACE_MS are cut.
 * Then the job queue takes no new jobs and lets the running ones finish (up to SHUTDOWN_GRACE_MS; an unfinished one
 * is retried by another process later), then the database closes and the process exits, 0 when
 * nothing had to be cut.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.markDraining();
  app.log.info({ signal, delayMs: config.shutdownDelayMs, graceMs: config.shutdownGraceMs }, 'draining');
  await sleep(config.shutdownDelayMs);
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    app.log.error({ graceMs: config.shutdownGraceMs }, 'in-flight requests outlived the grace period; cutting them');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  try {
    // The app's own onClose hooks (the queue among them) run first: the database outlives them.
    await app.close();
    await handle.close();
    clearTimeout(grace);
    app.log.info('closed');
    process.exit(cut ? 1 : 0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
const where = handle.kind === 'pglite' ? `embedded database in ${pgliteDir(config.dataDir)}` : 'PostgreSQL';
processLog.info(
  { port, database: where, apiDocumentation: `http://localhost:${port}/swagger` },
  `LabConsign is running at http://localhost:${port} (${where})`,
);
const accounts = await demoAccounts(app.tenancy);
if (accounts.length > 0) {
  const password = config.demoPassword ?? DEMO_PASSWORD;
  processLog.info({ accounts }, translate('en', 'server.startup.demoAccounts', { password }));
}
