import { installJobQueue } from '../jobs/install';
import type { DatabaseHandle } from './client';

/**
 * Brings a database to what this release needs, as its owner: the migrations (drizzle/), then the job queue's schema
 * and queues. Every process runs it at start; the first migrates, the others find nothing to do.
 */
export async function prepareDatabase(handle: DatabaseHandle, log?: (message: string) => void): Promise<void> {
  await handle.migrate(log);
  await installJobQueue(handle);
}
