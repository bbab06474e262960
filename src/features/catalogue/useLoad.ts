// One read for a screen: loading, then the data or the error; `reload` runs it again. The previous data stays
// visible while a reload runs.
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; message: string; data: T | null }
  | { status: 'ready'; data: T };

export function useLoad<T>(
  read: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): Load<T> & { reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the read depends on
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    read(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', message: error.message, data: s.data }));
      });
    return () => controller.abort();
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
