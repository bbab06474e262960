import { type SQL, sql } from 'drizzle-orm';
import type { LabTurnaroundRow, TurnaroundRow, ValueRow } from '../../../contracts/dashboard-trends';
import type { Db } from '../../db/client';
import { ConsignStatus } from '../../lib/enums';
import { bucketOf, hoursBetween, periodsOf, type Range, rowsOf, within } from './range';
import type { Scope } from './scope';

// The figures more than one dashboard shows: turnaround per stage and the value of accepted work.

/**
 * The consignments of the scope accepted in the range (not cancelled since), one row each with `amount`, the sum of
 * their priced test parameters as the lists' totalPrice sums them (the lab's current price × count, live samples).
 */
export const acceptedWork = (scope: Scope, range: Range, bucket: SQL) => sql`(
  select ${bucket} as start, c.id, c.test_unit_id, coalesce(sum(tp.price * bp.tu_test_param_count), 0) as amount
  from consign_info c
  left join bu_sample_info s on s.consign_id = c.id and s.is_deleted = false
  left join bu_sample_param bp on bp.bu_sample_info_id = s.id
  left join tu_test_param tp on tp.id = bp.tu_test_param_id
  where ${scope.consigns} and ${within(range, sql`c.accept_time`)} and c.consign_status <> ${ConsignStatus.Cancelled}
  group by c.id)`;

/**
 * Every turnaround stage that ended in the range, as rows (ended, test_unit_id, stage, h): submit → audit ends at the
 * audit (acceptTime), audit → samples received at receiveTime, samples received → report issued at each report's
 * issueTime. Each part reads one index range of the scope.
 */
const stagesOf = (scope: Scope, range: Range) => sql`(
  select c.accept_time as ended, c.test_unit_id, 'audit' as stage, 1 as k,
         ${hoursBetween(sql`c.commit_consign_time`, sql`c.accept_time`)} as h
  from consign_info c
  where ${scope.consigns} and ${within(range, sql`c.accept_time`)} and c.commit_consign_time is not null
  union all
  select c.receive_time, c.test_unit_id, 'receive', 2, ${hoursBetween(sql`c.accept_time`, sql`c.receive_time`)}
  from consign_info c
  where ${scope.consigns} and ${within(range, sql`c.receive_time`)} and c.accept_time is not null
  union all
  select r.issue_time, r.test_unit_id, 'report', 3, ${hoursBetween(sql`c.receive_time`, sql`r.issue_time`)}
  from bu_report r cross join lateral (select c.receive_time from consign_info c where c.id = r.consign_id) c
  where ${scope.reports} and ${within(range, sql`r.issue_time`)} and c.receive_time is not null)`;

const STAGES = sql`(values ('audit', 1), ('receive', 2), ('report', 3)) as s(stage, k)`;

const stats = sql`count(*) as n, percentile_cont(0.5) within group (order by t.h) as median,
  percentile_cont(0.9) within group (order by t.h) as p90`;
const statsOut = sql`coalesce(a.n, 0)::int as "count", round(a.median::numeric, 1)::float8 as "medianHours",
  round(a.p90::numeric, 1)::float8 as "p90Hours"`;

/** Per period and stage: how many stages ended, their median and 90th percentile in hours (null when none). */
export const turnaroundPerPeriod = (db: Db, scope: Scope, range: Range) =>
  rowsOf<TurnaroundRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", s.stage, ${statsOut}
    from ${periodsOf(range)} p cross join ${STAGES}
    left join (select ${bucketOf(range, sql`t.ended`)} as start, t.stage, ${stats}
               from ${stagesOf(scope, range)} t group by 1, 2) a on a.start = p.start and a.stage = s.stage
    order by p.start, s.k`,
  );

/** Per lab and stage over the whole range (the consignor's view of the labs it uses). */
export const turnaroundPerLab = (db: Db, scope: Scope, range: Range) =>
  rowsOf<LabTurnaroundRow>(
    db,
    sql`select u.id as "testUnitId", u.test_unit_name as "testUnitName", a.stage, ${statsOut}
    from (select t.test_unit_id, t.stage, min(t.k) as k, ${stats} from ${stagesOf(scope, range)} t group by 1, 2) a
    join test_units u on u.id = a.test_unit_id
    order by u.test_unit_name, u.id, a.k`,
  );

/** Per month of the range: consignments accepted in it (not cancelled since) and the sum of their prices. */
export const acceptedValuePerMonth = (db: Db, scope: Scope, range: Range) =>
  rowsOf<ValueRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", coalesce(a.n, 0)::int as "count",
           coalesce(a.amount, 0)::numeric(14, 2)::text as amount
    from ${periodsOf(range, 'month')} p
    left join (select w.start, count(*) as n, sum(w.amount) as amount
               from ${acceptedWork(scope, range, bucketOf(range, sql`c.accept_time`, 'month'))} w
               group by 1) a on a.start = p.start
    order by p.start`,
  );

/** `sql` for a list of numbers, as a VALUES table `alias(status, k)` in the given order. */
export const statusesTable = (statuses: readonly number[], alias: string): SQL =>
  sql.raw(`(values ${statuses.map((s, k) => `(${Number(s)}::smallint, ${k})`).join(', ')}) as ${alias}(status, k)`);
