import { useEffect, useState } from 'react';
import { type ApiError, type EnumValue, type Statistic, useApi } from '../../api';
import { useSettings } from '../../app/settings';

export interface DashboardData {
  statistic: Statistic;
  consignStatus: EnumValue[];
  reportStatus: EnumValue[];
}

export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError | Error }
  | { status: 'ready'; data: DashboardData };

export function useDashboardData(): [DashboardState, () => void] {
  const api = useApi();
  const { language } = useSettings();
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Re-read when the language changes (enum display names come from the server in that language)
  // and on retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: language and attempt are re-fetch triggers
  useEffect(() => {
    let alive = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    Promise.all([
      api.getStatistic(),
      api.getEnumValues('ConsignStatus').catch(() => [] as EnumValue[]),
      api.getEnumValues('ReportStatus').catch(() => [] as EnumValue[]),
    ])
      .then(([statistic, consignStatus, reportStatus]) => {
        if (alive) setState({ status: 'ready', data: { statistic, consignStatus, reportStatus } });
      })
      .catch((error: ApiError | Error) => {
        if (alive) setState({ status: 'error', error });
      });
    return () => {
      alive = false;
    };
  }, [api, language, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
