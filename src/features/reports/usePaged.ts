// Loads one page of a list whenever its query changes or `attempt` grows; keeps the previous page while loading.
import { useEffect, useState } from 'react';

export type PagedState<T> =
  | { status: 'loading'; previous: T | null }
  | { status: 'error'; error: Error }
  | { status: 'ready'; data: T };

export function usePaged<Q, T>(load: (query: Q) => Promise<T>, query: Q, attempt: number): PagedState<T> {
  const [state, setState] = useState<PagedState<T>>({ status: 'loading', previous: null });
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for query; attempt is the refresh trigger
  useEffect(() => {
    let alive = true;
    setState((s) => ({
      status: 'loading',
      previous: s.status === 'ready' ? s.data : s.status === 'loading' ? s.previous : null,
    }));
    load(query)
      .then((data) => alive && setState({ status: 'ready', data }))
      .catch((error: Error) => alive && setState({ status: 'error', error }));
    return () => {
      alive = false;
    };
  }, [key, attempt]);
  return state;
}

export const dataOf = <T>(state: PagedState<T>): T | null =>
  state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : null;
