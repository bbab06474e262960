import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { ConsignStatus } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects, testUnits, unitAddresses } from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { wireDates } from '../../lib/wire';

/** A table's SQL name, as drizzle's join nullability maps key it. */
export type NameOf<T extends { _: { name: string } }> = T['_']['name'];
type Joined = Record<NameOf<typeof consignInfos | typeof testUnits | typeof consignUnits>, 'not-null'> &
  Record<NameOf<typeof projects | typeof unitAddresses>, 'nullable'>;
/** A row of `columns` picked from a consignment, its lab, consigning unit, project and receiving address. */
export type ConsignmentRow<T extends SelectedFields> = SelectResult<T, 'partial', Joined>;

/** What a consignment list reads: `columns` of the rows matching `where`, in `order`, one `page` of them. */
export interface ConsignmentQuery<T extends SelectedFields> {
  columns: T;
  where: SQL | undefined;
  order: [SQL, ...SQL[]];
  page: Page;
}

/**
 * One page of the consignments matching `where` (a filter on consign_info alone) in `order`, each as `columns` of
 * the consignment, its lab and consigning unit, and its project and receiving address if any, its times as text and
 * with what `derive` adds (texts of its codes, say); and how many match. The shared shape of every consignment list. Joins no column uses are dropped by
 * PostgreSQL's planner.
 */
export async function consignmentPage<T extends SelectedFields, D extends object>(
  db: Database,
  { columns, where, order, page }: ConsignmentQuery<T>,
  derive: (row: ConsignmentRow<T>) => D,
) {
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
  const items = (rows as ConsignmentRow<T>[]).map((row) => ({ ...wireDates(row), ...derive(row) }));
  return { totalCount: total?.n ?? 0, items };
}

/** The columns every consignment list row has: its id, code, type and status. */
export const listKeys = {
  id: consignInfos.id,
  consignCode: consignInfos.consignCode,
  consignType: consignInfos.consignType,
  consignStatus: consignInfos.consignStatus,
};

/** Newest first: the order of the lists a consignor and a lab browse. */
export const newestFirst: [SQL, SQL] = [desc(consignInfos.creationTime), desc(consignInfos.id)];

/** Earliest `time` first (what is due or waiting longest), the id breaking ties. */
export const earliestFirst = (time: AnyColumn): [SQL, SQL] => [asc(time), asc(consignInfos.id)];

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
 * consignmentPage() of the consignments matching `where` and, when any are asked for, standing in one of `statuses`;
 * with statusCounts() over `where` alone, since a list's status tabs count every status whichever one is chosen.
 */
export async function countedConsignmentPage<T extends SelectedFields, D extends object>(
  db: Database,
  query: ConsignmentQuery<T> & { statuses: readonly number[] | undefined },
  derive: (row: ConsignmentRow<T>) => D,
) {
  const { where, statuses } = query;
  const chosen = and(where, statuses?.length ? inArray(consignInfos.consignStatus, [...statuses]) : undefined);
  const [{ totalCount, items }, counts] = await Promise.all([
    consignmentPage(db, { ...query, where: chosen }, derive),
    statusCounts(db, where),
  ]);
  return { totalCount, items, statusCounts: counts };
}
