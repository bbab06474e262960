// npm run bench:scale: the lab's incoming list and a write mix against one API process, then against two on the same
// PostgreSQL database (autocannon spreads its connections over both ports in turn, as a round-robin balancer would);
// prints requests per second and p99 side by side and writes them to bench/results/scale.md. The database is the one
// `npm run bench` fills (bench/setup.ts); the processes are real ones, the compiled server as
// production runs it (tests/scale/api-process.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { type ApiProcess, startApiProcess } from '../tests/scale/api-process';
import { CONSIGNOR_USER, LAB_USER } from './fill';
import {
  CONNECTIONS,
  DATABASE_URL,
  DURATION,
  LAB_INCOMING,
  type Load,
  loadOf,
  log,
  login,
  POOL_MAX,
  prepareDatabase,
  RESULTS,
} from './setup';

const consignInfo = '/api/services/app/BuConsignInfo';
const WARMUP = Math.min(5, DURATION);

interface Tokens {
  lab: string;
  consignor: string;
  /** The bench lab BL0000, where the bench consignor books. */
  labId: string;
}

interface Workload {
  name: string;
  run(bases: string[], tokens: Tokens, duration: number): Promise<Load>;
}

const WORKLOADS: Workload[] = [
  {
    name: LAB_INCOMING.name,
    run: async (bases, tokens, duration) =>
      loadOf(
        await autocannon({
          url: bases.map((base) => `${base}${LAB_INCOMING.path}`),
          connections: CONNECTIONS,
          duration,
          headers: { authorization: `Bearer ${tokens.lab}` },
        }),
      ),
  },
  {
    // Each connection creates a draft (its code from the lab's daily counter row, shared by every process) and
    // deletes it again: two guarded writes with their log rows per pair of requests.
    name: 'write mix: create a draft, delete it',
    run: async (bases, tokens, duration) => {
      const authorization = `Bearer ${tokens.consignor}`;
      return loadOf(
        await autocannon({
          url: bases,
          connections: CONNECTIONS,
          duration,
          requests: [
            {
              method: 'POST',
              path: `${consignInfo}/CreateRawMateriaConsingInfo`,
              headers: { authorization, 'content-type': 'application/json' },
              body: JSON.stringify({ testUnitId: tokens.labId }),
              onResponse: (_status, body, context) => {
                context.id = (JSON.parse(body) as { result?: { id?: string } }).result?.id;
              },
            },
            {
              method: 'DELETE',
              headers: { authorization },
              setupRequest: (request, context) => ({
                ...request,
                path: `${consignInfo}/DeleteConsignInfo?ids=${context.id}`,
              }),
            },
          ],
        }),
      );
    },
  },
];

async function benchLabId(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`select id from test_units where unit_no = 'BL0000'`);
    return rows[0].id as string;
  } finally {
    await client.end();
  }
}

async function measureAll(bases: string[], tokens: Tokens): Promise<Load[]> {
  const loads: Load[] = [];
  for (const workload of WORKLOADS) {
    // A warm-up first, not counted: a fresh process compiles its hot paths and fills its pool during it.
    log(`${workload.name}: ${bases.length} process(es), ${WARMUP} s warm-up, ${DURATION} s measured`);
    await workload.run(bases, tokens, WARMUP);
    const load = await workload.run(bases, tokens, DURATION);
    log(`  ${load.requestsPerSecond} req/s, p99 ${load.latencyMs.p99} ms, non-2xx ${load.non2xx}`);
    loads.push(load);
  }
  return loads;
}

function report(meta: { postgres: string; consignments: number }, one: Load[], two: Load[]): string {
  const cell = (load: Load) =>
    `${load.requestsPerSecond} | ${load.latencyMs.p99} | ${load.non2xx + load.errors > 0 ? `${load.non2xx + load.errors} ⚠` : 0}`;
  return `${[
    '# Benchmark: one API process, then two',
    '',
    `Run ${new Date().toISOString()} on ${meta.postgres}, ${meta.consignments} consignments (bench/fill.ts).`,
    `Each process is the compiled server (scripts/build-server.ts) with a pool of ${POOL_MAX}; autocannon ${CONNECTIONS} connections × ${DURATION} s`,
    `(after ${WARMUP} s of warm-up) on loopback, spread over the processes in turn. Lab user \`${LAB_USER}\`,`,
    `consignor user \`${CONSIGNOR_USER}\`. Machine: ${cpus().length} CPUs, load average at the end`,
    `${loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}. PostgreSQL, the processes and autocannon share those CPUs: a second process gains`,
    'only what idle cores there are.',
    '',
    '| load | 1 process req/s | p99 ms | failed | 2 processes req/s | p99 ms | failed | 2 ÷ 1 |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...WORKLOADS.map((workload, i) => {
      const [a, b] = [one[i] as Load, two[i] as Load];
      const gain = (b.requestsPerSecond / a.requestsPerSecond).toFixed(2);
      return `| ${workload.name} | ${cell(a)} | ${cell(b)} | ${gain} |`;
    }),
    '',
  ].join('\n')}\n`;
}

async function main() {
  const prepared = await prepareDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const start = () => startApiProcess({ databaseUrl: DATABASE_URL, jwtSecret, poolMax: POOL_MAX });
  const processes: ApiProcess[] = [];
  try {
    processes.push(await start());
    const [a] = processes as [ApiProcess];
    // Signed in on the first process; the second accepts the same tokens (one JWT secret).
    const tokens = { lab: await login(a.base, LAB_USER), consignor: await login(a.base, CONSIGNOR_USER) };
    const withLab = { ...tokens, labId: await benchLabId() };
    const one = await measureAll([a.base], withLab);
    processes.push(await start());
    const two = await measureAll(
      processes.map((p) => p.base),
      withLab,
    );
    mkdirSync(RESULTS, { recursive: true });
    const text = report(prepared, one, two);
    writeFileSync(new URL('scale.md', RESULTS), text);
    console.log(`\n${text}`);
    log('wrote bench/results/scale.md');
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
