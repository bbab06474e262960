import { type AnyColumn, count, desc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PagedResultOf } from '../../contracts/common';
import type { Db } from '../db/client';
import type { Page } from './paging';

/** Which rows of a table newestFirstPage lists: those matching `where`, newest first by `time`. */
interface NewestFirst<T extends PgTable> {
  from: T;
  where: SQL | undefined;
  time: AnyColumn;
}

/**
 * One page of a table's rows, newest first (the id breaking ties, so pages stay stable), each made a wire row by
 * `toRow`, and how many match in all. A caller that may be handed a transaction's connection asks for `'in turn'`:
 * a transaction runs one query at a time, so its queries must never go to Promise.all.
 */
export async function newestFirstPage<T extends PgTable & { id: AnyColumn }, R>(
  db: Db,
  { from, where, time }: NewestFirst<T>,
  page: Page,
  turns: 'together' | 'in turn',
  toRow: (row: T['$inferSelect']) => R,
): Promise<PagedResultOf<R>> {
  const table = from as PgTable;
  const rows = () =>
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(time), desc(from.id))
      .limit(page.limit)
      .offset(page.offset) as Promise<T['$inferSelect'][]>;
  const total = () => db.select({ n: count() }).from(table).where(where);
  const [found, [counted]] =
    turns === 'together' ? await Promise.all([rows(), total()]) : [await rows(), await total()];
  return { totalCount: counted?.n ?? 0, items: found.map(toRow) };
}
