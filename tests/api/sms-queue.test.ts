import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app';
import { smsRecords } from '../../server/db/schema/index';
import { MsgType, SmsSendStatus } from '../../server/lib/enums';
import { enqueueSms } from '../../server/sms/enqueue';
import { httpProvider } from '../../server/sms/http';
import { outboxProvider } from '../../server/sms/outbox';
import { type FakeGateway, startFakeGateway } from '../support/fake-sms-gateway';
import { createTestApp, type TestApp } from './helpers';
import { messagesTo, sentRecord, waitForMessages } from './sms-outbox';

// SMS go out through the job queue: a gateway that fails or is slow delays the message, never the request; closing
// waits for the SMS being sent, and a message queued before a restart is sent after it.

const KEY = 'test-key';
const SECRET = 'test-secret-0123';
let gateway: FakeGateway | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  await gateway?.close();
  t = gateway = undefined;
});

const http = (g: FakeGateway) => httpProvider({ url: g.url, key: KEY, secret: SECRET, signName: 'LabConsign' });
const sendCode = (app: TestApp['app'], mobile: string) =>
  app.inject({
    method: 'POST',
    url: '/api/services/app/ValidateCodeService/SendValidateCodeToMobile',
    headers: { 'accept-language': 'en' },
    payload: { mobile, sendCodeType: 1 },
  });

async function statusOf(db: TestApp['db'], mobile: string) {
  const [record] = await db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, mobile));
  return record?.sendStatus;
}

async function until(check: () => Promise<boolean>, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

describe('the HTTP SMS gateway behind the queue', () => {
  test('a gateway that refuses the first two calls gets the message on the third, with backoff between', async () => {
    gateway = await startFakeGateway({ key: KEY, secret: SECRET, failFirst: 2 });
    t = await createTestApp({ queue: { sms: http(gateway) } });
    const started = Date.now();
    expect((await sendCode(t.app, '13700000001')).statusCode).toBe(200);
    await until(async () => gateway?.calls === 1);
    await until(async () => (await statusOf(t?.db as TestApp['db'], '13700000001')) === SmsSendStatus.Waiting);
    await until(async () => gateway?.accepted.length === 1);
    // Two waits of at least 2 s and 4 s (exponential backoff from 2 s).
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(gateway.calls).toBe(3);
    expect(gateway.accepted[0]).toMatchObject({ mobile: '13700000001', signName: 'LabConsign' });
    expect(gateway.accepted[0]?.text).toMatch(/verification code is \d{6}\./);
    await sentRecord(t, '13700000001', 40_000);
  });

  test('a slow gateway does not slow the request down', async () => {
    gateway = await startFakeGateway({ key: KEY, secret: SECRET, delayMs: 3_000 });
    t = await createTestApp({ queue: { sms: http(gateway) } });
    const started = Date.now();
    expect((await sendCode(t.app, '13700000002')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    await until(async () => gateway?.accepted.length === 1);
  });

  test('a gateway with a wrong secret is refused: the message waits for a retry, it is not lost', async () => {
    gateway = await startFakeGateway({ key: KEY, secret: 'another-secret-0' });
    t = await createTestApp({ queue: { sms: http(gateway) } });
    expect((await sendCode(t.app, '13700000003')).statusCode).toBe(200);
    await until(async () => (gateway?.calls ?? 0) >= 1);
    expect(gateway.accepted).toEqual([]);
    await until(async () => (await statusOf(t?.db as TestApp['db'], '13700000003')) === SmsSendStatus.Waiting);
  });
});

describe('stopping and restarting', () => {
  test('closing waits for the SMS being sent: it goes out and its record says so', async () => {
    gateway = await startFakeGateway({ key: KEY, secret: SECRET, delayMs: 1_500 });
    t = await createTestApp({ queue: { sms: http(gateway) } });
    expect((await sendCode(t.app, '13700000005')).statusCode).toBe(200);
    await until(async () => gateway?.calls === 1);
    await t.app.close();
    expect(gateway.accepted.map((sms) => sms.mobile)).toEqual(['13700000005']);
    expect(await statusOf(t.db, '13700000005')).toBe(SmsSendStatus.Sent);
  });

  test('a message whose sending failed before the process stopped is sent by the next one', async () => {
    gateway = await startFakeGateway({ key: KEY, secret: SECRET, failFirst: 1_000 });
    t = await createTestApp({ queue: { sms: http(gateway) } });
    expect((await sendCode(t.app, '13700000004')).statusCode).toBe(200);
    await until(async () => (gateway?.calls ?? 0) >= 1);
    await t.app.close();
    // The same database, a new process: it runs the job that is waiting for its retry.
    const next = await buildApp({
      db: t.db,
      jwtSecret: randomBytes(32).toString('hex'),
      queue: { context: { sms: outboxProvider(t.outboxDir) }, pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 },
    });
    try {
      // The retry is due after the backoff the failed attempts have built up (2 s doubling, with jitter).
      const [text] = await waitForMessages(t, '13700000004', 1, 90_000);
      expect(text).toMatch(/verification code is \d{6}\./);
      await sentRecord(t, '13700000004', 40_000);
    } finally {
      await next.close();
    }
  });
});

describe('each SMS exactly once and on time', () => {
  test('an attempt repeated after the gateway took the message but answered too late is not delivered twice', async () => {
    // The gateway accepts at once and answers after 3 s; the sender gives up after 1 s and the queue tries again.
    gateway = await startFakeGateway({ key: KEY, secret: SECRET, delayMs: 3_000 });
    const impatient = httpProvider({
      url: gateway.url,
      key: KEY,
      secret: SECRET,
      signName: 'LabConsign',
      timeoutMs: 1_000,
    });
    t = await createTestApp({ queue: { sms: impatient } });
    expect((await sendCode(t.app, '13700000006')).statusCode).toBe(200);
    await until(async () => (gateway?.keys.length ?? 0) >= 2);
    const [first, again] = gateway.keys;
    // The key is the job's id (a UUID), the same on both attempts.
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(again).toBe(first);
    expect(gateway.accepted.map((sms) => sms.mobile)).toEqual(['13700000006']);
  });

  test('the outbox keeps one message per key', async () => {
    t = await createTestApp();
    const outbox = outboxProvider(t.outboxDir);
    const message = { mobile: '13700000007', text: 'once', key: 'job-1' };
    await outbox.send(message, t.app.log);
    await outbox.send(message, t.app.log);
    await outbox.send({ ...message, key: 'job-2' }, t.app.log);
    expect(await messagesTo(t, '13700000007')).toEqual(['once', 'once']);
  });

  test('a code whose validity ran out before its turn is not sent; its record says it failed', async () => {
    t = await createTestApp({ queue: true });
    const app = t.app;
    await t.inDefaultTenant(() =>
      enqueueSms(app.db, {
        sendSource: 'ValidateCode',
        msgType: MsgType.ValidateCode,
        mobile: '13700000008',
        text: 'Your verification code is 123456.',
        validUntil: new Date(Date.now() - 1_000),
      }),
    );
    await until(async () => (await statusOf(t?.db as TestApp['db'], '13700000008')) === SmsSendStatus.Failed);
    expect(await messagesTo(t, '13700000008')).toEqual([]);
    // A code asked for now is good for its five minutes, and is sent.
    expect((await sendCode(t.app, '13700000009')).statusCode).toBe(200);
    expect(await waitForMessages(t, '13700000009', 1)).toHaveLength(1);
  });
});
