import { type SQL, sql } from 'drizzle-orm';
import type { LabTurnaroundRow, TurnaroundRow, ValueRow } from '../../../contracts/dashboard-trends';
import type { Db } from '../../db/client';
import { bucketOf, dayBucketOf, daysWithin, periodsOf, type Range, rowsOf, within } from './range';
import type { Scope } from './scope';

// The figures more than one dashboard shows: turnaround per stage and the value of accepted work, read from the
// roll-ups the triggers keep (drizzle/0014_dashboard_rollups.sql; docs/decisions.md "Dashboards: roll-ups").

/**
 * Every turnaround stage of the scope that ended in the range (dash_stage `t`: ended, test_unit_id, stage, h): 1 submit →
 * audit (acceptTime), 2 audit → samples received (receiveTime), 3 samples received → each report's issueTime. One index
 * range of the scope, index-only.
 */
const stagesOf = (scope: Scope, range: Range, stage?: number) =>
  sql`(select t.ended, t.test_unit_id, t.stage, t.h from dash_stage t
       where ${scope.stages} and ${within(range, sql`t.ended`)}${stage ? sql` and t.stage = ${stage}` : sql``})`;

const STAGES = sql`(values ('audit', 1), ('receive', 2), ('report', 3)) as s(stage, k)`;

/** A stage's length as the figures count it: in tenths of an hour (what dash_stage_hours keeps). */
const tenths = sql`round(t.h::numeric, 1)::float8`;
const stats = sql`count(*) as n, percentile_cont(0.5) within group (order by ${tenths}) as median,
  percentile_cont(0.9) within group (order by ${tenths}) as p90`;

/**
 * percentile_cont(`f`) of the values `h` of a group of rows (h, n, below: how many values come before h, total), as
 * PostgreSQL computes it from the sorted values: the values at positions floor and ceil of f × (total − 1), and between.
 */
const weighted = (f: number) => {
  const at = (total: string) => sql.raw(`${f}::float8 * (${total} - 1)::float8`);
  const lo = sql`min(c.h) filter (where c.below + c.n > floor(${at('c.total')}))`;
  const hi = sql`min(c.h) filter (where c.below + c.n > ceil(${at('c.total')}))`;
  return sql`${lo} + (${hi} - ${lo}) * (${at('max(c.total)')} - floor(${at('max(c.total)')}))`;
};

/**
 * One stage per period for every lab at once, from dash_stage_hours (tenths of an hour with their counts): the same
 * figures as `stats` over dash_stage, from a few hundred rows per period.
 */
const stageHours = (range: Range, k: number) => sql`(
  select c.start, max(c.total) as n, ${weighted(0.5)} as median, ${weighted(0.9)} as p90
  from (select x.start, x.h, x.n, sum(x.n) over (partition by x.start order by x.h) - x.n as below,
               sum(x.n) over (partition by x.start) as total
        from (select ${dayBucketOf(range, sql`d.day`)} as start, d.h, sum(d.n) as n from dash_stage_hours d
              where d.stage = ${k} and ${daysWithin(range, sql`d.day`)} group by 1, 2 having sum(d.n) > 0) x) c
  group by c.start)`;
const statsOut = sql`coalesce(a.n, 0)::int as "count", round(a.median::numeric, 1)::float8 as "medianHours",
  round(a.p90::numeric, 1)::float8 as "p90Hours"`;

const STAGE_NAMES = ['audit', 'receive', 'report'];

/** One stage per period (the stage numbered `k`, 1…3). */
const stagePerPeriod = (db: Db, scope: Scope, range: Range, k: number) =>
  rowsOf<TurnaroundRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", ${STAGE_NAMES[k - 1]}::text as stage, ${statsOut}
    from ${periodsOf(range)} p
    left join ${
      scope.everyLab
        ? stageHours(range, k)
        : sql`(select ${bucketOf(range, sql`t.ended`)} as start, ${stats} from ${stagesOf(scope, range, k)} t group by 1)`
    } a on a.start = p.start
    order by p.start`,
  );

/**
 * Per period and stage: how many stages ended, their median and 90th percentile in hours (null when none). One
 * statement per stage, run together: a lab's reads one index range and sorts only its own values; every lab at once
 * (about 75,000 values a stage over 12 weeks at a million consignments) reads the counts of dash_stage_hours.
 */
export async function turnaroundPerPeriod(db: Db, scope: Scope, range: Range): Promise<TurnaroundRow[]> {
  const stages = await Promise.all(STAGE_NAMES.map((_, k) => stagePerPeriod(db, scope, range, k + 1)));
  return (stages[0] ?? []).flatMap((_, period) => stages.flatMap((rows) => rows[period] ?? []));
}

/** Per lab and stage over the whole range (the consignor's view of the labs it uses). */
export const turnaroundPerLab = (db: Db, scope: Scope, range: Range) =>
  rowsOf<LabTurnaroundRow>(
    db,
    sql`select u.id as "testUnitId", u.test_unit_name as "testUnitName", s.stage, ${statsOut}
    from (select t.test_unit_id, t.stage as k, ${stats} from ${stagesOf(scope, range)} t group by 1, 2) a
    join ${STAGES} on s.k = a.k
    join test_units u on u.id = a.test_unit_id
    order by u.test_unit_name, u.id, a.k`,
  );

/**
 * Per month of the range: consignments accepted in it (not cancelled since) and the sum of their amounts (the lab's
 * current price × count over the live samples, as the lists' totalPrice sums them).
 */
export const acceptedValuePerMonth = (db: Db, scope: Scope, range: Range) =>
  rowsOf<ValueRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", coalesce(a.n, 0)::int as "count",
           coalesce(a.amount, 0)::numeric(14, 2)::text as amount
    from ${periodsOf(range, 'month')} p
    left join (select ${dayBucketOf(range, sql`x.day`, 'month')} as start, sum(x.n) as n, sum(x.amount) as amount
               from ${scope.acceptedDays} x where ${daysWithin(range, sql`x.day`)}
               group by 1) a on a.start = p.start
    order by p.start`,
  );

/** `sql` for a list of numbers, as a VALUES table `alias(status, k)` in the given order. */
export const statusesTable = (statuses: readonly number[], alias: string): SQL =>
  sql.raw(`(values ${statuses.map((s, k) => `(${Number(s)}::smallint, ${k})`).join(', ')}) as ${alias}(status, k)`);
