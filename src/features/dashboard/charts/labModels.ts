// A lab's charts (Dashboard/GetLabTrends, GetLabOverdue) as ChartModels. Pure: tested in dashboard-charts.test.ts.
// A figure opens the lab's incoming list by its status, lab, search and commit days (links.ts): "received" in a period
// by that period's days; the backlog (a count at a period's end, by the status then) by its status only.
import type { LabTrends, OverdueRow, StatusPeriodRow, TurnaroundRow } from '../../../api/dashboard';
import { formatDate } from '../../../utils/format';
import { detailPath } from '../../lab-incoming/query';
import { type ChartModel, type ChartRow, colorAt, pivot, statusKey, statusOfKey } from './chartModel';
import { labIncomingLink } from './links';
import {
  distinct,
  FIRST_DAY,
  ID,
  LAST_DAY,
  monthlyValueChart,
  nameOf,
  PERIOD,
  periodLabel,
  type Translate,
} from './periods';
import type { Bucket } from './range';

export const TURNAROUND_STAGES = ['audit', 'receive', 'report'] as const;

export interface LabChartInput {
  trends: LabTrends;
  overdue: OverdueRow[];
  consignStatus: ReadonlyArray<{ value: number; displayName: string }>;
  t: Translate;
  /** Admin's view of one lab (its id) or of every lab (undefined); a lab's own view is undefined too. */
  lab?: string;
  /** Admin reads the consignment detail without actions. */
  readOnly?: boolean;
}

/** The days of a period row, for a link. */
const daysOf = (row: ChartRow) => ({ from: String(row[FIRST_DAY]), to: String(row[LAST_DAY]) });

/**
 * Consignments by period and status, stacked; a bar opens the incoming list with its status, and with its period's
 * days when `dated` (the figure counts the consignments committed in them).
 */
function statusChart(
  id: string,
  title: string,
  rows: readonly StatusPeriodRow[],
  { bucket, dated }: { bucket: Bucket; dated: boolean },
  { consignStatus, t, lab }: LabChartInput,
): ChartModel {
  const statuses = distinct(rows.map((r) => r.consignStatus)).sort((a, b) => a - b);
  const keys = statuses.map(statusKey);
  return {
    id,
    title,
    kind: 'bar',
    category: { key: PERIOD, label: t('dashboard.charts.period'), format: 'text' },
    series: statuses.map((status, index) => ({
      key: statusKey(status),
      label: nameOf(consignStatus, status),
      color: colorAt(index),
      stack: 'status',
    })),
    rows: pivot(rows, {
      categoryKey: PERIOD,
      categoryOf: (r) => periodLabel(r.period, bucket),
      seriesOf: (r) => statusKey(r.consignStatus),
      valueOf: (r) => r.count,
      seriesKeys: keys,
      keep: (r) => ({ [FIRST_DAY]: r.period, [LAST_DAY]: r.lastDay }),
    }),
    link: (row, series) => labIncomingLink({ lab, status: statusOfKey(series), ...(dated && daysOf(row)) }),
  };
}

/** Median and 90th percentile of each stage per period, in hours: the median solid, the 90th dashed. */
export function turnaroundRows(rows: readonly TurnaroundRow[], bucket: Bucket): ChartRow[] {
  const byPeriod = new Map<string, ChartRow>();
  for (const row of rows) {
    const label = periodLabel(row.period, bucket);
    const wide = byPeriod.get(label) ?? { [PERIOD]: label, [LAST_DAY]: row.lastDay };
    wide[`${row.stage}Median`] = row.medianHours;
    wide[`${row.stage}P90`] = row.p90Hours;
    wide[`${row.stage}Count`] = row.count;
    byPeriod.set(label, wide);
  }
  return [...byPeriod.values()];
}

