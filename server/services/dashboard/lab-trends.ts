import { sql } from 'drizzle-orm';
import {
  type LabTrends,
  type SampleTypeRow,
  type StatusPeriodRow,
  TOP_SAMPLE_TYPES,
  type TrendQuery,
} from '../../../contracts/dashboard-trends';
import type { Database, Db } from '../../db/client';
import { ConsignStatus as S } from '../../lib/enums';
import type { CurrentUser } from '../../plugins/auth';
import { acceptedValuePerMonth, statusesTable, turnaroundPerPeriod } from './figures';
import { overdueCount } from './overdue';
import { bucketOf, periodsOf, type Range, rangeAnswer, rangeOf, rowsOf, within } from './range';
import { labScope, type Scope } from './scope';

/** The statuses a committed consignment can be in, as `received` lists them. */
const COMMITTED = [S.Submitted, S.Returned, S.Accepted, S.InTest, S.Completed, S.Cancelled];
/** The lab's backlog: waiting for the audit, for the samples, in test. */
const BACKLOG = [S.Submitted, S.Accepted, S.InTest];

/** Per period and status: consignments committed in the period, by their status now. */
const received = (db: Db, scope: Scope, range: Range) =>
  rowsOf<StatusPeriodRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", s.status::int as "consignStatus", coalesce(a.n, 0)::int as "count"
    from ${periodsOf(range)} p cross join ${statusesTable(COMMITTED, 's')}
    left join (select ${bucketOf(range, sql`c.commit_consign_time`)} as start, c.consign_status as status, count(*) as n
               from consign_info c where ${scope.consigns} and ${within(range, sql`c.commit_consign_time`)}
               group by 1, 2) a on a.start = p.start and a.status = s.status
    order by p.start, s.k`,
  );

/**
 * Per period: the consignments in Submitted, Accepted and InTest at the end of its last day, from the milestones
 * (commit, accept, receive, complete; a Returned or Cancelled row left at its last change). Each row gives one +1 when
 * it enters a status and one -1 when it leaves it; a period's figure is the running sum up to its end, so the cost
 * is one pass over the rows whatever the number of periods. Rows closed before the range are left out by the WHERE.
 */
const backlog = (db: Db, scope: Scope, range: Range) =>
  rowsOf<StatusPeriodRow>(
    db,
    sql`with c as (
      select c.commit_consign_time as sub, c.accept_time as acc, c.receive_time as rec, c.complete_time as done,
             case when c.consign_status in (${S.Returned}, ${S.Cancelled}) then c.last_modification_time end as ended
      from consign_info c
      where ${scope.consigns} and c.commit_consign_time < ${range.end}::timestamptz
        and (c.consign_status in (${S.Submitted}, ${S.Accepted}, ${S.InTest})
             or coalesce(c.complete_time, c.last_modification_time) >= ${range.start}::timestamptz)),
    ev as (
      select e.status, e.t, e.d from c cross join lateral (values
        (${sql.raw(String(S.Submitted))}, c.sub, 1), (${sql.raw(String(S.Submitted))}, least(c.acc, c.ended), -1),
        (${sql.raw(String(S.Accepted))}, c.acc, 1),
        (${sql.raw(String(S.Accepted))}, case when c.acc is not null then least(c.rec, c.ended) end, -1),
        (${sql.raw(String(S.InTest))}, c.rec, 1),
        (${sql.raw(String(S.InTest))}, case when c.rec is not null then c.done end, -1)) as e(status, t, d)
      where e.t < ${range.end}::timestamptz),
    a as (select case when ev.t >= ${range.start}::timestamptz then ${bucketOf(range, sql`ev.t`)} end as start,
                 ev.status, sum(ev.d) as n
          from ev group by 1, 2)
    select p.period, p.last_day as "lastDay", s.status::int as "consignStatus",
           (coalesce(carry.n, 0) + sum(coalesce(a.n, 0)) over (partition by s.status order by p.start))::int as "count"
    from ${periodsOf(range)} p cross join ${statusesTable(BACKLOG, 's')}
    left join a on a.start = p.start and a.status = s.status
    left join a as carry on carry.start is null and carry.status = s.status
    order by p.start, s.k`,
  );

/** The sample kinds with most samples in consignments committed in the range. */
const topSampleTypes = (db: Db, scope: Scope, range: Range) =>
  rowsOf<SampleTypeRow>(
    db,
    sql`select s.test_unit_sample_id as "testUnitSampleId", coalesce(s.test_unit_sample_name, '') as "sampleName",
           count(*)::int as "sampleCount", count(distinct s.consign_id)::int as "consignCount"
    from consign_info c join bu_sample_info s on s.consign_id = c.id and s.is_deleted = false
    where ${scope.consigns} and ${within(range, sql`c.commit_consign_time`)}
    group by s.test_unit_sample_id, s.test_unit_sample_name
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
