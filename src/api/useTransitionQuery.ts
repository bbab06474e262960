// TanStack Query's useQuery, except that an answer arriving redraws the screen as a transition. useQuery follows
// the cache through useSyncExternalStore, whose updates React always draws in one blocking task: a page of rows
// drawn with Chakra held the main thread for half a second on a phone (bench:web, Lighthouse's total blocking
// time). Drawn as a transition, React yields every few milliseconds, the previous screen (the skeleton or the
// previous page) stays until the new one is ready, and a click or a key press goes first. The rest is useQuery's
// own recipe (@tanstack/react-query's useBaseQuery): one observer, the optimistic result read on every draw, the
// options handed over after each draw, and only the fields a screen reads decide whether it redraws.
import {
  notifyManager,
  type QueryKey,
  QueryObserver,
  type UseQueryOptions,
  type UseQueryResult,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

export function useTransitionQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, K>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(redraw)));
    // What changed between the draw and this subscription (an answer already in the cache) redraws now.
    observer.updateResult();
    return unsubscribe;
  }, [observer]);

  return observer.trackResult(result);
}
