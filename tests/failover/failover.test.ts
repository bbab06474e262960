import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { DEFAULT_TIMEOUTS } from '../../server/db/pool';
import { consignInfos } from '../../server/db/schema/index';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { readOutbox } from '../../server/sms/outbox';
import { bookingGround, type ConsignFixture } from '../api/consign-fixture';
import { openSse, type SseStream } from '../api/sse-client';
import { prepare, runtimeUrl } from '../api/test-database';
import { type ApiProcess, startApiProcess } from '../scale/api-process';
import { ensureRuntimeLogin, RUNTIME } from '../support/pgbouncer';
import { type HaCluster, type NodeName, startHaCluster } from './cluster';
import { clientAddress, type Outcome, startWriteLoad } from './write-load';

// Losing the database server: two API processes on a Patroni pair (a primary and its synchronous standby) through
// HAProxy (deploy/ha, tests/failover/cluster.ts), under a steady write load of many clients, when the primary's server
// is lost at once (its Patroni and PostgreSQL killed with SIGKILL). The standby takes over; every acknowledged write is
// there, the API refuses for a bounded while (readiness 503 meanwhile) and nothing hangs past the database timeouts;
// afterwards queued jobs run and live events flow again. The measured figures are printed (bench/results/failover.md).

const CLIENTS = 12;
/** A request's own bound: a statement waits at most this long for a connection and its answer (server/db/pool.ts). */
const REQUEST_BOUND_MS = DEFAULT_TIMEOUTS.connectMs + DEFAULT_TIMEOUTS.queryMs;
/** The goal: service back within 30 s of losing the primary. */
const BACK_WITHIN_MS = 30_000;
const CONSIGN = '/api/services/app/BuConsignInfo';

let cluster: HaCluster;
let a: ApiProcess;
let b: ApiProcess;
/** The superuser's view of the application's database, through HAProxy: the test's own reads. */
let check: DatabaseHandle;
let consignorToken: string;
let labToken: string;
let labId: string;
let projectId: string;
let sample: ConsignFixture['sample'];
const dataDir = mkdtempSync(join(tmpdir(), 'lc-failover-'));

async function signIn(on: ApiProcess, userName: string): Promise<string> {
  const response = await fetch(`${on.base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD }),
  });
  const token = ((await response.json()) as Envelope<{ accessToken: string }>).result?.accessToken;
  if (!token) throw new Error(`sign-in of ${userName} answered ${response.status}`);
  return token;
}

async function call<R>(on: ApiProcess, token: string, path: string, payload: unknown) {
  const response = await fetch(`${on.base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': clientAddress(),
    },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Envelope<R> };
}

async function metrics(on: ApiProcess): Promise<string> {
  return (await fetch(`${on.base}/metrics`)).text();
}

/** How long each part of the set-up took (printed with the figures). */
const setup = { clusterMs: 0, databaseMs: 0, processesMs: 0 };

