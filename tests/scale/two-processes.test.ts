import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import { smsRecords } from '../../server/db/schema/index';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { SmsSendStatus } from '../../server/lib/enums';
import { readOutbox } from '../../server/sms/outbox';
import { type ConsignFixture, consignFixture, consignmentSnapshot } from '../api/consign-fixture';
import { openSse } from '../api/sse-client';
import { ADMIN_URL, runtimeUrl } from '../api/test-database';
import { ensureRuntimeLogin, type PgBouncer, startPgBouncer } from '../support/pgbouncer';
import { type ApiProcess, startApiProcess } from './api-process';

// Scale-out: two real API processes (the compiled server) on one PostgreSQL database with one JWT secret, as behind a
// load balancer, and as production deploys them: their statements go through PgBouncer in transaction mode as a login
// that owns nothing, their LISTEN and migrations straight to the server (tests/support/pgbouncer.ts). A token from one is good on the other, conflicting transitions sent to both at once leave exactly one
// winner and one log row, the sign-in and code-sending limits count the requests of both processes together, both
// run the queued SMS jobs, each exactly once, and a message written through one process reaches a live stream
// (Server-Sent Events) held open on the other (LISTEN/NOTIFY).

let f: ConsignFixture;
let a: ApiProcess;
let b: ApiProcess;
let pooler: PgBouncer;
/** The DATA_DIR both processes share: their outbox SMS provider appends to one file there. */
const dataDir = mkdtempSync(join(tmpdir(), 'lc-scale-'));

