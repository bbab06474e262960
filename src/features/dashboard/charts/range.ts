// The dashboard charts' period and bucket, kept in the address (?from=yyyy-MM-dd&to=yyyy-MM-dd&bucket=day|week|month)
// so a reload or a shared link draws the same charts. Pure: no React, tested in tests/unit/dashboard-charts.test.ts.
import { formatDate } from '../../../utils/format';

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

export const PRESETS = ['weeks4', 'weeks12', 'thisYear'] as const;
export type Preset = (typeof PRESETS)[number];

export interface ChartRange {
  /** yyyy-MM-dd, both days included. */
  from: string;
  to: string;
  bucket: Bucket;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime());

const daysBefore = (today: Date, days: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

/** The period a preset names, ending today; its natural bucket (weeks for weeks, months for the year). */
export function presetRange(preset: Preset, today: Date = new Date()): ChartRange {
  const to = formatDate(today);
  if (preset === 'thisYear') return { from: `${today.getFullYear()}-01-01`, to, bucket: 'month' };
  const weeks = preset === 'weeks4' ? 4 : 12;
  return { from: formatDate(daysBefore(today, weeks * 7 - 1)), to, bucket: 'week' };
}

/** The preset a range is, if it is one (its bucket aside), for the picker to show it chosen. */
export function presetOf(range: ChartRange, today: Date = new Date()): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** The range in the address, the last 12 weeks by week when absent or malformed; from after to is swapped. */
export function rangeFromParams(params: URLSearchParams, today: Date = new Date()): ChartRange {
  const fallback = presetRange('weeks12', today);
  const from = params.get('from');
  const to = params.get('to');
  const bucketParam = params.get('bucket');
  const bucket = BUCKETS.find((b) => b === bucketParam) ?? fallback.bucket;
  if (!isDay(from) || !isDay(to)) return { ...fallback, bucket };
  return from <= to ? { from, to, bucket } : { from: to, to: from, bucket };
}

/** The address with the range written into it (other parameters kept). */
export function withRange(params: URLSearchParams, range: ChartRange): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('from', range.from);
  next.set('to', range.to);
  next.set('bucket', range.bucket);
  return next;
}

/** The first and last day of the bucket that starts on `start` (weeks start on Monday, as the server counts). */
export function bucketEnd(start: string, bucket: Bucket): string {
  const d = new Date(`${start}T00:00:00`);
  if (bucket === 'day') return start;
  if (bucket === 'week') return formatDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + 6));
  return formatDate(new Date(d.getFullYear(), d.getMonth() + 1, 0));
}
