import { type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_RANGE_DAYS,
  MAX_RANGE_DAYS,
  TREND_BUCKETS,
  type TrendBucket,
  type TrendQuery,
} from '../../../contracts/dashboard-trends';
import type { Db } from '../../db/client';
import { UserFacingError } from '../../lib/errors';

// The range of a dashboard call and the SQL pieces every aggregation shares: the periods of the range (generate_series,
// so an empty period still has its row) and the bucket a timestamp falls in. Days are UTC days, as the lists read them.

const DAY = 24 * 3600 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface Range {
  from: string;
  to: string;
  bucket: TrendBucket;
  /** Start of `from` and of the day after `to`, as instants: a timestamp counts when start ≤ t < end. */
  start: string;
  end: string;
}

/** The asked range with its defaults; 400 when from > to or when it spans more than MAX_RANGE_DAYS. */
export function rangeOf(query: Pick<TrendQuery, 'from' | 'to' | 'bucket'>, today = new Date()): Range {
  const to = query.to ?? dayOf(today);
  const from = query.from ?? dayOf(new Date(Date.parse(to) - (DEFAULT_RANGE_DAYS - 1) * DAY));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY;
  if (start >= end) throw new UserFacingError('errors.dashboard.rangeOrder', 400, { field: 'from' }, {}, ['from']);
  if ((end - start) / DAY > MAX_RANGE_DAYS) {
    throw new UserFacingError('errors.dashboard.rangeTooLong', 400, { field: 'to', days: MAX_RANGE_DAYS }, {}, ['to']);
  }
  return {
    from,
    to,
    bucket: query.bucket ?? 'week',
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
  };
}

/** The echo of the range in an answer. */
export const rangeAnswer = ({ from, to, bucket }: Range) => ({ from, to, bucket });

/** `column` between the range's start (inclusive) and end (exclusive): an index range. */
export const within = (range: Range, column: SQL) =>
  sql`${column} >= ${range.start}::timestamptz and ${column} < ${range.end}::timestamptz`;

/** A UTC-day `column` (a roll-up's day) within the range, both ends included. */
export const daysWithin = (range: Range, column: SQL) =>
  sql`${column} between ${range.from}::date and ${range.to}::date`;

/** The bucket's name as a literal (one of TREND_BUCKETS, checked), so GROUP BY sees one expression. */
const checked = (bucket: TrendBucket) => {
  if (!TREND_BUCKETS.includes(bucket)) throw new RangeError(bucket);
  return bucket;
};
const unit = (bucket: TrendBucket) => sql.raw(`'${checked(bucket)}'`);
const step = (bucket: TrendBucket) => sql.raw(`interval '1 ${checked(bucket)}'`);

/** The first day of the bucket (of `bucket`, default the range's) a timestamp falls in, as a date. */
export const bucketOf = (range: Range, column: SQL, bucket: TrendBucket = range.bucket) =>
  sql`date_trunc(${unit(bucket)}, ${column} at time zone 'UTC')::date`;

/** The first day of the bucket a UTC day (a roll-up's day) falls in: what bucketOf answers for its instants. */
export const dayBucketOf = (range: Range, column: SQL, bucket: TrendBucket = range.bucket) =>
  sql`date_trunc(${unit(bucket)}, ${column}::timestamp)::date`;

/**
 * The periods of the range as a subquery `p(start, period, last_day)`: start is the bucket's first day (what
 * bucketOf answers), period and last_day the days it covers within the range, as text.
 */
export const periodsOf = (range: Range, bucket: TrendBucket = range.bucket) => sql`(
  select g::date as start, greatest(g::date, ${range.from}::date)::text as period,
         least((g + ${step(bucket)})::date - 1, ${range.to}::date)::text as last_day
  from generate_series(date_trunc(${unit(bucket)}, ${range.from}::date::timestamp), ${range.to}::date::timestamp,
                       ${step(bucket)}) g)`;

/** The rows of one statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
