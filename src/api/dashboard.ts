// The dashboards' charts (contracts/dashboard-trends.ts): a lab's trends and overdue list, a consigning unit's trends,
// the platform's for admin. Every call is a read; the screens report their own failures (quiet).
import { createContext, useContext, useMemo } from 'react';
import type {
  ConsignorTrends,
  LabTrends,
  OverdueQuery,
  OverdueRow,
  PlatformTrends,
  TrendQuery,
} from '../../contracts/dashboard';
import type { ApiClient, CallOptions, PagedResult } from './client';
import { useShellClient } from './shellClient';

export type {
  ConsignorTrends,
  LabActivityRow,
  LabTrends,
  LabTurnaroundRow,
  OverdueQuery,
  OverdueRow,
  PlatformTrends,
  SampleTypeRow,
  StatusPeriodRow,
  TrendQuery,
  TurnaroundRow,
  ValueRow,
} from '../../contracts/dashboard';

export interface DashboardApi {
  getLabTrends(query: TrendQuery, options?: CallOptions): Promise<LabTrends>;
  getLabOverdue(query: OverdueQuery, options?: CallOptions): Promise<PagedResult<OverdueRow>>;
  getConsignorTrends(query: TrendQuery, options?: CallOptions): Promise<ConsignorTrends>;
  getPlatformTrends(query: TrendQuery, options?: CallOptions): Promise<PlatformTrends>;
}

const BASE = 'services/app/Dashboard';

export function createDashboardApi(client: ApiClient): DashboardApi {
  const read =
    <T>(name: string) =>
    (query: TrendQuery | OverdueQuery, options?: CallOptions) =>
      client.get<T>(`${BASE}/${name}`, { quiet: true, ...options, query: { ...query } });
  return {
    getLabTrends: read<LabTrends>('GetLabTrends'),
    getLabOverdue: read<PagedResult<OverdueRow>>('GetLabOverdue'),
    getConsignorTrends: read<ConsignorTrends>('GetConsignorTrends'),
    getPlatformTrends: read<PlatformTrends>('GetPlatformTrends'),
  };
}

/** Stories and tests provide a fake here. */
export const DashboardApiContext = createContext<DashboardApi | null>(null);

export function useDashboardApi(): DashboardApi {
  const given = useContext(DashboardApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createDashboardApi(client), [given, client]);
}
