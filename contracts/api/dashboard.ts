import {
  ConsignorTrends,
  LabTrends,
  OverduePage,
  OverdueQuery,
  PlatformTrends,
  Statistic,
  TrendQuery,
} from '../dashboard';
import { service } from './manifest';

/** /api/services/app/Dashboard: counts and the charts' series for the caller's scope (each call checks its role). */
export const Dashboard = service({
  path: 'services/app/Dashboard',
  tag: 'Dashboard',
  access: 'signed-in',
  operations: {
    GetStatistic: {
      method: 'GET',
      summary: 'Counts the consignments, reports and notices of the caller’s scope for the home page.',
      paths: ['/GetStatistic', '/GetStatistic_Mobile'],
      result: Statistic,
    },
    GetLabTrends: {
      method: 'GET',
      summary: 'Series of the caller’s lab over a time range: received, reported, turnaround.',
      query: TrendQuery,
      result: LabTrends,
    },
    GetLabOverdue: {
      method: 'GET',
      summary: 'Lists the caller’s lab’s consignments past their expected report date.',
      query: OverdueQuery,
      result: OverduePage,
    },
    GetConsignorTrends: {
      method: 'GET',
      summary: 'Series of the caller’s consigning unit over a time range.',
      query: TrendQuery,
      result: ConsignorTrends,
    },
    GetPlatformTrends: {
      method: 'GET',
      summary: 'Series of the whole platform over a time range (administrators).',
      query: TrendQuery,
      result: PlatformTrends,
    },
  },
});
