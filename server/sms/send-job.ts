import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { smsRecords } from '../db/schema/index';
import type { JobContext } from '../jobs/handlers';
import { SmsSendStatus } from '../lib/enums';

/** The sms-send job: the record to update and the message in clear text (only the record's copy is masked). */
export interface SendSmsJob {
  recordId: string;
  mobile: string;
  text: string;
}

/** Hands one SMS to the provider and keeps its record's sendStatus in step; a failure is retried by the queue. */
export async function sendSmsJob({ db, sms, log }: JobContext, job: JobWithMetadata<SendSmsJob>): Promise<void> {
  const { recordId, mobile, text } = job.data;
  const setStatus = (sendStatus: number, sendTime?: Date) =>
    db.update(smsRecords).set({ sendStatus, sendTime }).where(eq(smsRecords.id, recordId));
  await setStatus(SmsSendStatus.Sending);
  try {
    await sms.send({ mobile, text }, log);
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    log.warn({ err: error, recordId, attempt: job.retryCount + 1, last }, 'SMS not accepted by the provider');
    await setStatus(last ? SmsSendStatus.Failed : SmsSendStatus.Waiting);
    throw error;
  }
  await setStatus(SmsSendStatus.Sent, new Date());
}
