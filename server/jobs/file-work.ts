import { eq, isNotNull } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import { unitLogos, userAvatars } from '../db/schema/index';
import { type ImageTable, putImage } from '../lib/images';
import type { JobContext } from './context';

// The jobs that look after stored files: removing a file whose row is gone, and moving the images that older
// releases kept in the database into the file storage.

/** The file-delete job: one stored object whose row is already gone. */
export interface FileDeleteJob {
  key: string;
}

/** Removes one stored object. One already gone is no error, so a retry after a lost answer does no harm. */
export async function deleteStoredFile({ storage, log }: JobContext, job: JobWithMetadata<FileDeleteJob>) {
  try {
    await storage.delete(job.data.key);
  } catch (error) {
    const last = job.retryCount >= job.retryLimit;
    log.warn({ err: error, key: job.data.key, attempt: job.retryCount + 1, last }, 'stored file not deleted');
    throw error;
  }
}

/** What moving images needs of the job context. */
type Mover = Pick<JobContext, 'db' | 'storage' | 'log'>;

/** Rows moved per transaction. */
const BATCH = 20;

/**
 * Moves up to BATCH rows of `table` that still hold their bytes: each row's bytes go to the storage under the key
 * its id gives, then the row keeps the key and size and lets go of the bytes. The rows are locked (SKIP LOCKED), so
 * another process moving at the same time takes other rows. Answers how many rows it took.
 */
async function moveBatch({ db, storage }: Mover, table: ImageTable): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id, contentType: table.contentType, content: table.content })
      .from(table)
      .where(isNotNull(table.content))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      const kept = await putImage(storage, table, row.id, {
        content: row.content as Buffer,
        contentType: row.contentType,
      });
      await tx
        .update(table as typeof unitLogos)
        .set({ ...kept, content: null })
        .where(eq(table.id, row.id));
    }
    return rows.length;
  });
}

/**
 * The images-to-storage job, queued at start-up while any logo or avatar row still holds its bytes (written before
 * images moved to the file storage). Safe to run on several processes at once and to run again after a failure: a
 * row is moved once, and a row cut off half way is moved again under the same key.
 */
export async function moveImagesToStorage(context: Mover): Promise<void> {
  let moved = 0;
  for (const table of [unitLogos, userAvatars]) {
    for (let taken = BATCH; taken === BATCH; moved += taken) taken = await moveBatch(context, table);
  }
  if (moved > 0) context.log.info({ moved }, 'images moved from the database to the file storage');
}
