import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MessageKind as Kind, type MessageKind } from '../../../contracts/message';
import type { Database } from '../../db/client';
import { sysMessages, users } from '../../db/schema/index';
import type { Tenancy } from '../../db/tenancy/index';
import { MsgType } from '../../lib/enums';
import { isLanguage, translate } from '../../lib/i18n';
import { enqueueSms } from '../../sms/enqueue';

// The SMS a message asks for (its recipient's settings, decided in notify()). notify() runs inside the caller's
// transaction, so it only marks the message; once the commit is announced on the live channel, whichever process
// hears it claims the marked messages (an UPDATE … WHERE sms_queued_at IS NULL: exactly one process wins each) and
// hands them to the SMS queue. A process starting up sweeps what nobody took in the last hour.

const SWEEP_MS = 3600_000;

const MSG_TYPE: Partial<Record<MessageKind, number>> = {
  [Kind.ReportIssued]: MsgType.ReportStatus,
  [Kind.NoticePublished]: MsgType.Notice,
};

/**
 * Takes every due SMS to the queue, tenant by tenant: each tenant's messages are claimed, and their SMS recorded and
 * queued, in that tenant's scope. Answers how many were queued.
 */
export async function queueWantedSms(tenancy: Tenancy, log: FastifyBaseLogger): Promise<number> {
  let queued = 0;
  await tenancy.forEachTenant(async () => {
    queued += await queueTenantSms(tenancy.db, log);
  });
  return queued;
}

/** The due SMS of the tenant whose scope `db` runs in. */
async function queueTenantSms(db: Database, log: FastifyBaseLogger): Promise<number> {
  const claimed = await db
    .update(sysMessages)
    .set({ smsQueuedAt: new Date() })
    .where(
      and(
        eq(sysMessages.sms, true),
        isNull(sysMessages.smsQueuedAt),
        gte(sysMessages.creationTime, new Date(Date.now() - SWEEP_MS)),
      ),
    )
    .returning({
      id: sysMessages.id,
      userId: sysMessages.userId,
      kind: sysMessages.kind,
      params: sysMessages.params,
      subjectNo: sysMessages.subjectNo,
    });
  if (claimed.length === 0) return 0;
  const people = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phoneNumber,
      language: users.language,
      unitId: users.unitId,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((m) => m.userId))]));
  const byId = new Map(people.map((person) => [person.id, person]));
  let queued = 0;
  for (const message of claimed) {
    const person = byId.get(message.userId);
    if (!person?.phone) continue;
    const language = isLanguage(person.language) ? person.language : 'zh';
    const text = translate(language, `message.kind.${message.kind}`, {
      ...message.params,
      number: message.subjectNo ?? '',
    });
    const mobile = person.phone;
    try {
      await enqueueSms(db, {
        sendSource: 'Message',
        msgType: MSG_TYPE[message.kind as MessageKind] ?? MsgType.ConsignStatus,
        mobile,
        text,
        acceptUserId: person.id,
        acceptUserNameFriendly: person.name,
        acceptUnitId: person.unitId,
      });
      queued++;
    } catch (error) {
      log.warn({ err: error, messageId: message.id }, 'message SMS not queued');
      await db.update(sysMessages).set({ smsQueuedAt: sql`null` }).where(eq(sysMessages.id, message.id));
    }
  }
  return queued;
}
