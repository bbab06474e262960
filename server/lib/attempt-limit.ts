import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounters } from '../db/schema/index';
import { UserFacingError } from './errors';

// Guessing limits (sign-in, LIMS codes, the public report check), kept in the database so that they hold across
// API processes. An attempt takes its slot BEFORE the secret is checked, in one conditional upsert, so however many
// requests arrive at once, no more than `max` of them are ever evaluated in a window; a success gives its slot back.

export interface AttemptLimit {
  /** What is counted, e.g. 'login-account'; part of the stored key. */
  scope: string;
  max: number;
  windowMs: number;
  /** The 429's message key; it is given {minutes}, {seconds} and {retryAt}. */
  messageKey: string;
}

const keyOf = (limit: AttemptLimit, key: string) => `${limit.scope}|${key}`.slice(0, 400);
const DAY_MS = 24 * 3600 * 1000;

/**
 * Takes one attempt from `key`'s allowance, or refuses with 429 and Retry-After when the window's is used up. Answers
 * how many of the window's attempts are now taken.
 */
export async function takeAttempt(db: Database, limit: AttemptLimit, key: string, now = new Date()): Promise<number> {
  const stored = keyOf(limit, key);
  const expired = sql`${attemptCounters.windowStart} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [taken] = await db
    .insert(attemptCounters)
    .values({ key: stored, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: attemptCounters.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${attemptCounters.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${attemptCounters.windowStart} end`,
      },
      setWhere: sql`${expired} or ${attemptCounters.attempts} < ${limit.max}`,
    })
    .returning({ attempts: attemptCounters.attempts });
  if (taken) {
    // A new window: windows that ended a day ago count for no one any more.
    if (taken.attempts === 1)
      await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, new Date(now.getTime() - DAY_MS)));
    return taken.attempts;
  }
  const [row] = await db
    .select({ windowStart: attemptCounters.windowStart })
    .from(attemptCounters)
    .where(eq(attemptCounters.key, stored));
  const retryAt = new Date((row?.windowStart ?? now).getTime() + limit.windowMs);
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  throw new UserFacingError(
    limit.messageKey,
    429,
    { minutes: Math.ceil(seconds / 60), seconds, retryAt: retryAt.toISOString() },
    { 'retry-after': String(seconds) },
  );
}

/** A successful attempt does not count against `key`: its slot goes back. */
export async function giveBack(db: Database, limit: AttemptLimit, key: string): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ attempts: sql`greatest(${attemptCounters.attempts} - 1, 0)` })
    .where(eq(attemptCounters.key, keyOf(limit, key)));
}

/** Forget `key`'s attempts (a user who signed in starts afresh). */
export async function clearAttempts(db: Database, limit: AttemptLimit, key: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.key, keyOf(limit, key)));
}
