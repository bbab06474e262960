// A consigning unit's charts (Dashboard/GetConsignorTrends) as ChartModels. Pure: tested in dashboard-charts.test.ts.
import { REPORTS_WAITING } from '../../../../contracts/dashboard-trends';
import type { ConsignorTrends, LabTurnaroundRow } from '../../../api/dashboard';
import { type ChartModel, type ChartRow, colorAt } from './chartModel';
import { TURNAROUND_STAGES } from './labModels';
import { consignorConsignmentsLink, consignorReportsLink } from './links';
import { FIRST_DAY, LAST_DAY, monthlyValueChart, nameOf, type Translate } from './periods';

type Names = ReadonlyArray<{ value: number; displayName: string }>;

export interface ConsignorChartInput {
  trends: ConsignorTrends;
  consignStatus: Names;
  reportStatus: Names;
  t: Translate;
}

/** One row per lab the unit used: the median and 90th percentile of each stage, in hours. */
export function labTurnaroundRows(rows: readonly LabTurnaroundRow[]): ChartRow[] {
  const byLab = new Map<string, ChartRow>();
  for (const row of rows) {
    const wide = byLab.get(row.testUnitId) ?? { _id: row.testUnitId, lab: row.testUnitName };
    wide[`${row.stage}Median`] = row.medianHours;
    wide[`${row.stage}P90`] = row.p90Hours;
    byLab.set(row.testUnitId, wide);
  }
  return [...byLab.values()];
}

export function consignorCharts({ trends, consignStatus, reportStatus, t }: ConsignorChartInput): ChartModel[] {
  const stage = (s: string) => t(`dashboard.charts.stage.${s}`);
  const count = { key: 'count', label: t('dashboard.charts.count'), color: colorAt(0) };
  return [
    {
      id: 'openByStatus',
      title: t('dashboard.charts.openByStatus'),
      kind: 'bar',
      category: { key: 'status', label: t('dashboard.charts.status'), format: 'text' },
      series: [count],
      rows: trends.openByStatus.map((r) => ({
        _status: r.consignStatus,
        status: nameOf(consignStatus, r.consignStatus),
        count: r.count,
      })),
      link: (row) => consignorConsignmentsLink({ status: Number(row._status) }),
    },
    {
      id: 'reportsByStatus',
      title: t('dashboard.charts.reportsByStatus'),
      kind: 'bar',
      category: { key: 'status', label: t('dashboard.charts.status'), format: 'text' },
      series: [{ ...count, color: colorAt(1) }],
      rows: trends.reportsByStatus.map((r) => ({
        _status: r.reportStatus,
        status: nameOf(reportStatus, r.reportStatus),
        count: r.count,
      })),
      link: (row) => consignorReportsLink({ status: Number(row._status) }),
    },
    // The list's days are commit days: the month's consignments, not exactly those accepted in it.
    monthlyValueChart('spend', t('dashboard.charts.spend'), trends.spend, t, (row) =>
      consignorConsignmentsLink({ from: String(row[FIRST_DAY]), to: String(row[LAST_DAY]) }),
    ),
    {
      id: 'labTurnaround',
      title: t('dashboard.charts.labTurnaround'),
      kind: 'bar',
      category: { key: 'lab', label: t('dashboard.charts.lab'), format: 'text' },
      series: TURNAROUND_STAGES.map((s, index) => ({
        key: `${s}Median`,
        label: t('dashboard.charts.median', { stage: stage(s) }),
        color: colorAt(index),
        format: 'hours' as const,
      })),
      extra: TURNAROUND_STAGES.map((s) => ({
        key: `${s}P90`,
        label: t('dashboard.charts.p90', { stage: stage(s) }),
        format: 'hours' as const,
      })),
      rows: labTurnaroundRows(trends.labTurnaround),
      // The report stage counts the reports issued in the range: the lab's, issued in those days.
      link: (row) =>
        consignorReportsLink({ testUnitName: String(row.lab), from: trends.range.from, to: trends.range.to }),
    },
  ];
}

/** The reports not issued yet, opening the report list with their statuses. */
export const reportsWaitingTotal = (trends: ConsignorTrends, t: Translate) => ({
  key: 'reportsWaiting',
  label: t('dashboard.charts.reportsWaiting'),
  value: trends.reportsWaiting,
  to: consignorReportsLink({ status: REPORTS_WAITING }),
});