beforeAll(async () => {
  const starting = Date.now();
  cluster = await startHaCluster();
  await cluster.healthy(120_000);
  setup.clusterMs = Date.now() - starting;
  const admin = new pg.Client({ connectionString: cluster.superuserUrl('postgres') });
  await admin.connect();
  await admin.query('create database labconsign');
  await admin.end();
  const url = cluster.superuserUrl('labconsign');
  await ensureRuntimeLogin(url);
  check = await openDatabase({ url, poolMax: 2 });
  await prepare(check, true);
  // What deploy/postgres-init.sh gives the runtime login: the standbys' positions, for the replication-lag metric.
  await check.db.execute(sql.raw(`grant pg_read_all_stats to ${RUNTIME.user}`));
  ({ labId, projectId, sample } = await bookingGround(check.db));

  setup.databaseMs = Date.now() - starting - setup.clusterMs;
  const jwtSecret = randomBytes(32).toString('hex');
  const database = { databaseUrl: runtimeUrl(url), migrationUrl: url, jwtSecret, poolMax: 5, dataDir };
  a = await startApiProcess(database);
  b = await startApiProcess(database);
  [consignorToken, labToken] = [await signIn(a, 'consignor'), await signIn(b, 'lab')];
  setup.processesMs = Date.now() - starting - setup.clusterMs - setup.databaseMs;
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await check?.close().catch(() => undefined);
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** A consignment of consignor created, completed and submitted through `on` (the lab hears of it live). */
async function submit(on: ApiProcess): Promise<string> {
  const created = await call<{ id: string }>(on, consignorToken, `${CONSIGN}/CreateRawMateriaConsingInfo`, {
    testUnitId: labId,
  });
  const id = created.body.result?.id as string;
  const saved = await call(on, consignorToken, `${CONSIGN}/SaveConsignInfo`, {
    id,
    projectId,
    linkPerson: 'A',
    linkPersonPhone: '13912345678',
    samples: [sample()],
  });
  expect(saved.status).toBe(200);
  expect((await call(on, consignorToken, `${CONSIGN}/CommitConsignInfo?consignInfoIds=${id}`, {})).status).toBe(200);
  return id;
}

/** /health/ready of each process every 250 ms until stopped: the statuses seen after `since`. */
function watchReadiness(processes: ApiProcess[]) {
  const seen = new Map<ApiProcess, { at: number; status: number }[]>(processes.map((p) => [p, []]));
  let stopping = false;
  const loops = processes.map(async (on) => {
    while (!stopping) {
      const status = await fetch(`${on.base}/health/ready`, { signal: AbortSignal.timeout(5000) })
        .then((r) => r.status)
        .catch(() => 0);
      seen.get(on)?.push({ at: Date.now(), status });
      await sleep(250);
    }
  });
  return {
    seen,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

describe('losing the primary database server', () => {
  it('the standby takes over: no acknowledged write lost, service back within 30 s, nothing hangs', async () => {
    const before = await cluster.members();
    const primary = before.find((m) => m.role === 'leader')?.name as NodeName;
    const standby = before.find((m) => m.role === 'sync_standby')?.name as NodeName;

    // The primary reports its synchronous standby, and how far behind it is, on /metrics.
    const withStandby = await metrics(a);
    expect(withStandby).toMatch(/^labconsign_db_standbys 1$/m);
    expect(withStandby).toMatch(
      new RegExp(`^labconsign_db_replication_lag_bytes\\{standby="${standby}",sync_state="sync"\\} \\d+`, 'm'),
    );
    expect(withStandby).toMatch(
      new RegExp(`^labconsign_db_replication_lag_seconds\\{standby="${standby}",sync_state="sync"\\} [\\d.e-]+`, 'm'),
    );

    // The lab's live stream on B, held across the failover.
    const stream: SseStream = await openSse(b.base, labToken);
    await stream.next((e) => e.event === 'ready');

    const load = startWriteLoad({
      processes: [a, b],
      clients: CLIENTS,
      path: `${CONSIGN}/CreateRawMateriaConsingInfo`,
      body: { testUnitId: labId },
      token: consignorToken,
      limitMs: REQUEST_BOUND_MS + 10_000,
      pauseMs: 50,
    });
    // Steady: every client has had writes acknowledged, and nothing failed yet.
    const warm = Date.now() + 60_000;
    while (load.outcomes.length < 2 * CLIENTS && Date.now() < warm) await sleep(200);
    expect(load.outcomes.length).toBeGreaterThanOrEqual(2 * CLIENTS);
    expect(load.outcomes.every((o) => o.status === 200)).toBe(true);

    const readiness = watchReadiness([a, b]);
    await sleep(1000);
    const lostAt = Date.now();
    cluster.loseServer(primary);
    let promotedAt = 0;
    // The standby is promoted, then both processes answer again: readiness 200 and writes acknowledged.
    const deadline = lostAt + 90_000;
    while (Date.now() < deadline) {
      if (!promotedAt && (await cluster.isPrimary(standby))) promotedAt = Date.now();
      const ready = [a, b].every((p) => readiness.seen.get(p)?.at(-1)?.status === 200);
      // A round of writes from every client, all sent after the promotion and all acknowledged.
      const round = load.outcomes.slice(-2 * CLIENTS);
      const writing = round.every((o) => o.status === 200 && load.startedAt + o.started > promotedAt);
      if (promotedAt && ready && round.length > 0 && writing) break;
      await sleep(200);
    }
    // A few seconds more of steady load on the new primary.
    await sleep(3000);
    const outcomes = await load.stop();
    await readiness.stop();

    const sinceLoss = (ms: number) => load.startedAt + ms - lostAt;
    const failed = outcomes.filter((o) => o.status !== 200);
    const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.id as string);
    const figures = {
      setup,
      writes: outcomes.length,
      acknowledged: acknowledged.length,
      failed: failed.length,
      failedStatuses: Object.fromEntries(
        [...new Set(failed.map((o) => o.status))].map((s) => [s, failed.filter((o) => o.status === s).length]),
      ),
      promotedAfterMs: promotedAt - lostAt,
      failingForMs: failed.length ? sinceLoss(Math.max(...failed.map((o) => o.ended))) : 0,
      slowestRequestMs: Math.max(...outcomes.map((o: Outcome) => o.ended - o.started)),
    };
    console.log(`failover figures: ${JSON.stringify(figures)}`);
    if (failed.some((o) => o.status === 'no answer')) console.log(`A:\n${a.output()}\nB:\n${b.output()}`);

    // Every acknowledged write is on the new primary.
    const found = await check.db
      .select({ id: consignInfos.id })
      .from(consignInfos)
      .where(inArray(consignInfos.id, acknowledged));
    expect(found.length).toBe(new Set(acknowledged).size);
    expect(await cluster.isPrimary(standby)).toBe(true);
    // The API refused requests for a while, and only for a while; each refusal was an answer, none a hang.
    expect(failed.length).toBeGreaterThan(0);
    expect(figures.failingForMs).toBeLessThan(BACK_WITHIN_MS);
    // Refused as "briefly unavailable, try again" (503 with Retry-After), not as internal errors.
    expect(figures.failedStatuses).toEqual({ 503: failed.length });
    expect(figures.slowestRequestMs).toBeLessThan(REQUEST_BOUND_MS);
    // Readiness: unready during the gap, ready after, on both processes.
    for (const on of [a, b]) {
      const statuses = (readiness.seen.get(on) ?? []).filter((s) => s.at > lostAt).map((s) => s.status);
      expect(statuses).toContain(503);
      expect(statuses.at(-1)).toBe(200);
    }

    // Live events flow again: a consignment submitted through A reaches the stream held open on B.
    const id = await submit(a);
    await stream.next((e) => e.event === 'message' && (e.data as { subjectId?: string }).subjectId === id, 30_000);
    stream.close();

    // Queued jobs run again: a code asked on each process is sent.
    const mobiles = ['13600000001', '13600000002'];
    for (const [i, on] of [a, b].entries()) {
      const asked = await fetch(`${on.base}/api/services/app/ValidateCodeService/SendValidateCodeToMobile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
        body: JSON.stringify({ mobile: mobiles[i], sendCodeType: 1 }),
      });
      expect(asked.status).toBe(200);
    }
    const sent = async () => (await readOutbox(join(dataDir, 'outbox'))).filter((m) => mobiles.includes(m.mobile));
    const jobsDeadline = Date.now() + 60_000;
    while ((await sent()).length < mobiles.length && Date.now() < jobsDeadline) await sleep(250);
    expect((await sent()).map((m) => m.mobile).sort()).toEqual(mobiles);

    // With its standby gone, the new primary reports none.
    expect(await metrics(b)).toMatch(/^labconsign_db_standbys 0$/m);
  });
});
