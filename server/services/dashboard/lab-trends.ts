import { sql } from 'drizzle-orm';
import {
  type LabTrends,
  type SampleTypeRow,
  type StatusPeriodRow,
  TOP_SAMPLE_TYPES,
  type TrendQuery,
} from '../../../contracts/dashboard-trends';
import { LAB_BACKLOG_STATUSES, LAB_VISIBLE_STATUSES } from '../../../machines/consignment';
import type { Database, Db } from '../../db/client';
import { DashKind } from '../../db/schema/dashboard';
import type { CurrentUser } from '../../plugins/auth';
import { acceptedValuePerMonth, statusesTable, turnaroundPerPeriod } from './figures';
import { overdueCount } from './overdue';
import { dayBucketOf, daysWithin, periodsOf, type Range, rangeAnswer, rangeOf, rowsOf } from './range';
import { labDays, labDaysOf, labScope, type Scope } from './scope';

/** Per period and status: consignments committed in the period, by their status now. */
const received = (db: Db, scope: Scope, range: Range) =>
  rowsOf<StatusPeriodRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", s.status::int as "consignStatus", coalesce(a.n, 0)::int as "count"
    from ${periodsOf(range)} p cross join ${statusesTable(LAB_VISIBLE_STATUSES, 's')}
    left join (select ${dayBucketOf(range, sql`d.day`)} as start, d.status, sum(d.n) as n
               from dash_lab_day d where ${labDaysOf(scope, DashKind.Received)} and ${daysWithin(range, sql`d.day`)}
               group by 1, 2) a on a.start = p.start and a.status = s.status
    order by p.start, s.k`,
  );

/**
 * Per period: the consignments in Submitted, Accepted and InTest at the end of its last day. The roll-up holds, per
 * day, each status's entries (+1) and exits (−1) from the milestones (commit, accept, receive, complete; a Returned or
 * Cancelled row left at its last change); a period's figure is the sum of the moves before the range (`carry`) plus
 * the running sum of the range's days up to its end.
 */
const backlog = (db: Db, scope: Scope, range: Range) =>
  rowsOf<StatusPeriodRow>(
    db,
    sql`with a as (
      select case when d.day >= ${range.from}::date then ${dayBucketOf(range, sql`d.day`)} end as start,
             d.status, sum(d.n) as n
      from dash_lab_day d where ${labDaysOf(scope, DashKind.BacklogMove)} and d.day <= ${range.to}::date
      group by 1, 2)
    select p.period, p.last_day as "lastDay", s.status::int as "consignStatus",
           (coalesce(carry.n, 0) + sum(coalesce(a.n, 0)) over (partition by s.status order by p.start))::int as "count"
    from ${periodsOf(range)} p cross join ${statusesTable(LAB_BACKLOG_STATUSES, 's')}
    left join a on a.start = p.start and a.status = s.status
    left join a as carry on carry.start is null and carry.status = s.status
    order by p.start, s.k`,
  );

/** The sample kinds with most live samples in consignments committed in the range (dash_sample_day `d`). */
const topSampleTypes = (db: Db, scope: Scope, range: Range) =>
  rowsOf<SampleTypeRow>(
    db,
    sql`select d.sample_id as "testUnitSampleId", coalesce(d.sample_name, '') as "sampleName",
           sum(d.samples)::int as "sampleCount", sum(d.consigns)::int as "consignCount"
    from dash_sample_day d where ${labDays(scope)} and ${daysWithin(range, sql`d.day`)}
    group by d.sample_id, d.sample_name having sum(d.samples) > 0
    order by 3 desc, 2, 1 limit ${TOP_SAMPLE_TYPES}`,
  );

/** Dashboard/GetLabTrends. */
export async function labTrends(db: Database, user: CurrentUser, query: TrendQuery): Promise<LabTrends> {
  const scope = labScope(user, query.testUnitId);
  const range = rangeOf(query);
  const [receivedRows, backlogRows, turnaround, acceptedValue, top, overdue] = await Promise.all([
    received(db, scope, range),
    backlog(db, scope, range),
    turnaroundPerPeriod(db, scope, range),
    acceptedValuePerMonth(db, scope, range),
    topSampleTypes(db, scope, range),
    overdueCount(db, scope),
  ]);
  return {
    range: rangeAnswer(range),
    testUnitId: scope.testUnitId,
    received: receivedRows,
    backlog: backlogRows,
    turnaround,
    acceptedValue,
    topSampleTypes: top,
    overdueCount: overdue,
  };
}
