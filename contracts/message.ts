import { type Static, Type } from 'typebox';
import { Id, Input, Nullable, named, OneOf, pagedQuery, Time } from './common';
import { MESSAGE_KINDS } from './message-kind';

// Wire shapes of the in-app messages (User/GetSysMessageListByUid and its siblings, docs/decisions.md "Messages and
// live updates"). A message carries its event kind and params; the reader's language renders the text
// (`message.kind.<kind>` in locales/, with {number} and the params as placeholders).

// The kinds live in a module of their own, without TypeBox, so the browser's shell can list them without building
// the schemas below (and carrying TypeBox in its first load).
export { MESSAGE_KINDS, MessageKind } from './message-kind';

export const MessageKindValue = OneOf(MESSAGE_KINDS, { description: 'the event the message tells of' });

export const SysMessageRow = named(
  'SysMessageRow',
  Type.Object({
    id: Id(),
    kind: MessageKindValue,
    subjectId: Nullable(Id('the consignment, report or notice the message is about')),
    subjectNo: Nullable(Type.String({ description: 'its number or title' })),
    params: Type.Record(Type.String(), Type.String()),
    creationTime: Time,
    readTime: Nullable(Time),
  }),
);
export type SysMessageRow = Static<typeof SysMessageRow>;

export const SysMessageListQuery = Input({
  unreadOnly: Type.Optional(Type.Boolean({ description: 'only the messages not read yet' })),
  ...pagedQuery,
});
export type SysMessageListQuery = Static<typeof SysMessageListQuery>;

export const MessageIdsBody = named(
  'MessageIdsBody',
  Input({ ids: Type.Array(Id(), { minItems: 1, maxItems: 1000, description: 'the messages to mark read' }) }),
);
export type MessageIdsBody = Static<typeof MessageIdsBody>;

/** The unread count (the bell), or how many messages a mark-read call changed. */
export const MessageCount = named('MessageCount', Type.Object({ count: Type.Integer({ minimum: 0 }) }));
export type MessageCount = Static<typeof MessageCount>;

/** Per-user settings: which message kinds also send an SMS. */
export const MessageSettings = named(
  'MessageSettings',
  Type.Object({ smsKinds: Type.Array(MessageKindValue, { maxItems: MESSAGE_KINDS.length }) }),
);
export type MessageSettings = Static<typeof MessageSettings>;

export const MessageSettingsBody = named(
  'MessageSettingsBody',
  Input({ smsKinds: Type.Array(MessageKindValue, { maxItems: MESSAGE_KINDS.length, uniqueItems: true }) }),
);
export type MessageSettingsBody = Static<typeof MessageSettingsBody>;
