// The home page: the statistics and the newest notices, drawn with plain elements and CSS modules (a plain screen,
// src/router/screens.ts: a signed-in first load that opens it does not load Chakra), then the charts of the reader's
// role, whose code and Chakra load when they come near the screen (./charts/LazyDashboardCharts.tsx).
import { useIntl } from 'react-intl';
import { useSession } from '../../session/SessionProvider';
import { selectActorRole } from '../../session/selectors';
import { HomeNotices } from '../notices/HomeNotices';
import { LazyDashboardCharts } from './charts/LazyDashboardCharts';
import styles from './Dashboard.module.css';
import { DashboardView } from './DashboardView';
import { useDashboardData } from './useDashboardData';

export function DashboardPage() {
  const intl = useIntl();
  const [state, retry] = useDashboardData();
  const role = useSession(selectActorRole);
  const scope = role === 'admin' ? 'platform' : role === 'lab' ? 'testUnit' : 'consignUnit';
  return (
    <div className={styles.page} data-testid="dashboard">
      <h2 className={styles.heading}>{intl.formatMessage({ id: 'menu.dashboard' })}</h2>
      <DashboardView state={state} onRetry={retry} scope={scope} />
      <HomeNotices />
      <LazyDashboardCharts />
    </div>
  );
}
