// npm run bench: fills PostgreSQL with BENCH_ROWS consignments (default 1,000,000), starts the real
// server in-process on loopback and measures the two big consignment lists with autocannon, then
// writes figures and the EXPLAIN (ANALYZE, BUFFERS) plans of their SQL to bench/results/latest.{md,json}.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import { type Database, drizzleOptions, openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { BENCH_LABS, BENCH_UNITS, CONSIGNOR_USER, fill, LAB_USER } from './fill';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lc_bench';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RESULTS = new URL('./results/', import.meta.url);
const log = (line: string) => console.log(`[bench] ${line}`);

interface Scenario {
  name: string;
  user: 'lab' | 'consignor';
  path: string;
}

const consignInfo = '/api/services/app/BuConsignInfo';
const SCENARIOS: Scenario[] = [
  // The ceiling of this process and machine: signed in, no list behind it.
  { name: 'baseline: GetUserInfo (auth + 3 small reads)', user: 'lab', path: '/api/TokenAuth/GetUserInfo' },
  {
    name: 'lab incoming list, first page',
    user: 'lab',
    path: `${consignInfo}/GetPreConsignInfoLinkSample?skipCount=0&maxResultCount=10`,
  },
  {
    name: 'lab incoming list, status Submitted',
    user: 'lab',
    path: `${consignInfo}/GetPreConsignInfoLinkSample?consignStatus=20&skipCount=0&maxResultCount=10`,
  },
  {
    name: 'consignor list, first page',
    user: 'consignor',
    path: `${consignInfo}/GetRawMateriaConsignInfoList?skipCount=0&maxResultCount=10`,
  },
  {
    name: 'consignor list, status Completed',
    user: 'consignor',
    path: `${consignInfo}/GetRawMateriaConsignInfoList?consignStatuses=60&skipCount=0&maxResultCount=10`,
  },
];

/** Creates the bench database when the server has none of that name. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) {
    log(`creating database ${name}`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  }
  await client.end();
}

interface Captured {
  sql: string;
  params: unknown[];
}

/** The SQL Drizzle sends while `capturing` is on: the very statements the API runs. */
function capturingDatabase(pool: pg.Pool) {
  const state = { capturing: false, queries: [] as Captured[] };
  const db = drizzle({
    client: pool,
    ...drizzleOptions,
    logger: {
      logQuery(sql, params) {
        if (state.capturing) state.queries.push({ sql, params });
      },
    },
  }) as unknown as Database;
  return { db, state };
}

async function login(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: process.env.DEMO_PASSWORD || DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { accessToken: string } };
  if (!body.result) throw new Error(`sign-in of ${userName} failed: ${response.status}`);
  return body.result.accessToken;
}

interface Figures {
  name: string;
  path: string;
  status: number;
  totalCount: number | null;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  plans: { sql: string; plan: string; seqScans: string[] }[];
}

async function explain(pool: pg.Pool, queries: Captured[]) {
  const plans = [];
  for (const query of queries) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] as string);
    plans.push({ sql: query.sql, plan, seqScans: [...new Set(seqScans)] });
  }
  return plans;
}

async function measure(
  base: string,
  pool: pg.Pool,
  state: ReturnType<typeof capturingDatabase>['state'],
  scenario: Scenario,
  token: string,
): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  // One request with capture on: its statements are what the plans explain.
  state.queries = [];
  state.capturing = true;
  const probe = await fetch(`${base}${scenario.path}`, { headers });
  state.capturing = false;
  const body = (await probe.json()) as { result?: { totalCount?: number } };
  // The list's own statements; the user lookup of authentication is not the list's cost.
  const listQueries = state.queries.filter((q) => /"consign_info"|consign_info/.test(q.sql));
  const plans = probe.status === 200 ? await explain(pool, listQueries) : [];
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  return {
    name: scenario.name,
    path: scenario.path,
    status: probe.status,
    totalCount: body.result?.totalCount ?? null,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    plans,
  };
}

