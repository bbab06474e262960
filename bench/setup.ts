// What every PostgreSQL bench shares: the bench database (created when missing, migrated, seeded with the demo data
// and filled to BENCH_ROWS consignments by bench/fill.ts), the calls measured, signing in, autocannon's figures.
import pg from 'pg';
import { DEFAULT_TENANT_ID } from '../contracts/tenant';
import { openDatabase } from '../server/db/client';
import { prepareDatabase as migrateAndInstall } from '../server/db/prepare';
import { seedDemo } from '../server/db/seed';
import { TENANT_ROLE } from '../server/db/tenancy/scope';
import { BENCH_PASSWORD, fill } from './fill';

export const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lc_bench';
export const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The API's pool size (server/db/client.ts reads the same variable), given to every pool a bench opens. */
export const POOL_MAX = Number(process.env.PG_POOL_MAX ?? 10);
export const RESULTS = new URL('./results/', import.meta.url);
export const log = (line: string) => console.log(`[bench] ${line}`);
/**
 * As the API's tenant statements run (server/db/tenancy/scope.ts, there per transaction): the tenant role under row-level security, the
 * default tenant's id; the bare handler and the EXPLAINs connect the same way.
 */
export const AS_TENANT = `-c role=${TENANT_ROLE} -c app.tenant_id=${DEFAULT_TENANT_ID}`;

export interface Scenario {
  name: string;
  user: 'lab' | 'consignor' | 'admin';
  path: string;
  /** Which captured statements to EXPLAIN (default: those reading consign_info; the sign-in's are not the call's). */
  explain?: RegExp;
  /** autocannon's connections (default BENCH_CONNECTIONS). */
  connections?: number;
}

/** A dashboard is one person's screen: its calls are measured one request at a time (the latency of one figure set). */
export const DASHBOARD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 1);
const dashboard = '/api/services/app/Dashboard';
const dashboardStatements = /consign_info|bu_report|generate_series/;
/** The dashboards' aggregations (issue 16, item 2), default range (the last 12 weeks). */
export const DASHBOARD_SCENARIOS: Scenario[] = [
  ['lab trends, 12 weeks by week', 'lab', 'GetLabTrends'],
  ['lab overdue, first page', 'lab', 'GetLabOverdue?skipCount=0&maxResultCount=10'],
  ['consignor trends, 12 weeks', 'consignor', 'GetConsignorTrends'],
  ['platform trends, 12 weeks by month', 'admin', 'GetPlatformTrends?bucket=month'],
  ['admin: lab trends of every lab, 12 weeks by week', 'admin', 'GetLabTrends'],
].map(([name, user, call]) => ({
  name: `dashboard: ${name}`,
  user: user as Scenario['user'],
  path: `${dashboard}/${call}`,
  explain: dashboardStatements,
  connections: DASHBOARD_CONNECTIONS,
}));

const consignInfo = '/api/services/app/BuConsignInfo';
export const LAB_INCOMING: Scenario = {
  name: 'lab incoming list, first page',
  user: 'lab',
  path: `${consignInfo}/GetPreConsignInfoLinkSample?skipCount=0&maxResultCount=10`,
};
export const SCENARIOS: Scenario[] = [
  // The ceiling of this process and machine: signed in, no list behind it.
  { name: 'baseline: GetUserInfo (auth + newest notices)', user: 'lab', path: '/api/TokenAuth/GetUserInfo' },
  LAB_INCOMING,
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
  ...DASHBOARD_SCENARIOS,
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

/** The bench database ready to measure: migrated, demo data, BENCH_ROWS consignments. */
export async function prepareDatabase(): Promise<{ consignments: number; filledNow: boolean; postgres: string }> {
  await ensureDatabase(DATABASE_URL);
  const handle = await openDatabase({ url: DATABASE_URL });
  log('migrating and seeding demo data');
  await migrateAndInstall(handle);
  await seedDemo(handle.db, { password: BENCH_PASSWORD });
  await handle.close();

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    log(`filling to ${ROWS} consignments`);
    const filled = await fill(client, ROWS, log);
    const version = (await client.query('show server_version')).rows[0].server_version as string;
    return { consignments: filled.total, filledNow: filled.filled, postgres: `PostgreSQL ${version}` };
  } finally {
    await client.end();
  }
}

export async function login(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { result?: { accessToken: string } };
  if (!body.result) throw new Error(`sign-in of ${userName} failed: ${response.status}`);
  return body.result.accessToken;
}

/** What a table row shows of an autocannon run. */
export interface Load {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

export const loadOf = (result: import('autocannon').Result): Load => ({
  requestsPerSecond: Math.round(result.requests.average * 10) / 10,
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
});
