import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSettings } from '../../db/schema/index';

const SETTING_KEY = 'validate_code_key';

/**
 * The key codes are hashed with: made once per installation and kept in system_settings, so that every API process
 * checks a code that another one sent.
 */
async function codeKey(db: Db): Promise<string> {
  await db
    .insert(systemSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, SETTING_KEY));
  if (!row) throw new Error('could not read the verification code key from system_settings');
  return row.value;
}

/** A new six-digit code, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** HMAC-SHA-256 of the code, bound to its mobile and purpose: a stored hash is no use for another number. */
export async function hashCode(db: Db, mobile: string, codeType: number, code: string): Promise<string> {
  return createHmac('sha256', await codeKey(db))
    .update(`${mobile}|${codeType}|${code}`)
    .digest('hex');
}

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
