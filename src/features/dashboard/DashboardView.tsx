// Dashboard statistics (Dashboard/GetStatistic): totals, then counts by consignment and report status.
import type { CSSProperties } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBuilding2,
  LuFileText,
  LuFlaskConical,
  LuFolderKanban,
  LuPackage,
  LuScanLine,
  LuTag,
  LuUsers,
} from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { StatisticScope } from '../../../contracts/dashboard';
import { ConsignStatus } from '../../../machines/consignment.types';
import type { EnumValue, Statistic } from '../../api';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { Skeleton } from '../../ui/Skeleton';
import { consignorConsignmentsLink, sampleReceptionLink } from './charts/links';
import styles from './Dashboard.module.css';
import { StatusCard, type Total, TotalCard } from './DashboardCards';
import type { DashboardState } from './useDashboardData';

function displayName(values: EnumValue[], value: number): string {
  return values.find((v) => v.value === value)?.displayName ?? String(value);
}

/** The server's counts by status as labelled bars. */
const rowsOf = <K extends string>(
  counts: readonly (Record<K, number> & { count: number })[] | undefined,
  key: K,
  names: EnumValue[],
) => (counts ?? []).map((r) => ({ label: displayName(names, r[key]), count: r.count }));

type TotalKey = 'consignCount' | 'reportCount' | 'projectCount' | 'userCount' | 'testUnitCount' | 'consignUnitCount';

/** The totals in the order drawn; a lab or a consigning unit sees the first four, admin all six. */
const TOTALS: Array<[key: TotalKey, icon: IconType]> = [
  ['consignCount', LuPackage],
  ['reportCount', LuFileText],
  ['projectCount', LuFolderKanban],
  ['userCount', LuUsers],
  ['testUnitCount', LuFlaskConical],
  ['consignUnitCount', LuBuilding2],
];

/**
 * After the totals, the samples the unit waits on (issue 42): a consigning unit's labels still to bind on site, a lab's
 * witnessed samples still to receive, each linking to where that is done. Admin takes no step with samples.
 */
const WAITING = {
  consignUnit: {
    key: 'samplesAwaitingBinding',
    icon: LuTag,
    to: consignorConsignmentsLink(),
    link: 'dashboard.toConsignments',
  },
  testUnit: {
    key: 'samplesAwaitingReception',
    icon: LuScanLine,
    to: sampleReceptionLink,
    link: 'dashboard.toReception',
  },
} as const;

/** The cards of a scope, labelled; `statistic` null draws them loading. */
function totalsOf(scope: StatisticScope, statistic: Statistic | null, t: (id: string) => string): Total[] {
  const totals: Total[] = TOTALS.slice(0, scope === 'platform' ? 6 : 4).map(([key, icon]) => ({
    key,
    icon,
    label: t(`dashboard.${key}`),
    value: statistic ? (statistic[key] ?? 0) : null,
  }));
  if (scope === 'platform') return totals;
  const waiting = WAITING[scope];
  return [
    ...totals,
    {
      key: waiting.key,
      icon: waiting.icon,
      label: t(`dashboard.${waiting.key}`),
      value: statistic ? statistic[waiting.key] : null,
      link: { to: waiting.to, label: t(waiting.link) },
    },
  ];
}

/** The consignment and report statuses the server counts (it lists every status, zero or not). */
const CONSIGN_STATUS_COUNT = Object.keys(ConsignStatus).length;
const REPORT_STATUS_COUNT = 5;

function TotalsGrid({ totals }: { totals: Total[] }) {
  return (
    <div className={styles.totals} style={{ '--totals': totals.length } as CSSProperties}>
      {totals.map((total) => (
        <TotalCard key={total.key} total={total} />
      ))}
    </div>
  );
}

/**
 * While the statistics load, the same cards as when they arrive (labels drawn, numbers as skeletons), so nothing on
 * the page moves when they come (the notices card below them used to).
 */
function DashboardPlaceholder({ scope }: { scope: StatisticScope }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `\u00a0${'\u00a0'.repeat(i)}`, count: i }));
  return (
    <div className={styles.view} data-testid="dashboard-loading">
      <Skeleton inline>
        <p className={styles.scope}>{t(`dashboard.scope.${scope}`)}</p>
      </Skeleton>
      <TotalsGrid totals={totalsOf(scope, null, t)} />
      <div className={styles.statuses}>
        <StatusCard title={t('dashboard.consignByStatus')} rows={rows(CONSIGN_STATUS_COUNT)} loading />
        <StatusCard title={t('dashboard.reportByStatus')} rows={rows(REPORT_STATUS_COUNT)} loading />
      </div>
    </div>
  );
}

export function DashboardView({
  state,
  onRetry,
  scope,
}: {
  state: DashboardState;
  onRetry: () => void;
  /**
   * The reader's scope: admin sees the platform's six totals, a lab or a consigning unit four and its samples waiting;
   * the placeholder draws as many.
   */
  scope: StatisticScope;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  if (state.status === 'loading') return <DashboardPlaceholder scope={scope} />;
  if (state.status === 'error') {
    return (
      <LoadFailedAlert
        testId="dashboard-error"
        title={t('dashboard.loadFailed')}
        message={state.error.message}
        onRetry={onRetry}
      />
    );
  }

  const { statistic, consignStatus, reportStatus } = state.data;
  const totals = totalsOf(statistic.scope, statistic, t);

  return (
    <div className={styles.view}>
      <p className={styles.scope} data-testid="dashboard-scope">
        {t(`dashboard.scope.${statistic.scope}`)}
      </p>
      <TotalsGrid totals={totals} />
      <div className={styles.statuses}>
        <StatusCard
          testId="consign-by-status"
          title={t('dashboard.consignByStatus')}
          rows={rowsOf(statistic.consignByStatus, 'consignStatus', consignStatus)}
        />
        <StatusCard
          testId="report-by-status"
          title={t('dashboard.reportByStatus')}
          rows={rowsOf(statistic.reportByStatus, 'reportStatus', reportStatus)}
        />
      </div>
    </div>
  );
}
