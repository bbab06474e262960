import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { smsRecords } from '../../server/db/schema/index';
import { SmsSendStatus } from '../../server/lib/enums';
import { createTestApp, type TestApp } from '../api/helpers';
import { type FakeGateway, startFakeGateway } from '../support/fake-sms-gateway';
import { type ApiProcess, startApiProcess } from './api-process';

// A process killed (kill -9) while it sends an SMS through a slow gateway: the job it held is run again by the other
// process within a minute (not after pg-boss's 15-minute expiry), and the message is delivered once, as the gateway
// dedupes the job's Idempotency-Key. Each process names itself in the sender name, so the test knows whom to kill.

const KEY = 'scale-key';
const SECRET = 'scale-secret-0123';
const MOBILE = '13700000010';
/** The longest a dead process's SMS may wait for another process (issue 38): one minute. */
const RESCUED_WITHIN_MS = 60_000;

let t: TestApp;
let gateway: FakeGateway;
const processes = new Map<string, ApiProcess>();

beforeAll(async () => {
  t = await createTestApp();
  // The gateway takes each message at once and answers 4 s later: the sender is mid-call when it is killed.
  gateway = await startFakeGateway({ key: KEY, secret: SECRET, delayMs: 4_000 });
  const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
  const jwtSecret = randomBytes(32).toString('hex');
  for (const name of ['A', 'B']) {
    const env = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.url,
      SMS_HTTP_KEY: KEY,
      SMS_HTTP_SECRET: SECRET,
      SMS_SIGN_NAME: name,
    };
    processes.set(name, await startApiProcess({ databaseUrl: url, jwtSecret, poolMax: 4, env }));
  }
}, 300_000);

afterAll(async () => {
  await Promise.all([...processes.values()].map((p) => p.stop()));
  await gateway?.close();
  await t?.close();
}, 60_000);

async function recordStatus(): Promise<number | undefined> {
  const [record] = await t.db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, MOBILE));
  return record?.sendStatus;
}

test('an SMS whose process was killed mid-send is sent by the other process within a minute, and delivered once', async () => {
  const asked = await fetch(
    `${processes.get('A')?.base}/api/services/app/ValidateCodeService/SendValidateCodeToMobile`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ mobile: MOBILE, sendCodeType: 1 }),
    },
  );
  expect(asked.status).toBe(200);
  while (gateway.accepted.length === 0) await sleep(50);
  const [taken] = gateway.accepted;
  const sender = processes.get(taken?.signName as string) as ApiProcess;
  await sender.kill();
  processes.delete(taken?.signName as string);

  const deadline = Date.now() + RESCUED_WITHIN_MS;
  while ((await recordStatus()) !== SmsSendStatus.Sent && Date.now() < deadline) await sleep(250);
  expect(await recordStatus()).toBe(SmsSendStatus.Sent);
  // The survivor sent it again under the same key; the gateway delivered it once, as the dead process left it.
  expect(taken?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(gateway.keys).toEqual([taken?.key, taken?.key]);
  expect(gateway.accepted).toEqual([taken]);
});
