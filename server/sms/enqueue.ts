import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { smsRecords } from '../db/schema/index';
import { queueOf } from '../jobs/queue';
import { SmsSendStatus } from '../lib/enums';

export interface OutgoingSms {
  /** What sent it, e.g. 'ValidateCode', 'Register', 'Notice' (shown in the SMS records). */
  sendSource: string;
  /** MsgType (server/lib/enums.ts). */
  msgType: number;
  mobile: string;
  /** The text the person receives. */
  text: string;
  /** The text the SMS record keeps, when it differs (a verification code masked). */
  recordedText?: string;
  acceptUserId?: string | null;
  acceptUserNameFriendly?: string | null;
  /** The unit whose records list shows this SMS (the receiver's unit). */
  acceptUnitId?: string | null;
  isPrivate?: boolean;
  /** After this the message is not sent (a verification code's end); omitted = no end. */
  validUntil?: Date;
}

/**
 * Sends an SMS in the background: writes its record (status Waiting) and queues the sms-send job, which the
 * configured provider carries out with retries. Answers the record id. Needs the queue (buildApp `queue`).
 */
export async function enqueueSms(db: Database, sms: OutgoingSms): Promise<string> {
  const queue = queueOf(db);
  const id = newId();
  await db.insert(smsRecords).values({
    id,
    sendSource: sms.sendSource,
    msgType: sms.msgType,
    msgContent: (sms.recordedText ?? sms.text).slice(0, 1000),
    acceptPhone: sms.mobile,
    acceptUserId: sms.acceptUserId ?? null,
    acceptUserNameFriendly: sms.acceptUserNameFriendly ?? null,
    acceptUnitId: sms.acceptUnitId ?? null,
    isPrivate: sms.isPrivate ?? false,
    sendStatus: SmsSendStatus.Waiting,
  });
  const validUntil = sms.validUntil?.toISOString();
  await queue.enqueue('sms-send', {
    recordId: id,
    mobile: sms.mobile,
    text: sms.text,
    ...(validUntil && { validUntil }),
  });
  return id;
}
