// npm run bench:pooler: one API process (the compiled server, as production runs it) on the demo data in PostgreSQL,
// first connected to the server directly, then through PgBouncer in transaction mode (deploy/pgbouncer.ini) as the
// runtime login that owns nothing, as compose deploys it. Both pay the per-statement scope (server/db/tenancy/scope.ts);
// the difference is the pooler's hop. Writes requests per second and latency to bench/results/pooler.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client';
import { prepareDatabase as migrateAndInstall } from '../server/db/prepare';
import { seedDemo } from '../server/db/seed';
import { ADMIN_URL, createPostgresDatabase, runtimeUrl } from '../tests/api/test-database';
import { startApiProcess } from '../tests/scale/api-process';
import { ensureRuntimeLogin, startPgBouncer } from '../tests/support/pgbouncer';
import { BENCH_PASSWORD } from './fill';
import { CONNECTIONS, DURATION, LAB_INCOMING, type Load, loadOf, log, login, POOL_MAX, RESULTS } from './setup';

const CALLS = [{ name: 'GetUserInfo (sign-in check, notices)', path: '/api/TokenAuth/GetUserInfo' }, LAB_INCOMING];

const database = await createPostgresDatabase('lc_test');
const pooler = await startPgBouncer();
const rows: string[] = [];
try {
  await ensureRuntimeLogin(ADMIN_URL);
  const handle = await openDatabase({ url: database.url });
  await migrateAndInstall(handle);
  await seedDemo(handle.db, { password: BENCH_PASSWORD });
  await handle.close();
  const jwtSecret = randomBytes(32).toString('hex');
  const ways = [
    { name: 'PostgreSQL directly', databaseUrl: runtimeUrl(database.url) },
    { name: 'PgBouncer, transaction mode', databaseUrl: runtimeUrl(database.url, pooler.port) },
  ];
  for (const way of ways) {
    const api = await startApiProcess({
      databaseUrl: way.databaseUrl,
      directUrl: runtimeUrl(database.url),
      migrationUrl: database.url,
      jwtSecret,
      poolMax: POOL_MAX,
    });
    try {
      const token = await login(api.base, 'lab');
      for (const call of CALLS) {
        const run = () =>
          autocannon({
            url: `${api.base}${call.path}`,
            connections: CONNECTIONS,
            duration: DURATION,
            headers: { authorization: `Bearer ${token}` },
          });
        await run(); // warm-up
        const load: Load = loadOf(await run());
        log(`${way.name}, ${call.name}: ${load.requestsPerSecond} req/s, p99 ${load.latencyMs.p99} ms`);
        rows.push(
          `| ${call.name} | ${way.name} | ${load.requestsPerSecond} | ${load.latencyMs.p50} | ${load.latencyMs.p99} | ${load.non2xx + load.errors} |`,
        );
      }
    } finally {
      await api.stop();
    }
  }
} finally {
  await pooler.stop();
  await database.drop();
}

mkdirSync(RESULTS, { recursive: true });
const report = [
  '# Through a pooler: `npm run bench:pooler`',
  '',
  `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load ${loadavg()[0]?.toFixed(1)} at the end),`,
  `one compiled API process, PG_POOL_MAX ${POOL_MAX}, ${CONNECTIONS} connections for ${DURATION} s after a warm-up,`,
  'the demo data (the default tenant), signed in as the lab.',
  '',
  '| call | connected to | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows,
  '',
].join('\n');
writeFileSync(new URL('pooler.md', RESULTS), report);
log('written to bench/results/pooler.md');
