import { isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { unitLogos, userAvatars } from '../db/schema/index';
import type { Tenancy } from '../db/tenancy/index';
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

/**
 * At start-up: queues, for each tenant whose logo or avatar rows still hold their bytes, the images-to-storage job
 * (it runs as the tenant it was queued in).
 */
export async function queueImageMove(tenancy: Tenancy, queue: JobQueue): Promise<void> {
  const db = tenancy.db;
  await tenancy.forEachTenant(async () => {
    if ((await holdsBytes(db, unitLogos)) || (await holdsBytes(db, userAvatars))) {
      await queue.enqueue('images-to-storage', {});
    }
  });
}
