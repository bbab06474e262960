import { sql } from 'drizzle-orm';
import type { AddedRow, LabActivityRow, PlatformTrends, TrendQuery } from '../../../contracts/dashboard-trends';
import type { Database, Db } from '../../db/client';
import { DashKind } from '../../db/schema/dashboard';
import type { CurrentUser } from '../../plugins/auth';
import { bucketOf, daysWithin, periodsOf, type Range, rangeAnswer, rangeOf, rowsOf, within } from './range';
import { labDaysOf, platformScope, type Scope } from './scope';

/** Per lab of the scope over the range, one kind of dash_lab_day: its count and amount (labs with none left out). */
const labDaysPerLab = (scope: Scope, range: Range, kind: number) =>
  sql`(select d.test_unit_id, sum(d.n) as n, sum(d.amount) as amount from dash_lab_day d
       where ${labDaysOf(scope, kind)} and ${daysWithin(range, sql`d.day`)} group by 1 having sum(d.n) <> 0)`;

/** Per lab over the range: committed to it, accepted by it (with their value), reports it issued. */
const labActivity = (db: Db, scope: Scope, range: Range) =>
  rowsOf<LabActivityRow>(
    db,
    sql`select u.id as "testUnitId", u.test_unit_name as "testUnitName", coalesce(rc.n, 0)::int as received,
           coalesce(ac.n, 0)::int as accepted, coalesce(ri.n, 0)::int as "reportsIssued",
           coalesce(ac.amount, 0)::numeric(14, 2)::text as "acceptedAmount"
    from ${labDaysPerLab(scope, range, DashKind.Received)} rc
    full join ${labDaysPerLab(scope, range, DashKind.Accepted)} ac using (test_unit_id)
    full join (select r.test_unit_id, count(*) as n from bu_report r
               where ${scope.reports} and ${within(range, sql`r.issue_time`)} group by 1) ri using (test_unit_id)
    join test_units u on u.id = test_unit_id
    order by 3 desc, 2, 1`,
  );

const createdPer = (range: Range, table: string) =>
  sql`(select ${bucketOf(range, sql`x.creation_time`)} as start, count(*) as n from ${sql.identifier(table)} x
       where x.is_deleted = false and ${within(range, sql`x.creation_time`)} group by 1)`;

/** Per period: labs, consigning units and users created (and not deleted since). */
const added = (db: Db, range: Range) =>
  rowsOf<AddedRow>(
    db,
    sql`select p.period, p.last_day as "lastDay", coalesce(t.n, 0)::int as "testUnits",
           coalesce(cu.n, 0)::int as "consignUnits", coalesce(us.n, 0)::int as users
    from ${periodsOf(range)} p
    left join ${createdPer(range, 'test_units')} t on t.start = p.start
    left join ${createdPer(range, 'consign_units')} cu on cu.start = p.start
    left join ${createdPer(range, 'users')} us on us.start = p.start
    order by p.start`,
  );

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** Dashboard/GetPlatformTrends: the totals are the sums of the rows, so table and total never disagree. */
export async function platformTrends(db: Database, user: CurrentUser, query: TrendQuery): Promise<PlatformTrends> {
  const scope = platformScope(user, query.testUnitId);
  const range = rangeOf(query);
  const [labs, addedRows] = await Promise.all([labActivity(db, scope, range), added(db, range)]);
  const cents = sum(labs, (row) => Math.round(Number(row.acceptedAmount) * 100));
  return {
    range: rangeAnswer(range),
    totals: {
      received: sum(labs, (row) => row.received),
      accepted: sum(labs, (row) => row.accepted),
      reportsIssued: sum(labs, (row) => row.reportsIssued),
      acceptedAmount: (cents / 100).toFixed(2),
      testUnits: sum(addedRows, (row) => row.testUnits),
      consignUnits: sum(addedRows, (row) => row.consignUnits),
      users: sum(addedRows, (row) => row.users),
    },
    labActivity: labs,
    added: addedRows,
  };
}