beforeAll(async () => {
  // A throw-away database, migrated and seeded by the API tests' own fixture (which also finds consignor's project
  // and a parameter of its lab's catalogue); the processes get its URL.
  f = await consignFixture();
  const url = (f.t.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
  const jwtSecret = randomBytes(32).toString('hex');
  pooler = await startPgBouncer();
  await ensureRuntimeLogin(ADMIN_URL);
  const database = {
    databaseUrl: runtimeUrl(url, pooler.port),
    directUrl: runtimeUrl(url),
    migrationUrl: url,
  };
  // One after the other: two cold starts at once on a busy two-core machine only slow each other down.
  a = await startApiProcess({ ...database, jwtSecret, poolMax: 5, dataDir });
  b = await startApiProcess({ ...database, jwtSecret, poolMax: 5, dataDir });
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await pooler?.stop();
  await f?.t.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const CONSIGN = '/api/services/app/BuConsignInfo';

let nextAddress = 0;
/** A client address of its own for each call (the processes trust X-Forwarded-For, as behind a proxy). */
const address = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

async function signIn(on: ApiProcess, userName: string, password = DEMO_PASSWORD, from = address()) {
  const response = await fetch(`${on.base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': from },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password }),
  });
  const body = (await response.json()) as Envelope<{ accessToken: string }>;
  return { status: response.status, token: body.result?.accessToken };
}

async function call<R = unknown>(on: ApiProcess, token: string, path: string, payload?: unknown) {
  const response = await fetch(`${on.base}${path}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Envelope<R> };
}

async function token(on: ApiProcess, userName: string) {
  const { status, token } = await signIn(on, userName);
  if (status !== 200 || !token) throw new Error(`sign-in of ${userName} on ${on.base} answered ${status}`);
  return token;
}

/** A consignment of consignor created and submitted through `first`, its samples saved through `second`. */
async function submit(first: { on: ApiProcess; as: string }, second: { on: ApiProcess; as: string }) {
  const created = await call<{ id: string }>(first.on, first.as, `${CONSIGN}/CreateRawMateriaConsingInfo`, {
    testUnitId: f.labId,
  });
  const id = created.body.result?.id as string;
  const saved = await call(second.on, second.as, `${CONSIGN}/SaveConsignInfo`, {
    id,
    projectId: f.projectId,
    linkPerson: 'A',
    linkPersonPhone: '13900000000',
    samples: [f.sample(2)],
  });
  expect(saved.status).toBe(200);
  const committed = await call(first.on, first.as, `${CONSIGN}/CommitConsignInfo?consignInfoIds=${id}`, {});
  expect(committed.status).toBe(200);
  return id;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('two API processes on one PostgreSQL database', () => {
  it('a token signed in on process A is accepted by process B', async () => {
    const lab = await token(a, 'lab');
    const onB = await call<{ userName: string }>(b, lab, '/api/TokenAuth/GetUserInfo');
    expect(onB.status).toBe(200);
    expect(onB.body.result?.userName).toBe('lab');
  });

  it('conflicting audits sent to both at once: exactly one wins, the others get 409, one log row each', async () => {
    const [consignorOnA, labOnA, labOnB] = [await token(a, 'consignor'), await token(a, 'lab'), await token(b, 'lab')];
    for (let round = 0; round < 3; round++) {
      // Created on A, completed on B, submitted on A: each step reads what the other process wrote.
      const id = await submit({ on: a, as: consignorOnA }, { on: b, as: await token(b, 'consignor') });
      const before = await consignmentSnapshot(f.t, id);
      expect(before.status).toBe(20);

      const pass = (on: ApiProcess, as: string) =>
        call(on, as, `${CONSIGN}/PassAuditConsignInfo`, { consignInfoIds: [id] });
      const reject = (on: ApiProcess, as: string) =>
        call(on, as, `${CONSIGN}/NoPassAuditConsignInfo`, { consignInfoIds: [id], description: 'no' });
      const answers = await Promise.all([
        pass(a, labOnA),
        reject(b, labOnB),
        pass(b, labOnB),
        reject(a, labOnA),
        pass(a, labOnA),
        pass(b, labOnB),
      ]);
      expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 5 });
      const winner = answers.findIndex((answer) => answer.status === 200);
      const after = await consignmentSnapshot(f.t, id);
      expect(after.status).toBe(winner === 1 || winner === 3 ? 30 : 40);
      expect(after.logs).toBe((before.logs ?? 0) + 1);
    }
  });

  it('a consignment submitted through A reaches the lab’s live stream on B, and a reconnect on A replays it', async () => {
    const [consignorOnA, labOnB, labOnA] = [await token(a, 'consignor'), await token(b, 'lab'), await token(a, 'lab')];
    const stream = await openSse(b.base, labOnB);
    const ready = await stream.next((e) => e.event === 'ready');
    const id = await submit({ on: a, as: consignorOnA }, { on: a, as: consignorOnA });
    const aboutIt = (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { subjectId?: string }).subjectId === id;
    expect((await stream.next(aboutIt)).data).toMatchObject({ kind: 'consignSubmitted' });
    // The lab's list is told to refresh too (in whichever order the two events arrive).
    await stream.next((e) => e.event === 'list' && (e.data as { consignId?: string }).consignId === id);
    stream.close();
    // The message itself is readable on either process; a stream resumed on A from before gets it again.
    const list = await call<{ items: { subjectId: string }[] }>(
      a,
      labOnA,
      '/api/services/app/User/GetSysMessageListByUid',
    );
    expect(list.body.result?.items.some((m) => m.subjectId === id)).toBe(true);
    const resumed = await openSse(a.base, labOnA, ready.id);
    await resumed.next(aboutIt);
    resumed.close();
  });

  it('wrong passwords for one account spread over both processes hit one limit: 5 are checked, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(i % 2 === 0 ? a : b, 'lab2', `wrong ${i}`)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 5, 429: 11 });
    // Locked on both, even with the right password.
    expect((await signIn(a, 'lab2')).status).toBe(429);
    expect((await signIn(b, 'lab2')).status).toBe(429);
  });

  it('one address trying many accounts over both processes hits one limit: 20 are checked, then 429', async () => {
    const from = '10.78.0.1';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(i % 2 === 0 ? a : b, `nobody-${i}`, 'wrong', from)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: 20, 429: 10 });
    expect((await signIn(b, 'consignor2', DEMO_PASSWORD, from)).status).toBe(429);
    expect((await signIn(a, 'consignor2', DEMO_PASSWORD, '10.78.0.2')).status).toBe(200);
  });

  it('asking a code for one mobile on both processes at once: one is sent, the other gets 429', async () => {
    const ask = (on: ApiProcess) =>
      fetch(`${on.base}/api/services/app/ValidateCodeService/SendValidateCodeToMobile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify({ mobile: '13500009999', sendCodeType: 1 }),
      });
    const answers = await Promise.all([ask(a), ask(b), ask(a), ask(b)]);
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 429: 3 });
  });

  it('SMS queued on both processes are sent by both, each exactly once', async () => {
    const mobiles: string[] = [];
    const sent = async () => (await readOutbox(join(dataDir, 'outbox'))).filter((m) => mobiles.includes(m.mobile));
    // One every 250 ms, to either process, for 6 s at least: both processes poll (every 2 s) while work keeps arriving.
    // On a starved machine one process may take all of the first ones, so the codes keep coming (30 s at the most)
    // until each process has sent some.
    const answers = [];
    for (let i = 0; i < 120; i++) {
      if (i >= 24 && new Set((await sent()).map((line) => line.pid)).size === 2) break;
      const mobile = `135000${String(i).padStart(5, '0')}`;
      mobiles.push(mobile);
      const answer = await fetch(
        `${(i % 2 === 0 ? a : b).base}/api/services/app/ValidateCodeService/SendValidateCodeToMobile`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
          body: JSON.stringify({ mobile, sendCodeType: 1 }),
        },
      );
      answers.push(answer);
      await sleep(250);
    }
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const deadline = Date.now() + 60_000;
    while ((await sent()).length < mobiles.length && Date.now() < deadline) await sleep(250);
    // A little longer: a job run twice would show up now.
    await sleep(3_000);
    const lines = await sent();
    expect(lines.map((line) => line.mobile).sort()).toEqual(mobiles);
    expect(new Set(lines.map((line) => line.pid)).size).toBe(2);
    const records = await f.t.db.select().from(smsRecords);
    const ours = records.filter((record) => mobiles.includes(record.acceptPhone));
    expect(ours).toHaveLength(mobiles.length);
    expect(ours.every((record) => record.sendStatus === SmsSendStatus.Sent)).toBe(true);
  });
});
