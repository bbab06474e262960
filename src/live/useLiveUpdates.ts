// One live stream per signed-in tab (mounted with the header's bell): a `message` event refetches the bell and
// the message centre, a `list` event the consignment lists and details (the lab's incoming list, the consignor's
// lists), and a `sampleLabel` event (a sample bound, witnessed or received) those and the sample labels, through
// their TanStack Query keys, so the screens on view refresh without a reload.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MESSAGE_KEYS } from '../api/messages';
import { getCookie, resolveApiBase, TOKEN_COOKIE } from '../app/storage';
import { connectLive, type LiveEvent } from './stream';

/** The cache keys a `list` event makes stale: every BuConsignInfo read (the lists are keyed by their call). */
const LIST_KEY_PREFIXES = ['BuConsignInfo/', 'BuReport/', 'Dashboard/', 'SampleLabel/'];

const startsWithAny = (key: unknown) =>
  typeof key === 'string' && LIST_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'message') {
    void queryClient.invalidateQueries({ queryKey: [MESSAGE_KEYS.unread] });
    void queryClient.invalidateQueries({ queryKey: [MESSAGE_KEYS.list] });
  } else if (event.type === 'list' || event.type === 'sampleLabel') {
    void queryClient.invalidateQueries({ predicate: (query) => startsWithAny(query.queryKey[0]) });
  }
}

/** Keeps the stream open while mounted; answers whether it is connected now. */
export function useLiveUpdates(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(
    () =>
      connectLive({
        baseUrl: resolveApiBase(),
        getToken: () => getCookie(TOKEN_COOKIE),
        onEvent: (event) => applyLiveEvent(queryClient, event),
        onStatus: setConnected,
      }),
    [queryClient],
  );
  return connected;
}
