import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { smsRecords } from '../db/schema/index';
import type { JobContext } from '../jobs/context';
import { SmsSendStatus } from '../lib/enums';

/** The sms-send job: the record to update and the message in clear text (only the record's copy is masked). */
export interface SendSmsJob {
  recordId: string;
  mobile: string;
  text: string;
  /** ISO time after which the message is not worth sending (a verification code's end). */
  validUntil?: string;
}

/**
 * Hands one SMS to the provider, keyed by its job (every attempt the same key), and keeps its record's sendStatus in
 * step; a failure is retried by the queue. A message whose validity has passed by now is not sent: its record fails.
 */
export async function sendSmsJob({ db, sms, log }: JobContext, job: JobWithMetadata<SendSmsJob>): Promise<void> {
  const { recordId, mobile, text, validUntil } = job.data;
  const setStatus = (sendStatus: number, sendTime?: Date) =>
    db.update(smsRecords).set({ sendStatus, sendTime }).where(eq(smsRecords.id, recordId));
  if (validUntil && Date.now() >= Date.parse(validUntil)) {
    log.warn({ recordId, validUntil }, 'SMS not sent: it was no longer valid');
    await setStatus(SmsSendStatus.Failed);
    return;
  }
  await setStatus(SmsSendStatus.Sending);
  try {
    await sms.send({ mobile, text, key: job.id }, log);
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    log.warn({ err: error, recordId, attempt: job.retryCount + 1, last }, 'SMS not accepted by the provider');
    await setStatus(last ? SmsSendStatus.Failed : SmsSendStatus.Waiting);
    throw error;
  }
  await setStatus(SmsSendStatus.Sent, new Date());
}
