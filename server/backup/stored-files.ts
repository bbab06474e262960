import { isNotNull } from 'drizzle-orm';
import { accessories, unitLogos, userAvatars } from '../db/schema/index';
import type { Tenancy } from '../db/tenancy/index';
import type { FileStorage } from '../storage/index';

/** A stored object a row points at. */
export interface StoredObject {
  key: string;
  contentType: string;
}

/** Every stored object the database's rows point at, in every tenant (attachments and uploads, logos, avatars). */
export async function referencedFiles(tenancy: Tenancy): Promise<StoredObject[]> {
  const found = new Map<string, string>();
  await tenancy.forEachTenant(async () => {
    for (const table of [accessories, unitLogos, userAvatars]) {
      const rows = await tenancy.db
        .select({ key: table.storageKey, contentType: table.contentType })
        .from(table)
        .where(isNotNull(table.storageKey));
      for (const row of rows) if (row.key) found.set(row.key, row.contentType);
    }
  });
  return [...found].map(([key, contentType]) => ({ key, contentType }));
}

/** Objects copied at once (an S3 store answers each request slowly, a local disk does not mind). */
const AT_ONCE = 8;

/**
 * Copies each of `objects` that `to` lacks from `from`, under the same key. A stored object is never changed once
 * written (a new upload gets a new key), so one already in `to` is the same bytes and is left alone. Answers the keys
 * copied and those `from` did not have either.
 */
export async function copyMissing(
  from: FileStorage,
  to: FileStorage,
  objects: StoredObject[],
): Promise<{ copied: string[]; missing: string[] }> {
  const copied: string[] = [];
  const missing: string[] = [];
  const queue = [...objects];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (await to.exists(next.key)) continue;
      const content = await from.get(next.key);
      if (!content) {
        missing.push(next.key);
        continue;
      }
      await to.put(next.key, content, next.contentType);
      copied.push(next.key);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { copied: copied.sort(), missing: missing.sort() };
}
