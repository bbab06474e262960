import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { ConsignStatus } from '../../../machines/consignment';
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

/** Newest first: the order of the lists a consignor and a lab browse. */
export const newestFirst: [SQL, SQL] = [desc(consignInfos.creationTime), desc(consignInfos.id)];

/** How many consignments matching `where` stand in each status, every status listed (0 when none). */
export async function statusCounts(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ status: consignInfos.consignStatus, n: count() })
    .from(consignInfos)
    .where(where)
    .groupBy(consignInfos.consignStatus);
  return Object.values(ConsignStatus).map((consignStatus) => ({
    consignStatus,
    count: rows.find((r) => r.status === consignStatus)?.n ?? 0,
  }));
}

/**
 * consignmentPage() of the consignments matching `base` and, when any are asked for, standing in one of `statuses`;
 * with statusCounts() over `base` alone, since a list's status tabs count every status whichever one is chosen.
 */
export async function countedConsignmentPage<T extends SelectedFields>(
  db: Database,
  columns: T,
  base: SQL | undefined,
  statuses: readonly number[] | undefined,
  order: [SQL, ...SQL[]],
  page: Page,
) {
  const where = and(base, statuses?.length ? inArray(consignInfos.consignStatus, [...statuses]) : undefined);
  const [{ rows, totalCount }, counts] = await Promise.all([
    consignmentPage(db, columns, where, order, page),
    statusCounts(db, base),
  ]);
  return { rows, totalCount, statusCounts: counts };
}
