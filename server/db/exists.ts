import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Whether a row of `table` other than `exceptId` meets `where` (SELECT id … LIMIT 1): a value a unique field would
 * take is in use (`exceptId` is the row being edited, which may keep its own value), a reference names a live row.
 */
export async function rowExists(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(where, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
