import { and, asc, eq, gt, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { liveEvents } from '../db/schema/index';
import type { CurrentUser } from '../plugins/auth';
import { actorOf } from '../services/consign-info/access';

// The events of the live stream: a row in live_events (its serial id, sealed per tenant, is the SSE event id, so
// Last-Event-ID can be replayed by any process: server/live/cursor.ts) and a NOTIFY carrying that id. Both happen in the caller's transaction: PostgreSQL and
// PGlite deliver a notification only when the transaction commits, so a rolled-back change announces nothing.

export const LIVE_CHANNEL = 'labconsign_live';

/** How long events are kept for replay. */
export const KEEP_EVENTS_MS = 24 * 3600_000;

export type LiveEvent = typeof liveEvents.$inferSelect;

/** Who may see an event: the listed users, a lab's staff, a consigning unit's staff (any that is given). */
export interface Audience {
  userIds?: string[];
  testUnitId?: string | null;
  consignUnitId?: string | null;
}

/** Records an event and announces it at commit. */
export async function publish(
  tx: Db,
  type: 'message' | 'list' | 'sampleLabel',
  audience: Audience,
  data: Record<string, unknown>,
): Promise<void> {
  const [row] = await tx
    .insert(liveEvents)
    .values({
      type,
      userIds: audience.userIds ?? null,
      testUnitId: audience.testUnitId ?? null,
      consignUnitId: audience.consignUnitId ?? null,
      data,
    })
    .returning({ id: liveEvents.id });
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row?.id)})`);
}

/** The lab and the consigning unit whose lists a user reads, by the REST lists' rule (consign-info/access.ts). */
function listsOf(user: CurrentUser) {
  const actor = actorOf(user);
  return {
    testUnitId: actor === 'lab' ? user.testUnitId : null,
    consignUnitId: actor === 'consignor' ? user.consignUnitId : null,
  };
}

/** A user's own messages, its lab's list changes, its consigning unit's list changes. */
export function mayReceive(user: CurrentUser, event: LiveEvent): boolean {
  const lists = listsOf(user);
  return (
    (event.userIds?.includes(user.id) ?? false) ||
    (event.testUnitId !== null && event.testUnitId === lists.testUnitId) ||
    (event.consignUnitId !== null && event.consignUnitId === lists.consignUnitId)
  );
}

/** The events after `afterId` a user may see, oldest first (a reconnecting stream's replay; at most 500). */
export function eventsSince(db: Db, user: CurrentUser, afterId: number): Promise<LiveEvent[]> {
  const lists = listsOf(user);
  const audience = [sql`${user.id}::uuid = any(${liveEvents.userIds})`];
  if (lists.testUnitId) audience.push(eq(liveEvents.testUnitId, lists.testUnitId));
  if (lists.consignUnitId) audience.push(eq(liveEvents.consignUnitId, lists.consignUnitId));
  return db
    .select()
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, afterId),
        gte(liveEvents.creationTime, new Date(Date.now() - KEEP_EVENTS_MS)),
        or(...audience) as SQL,
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(500);
}

/** The newest event id (a fresh stream starts after it). */
export async function lastEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: sql<string>`coalesce(max(${liveEvents.id}), 0)` }).from(liveEvents);
  return Number(row?.id ?? 0);
}
