// The state of one paged list screen: its view (filter values, page, page size) and the page loaded for that view.
// The view lives in the address (?key=value, so going back or sharing a link returns to it) when `inAddress` is set,
// otherwise in the component; filter values are strings and a value equal to its default is left out. Any change
// other than paging starts again at page 1. The page is a TanStack Query read keyed by the call and the view: it
// reloads when the view changes, on reload(), and after any write (the cache goes stale); the previous page stays on
// screen while the next one loads, and a failure becomes a message the screen shows with a retry.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PagedResult } from '../api/client';
import { useLatest } from '../utils/useLatest';

export type ListView<K extends string> = Record<K, string> & { page: number; size: number };

/** The view and the slice of rows it asks for, as the list calls take it. */
export type ListQuery<K extends string> = ListView<K> & { skipCount: number; maxResultCount: number };

export interface PagedListOptions<K extends string, T, P extends PagedResult<T> = PagedResult<T>> {
  /** The list call as the contract names it (e.g. 'BaProject/GetProjectList'): the first part of the cache key. */
  call: string;
  /** Every filter of the screen with its default value. Read once: the defaults of a screen never change. */
  filter: Record<K, string>;
  /** The list call; the latest function is used, it need not be memoised. */
  load(query: ListQuery<K>, signal: AbortSignal): Promise<P>;
  /** What else the list depends on (e.g. the unit named in the route); a change reloads it. */
  scope?: unknown;
  /** Keep the view in the address (default false). */
  inAddress?: boolean;
  /** Sizes a person may choose, the first is the default; one size (default [10]) shows no chooser. */
  pageSizes?: readonly number[];
}

export interface PagedList<K extends string, T, P extends PagedResult<T> = PagedResult<T>> {
  view: ListView<K>;
  query: ListQuery<K>;
  change(patch: Partial<ListView<K>>): void;
  /** The page on screen: the loaded one, or while loading or after a failure the previous one (null at first). */
  data: P | null;
  loading: boolean;
  /** The failure's message, null when the last load succeeded or is under way. */
  error: string | null;
  reload(): void;
  pageSizes: readonly number[];
}

/** The slice of rows a list query asks for, as the list calls take it. */
export const sliceOf = ({ skipCount, maxResultCount }: { skipCount: number; maxResultCount: number }) => ({
  skipCount,
  maxResultCount,
});

const ONE_SIZE = [10] as const;
/** The page sizes of a long admin list. */
export const PAGE_SIZES = [10, 20, 50] as const;

/** P: the list call's own result, when it carries more than the page (e.g. counts per status). */
export function usePagedList<K extends string, T, P extends PagedResult<T> = PagedResult<T>>({
  call,
  filter,
  load,
  scope,
  inAddress = false,
  pageSizes = ONE_SIZE,
}: PagedListOptions<K, T, P>): PagedList<K, T, P> {
  const [address, setAddress] = useSearchParams();
  const [local, setLocal] = useState(() => new URLSearchParams());
  const params = inAddress ? address : local;
  const defaults = useRef(filter).current;
  const sizes = useRef(pageSizes).current;

  const view = useMemo(() => {
    const values = Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
    ) as Record<K, string>;
    const size = Number(params.get('size'));
    return {
      ...values,
      page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
      size: sizes.includes(size) ? size : sizes[0],
    } as ListView<K>;
  }, [params, defaults, sizes]);

  const change = useCallback(
    (patch: Partial<ListView<K>>) => {
      const next = { ...view, page: 1, ...patch } as ListView<K>;
      const out = new URLSearchParams();
      for (const [name, fallback] of Object.entries(defaults) as [K, string][]) {
        if (next[name] !== fallback) out.set(name, next[name]);
      }
      if (next.page !== 1) out.set('page', String(next.page));
      if (next.size !== sizes[0]) out.set('size', String(next.size));
      if (inAddress) setAddress(out, { replace: true });
      else setLocal(out);
    },
    [view, defaults, sizes, inAddress, setAddress],
  );

  const query = useMemo(
    () => ({ ...view, skipCount: (view.page - 1) * view.size, maxResultCount: view.size }) as ListQuery<K>,
    [view],
  );
  const latestLoad = useLatest(load);
  const read = useQuery({
    queryKey: [call, query, scope],
    queryFn: ({ signal }) => latestLoad()(query, signal),
    placeholderData: keepPreviousData,
  });
  // After a failure the last page loaded stays on screen under the message.
  const shown = useRef<P | null>(null);
  if (read.data) shown.current = read.data;
  const { refetch } = read;
  const reload = useCallback(() => void refetch({ cancelRefetch: false }), [refetch]);
  const data = read.data ?? shown.current;
  const loading = read.isFetching;
  const error = read.isError && !read.isFetching ? read.error.message : null;
  return { view, query, change, data, loading, error, reload, pageSizes: sizes };
}
