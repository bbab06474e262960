import { count, eq, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects, testUnits, unitAddresses } from '../../db/schema/index';
import type { Page } from '../../lib/paging';

/** A table's SQL name, as drizzle's join nullability maps key it. */
export type NameOf<T extends { _: { name: string } }> = T['_']['name'];
type Joined = Record<NameOf<typeof consignInfos | typeof testUnits | typeof consignUnits>, 'not-null'> &
  Record<NameOf<typeof projects | typeof unitAddresses>, 'nullable'>;
/** A row of `columns` picked from a consignment, its lab, consigning unit, project and receiving address. */
export type ConsignmentRow<T extends SelectedFields> = SelectResult<T, 'partial', Joined>;

/**
 * One page of the consignments matching `where` (a filter on consign_info alone) in `order`, each as `columns` of
 * the consignment, its lab and consigning unit, and its project and receiving address if any; and how many match.
 * The shared shape of every consignment list. Joins no column uses are dropped by PostgreSQL's planner.
 */
export async function consignmentPage<T extends SelectedFields>(
  db: Database,
  columns: T,
  where: SQL | undefined,
  order: [SQL, ...SQL[]],
  page: Page,
): Promise<{ rows: ConsignmentRow<T>[]; totalCount: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns as SelectedFields)
      .from(consignInfos)
      .innerJoin(testUnits, eq(testUnits.id, consignInfos.testUnitId))
      .innerJoin(consignUnits, eq(consignUnits.id, consignInfos.consignUnitId))
      .leftJoin(projects, eq(projects.id, consignInfos.projectId))
      .leftJoin(unitAddresses, eq(unitAddresses.id, consignInfos.testUnitAddressId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(consignInfos).where(where),
  ]);
  return { rows: rows as ConsignmentRow<T>[], totalCount: total?.n ?? 0 };
}
