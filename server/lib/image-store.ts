import type { Database, Transaction } from '../db/client';
import { newId } from '../db/ids';
import { dropStoredFiles } from '../jobs/files';
import type { FileStorage } from '../storage/storage';
import { type ImageTable, putImage } from './images';

/** The columns of a new image row: its id, type, storage key and size. */
export interface NewImageRow {
  id: string;
  contentType: string;
  storageKey: string;
  size: number;
}

/**
 * Stores a new image (a logo, an avatar) in the file storage, then writes its row in one transaction with `write`
 * (insert the row, delete the rows it replaces and answer their storage keys, point the owner at it). The replaced
 * files are dropped by file-delete jobs queued in that transaction. When the transaction fails the new file goes
 * again, so no file is left without a row. Answers the new image's id.
 */
export async function storeImage(
  db: Database,
  storage: FileStorage,
  table: ImageTable,
  image: { content: Buffer; contentType: string },
  write: (tx: Transaction, row: NewImageRow) => Promise<(string | null)[]>,
): Promise<string> {
  const id = newId();
  const row = { id, ...(await putImage(storage, table, id, image)) };
  try {
    await db.transaction(async (tx) => dropStoredFiles(db, tx, await write(tx, row)));
  } catch (error) {
    await storage.delete(row.storageKey).catch(() => undefined);
    throw error;
  }
  return id;
}
