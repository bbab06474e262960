// The charts' place on the dashboard, drawn with plain elements: their code (Chakra's charts, recharts) and Chakra's
// provider load when the place comes near the screen, so the dashboard's first load stays without Chakra (issue 12,
// `npm run check:first-load`) and a visit that never scrolls down does not fetch them.
import { lazy, useEffect, useRef, useState } from 'react';
import { Skeleton } from '../../../components/plain/Skeleton';
import { ChakraScope } from '../../../components/ui/chakra-scope';
import styles from '../Dashboard.module.css';

const DashboardCharts = lazy(async () => ({ default: (await import('./DashboardCharts')).DashboardCharts }));

function Placeholder() {
  return (
    <div className={styles.chartsPlaceholder} data-testid="dashboard-charts-placeholder">
      <Skeleton height="2rem" />
      <Skeleton height="18rem" />
    </div>
  );
}

/** True once the element has come within a screen's height of the viewport (at once without IntersectionObserver). */
function useNear(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export function LazyDashboardCharts() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref);
  return (
    <div ref={ref} className={styles.charts}>
      {near ? (
        <ChakraScope fallback={<Placeholder />}>
          <DashboardCharts />
        </ChakraScope>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
