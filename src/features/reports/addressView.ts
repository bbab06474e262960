// A list's filters and page kept in the address (?key=…&page=…), so reloading or coming back shows the same view.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useAddressView<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [params, keys],
  );
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  /** Changes some filters; any filter change starts again at page 1. */
  const set = (patch: Partial<Record<K, string>>, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const key of keys) {
      const value = (patch[key] ?? view[key]).trim();
      if (value) next.set(key, value);
    }
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next, { replace: true });
  };
  return { view, page, set, setPage: (nextPage: number) => set({}, nextPage) };
}

/** A number from the address, or undefined when absent or not a number. */
export const numberOf = (value: string): number | undefined =>
  value && Number.isFinite(Number(value)) ? Number(value) : undefined;
