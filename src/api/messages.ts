// The in-app messages (User/GetSysMessageListByUid and its siblings): the bell's count and newest unread, the
// message centre's list, marking read, and the SMS settings. Reads are keyed by their call (MESSAGE_KEYS), so a
// live `message` event refetches exactly these (src/live/useLiveUpdates.ts).
import { useMemo } from 'react';
import type { MessageKind, SysMessageListQuery } from '../../contracts/message';
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { MessageKind, SysMessageRow } from '../../contracts/message';
export { MESSAGE_KINDS } from '../../contracts/message-kind';

/** The first part of the cache key of each message read. */
export const MESSAGE_KEYS = {
  list: 'User/GetSysMessageListByUid',
  unread: 'User/GetUnreadSysMessageCount',
  settings: 'User/GetSysMessageSettings',
} as const;

export function createMessageApi(client: ApiClient) {
  const messages = endpoints(client, 'UserMessages');
  return {
    list: (query: SysMessageListQuery, signal?: AbortSignal) => messages.GetSysMessageListByUid({ query, signal }),
    unreadCount: (signal?: AbortSignal) => messages.GetUnreadSysMessageCount({ signal, quiet: true }),
    markRead: (ids: string[]) => messages.MarkSysMessagesRead({ body: { ids } }),
    markAllRead: () => messages.MarkAllSysMessagesRead(),
    settings: (signal?: AbortSignal) => messages.GetSysMessageSettings({ signal }),
    saveSettings: (smsKinds: MessageKind[]) => messages.SetSysMessageSettings({ body: { smsKinds } }),
  };
}

export type MessageApi = ReturnType<typeof createMessageApi>;

export function useMessageApi(): MessageApi {
  const client = useShellClient();
  return useMemo(() => createMessageApi(client), [client]);
}
