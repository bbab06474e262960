// The value of the latest render, read through a function that never changes: for a callback made once (a client,
// an effect, a memoised handler) that must use what is current when it runs, not what was current when it was made.
// Being stable, the getter can stand in a hook's dependencies without re-running it.
import { useCallback, useRef } from 'react';

export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  ref.current = value;
  return useCallback(() => ref.current, []);
}
