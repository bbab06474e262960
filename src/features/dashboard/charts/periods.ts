// Period rows (contracts/dashboard-trends.ts: `period` its first day, `lastDay` its last) as chart rows, and the names
// the charts give statuses and stages. Pure.
import type { ValueRow } from '../../../api/dashboard';
import { type ChartModel, colorAt } from './chartModel';
import type { Bucket } from './range';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The category column of period rows. */
export const PERIOD = 'period';
/** Keys a chart row carries for its links, not shown as columns. */
export const LAST_DAY = '_lastDay';
export const ID = '_id';

/** A period as the axis and the table name it: the day, or the month (yyyy-MM) for monthly buckets. */
export const periodLabel = (period: string, bucket: Bucket) => (bucket === 'month' ? period.slice(0, 7) : period);

/** Money on the wire is a decimal string; a chart needs a number. */
export const money = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** The name of a status from the server's enumeration (in the reader's language), or its number. */
export const nameOf = (names: ReadonlyArray<{ value: number; displayName: string }>, value: number) =>
  names.find((n) => n.value === value)?.displayName ?? String(value);

/** Distinct values in first-seen order. */
export const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** Keys a period row carries for its links: the period's first day (the label may be its month only). */
export const FIRST_DAY = '_firstDay';

/** Money per month (a lab's accepted work, a unit's spend) as columns; the table adds how many consignments. */
export function monthlyValueChart(
  id: string,
  title: string,
  rows: readonly ValueRow[],
  t: Translate,
  link: ChartModel['link'],
): ChartModel {
  return {
    id,
    title,
    kind: 'bar',
    category: { key: PERIOD, label: t('dashboard.charts.month'), format: 'text' },
    series: [{ key: 'amount', label: t('dashboard.charts.amount'), color: colorAt(2), format: 'money' }],
    extra: [{ key: 'count', label: t('dashboard.charts.acceptedCount') }],
    rows: rows.map((r) => ({
      [PERIOD]: periodLabel(r.period, 'month'),
      [FIRST_DAY]: r.period,
      [LAST_DAY]: r.lastDay,
      amount: money(r.amount),
      count: r.count,
    })),
    link,
  };
}
