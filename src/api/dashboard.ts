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
import { endpoints } from './endpoints';
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

export function createDashboardApi(client: ApiClient): DashboardApi {
  const dashboard = endpoints(client, 'Dashboard');
  return {
    getLabTrends: (query, options) => dashboard.GetLabTrends({ quiet: true, ...options, query }),
    getLabOverdue: (query, options) => dashboard.GetLabOverdue({ quiet: true, ...options, query }),
    getConsignorTrends: (query, options) => dashboard.GetConsignorTrends({ quiet: true, ...options, query }),
    getPlatformTrends: (query, options) => dashboard.GetPlatformTrends({ quiet: true, ...options, query }),
  };
}

/** Stories and tests provide a fake here. */
export const DashboardApiContext = createContext<DashboardApi | null>(null);

export function useDashboardApi(): DashboardApi {
  const given = useContext(DashboardApiContext);
  const client = useShellClient();
  return useMemo(() => given ?? createDashboardApi(client), [given, client]);
}
