import { type AnyColumn, and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import { ConsignStatus } from '../../../machines/consignment';
import type { Database } from '../../db/client';
import { once, unnamed } from '../../db/prepared';
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

/** The consignments matching `where` in `order`, with their lab, consigning unit, project and receiving address. */
const rowsQuery = (db: Database, { columns, where, order }: Omit<ConsignmentQuery<SelectedFields>, 'page'>) =>
  db
    .select(columns)
    .from(consignInfos)
    .innerJoin(testUnits, eq(testUnits.id, consignInfos.testUnitId))
    .innerJoin(consignUnits, eq(consignUnits.id, consignInfos.consignUnitId))
    .leftJoin(projects, eq(projects.id, consignInfos.projectId))
    .leftJoin(unitAddresses, eq(unitAddresses.id, consignInfos.testUnitAddressId))
    .where(where)
    .orderBy(...order);

/** A list's rows as its items: times as text, with what `derive` adds. */
const itemsOf = <T extends SelectedFields, D extends object>(rows: unknown[], derive: (row: ConsignmentRow<T>) => D) =>
  (rows as ConsignmentRow<T>[]).map((row) => ({ ...wireDates(row), ...derive(row) }));

/** One page of the consignments matching `where` in `order`, as consignmentPage's items. */
async function pageRows<T extends SelectedFields, D extends object>(
  db: Database,
  query: ConsignmentQuery<T>,
  derive: (row: ConsignmentRow<T>) => D,
) {
  return itemsOf(await rowsQuery(db, query).limit(query.page.limit).offset(query.page.offset), derive);
}

/**
 * One page of the consignments matching `where` (a filter on consign_info alone) in `order`, each as `columns` of
 * the consignment, its lab and consigning unit, and its project and receiving address if any, its times as text and
 * with what `derive` adds (texts of its codes, say); and how many match. The shared shape of every consignment list. Joins no column uses are dropped by
 * PostgreSQL's planner.
 */
export async function consignmentPage<T extends SelectedFields, D extends object>(
  db: Database,
  query: ConsignmentQuery<T>,
  derive: (row: ConsignmentRow<T>) => D,
) {
  const [items, [total]] = await Promise.all([
    pageRows(db, query, derive),
    db.select({ n: count() }).from(consignInfos).where(query.where),
  ]);
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

/** How many consignments matching `where` stand in each status that has any. */
const countsByStatus = (db: Database, where: SQL | undefined) =>
  db
    .select({ status: consignInfos.consignStatus, n: count() })
    .from(consignInfos)
    .where(where)
    .groupBy(consignInfos.consignStatus);

/** Every status with its count of `rows` (0 when none). */
const everyStatus = (rows: { status: number; n: number }[]) =>
  Object.values(ConsignStatus).map((consignStatus) => ({
    consignStatus,
    count: rows.find((r) => r.status === consignStatus)?.n ?? 0,
  }));

/** The list's total (the chosen statuses' counts, or all) and every status's count, from one count by status. */
function counted(counts: { status: number; n: number }[], statuses: readonly number[] | undefined) {
  const chosen = counts.filter((row) => !statuses?.length || statuses.includes(row.status));
  return { totalCount: chosen.reduce((sum, row) => sum + row.n, 0), statusCounts: everyStatus(counts) };
}

/**
 * consignmentPage() of the consignments matching `where` and, when any are asked for, standing in one of `statuses`;
 * with how many match `where` alone in each status, every status listed (a list's status tabs count every status
 * whichever one is chosen). The total is the sum of the chosen statuses' counts: one count over the rows, not two.
 */
export async function countedConsignmentPage<T extends SelectedFields, D extends object>(
  db: Database,
  query: ConsignmentQuery<T> & { statuses: readonly number[] | undefined },
  derive: (row: ConsignmentRow<T>) => D,
) {
  const { where, statuses } = query;
  const chosen = statuses?.length ? and(where, inArray(consignInfos.consignStatus, [...statuses])) : where;
  const [items, counts] = await Promise.all([
    pageRows(db, { ...query, where: chosen }, derive),
    countsByStatus(db, where),
  ]);
  return { items, ...counted(counts, statuses) };
}

/** A counted list's SQL with its values as placeholders (`page`, `statuses`); see preparedConsignmentPage. */
export type ListShape<T extends SelectedFields> = Omit<ConsignmentQuery<T>, 'page'>;

/**
 * countedConsignmentPage() of a list whose two statements are built once per `key` (db/prepared.ts): `build` makes
 * them from nothing but what `key` names, with `sql.placeholder`s that `values` fill; the chosen statuses are
 * `status0`, `status1`, … and the page `limit` and `offset`. The big lists are asked for far more than any other read.
 */
export async function preparedConsignmentPage<T extends SelectedFields, D extends object>(
  db: Database,
  key: string,
  build: () => ListShape<T>,
  values: { filters: Record<string, unknown>; statuses: readonly number[] | undefined; page: Page },
  derive: (row: ConsignmentRow<T>) => D,
) {
  const { statuses, page } = values;
  const queries = once(db, `${key}:${statuses?.length ?? 0}`, () => {
    const list = build();
    const chosen = statuses?.map((_, i) => sql.placeholder(`status${i}`));
    const where = chosen?.length ? and(list.where, inArray(consignInfos.consignStatus, chosen)) : list.where;
    const rows = rowsQuery(db, { ...list, where })
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return { rows: unnamed(rows), counts: unnamed(countsByStatus(db, list.where)) };
  });
  const filled = {
    ...values.filters,
    ...Object.fromEntries((statuses ?? []).map((s, i) => [`status${i}`, s])),
    ...page,
  };
  const [rows, counts] = await Promise.all([queries.rows.execute(filled), queries.counts.execute(filled)]);
  return { items: itemsOf(rows, derive), ...counted(counts, statuses) };
}
