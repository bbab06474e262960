import { sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, type PagedResultOf } from '../../../contracts/common';
import { OVERDUE_NOT_RECEIVED_DAYS, type OverdueQuery, type OverdueRow } from '../../../contracts/dashboard-trends';
import { BEFORE_TEST_STATUSES, ConsignStatus as S } from '../../../machines/consignment';
import type { Database, Db } from '../../db/client';
import type { CurrentUser } from '../../plugins/auth';
import { rowsOf } from './range';
import { labScope, type Scope } from './scope';

// Overdue now: waiting for the audit or the samples past the expected test time, or audited and the samples not
// received for OVERDUE_NOT_RECEIVED_DAYS days. Both read the lab's live rows of two statuses (an index range).

const notReceivedSince = sql`c.accept_time + make_interval(days => ${OVERDUE_NOT_RECEIVED_DAYS})`;
const pastExpected = sql`c.expect_test_time < now()`;
const notReceived = sql`c.consign_status = ${S.Accepted} and ${notReceivedSince} < now()`;
const overdue = (scope: Scope) =>
  sql`${scope.consigns} and c.consign_status in (${sql.join(BEFORE_TEST_STATUSES, sql`, `)}) and (${pastExpected} or ${notReceived})`;
/** Since when the row is overdue: the earlier of its two deadlines that passed. */
const since = sql`least(case when ${pastExpected} then c.expect_test_time end, case when ${notReceived} then ${notReceivedSince} end)`;

type TimeColumn = 'commitConsignTime' | 'acceptTime' | 'expectTestTime';
/** A row as the driver reads it: timestamps as Date (node-postgres, PGlite). */
type Timed = Omit<OverdueRow, TimeColumn> & Record<TimeColumn, Date | string | null>;

export async function overdueCount(db: Db, scope: Scope): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from consign_info c where ${overdue(scope)}`,
  );
  return row?.n ?? 0;
}

/** Dashboard/GetLabOverdue: one page, longest overdue first. */
export async function labOverdue(
  db: Database,
  user: CurrentUser,
  query: OverdueQuery,
): Promise<PagedResultOf<OverdueRow>> {
  const scope = labScope(user, query.testUnitId);
  const [rows, totalCount] = await Promise.all([
    rowsOf<Timed>(
      db,
      sql`select c.id, c.consign_code as "consignCode", c.consign_type::int as "consignType",
             c.consign_status::int as "consignStatus", c.test_unit_id as "testUnitId", t.test_unit_name as "testUnitName",
             u.name as "consignUnitName",
             c.commit_consign_time as "commitConsignTime", c.accept_time as "acceptTime",
             c.expect_test_time as "expectTestTime",
             case when ${pastExpected} then 'pastExpectedTime' else 'notReceived' end as reason,
             floor(extract(epoch from now() - ${since}) / 86400)::int as "overdueDays"
      from consign_info c join test_units t on t.id = c.test_unit_id join consign_units u on u.id = c.consign_unit_id
      where ${overdue(scope)}
      order by ${since}, c.id
      offset ${query.skipCount ?? 0} limit ${query.maxResultCount ?? DEFAULT_PAGE_SIZE}`,
    ),
    overdueCount(db, scope),
  ]);
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  const items = rows.map((row) => ({
    ...row,
    commitConsignTime: iso(row.commitConsignTime),
    acceptTime: iso(row.acceptTime),
    expectTestTime: iso(row.expectTestTime),
  }));
  return { totalCount, items };
}