function report(meta: Record<string, unknown>, figures: Figures[], missing: string[]): string {
  const lines = [
    '# Benchmark: consignment lists',
    '',
    `Run ${meta.finishedAt} on ${meta.postgres}. ${meta.consignments} consignments across ${BENCH_LABS} bench labs and`,
    `${BENCH_UNITS} bench consigning units (plus the demo data); autocannon ${CONNECTIONS} connections × ${DURATION} s on loopback,`,
    `one Node process (server in-process, pool of ${meta.poolMax}). Lab user \`${LAB_USER}\` (lab BL0000),`,
    `consignor user \`${CONSIGNOR_USER}\` (unit BENCH000000). Machine: ${meta.cpus} CPUs, load average at the end`,
    `${(meta.loadAverageAtEnd as number[]).join(' / ')} (shared with other work: figures are indicative, plans are the proof).`,
    '',
    '| call | rows matched | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.totalCount ?? '–'} | ${f.requestsPerSecond} | ${f.latencyMs.p50} | ${f.latencyMs.p90} | ${f.latencyMs.p99} | ${f.latencyMs.max} | ${f.non2xx} |`,
    ),
    '',
  ];
  if (missing.length > 0) lines.push(`Not measured (route not found, answered 404): ${missing.join(', ')}.`, '');
  for (const f of figures) {
    lines.push(`## ${f.name}`, '', `\`GET ${f.path}\``, '');
    const seq = [...new Set(f.plans.flatMap((p) => p.seqScans))];
    lines.push(seq.length ? `Seq scans: ${seq.join(', ')}.` : 'No seq scan in any statement.', '');
    for (const [i, p] of f.plans.entries()) {
      lines.push(`### statement ${i + 1}`, '', '```sql', p.sql, '```', '', '```', p.plan, '```', '');
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const handle = await openDatabase({ url: DATABASE_URL });
  log('migrating and seeding demo data');
  await handle.migrate();
  await seedDemo(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  log(`filling to ${ROWS} consignments`);
  const filled = await fill(client, ROWS, log);
  const postgres = (await client.query('show server_version')).rows[0].server_version as string;
  await client.end();

  const poolMax = Number(process.env.PG_POOL_MAX ?? 10);
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: poolMax });
  const { db, state } = capturingDatabase(pool);
  const app = await buildApp({ db, jwtSecret: randomBytes(32).toString('hex') });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  log(`server on ${base}`);

  const figures: Figures[] = [];
  const missing: string[] = [];
  try {
    const tokens = { lab: await login(base, LAB_USER), consignor: await login(base, CONSIGNOR_USER) };
    for (const scenario of SCENARIOS) {
      const probe = await fetch(`${base}${scenario.path}`, {
        headers: { authorization: `Bearer ${tokens[scenario.user]}` },
      });
      await probe.arrayBuffer();
      if (probe.status === 404) {
        missing.push(scenario.name);
        log(`${scenario.name}: route missing, skipped`);
        continue;
      }
      log(`${scenario.name}: measuring ${DURATION} s`);
      const f = await measure(base, pool, state, scenario, tokens[scenario.user]);
      log(`  ${f.requestsPerSecond} req/s, p50 ${f.latencyMs.p50} ms, p99 ${f.latencyMs.p99} ms, non-2xx ${f.non2xx}`);
      figures.push(f);
    }
  } finally {
    await app.close();
    await pool.end();
  }

  const meta = {
    finishedAt: new Date().toISOString(),
    postgres: `PostgreSQL ${postgres}`,
    consignments: filled.total,
    filledNow: filled.filled,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    poolMax,
    cpus: cpus().length,
    loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(new URL('latest.json', RESULTS), `${JSON.stringify({ ...meta, figures, missing }, null, 2)}\n`);
  writeFileSync(new URL('latest.md', RESULTS), report(meta, figures, missing));
  log('wrote bench/results/latest.md and latest.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
