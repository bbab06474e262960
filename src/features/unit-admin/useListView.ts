// A list screen's filter, sort and page kept in the address (?key=value), so going back or sharing a link returns to
// the same view. Values are strings; a value equal to its default is left out of the address.
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 20, 50] as const;

export type ListView<K extends string> = Record<K, string> & { page: number; size: number };

export function useListView<K extends string>(
  defaults: Record<K, string>,
): [ListView<K>, (patch: Partial<ListView<K>>) => void] {
  const [params, setParams] = useSearchParams();
  // A screen's defaults never change; reading them once keeps the callbacks stable.
  const fallbacks = useRef(defaults).current;
  const view = useMemo(() => {
    const values = Object.fromEntries(
      Object.entries(fallbacks).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
    ) as Record<K, string>;
    const size = Number(params.get('size'));
    return {
      ...values,
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    };
  }, [params, fallbacks]);
  const change = useCallback(
    (patch: Partial<ListView<K>>) => {
      // Any change but paging itself starts again at page 1.
      const next = { ...view, page: 1, ...patch } as ListView<K>;
      const out = new URLSearchParams();
      for (const [name, fallback] of Object.entries(fallbacks) as [K, string][]) {
        const value = next[name];
        if (value !== fallback) out.set(name, value);
      }
      if (next.page !== 1) out.set('page', String(next.page));
      if (next.size !== PAGE_SIZES[0]) out.set('size', String(next.size));
      setParams(out, { replace: true });
    },
    [view, fallbacks, setParams],
  );
  return [view, change];
}

/** skipCount / maxResultCount of a view's page. */
export const pageOfView = (view: { page: number; size: number }) => ({
  skipCount: (view.page - 1) * view.size,
  maxResultCount: view.size,
});
