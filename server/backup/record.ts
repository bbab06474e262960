import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema/index';

const SETTING_KEY = 'last_backup_at';

/**
 * When the last backup finished, kept in the database itself (a system_settings row): every API process reads it for
 * /metrics wherever the backup ran, and a database restored to an earlier time says how old its own last backup was.
 */
export async function recordBackup(platform: Database, at: Date): Promise<void> {
  const value = at.toISOString();
  await platform
    .insert(systemSettings)
    .values({ key: SETTING_KEY, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
}

/** When the last backup finished; null when none has. */
export async function lastBackupAt(platform: Database): Promise<Date | null> {
  const [row] = await platform.select().from(systemSettings).where(eq(systemSettings.key, SETTING_KEY));
  return row ? new Date(row.value) : null;
}
