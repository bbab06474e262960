import type { Database } from '../db/client';
import { newId } from '../db/ids';
import { smsRecords } from '../db/schema/index';
import { queueOf } from '../jobs/queue';
import { MsgType, SmsSendStatus } from '../lib/enums';
import { CODE_TTL_SECONDS } from '../services/validate-code/service';

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
  /** After this the message is not sent (default: a verification code's lifetime from now, else no end). */
  validUntil?: Date;
}

/** A verification code is good for CODE_TTL_SECONDS from when it was made, which is when its SMS is queued. */
const validUntilOf = (sms: OutgoingSms): Date | undefined =>
  sms.validUntil ?? (sms.msgType === MsgType.ValidateCode ? new Date(Date.now() + CODE_TTL_SECONDS * 1000) : undefined);

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
  const validUntil = validUntilOf(sms)?.toISOString();
  await queue.enqueue('sms-send', {
    recordId: id,
    mobile: sms.mobile,
    text: sms.text,
    ...(validUntil && { validUntil }),
  });
  return id;
}
