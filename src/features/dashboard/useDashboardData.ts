import { type ApiError, type EnumValue, type Statistic, useApi } from '../../api';
import { useSettings } from '../../app/settings';
import { useRead } from '../../components/useRead';

export interface DashboardData {
  statistic: Statistic;
  consignStatus: EnumValue[];
  reportStatus: EnumValue[];
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError | Error }
  | { status: 'ready'; data: DashboardData };

/** The counters and the status names, in the interface language (the server names the statuses in it). */
export function useDashboardData(): [DashboardState, () => void] {
  const api = useApi();
  const { language } = useSettings();
  const read = useRead(['Dashboard/GetStatistic', language], async () => {
    const [statistic, consignStatus, reportStatus] = await Promise.all([
      api.getStatistic(),
      api.getEnumValues('ConsignStatus').catch(() => [] as EnumValue[]),
      api.getEnumValues('ReportStatus').catch(() => [] as EnumValue[]),
    ]);
    return { statistic, consignStatus, reportStatus };
  });
  const state: DashboardState =
    read.status === 'error'
      ? { status: 'error', error: new Error(read.message) }
      : read.status === 'ready'
        ? { status: 'ready', data: read.data }
        : { status: 'loading' };
  return [state, read.reload];
}
