import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

// The audit columns a write sets (ABP's full-audited rows, server/db/schema/columns.ts `audited`).

/** A change: now, by `userId` (null when no user row stands behind it, e.g. a lab's LIMS). */
export const modifiedBy = (userId: string | null) => ({ lastModificationTime: new Date(), lastModifierUserId: userId });

/**
 * An edit form's write on the row `id`: 404 unless `read` finds it, then the `changes` (made only then, so an unknown
 * row is 404 before any input error), stamped as changed by `userId`. Answers the row as `read` gives it.
 */
export async function editRow<R>(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: string,
  userId: string,
  read: (db: Db, id: string) => Promise<R>,
  changes: () => object | Promise<object>,
): Promise<R> {
  await read(db, id);
  await db
    .update(table)
    .set({ ...(await changes()), ...modifiedBy(userId) })
    .where(eq(table.id, id));
  return read(db, id);
}
