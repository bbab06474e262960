import { sql } from 'drizzle-orm';
import { boolean, index, integer, smallint, uuid } from 'drizzle-orm/pg-core';
import { chars, id, tenantTable, timestamptz, writtenAt } from './columns';

/**
 * Verification codes sent by SMS (server/services/validate-code): only an HMAC of the code is kept. A code lives five
 * minutes and allows five tries; the newest code of a mobile and purpose is the only one that counts.
 */
export const validateCodes = tenantTable(
  'validate_codes',
  {
    id: id(),
    mobile: chars(32).notNull(),
    /** SendCodeType: 1 register, 2 forgot password, 3 bind mobile, 4 change mobile. */
    codeType: smallint().notNull(),
    codeHash: chars(64).notNull(),
    tries: integer().notNull().default(0),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    creationTime: writtenAt(),
  },
  (t) => [
    index('validate_codes_mobile_idx').on(t.mobile, t.codeType, t.creationTime),
    index('validate_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Every SMS the platform sends, written when it is queued and updated by the sending job.
 * msgContent never holds a verification code in clear text (the code is masked before the row is written).
 */
export const smsRecords = tenantTable(
  'sms_records',
  {
    id: id(),
    sendSource: chars(64).notNull(),
    msgContent: chars(1000).notNull(),
    /** MsgType: 1 consignment status, 2 report status, 3 verification code, 4 notice. */
    msgType: smallint().notNull(),
    sendTime: timestamptz().notNull().defaultNow(),
    acceptUserId: uuid(),
    acceptPhone: chars(32).notNull(),
    acceptUserNameFriendly: chars(64),
    acceptUnitId: uuid(),
    isPrivate: boolean().notNull().default(false),
    /** SmsSendStatus: 0 waiting, 1 sending, 2 sent, 3 failed. */
    sendStatus: smallint().notNull().default(0),
  },
  (t) => [
    // The list: newest first, for everyone (admin) or one unit; filtered by mobile, type or status within that.
    index('sms_records_time_idx').on(t.sendTime),
    index('sms_records_unit_time_idx').on(t.acceptUnitId, t.sendTime).where(sql`${t.acceptUnitId} is not null`),
    index('sms_records_phone_time_idx').on(t.acceptPhone, t.sendTime),
  ],
);
