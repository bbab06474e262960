// One read for a screen through the server-state cache (TanStack Query): loading, then the data or the error;
// `reload` runs it again. The key names the call as the contract does ('TuTestSample/GetSampleTree') and what the
// read depends on; the same key anywhere in the app shares one request and one cached answer, and every write
// makes it stale. The data stays visible while a reload runs or after it fails; with `keepPrevious` the previous
// key's data also stays while a new key loads (a search or a page of results).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLatest } from '../utils/useLatest';

/** 'ready' while there is data to show (a reload may run behind it: `fetching`); 'loading' only before the first. */
export type Load<T> =
  | { status: 'loading'; data: null }
  | { status: 'error'; message: string; data: T | null }
  | { status: 'ready'; data: T };

export type Read<T> = Load<T> & { fetching: boolean; reload(): void };

export function useRead<T>(
  key: readonly [call: string, ...depends: unknown[]],
  read: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; keepPrevious?: boolean } = {},
): Read<T> {
  const latest = useLatest(read);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => latest()(signal),
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const { refetch, data } = query;
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const fetching = query.isFetching;
  if (query.isError && !fetching) {
    return { status: 'error', message: query.error.message, data: data ?? null, fetching, reload };
  }
  if (data !== undefined) return { status: 'ready', data, fetching, reload };
  return { status: 'loading', data: null, fetching, reload };
}
