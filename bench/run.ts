// npm run bench: fills PostgreSQL with BENCH_ROWS consignments (default 1,000,000), starts the real
// server in-process on loopback and measures the two big consignment lists with autocannon, then
// writes figures and the EXPLAIN (ANALYZE, BUFFERS) plans of their SQL to bench/results/latest.{md,json}. Each call
// is measured beside its bare baseline (bench/bare.ts: the same statements from a plain node:http handler).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../server/app';
import { type Database, drizzleOptions } from '../server/db/client';
import { type Statement, startBare } from './bare';
import { BENCH_LABS, BENCH_UNITS, CONSIGNOR_USER, LAB_USER } from './fill';
import {
  AS_TENANT,
  CONNECTIONS,
  DATABASE_URL,
  DURATION,
  type Load,
  loadOf,
  log,
  login,
  POOL_MAX,
  prepareDatabase,
  RESULTS,
  SCENARIOS,
  type Scenario,
} from './setup';

/** The bare handler reaching `ratio` of this is the target: the API adds at most a quarter on top of its SQL. */
const TARGET_RATIO = 0.8;

/**
 * The SQL Drizzle sends while `capturing` is on: the very statements the API runs (the requests run on the default
 * tenant's connections, which report to this logger: AppOptions.sqlLogger).
 */
function capturing() {
  const state = { capturing: false, queries: [] as Statement[] };
  const logger: Logger = {
    logQuery(sql, params) {
      if (state.capturing) state.queries.push({ sql, params });
    },
  };
  return { logger, state };
}

interface Figures extends Load {
  name: string;
  connections: number;
  path: string;
  status: number;
  totalCount: number | null;
  /** The same statements from the bare handler (bench/bare.ts), and what the API reaches of its req/s. */
  bare: Load;
  /** How many statements one call runs (and the bare handler replays). */
  statements: number;
  ratio: number;
  plans: { sql: string; plan: string; seqScans: string[] }[];
}

async function explain(pool: pg.Pool, queries: Statement[]) {
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
  state: ReturnType<typeof capturing>['state'],
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
  const listQueries = state.queries.filter((q) => (scenario.explain ?? /consign_info/).test(q.sql));
  const plans = probe.status === 200 ? await explain(pool, listQueries) : [];
  const connections = scenario.connections ?? CONNECTIONS;
  const api = loadOf(await autocannon({ url: `${base}${scenario.path}`, connections, duration: DURATION, headers }));
  // Every statement of the call (the authentication's too) from the bare handler, same load, same pool size.
  const bareServer = await startBare(DATABASE_URL, state.queries);
  let bare: Load;
  try {
    bare = loadOf(await autocannon({ url: bareServer.base, connections, duration: DURATION }));
  } finally {
    await bareServer.close();
  }
  return {
    name: scenario.name,
    connections,
    path: scenario.path,
    status: probe.status,
    totalCount: body.result?.totalCount ?? null,
    ...api,
    bare,
    statements: state.queries.length,
    ratio: Math.round((api.requestsPerSecond / bare.requestsPerSecond) * 100) / 100,
    plans,
  };
}

/** The dashboards' target: p50 ≤ DASHBOARD_P50_MS for one person's request (docs/decisions.md "Dashboards: roll-ups"). */
const DASHBOARD_P50_MS = 100;

function dashboardLines(figures: Figures[]): string[] {
  const dashboards = figures.filter((f) => f.name.startsWith('dashboard:'));
  if (dashboards.length === 0) return [];
  return [
    `Dashboards (${dashboards[0]?.connections} connection(s), one person's screen): target p50 ≤ ${DASHBOARD_P50_MS} ms each.`,
    '',
    ...dashboards.map(
      (f) =>
        `- ${f.name}: ${f.requests === 0 ? 'no request completed within the run ⚠' : `p50 ${f.latencyMs.p50} ms ${f.latencyMs.p50 <= DASHBOARD_P50_MS ? '✓' : '⚠ over target'}`}; statement times (EXPLAIN ANALYZE): ${f.plans.map((p) => p.plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? '?').join(' / ')} ms`,
    ),
    '',
  ];
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
    '| call | rows matched | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | statements | bare req/s | bare p99 ms | ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${f.totalCount ?? '–'} | ${f.requestsPerSecond} | ${f.latencyMs.p50} | ${f.latencyMs.p90} | ${f.latencyMs.p99} | ${f.latencyMs.max} | ${f.non2xx} | ${f.statements} | ${f.bare.requestsPerSecond} | ${f.bare.latencyMs.p99} | ${f.ratio}${f.ratio < TARGET_RATIO ? ' ⚠' : ''} |`,
    ),
    '',
    `Bare: a plain node:http handler with the pg driver running the very statements the call ran (captured from`,
    `Drizzle's logger, the same parameters, a pool of ${meta.poolMax}), all at once, answering their rows as JSON`,
    `(bench/bare.ts). Ratio: the API's req/s over the bare handler's; target ≥ ${TARGET_RATIO} (⚠ below it).`,
    '',
    ...dashboardLines(figures),
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
  const prepared = await prepareDatabase();
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL_MAX });
  // The plans are explained as the requests run: the tenant role under row-level security, the default tenant.
  const explainPool = new pg.Pool({ connectionString: DATABASE_URL, max: 1, options: AS_TENANT });
  const { logger, state } = capturing();
  const db = drizzle({ client: pool, ...drizzleOptions }) as unknown as Database;
  const app = await buildApp({ db, jwtSecret: randomBytes(32).toString('hex'), sqlLogger: logger });
  // BENCH_PORT: a fixed port when the machine's ports are shared out (default: any free one).
  await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  log(`server on ${base}`);

  const figures: Figures[] = [];
  const missing: string[] = [];
  try {
    const tokens = {
      lab: await login(base, LAB_USER),
      consignor: await login(base, CONSIGNOR_USER),
      admin: await login(base, 'admin'),
    };
    // BENCH_ONLY=dashboard: only the calls whose name contains it (a quick look at one group).
    const only = process.env.BENCH_ONLY;
    for (const scenario of SCENARIOS.filter((s) => !only || s.name.includes(only))) {
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
      const f = await measure(base, explainPool, state, scenario, tokens[scenario.user]);
      log(`  ${f.requestsPerSecond} req/s, p50 ${f.latencyMs.p50} ms, p99 ${f.latencyMs.p99} ms, non-2xx ${f.non2xx}`);
      log(`  bare ${f.bare.requestsPerSecond} req/s, p99 ${f.bare.latencyMs.p99} ms: ratio ${f.ratio}`);
      figures.push(f);
    }
  } finally {
    await app.close();
    await pool.end();
    await explainPool.end();
  }

  const meta = {
    finishedAt: new Date().toISOString(),
    postgres: prepared.postgres,
    consignments: prepared.consignments,
    filledNow: prepared.filledNow,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    poolMax: POOL_MAX,
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
