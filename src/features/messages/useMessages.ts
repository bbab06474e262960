// The message reads the bell and the message centre share, keyed as MESSAGE_KEYS so live events refresh them.
import { MESSAGE_KEYS, useMessageApi } from '../../api/messages';
import { useRead } from '../../components/useRead';

/** The bell's number; null until it is first read. */
export function useUnreadCount(): number | null {
  const api = useMessageApi();
  return useRead([MESSAGE_KEYS.unread], (signal) => api.unreadCount(signal)).data?.count ?? null;
}

/** The newest unread messages, for the bell's popover. */
export function useNewestUnread(count: number) {
  const api = useMessageApi();
  return useRead([MESSAGE_KEYS.list, { unreadOnly: true, count }], (signal) =>
    api.list({ unreadOnly: true, maxResultCount: count }, signal),
  );
}
