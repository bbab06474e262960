import { sql } from 'drizzle-orm';
import { type ConsignorTrends, REPORTS_WAITING, type TrendQuery } from '../../../contracts/dashboard-trends';
import { OPEN_STATUSES as OPEN } from '../../../machines/consignment';
import type { Database, Db } from '../../db/client';
import { ReportStatus as R } from '../../lib/enums';
import type { CurrentUser } from '../../plugins/auth';
import { acceptedValuePerMonth, statusesTable, turnaroundPerLab } from './figures';
import { rangeAnswer, rangeOf, rowsOf } from './range';
import { consignorScope, type Scope } from './scope';

const REPORT_STATUSES = Object.values(R);

const openByStatus = (db: Db, scope: Scope) =>
  rowsOf<{ consignStatus: number; count: number }>(
    db,
    sql`select s.status::int as "consignStatus", coalesce(a.n, 0)::int as "count"
    from ${statusesTable(OPEN, 's')}
    left join (select c.consign_status as status, count(*) as n from consign_info c
               where ${scope.consigns} and c.consign_status in (${sql.join(OPEN, sql`, `)})
               group by 1) a on a.status = s.status
    order by s.k`,
  );

const reportsByStatus = (db: Db, scope: Scope) =>
  rowsOf<{ reportStatus: number; count: number }>(
    db,
    sql`select s.status::int as "reportStatus", coalesce(a.n, 0)::int as "count"
    from ${statusesTable(REPORT_STATUSES, 's')}
    left join (select r.report_status as status, count(*) as n from bu_report r where ${scope.reports}
               group by 1) a on a.status = s.status
    order by s.k`,
  );

/** Dashboard/GetConsignorTrends. */
export async function consignorTrends(db: Database, user: CurrentUser, query: TrendQuery): Promise<ConsignorTrends> {
  const scope = consignorScope(user);
  const range = rangeOf(query);
  const [open, reports, spend, labTurnaround] = await Promise.all([
    openByStatus(db, scope),
    reportsByStatus(db, scope),
    acceptedValuePerMonth(db, scope, range),
    turnaroundPerLab(db, scope, range),
  ]);
  return {
    range: rangeAnswer(range),
    openByStatus: open,
    reportsByStatus: reports,
    reportsWaiting: reports
      .filter((r) => REPORTS_WAITING.includes(r.reportStatus))
      .reduce((sum, r) => sum + r.count, 0),
    spend,
    labTurnaround,
  };
}
