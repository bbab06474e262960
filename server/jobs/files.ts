import { isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { unitLogos, userAvatars } from '../db/schema/index';
import type { ImageTable } from '../lib/images';
import { type JobQueue, queueOf } from './queue';

/**
 * Queues a file-delete job for each stored key whose row `tx` deletes: the files go once the deletion commits (and
 * stay if it rolls back), each by its own job, retried until the storage answers. Needs the queue (buildApp `queue`)
 * unless there is nothing to delete.
 */
export async function dropStoredFiles(db: Database, tx: Transaction, keys: (string | null)[]): Promise<void> {
  const stored = keys.filter((key): key is string => key !== null);
  if (stored.length === 0) return;
  await queueOf(db).enqueueIn(
    tx,
    'file-delete',
    stored.map((key) => ({ key })),
  );
}

const holdsBytes = async (db: Database, table: ImageTable) =>
  (await db.select({ id: table.id }).from(table).where(isNotNull(table.content)).limit(1)).length > 0;

/** At start-up: queues the images-to-storage job when a logo or avatar row still holds its bytes. */
export async function queueImageMove(db: Database, queue: JobQueue): Promise<void> {
  if ((await holdsBytes(db, unitLogos)) || (await holdsBytes(db, userAvatars))) {
    await queue.enqueue('images-to-storage', {});
  }
}
