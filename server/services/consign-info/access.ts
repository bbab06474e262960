import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PersonRole } from '../../../contracts/token-auth';
import {
  type ActorRole,
  allowedEvents,
  type ConsignmentContext,
  type ConsignmentEventType,
  ConsignStatus,
  ConsignType,
  LAB_VISIBLE_STATUSES,
} from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import { consignInfos } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import { Permission } from '../../lib/permissions';
import type { CurrentUser } from '../../plugins/auth';

/**
 * The role a user acts in on consignments, from the unit it belongs to (docs/architecture.md) and the permission of that
 * side (the one the menu shows the screens by): a consigning unit's staff who may book are consignors, a lab's staff
 * who may audit the lab, a platform admin only reads. null: no access.
 */
export function actorOf(user: CurrentUser): ActorRole | null {
  if (user.consignUnitId && user.permissions.includes(Permission.ConsignmentBook)) return 'consignor';
  if (user.testUnitId && user.permissions.includes(Permission.ConsignmentAudit)) return 'lab';
  // A lab's LIMS (ILISIntegration, authenticated by the lab's integration code) sees what the lab sees.
  if (user.testUnitId && user.roles.includes('lims')) return 'lims';
  if (user.roles.includes('admin')) return 'admin';
  return null;
}

/** The role a signed-in person acts in (GetUserInfo tells the browser, so screens never guess it from role names). */
export function personActorOf(user: CurrentUser): PersonRole | null {
  const actor = actorOf(user);
  return actor === 'consignor' || actor === 'lab' || actor === 'admin' ? actor : null;
}

/** The caller's lab; 403 unless the caller is a lab's staff (the lab's own lists and report actions). */
export function labOf(user: CurrentUser): string {
  if (actorOf(user) !== 'lab' || !user.testUnitId) throw forbidden();
  return user.testUnitId;
}

/**
 * Whose lab lists (incoming consignments, report management) the caller reads: a lab's staff its own lab's (the id),
 * admin every lab's (null; read only, as no action on them is open to admin); anyone else 403.
 */
export function labListScope(user: CurrentUser): string | null {
  return actorOf(user) === 'admin' ? null : labOf(user);
}

/** Consignments some lab sees: committed (LAB_VISIBLE_STATUSES; a Draft is the consignor's own), never deleted. */
export const sentToLabs = and(
  eq(consignInfos.isDeleted, false),
  inArray(consignInfos.consignStatus, LAB_VISIBLE_STATUSES),
) as SQL;

/** The consignments a lab sees: those addressed to it once committed, never deleted. */
export const seenByLab = (testUnitId: string | SQLWrapper): SQL =>
  and(sentToLabs, eq(consignInfos.testUnitId, testUnitId)) as SQL;

/** The unit whose consignments `actor` sees: a consignor's consigning unit, a lab's (or its LIMS's) lab. */
export function unitSeenBy(user: CurrentUser, actor: ActorRole | null): string | null {
  if (actor === 'consignor') return user.consignUnitId;
  return actor === 'lab' || actor === 'lims' ? user.testUnitId : null;
}

/**
 * The consignments an `actor` of `unit` may see: a consignor its unit's, a lab those addressed to it once committed
 * (a Draft is the consignor's own), admin every one. Never a deleted row. `unit` may be a placeholder (page.ts).
 */
export function visibleBy(actor: ActorRole | null, unit: string | SQLWrapper | null): SQL {
  const live = eq(consignInfos.isDeleted, false);
  switch (actor) {
    case 'consignor':
      return and(live, eq(consignInfos.consignUnitId, unit as string | SQLWrapper)) as SQL;
    case 'lab':
    case 'lims':
      return seenByLab(unit as string | SQLWrapper);
    case 'admin':
      return live;
    default:
      return sql`false`;
  }
}

/** The consignments a user may see (visibleBy). */
export function visibleTo(user: CurrentUser): SQL {
  const actor = actorOf(user);
  return visibleBy(actor, unitSeenBy(user, actor));
}

/** The id to record as modifier or log author: none for a LIMS, which has no user row behind it. */
export const recordedUserId = (user: { id: string | null; roles?: readonly string[] }): string | null =>
  user.roles?.includes('lims') ? null : user.id;

export type ConsignRow = typeof consignInfos.$inferSelect;

/** The machine context of a stored consignment: what its guards read besides the event. */
export const contextOf = (row: Pick<ConsignRow, 'consignType'>): Partial<ConsignmentContext> => ({
  consignType: row.consignType as ConsignType,
});

/** The consignment `id` if the user may see it; 404 otherwise (another unit's record is not revealed). */
export async function loadVisible(db: Database | Transaction, user: CurrentUser, id: string): Promise<ConsignRow> {
  const [row] = await db
    .select()
    .from(consignInfos)
    .where(and(eq(consignInfos.id, id), visibleTo(user)));
  if (!row) throw notFound();
  return row;
}

const everAllowed = new Map<ActorRole, Set<ConsignmentEventType>>();

/** Whether `role` may send `type` from any status at all (so a refusal is 403, not a wrong-state 409). */
export function roleMaySend(role: ActorRole, type: ConsignmentEventType): boolean {
  let events = everAllowed.get(role);
  if (!events) {
    events = new Set(
      Object.values(ConsignStatus).flatMap((status) =>
        Object.values(ConsignType).flatMap((consignType) => allowedEvents(status, role, { consignType })),
      ),
    );
    everAllowed.set(role, events);
  }
  return events.has(type);
}
