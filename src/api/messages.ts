// The in-app messages (User/GetSysMessageListByUid and its siblings): the bell's count and newest unread, the
// message centre's list, marking read, and the SMS settings. Reads are keyed by their call (MESSAGE_KEYS), so a
// live `message` event refetches exactly these (src/live/useLiveUpdates.ts).
import { useMemo } from 'react';
import type { PagedResultOf } from '../../contracts/common';
import type { MessageKind, MessageSettings, SysMessageListQuery, SysMessageRow } from '../../contracts/message';
import type { ApiClient } from './client';
import { useShellClient } from './shellClient';

export type { MessageKind, SysMessageRow } from '../../contracts/message';
export { MESSAGE_KINDS } from '../../contracts/message-kind';

const BASE = 'services/app/User/';

/** The first part of the cache key of each message read. */
export const MESSAGE_KEYS = {
  list: 'User/GetSysMessageListByUid',
  unread: 'User/GetUnreadSysMessageCount',
  settings: 'User/GetSysMessageSettings',
} as const;

export function createMessageApi(client: ApiClient) {
  return {
    list: (query: SysMessageListQuery, signal?: AbortSignal) =>
      client.get<PagedResultOf<SysMessageRow>>(`${BASE}GetSysMessageListByUid`, { query: { ...query }, signal }),
    unreadCount: (signal?: AbortSignal) =>
      client.get<{ count: number }>(`${BASE}GetUnreadSysMessageCount`, { signal, quiet: true }),
    markRead: (ids: string[]) => client.post<{ count: number }>(`${BASE}MarkSysMessagesRead`, { body: { ids } }),
    markAllRead: () => client.post<{ count: number }>(`${BASE}MarkAllSysMessagesRead`),
    settings: (signal?: AbortSignal) => client.get<MessageSettings>(`${BASE}GetSysMessageSettings`, { signal }),
    saveSettings: (smsKinds: MessageKind[]) =>
      client.put<MessageSettings>(`${BASE}SetSysMessageSettings`, { body: { smsKinds } }),
  };
}

export type MessageApi = ReturnType<typeof createMessageApi>;

export function useMessageApi(): MessageApi {
  const client = useShellClient();
  return useMemo(() => createMessageApi(client), [client]);
}
