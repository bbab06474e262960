import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { systemSettings } from '../db/schema/index';

const SETTING_KEY = 'jwt_secret';

/**
 * The secret that signs access tokens: JWT_SECRET if set; otherwise made once and kept, in the
 * data directory (file mode 600) for the embedded database, or in a system_settings row on
 * PostgreSQL so that every API process behind a load balancer signs and verifies with the same one.
 */
export async function resolveJwtSecret(options: {
  configured: string | undefined;
  kind: 'pglite' | 'postgres';
  dataDir: string;
  db: Database;
}): Promise<string> {
  // Its length is checked with the rest of the configuration (server/config.ts).
  if (options.configured) return options.configured;
  if (options.kind === 'postgres') {
    await options.db
      .insert(systemSettings)
      .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await options.db.select().from(systemSettings).where(eq(systemSettings.key, SETTING_KEY));
    if (!row) throw new Error('could not read the JWT secret from system_settings');
    return row.value;
  }
  const file = join(options.dataDir, 'jwt-secret');
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
