// The charts' place on the dashboard, drawn with plain elements: their code (Chakra's charts, recharts) and Chakra's
// provider load when the place comes near the screen, so the dashboard's first load stays without Chakra (issue 12,
// `npm run check:first-load`) and a visit that never scrolls down does not fetch them.
import { Component, lazy, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { ChakraScope, loadChakra } from '../../../ui/chakra-scope';
import { Skeleton } from '../../../ui/Skeleton';
import { useNear } from '../../../utils/useNear';
import styles from '../Dashboard.module.css';

const loadCharts = () => import('./DashboardCharts');
const DashboardCharts = lazy(async () => ({ default: (await loadCharts()).DashboardCharts }));

/**
 * Chakra's provider, the charts' chunk and recharts' chunk fetched at once: drawn in turn (the provider, then the
 * section, then each card's chart) they would each wait for the one before.
 */
function preload() {
  void loadChakra();
  void loadCharts();
  void import('./ChartView');
}

function Placeholder() {
  return (
    <div className={styles.chartsPlaceholder} data-testid="dashboard-charts-placeholder">
      <Skeleton height="2rem" />
      <Skeleton height="18rem" />
    </div>
  );
}

/**
 * A failure while drawing the charts (an answer of an unexpected shape, a chunk that did not load) stays in their
 * place, with a retry, instead of taking the dashboard's counters and notices down with it.
 */
class ChartsBoundary extends Component<{
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    const { error } = this.state;
    return error ? this.props.fallback(error, () => this.setState({ error: null })) : this.props.children;
  }
}

export function LazyDashboardCharts() {
  const ref = useRef<HTMLDivElement>(null);
  // Within a screen's height of the viewport.
  const near = useNear(ref, preload, '100% 0px');
  const intl = useIntl();
  const failed = (error: Error, retry: () => void) => (
    <LoadFailedAlert
      testId="charts-error"
      title={intl.formatMessage({ id: 'dashboard.charts.loadFailed' })}
      message={error.message}
      onRetry={retry}
    />
  );
  return (
    <div ref={ref} className={styles.charts} data-testid="dashboard-charts-place">
      {near ? (
        <ChartsBoundary fallback={failed}>
          <ChakraScope fallback={<Placeholder />}>
            <DashboardCharts />
          </ChakraScope>
        </ChartsBoundary>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
