// The charts of each role: a lab's (GetLabTrends, GetLabOverdue), a consigning unit's (GetConsignorTrends) and
// admin's (GetPlatformTrends), each read for the chosen range, drawn as ChartCards with their loading, empty and
// error states. The status names come from the server's enumerations, in the reader's language.

import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type EnumValue, useApi } from '../../../api';
import { useDashboardApi } from '../../../api/dashboard';
import { useSettings } from '../../../app/settings';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert';
import { type Read, useRead } from '../../../components/useRead';
import { Box, Link, SimpleGrid, Stat } from '../../../ui/chakra';
import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../../../utils/useT';
import { adminCharts, platformTotals } from './adminModels';
import { ChartCard } from './ChartCard';
import { type ChartModel, formatCell } from './chartModel';
import { consignorCharts, reportsWaitingTotal } from './consignorModels';
import { labCharts } from './labModels';
import type { ChartRange } from './range';

/** The overdue rows the lab's card lists (oldest first); the count beside the title says how many there are. */
const OVERDUE_ROWS = 100;
/** A new range keeps the charts of the previous one on screen while it loads. */
const KEEP = { keepPrevious: true };

function useEnumNames(name: 'ConsignStatus' | 'ReportStatus') {
  const api = useApi();
  const { language } = useSettings();
  const read = useRead(['EunmValue/GetEnumValues', name, language], () =>
    api.getEnumValues(name).catch(() => [] as EnumValue[]),
  );
  return read.data ?? [];
}

function Grid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" minW="0">
      {children}
    </SimpleGrid>
  );
}

/** A read's state drawn: the error with a retry, skeleton cards while loading, else the charts. */
function Section({
  read,
  placeholders,
  draw,
}: {
  read: Pick<Read<unknown>, 'status' | 'reload'> & { message?: string };
  placeholders: number;
  draw: () => ReactNode;
}) {
  const t = useT();
  if (read.status === 'error')
    return (
      <LoadFailedAlert
        testId="charts-error"
        title={t('dashboard.charts.loadFailed')}
        message={read.message ?? ''}
        onRetry={read.reload}
      />
    );
  if (read.status === 'loading')
    return (
      <Grid>
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} height="300px" testId="chart-loading" />
        ))}
      </Grid>
    );
  return <>{draw()}</>;
}

const cards = (models: ChartModel[], notes: Record<string, string> = {}) => (
  <Grid>
    {models.map((model) => (
      <ChartCard key={model.id} model={model} note={notes[model.id]} wide={model.kind === 'table'} />
    ))}
  </Grid>
);

/** A lab's charts: its own (a lab's staff), or the one `lab` admin chose, read only (links name the lab). */
export function LabSection({ range, lab }: { range: ChartRange; lab?: string }) {
  const t = useT();
  const api = useDashboardApi();
  const consignStatus = useEnumNames('ConsignStatus');
  const read = useRead(
    ['Dashboard/GetLabTrends', range, lab],
    (signal) =>
      Promise.all([
        api.getLabTrends({ ...range, testUnitId: lab }, { signal }),
        api.getLabOverdue({ testUnitId: lab, skipCount: 0, maxResultCount: OVERDUE_ROWS }, { signal }),
      ]),
    KEEP,
  );
  return (
    <Section
      read={read}
      placeholders={6}
      draw={() => {
        const [trends, overdue] = read.data ?? [];
        if (!trends || !overdue) return null;
        const models = labCharts({
          trends,
          overdue: overdue.items,
          consignStatus,
          t,
          lab,
          readOnly: lab !== undefined,
        });
        return cards(models, {
          received: t('dashboard.charts.note.byStatus'),
          backlog: t('dashboard.charts.note.byStatus'),
          turnaround: t('dashboard.charts.note.hours'),
          overdue: t('dashboard.charts.note.overdue', { n: overdue.totalCount }),
        });
      }}
    />
  );
}

export function ConsignorSection({ range }: { range: ChartRange }) {
  const t = useT();
  const api = useDashboardApi();
  const consignStatus = useEnumNames('ConsignStatus');
  const reportStatus = useEnumNames('ReportStatus');
  const read = useRead(
    ['Dashboard/GetConsignorTrends', range],
    (signal) => api.getConsignorTrends(range, { signal }),
    KEEP,
  );
  return (
    <Section
      read={read}
      placeholders={4}
      draw={() => {
        const trends = read.data;
        if (!trends) return null;
        return (
          <>
            <Totals items={[reportsWaitingTotal(trends, t)]} />
            {cards(consignorCharts({ trends, consignStatus, reportStatus, t }), {
              spend: t('dashboard.charts.note.spend'),
              labTurnaround: t('dashboard.charts.note.hours'),
            })}
          </>
        );
      }}
    />
  );
}

interface TotalItem {
  key: string;
  label: string;
  value: number;
  money?: boolean;
  to?: string;
}

function Totals({ items }: { items: TotalItem[] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: Math.min(4, items.length), xl: Math.min(7, items.length) }} gap="3" mb="4">
      {items.map((item) => {
        const text = formatCell(item.value, item.money ? 'money' : 'count');
        return (
          <Box key={item.key} borderWidth="1px" rounded="l2" p="3" bg="bg" data-testid={`charts-total-${item.key}`}>
            <Stat.Root size="sm">
              <Stat.Label>{item.label}</Stat.Label>
              <Stat.ValueText>
                {item.to ? (
                  <Link asChild color="colorPalette.fg">
                    <RouterLink to={item.to}>{text}</RouterLink>
                  </Link>
                ) : (
                  text
                )}
              </Stat.ValueText>
            </Stat.Root>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

export function AdminSection({ range }: { range: ChartRange }) {
  const t = useT();
  const api = useDashboardApi();
  const read = useRead(
    ['Dashboard/GetPlatformTrends', range],
    (signal) => api.getPlatformTrends(range, { signal }),
    KEEP,
  );
  return (
    <Section
      read={read}
      placeholders={2}
      draw={() => {
        const trends = read.data;
        if (!trends) return null;
        return (
          <>
            <Totals items={platformTotals(trends, t)} />
            {cards(adminCharts(trends, t))}
          </>
        );
      }}
    />
  );
}
