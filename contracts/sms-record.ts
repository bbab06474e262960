import { type Static, Type } from 'typebox';
import { Id, Input, IsoDate, Nullable, named, PagedResult, pagedQuery, Time } from './common';
import { Mobile } from './validate-code';

// Wire shapes of SmsRecord: every SMS the platform sent, for the administrator (all) and
// for a unit's staff (their unit's). The field names are the product's wire names (acceptUserID, acceptUnitID).

export const SmsRecordRow = named(
  'SmsRecordRow',
  Type.Object({
    id: Id(),
    sendSource: Type.String({ description: 'what sent it: ValidateCode, Register, Notice, …' }),
    msgContent: Type.String({ description: 'the text; a verification code appears masked (******)' }),
    msgType: Type.Integer({ description: 'MsgType: 1 consignment status, 2 report status, 3 code, 4 notice' }),
    sendTime: Time,
    acceptUserID: Nullable(Id()),
    acceptPhone: Type.String(),
    acceptUserNameFriendly: Nullable(Type.String()),
    acceptUnitID: Nullable(Id()),
    isPrivate: Type.Boolean(),
    sendStatus: Type.Integer({ description: 'SmsSendStatus: 0 waiting, 1 sending, 2 sent, 3 failed' }),
  }),
);
export type SmsRecordRow = Static<typeof SmsRecordRow>;

export const SmsRecordQuery = Input({
  startTime: Type.Optional(IsoDate),
  endTime: Type.Optional(IsoDate),
  acceptPhone: Type.Optional(Mobile),
  msgType: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  sendStatus: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  ...pagedQuery,
});
export type SmsRecordQuery = Static<typeof SmsRecordQuery>;

export const SmsRecordPage = PagedResult(SmsRecordRow);
