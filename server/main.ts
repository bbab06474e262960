import { buildApp } from './app';
import { loadConfig, pgliteDir } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { demoAccountLines } from './lib/demo-accounts';
import { resolveJwtSecret } from './lib/jwt-secret';

// Process concerns only: configuration, database lifetime, listening, graceful close.

const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
);
await handle.migrate();
// The embedded database is seeded on its first run only; PostgreSQL is seeded on request (npm run seed:demo).
if (handle.kind === 'pglite' && handle.created) await seedDemo(handle.db);

const jwtSecret = await resolveJwtSecret({
  configured: config.jwtSecret,
  kind: handle.kind,
  dataDir: config.dataDir,
  db: handle.db,
});
const app = await buildApp({
  db: handle.db,
  jwtSecret,
  distDir: config.distDir,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
});
app.addHook('onClose', async () => handle.close());

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  const force = setTimeout(() => {
    app.log.error('graceful close took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = handle.kind === 'pglite' ? `embedded database in ${pgliteDir(config.dataDir)}` : 'PostgreSQL';
const lines = [
  `LabConsign is running at http://localhost:${config.port} (${where})`,
  `API documentation: http://localhost:${config.port}/swagger`,
  ...(await demoAccountLines(handle.db)),
];
console.log(lines.join('\n'));
