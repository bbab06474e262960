// What the dashboard's charts need around them in stories and tests: a signed-in session of a role and a fake of
// the chart calls.
import { type ReactNode, useMemo } from 'react';
import { ApiContext } from '../../src/api';
import { DashboardApiContext } from '../../src/api/dashboard';
import { SessionProvider } from '../../src/session/SessionProvider';
import { fixtureApi } from '../fixtures';
import { type FakeCharts, fakeDashboardApi } from './fixtures';

export type ChartsRole = 'admin' | 'lab' | 'consignor';
const effects = { goToRoot() {}, reloadPage() {} };

export function ChartsProviders({
  role,
  charts,
  children,
}: {
  role: ChartsRole;
  charts: FakeCharts;
  children: ReactNode;
}) {
  const shell = useMemo(() => fixtureApi(role), [role]);
  const api = useMemo(() => fakeDashboardApi(charts), [charts]);
  return (
    <ApiContext.Provider value={shell}>
      <SessionProvider api={shell} token="fixture" effects={effects}>
        <DashboardApiContext.Provider value={api}>{children}</DashboardApiContext.Provider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}