function turnaroundChart(trends: LabTrends, t: Translate): ChartModel {
  const stage = (s: string) => t(`dashboard.charts.stage.${s}`);
  return {
    id: 'turnaround',
    title: t('dashboard.charts.turnaround'),
    kind: 'line',
    category: { key: PERIOD, label: t('dashboard.charts.period'), format: 'text' },
    series: TURNAROUND_STAGES.flatMap((s, index) => [
      {
        key: `${s}Median`,
        label: t('dashboard.charts.median', { stage: stage(s) }),
        color: colorAt(index),
        format: 'hours' as const,
      },
      {
        key: `${s}P90`,
        label: t('dashboard.charts.p90', { stage: stage(s) }),
        color: colorAt(index),
        dashed: true,
        format: 'hours' as const,
      },
    ]),
    extra: TURNAROUND_STAGES.map((s) => ({
      key: `${s}Count`,
      label: t('dashboard.charts.stageCount', { stage: stage(s) }),
    })),
    rows: turnaroundRows(trends.turnaround, trends.range.bucket),
  };
}

function overdueChart({ overdue, consignStatus, t, readOnly }: LabChartInput, acrossLabs: boolean): ChartModel {
  return {
    id: 'overdue',
    title: t('dashboard.charts.overdue'),
    kind: 'table',
    category: { key: 'consignCode', label: t('dashboard.charts.consignCode'), format: 'text' },
    series: [],
    extra: [
      ...(acrossLabs ? [{ key: 'testUnitName', label: t('dashboard.charts.lab'), format: 'text' as const }] : []),
      { key: 'consignUnitName', label: t('dashboard.charts.consignUnit'), format: 'text' },
      { key: 'status', label: t('dashboard.charts.status'), format: 'text' },
      { key: 'reason', label: t('dashboard.charts.reason'), format: 'text' },
      { key: 'expectTestTime', label: t('dashboard.charts.expectTestTime'), format: 'text' },
      { key: 'overdueDays', label: t('dashboard.charts.overdueDays') },
    ],
    rows: overdue.map((row) => ({
      [ID]: row.id,
      _type: row.consignType,
      consignCode: row.consignCode,
      testUnitName: row.testUnitName,
      consignUnitName: row.consignUnitName,
      status: nameOf(consignStatus, row.consignStatus),
      reason: t(`dashboard.charts.reason.${row.reason}`),
      expectTestTime: row.expectTestTime ? formatDate(row.expectTestTime) : null,
      overdueDays: row.overdueDays,
    })),
    link: (row) => detailPath({ id: String(row[ID]), consignType: Number(row._type) }, readOnly),
  };
}

/** The lab's charts in the order drawn. */
export function labCharts(input: LabChartInput): ChartModel[] {
  const { trends, t, lab } = input;
  const { bucket, from, to } = trends.range;
  return [
    statusChart('received', t('dashboard.charts.received'), trends.received, { bucket, dated: true }, input),
    statusChart('backlog', t('dashboard.charts.backlog'), trends.backlog, { bucket, dated: false }, input),
    turnaroundChart(trends, t),
    overdueChart(input, trends.testUnitId === null),
    // The list's days are commit days: the month's consignments, not exactly those accepted in it.
    monthlyValueChart('acceptedValue', t('dashboard.charts.acceptedValue'), trends.acceptedValue, t, (row) =>
      labIncomingLink({ lab, ...daysOf(row) }),
    ),
    {
      id: 'topSampleTypes',
      title: t('dashboard.charts.topSampleTypes'),
      kind: 'horizontal',
      category: { key: 'sampleName', label: t('dashboard.charts.sampleName'), format: 'text' },
      series: [{ key: 'sampleCount', label: t('dashboard.charts.sampleCount'), color: colorAt(1) }],
      extra: [{ key: 'consignCount', label: t('dashboard.charts.consignCount') }],
      rows: trends.topSampleTypes.map((r) => ({
        sampleName: r.sampleName,
        sampleCount: r.sampleCount,
        consignCount: r.consignCount,
      })),
      link: (row) => labIncomingLink({ lab, q: String(row.sampleName), from, to }),
    },
  ];
}
