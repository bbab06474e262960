import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { smsRecords } from '../../server/db/schema/index';
import { SmsSendStatus } from '../../server/lib/enums';
import { readOutbox } from '../../server/sms/outbox';
import type { TestApp } from './helpers';

// Reading the SMS a test app sent (createTestApp({ queue: true }): the outbox provider in t.outboxDir). Sending runs in
// the job queue, so these wait for the message to arrive.

/** The SMS sent to `mobile` so far, oldest first. */
export async function messagesTo(t: Pick<TestApp, 'outboxDir'>, mobile: string): Promise<string[]> {
  return (await readOutbox(t.outboxDir)).filter((m) => m.mobile === mobile).map((m) => m.text);
}

/** Waits until `mobile` has received at least `count` SMS and answers them all. */
export async function waitForMessages(
  t: Pick<TestApp, 'outboxDir'>,
  mobile: string,
  count: number,
  timeoutMs = 20_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(t, mobile);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`${mobile} received ${messages.length} SMS, not ${count}`);
    await sleep(100);
  }
}

/**
 * The six-digit code in the newest SMS to `mobile`, waiting for the `nth` (1-based, default 1) to arrive: after
 * sending a second code, ask for latestCode(t, mobile, 2).
 */
export async function latestCode(t: Pick<TestApp, 'outboxDir'>, mobile: string, nth = 1): Promise<string> {
  const messages = await waitForMessages(t, mobile, nth);
  const code = /\b(\d{6})\b/.exec(messages.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code in the SMS to ${mobile}: ${messages.at(-1)}`);
  return code;
}

/**
 * The record of the SMS to `mobile` once its job has marked it sent. The provider delivers before the job records
 * it, so a test that has read the message must still wait for the record.
 */
export async function sentRecord(t: Pick<TestApp, 'db'>, mobile: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [record] = await t.db.select().from(smsRecords).where(eq(smsRecords.acceptPhone, mobile));
    if (record?.sendStatus === SmsSendStatus.Sent) return record;
    if (Date.now() > deadline) throw new Error(`the SMS to ${mobile} is still in status ${record?.sendStatus}`);
    await sleep(100);
  }
}
