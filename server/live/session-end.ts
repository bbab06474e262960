import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { LIVE_CHANNEL } from './events';

// Sessions that end (a sign-out, a new password, a user or a tenant switched off) close their open live streams at
// once on every process: the change announces whose sessions ended on the live channel, in the caller's transaction
// (so a rolled-back change ends nothing), and each process's bus hands that to its streams (server/live/stream.ts).
// A user's or a unit's streams check their sign-in again (a sign-out ends one token, not the user's other tabs); a
// tenant's streams end outright, as every call of a switched-off tenant is refused.

/** Whose sessions may have ended. */
export interface SessionEnd {
  kind: 'user' | 'unit' | 'tenant';
  id: string;
}

/** Announces, at commit, that some of `kind` `id`'s sessions may have ended. */
export async function announceSessionEnd(db: Db, kind: SessionEnd['kind'], id: string | number): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`end:${kind}:${id}`})`);
}

/** The session end a notification's payload announces, or undefined when it carries something else. */
export function sessionEndOf(payload: string): SessionEnd | undefined {
  const match = /^end:(user|unit|tenant):(.{1,64})$/.exec(payload);
  return match ? { kind: match[1] as SessionEnd['kind'], id: match[2] as string } : undefined;
}
