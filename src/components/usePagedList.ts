// One page of a list call for a screen: reloads when the query changes or on reload(), keeps the previous page on
// screen while the next one loads, and turns a failure into a message the screen shows with a retry.
import { useCallback, useEffect, useState } from 'react';
import type { PagedResult } from '../api/consignment';

export type PagedListState<T> =
  | { status: 'loading'; data: PagedResult<T> | null }
  | { status: 'error'; message: string; data: PagedResult<T> | null }
  | { status: 'ready'; data: PagedResult<T> };

export function usePagedList<Q, T>(
  query: Q,
  load: (query: Q, signal: AbortSignal) => Promise<PagedResult<T>>,
): [PagedListState<T>, () => void] {
  const [state, setState] = useState<PagedListState<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for query; attempt re-runs the call
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    load(query, controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted)
          setState((current) => ({ status: 'error', message: error.message, data: current.data }));
      });
    return () => controller.abort();
  }, [key, attempt, load]);

  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}
