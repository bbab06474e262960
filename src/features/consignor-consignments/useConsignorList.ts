// The consignor's raw-material consignments (GetRawMateriaConsignInfoList): filters, status tab, page → rows and
// per-status counts. Keeps the previous rows on screen while the next page loads.
import { useCallback, useEffect, useState } from 'react';
import type { ConsignListQuery, ConsignListRow, ConsignPagedResult } from '../../api/consignment';
import { useConsignmentApi } from '../../api/consignment';

export interface ListFilters {
  keyword: string;
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
}

export interface ListQueryState extends ListFilters {
  /** null: every status. */
  status: number | null;
  page: number;
  pageSize: number;
}

export type ListState =
  | { status: 'loading'; data: ConsignPagedResult<ConsignListRow> | null }
  | { status: 'error'; message: string; data: ConsignPagedResult<ConsignListRow> | null }
  | { status: 'ready'; data: ConsignPagedResult<ConsignListRow> };

/** The list call's filter, without paging (the list pages it, the export walks every page). */
export function toListQuery(
  filters: ListFilters,
  status: number | null,
): Omit<ConsignListQuery, 'skipCount' | 'maxResultCount'> {
  return {
    keyword: filters.keyword.trim() || undefined,
    consignStatuses: status === null ? undefined : [status],
    consignStartTime: filters.from || undefined,
    consignEndTime: filters.to || undefined,
  };
}

export function useConsignorList(query: ListQueryState): [ListState, () => void] {
  const api = useConsignmentApi();
  const [state, setState] = useState<ListState>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the query (reload after an action)
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    api
      .getRawMateriaConsignInfoList(
        {
          ...toListQuery(query, query.status),
          skipCount: (query.page - 1) * query.pageSize,
          maxResultCount: query.pageSize,
        },
        { signal: controller.signal, quiet: true },
      )
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: Error) => {
        if (!controller.signal.aborted)
          setState((current) => ({ status: 'error', message: error.message, data: current.data }));
      });
    return () => controller.abort();
  }, [api, query.keyword, query.status, query.from, query.to, query.page, query.pageSize, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload];
}
