import { and, eq } from 'drizzle-orm';
import type { ForeignTable } from '../../../contracts/file';
import type { Database, Transaction } from '../../db/client';
import { accessories } from '../../db/schema/index';
import { dropStoredFiles } from '../../jobs/files';

/**
 * The attachments of a row being deleted (a consignment, a report), as part of `tx`: their rows go with it, and
 * each stored file by its own file-delete job queued in the same transaction, so the files go only once the
 * deletion commits and a storage that is down is tried again.
 */
export async function dropAttachments(db: Database, tx: Transaction, table: ForeignTable, key: string): Promise<void> {
  const dropped = await tx
    .delete(accessories)
    .where(and(eq(accessories.foreignTable, table), eq(accessories.foreignKey, key)))
    .returning({ key: accessories.storageKey });
  await dropStoredFiles(
    db,
    tx,
    dropped.map((row) => row.key),
  );
}
