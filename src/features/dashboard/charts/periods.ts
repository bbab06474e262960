// Period rows (contracts/dashboard-trends.ts: `period` its first day, `lastDay` its last) as chart rows, and the names
// the charts give statuses and stages. Pure.
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
