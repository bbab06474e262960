import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { chars, id, requiredRef, tenantTable, timestamptz, writtenAt } from './columns';
import { users } from './users';

/**
 * One in-app message for one recipient (User/GetSysMessageListByUid). The event kind and its params are stored, not
 * the text: the reader's language renders it, so a message reads in the language the recipient uses now.
 */
export const sysMessages = tenantTable(
  'sys_messages',
  {
    id: id(),
    userId: requiredRef(() => users.id, 'cascade'),
    /** MessageKind (server/services/message/kinds.ts). */
    kind: chars(32).notNull(),
    /** What the message is about (a consignment, a report, a notice) and its number or title as shown. */
    subjectId: uuid(),
    subjectNo: chars(256),
    /** The words the text needs besides the number, e.g. { reason }. */
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    creationTime: writtenAt(),
    readTime: timestamptz(),
    /** The recipient's settings ask for an SMS of this kind; smsQueuedAt: when one process took it to the queue. */
    sms: boolean().notNull().default(false),
    smsQueuedAt: timestamptz(),
  },
  (t) => [
    // "My messages, newest first" and the unread count of the bell.
    index('sys_messages_user_idx').on(t.userId, t.creationTime.desc(), t.id.desc()),
    index('sys_messages_unread_idx').on(t.userId).where(sql`${t.readTime} is null`),
    // The SMS still to queue (server/services/message/sms.ts).
    index('sys_messages_sms_due_idx').on(t.creationTime).where(sql`${t.sms} and ${t.smsQueuedAt} is null`),
  ],
);

/** Which message kinds also send the user an SMS; a kind without a row sends none. */
export const messageSmsSettings = tenantTable(
  'message_sms_settings',
  {
    userId: requiredRef(() => users.id, 'cascade'),
    kind: chars(32).notNull(),
    sms: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Events of the live stream (server/live/), kept for a day so that a browser reconnecting with Last-Event-ID gets
 * what it missed from whichever process it reaches. The audience columns say who may see an event: listed users,
 * a lab's staff, a consigning unit's staff.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** 'message' (new messages for userIds), 'list' (a consignment list changed) or 'sampleLabel' (a label bound, witnessed or received). */
    type: chars(16).notNull(),
    userIds: uuid().array(),
    testUnitId: uuid(),
    consignUnitId: uuid(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    creationTime: writtenAt(),
  },
  (t) => [index('live_events_created_idx').on(t.creationTime)],
);
