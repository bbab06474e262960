import { and, eq, type SQL } from 'drizzle-orm';
import type { LabelRole } from '../../../machines/sample-label';
import type { Db } from '../../db/client';
import { consignInfos, sampleLabels } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { actorOf, type ConsignRow, visibleTo } from '../consign-info/access';
import type { LabelRecord } from './rows';
import type { Actor } from './trail';

// Who sees and moves which labels: a label is seen by whoever sees its consignment (consign-info/access.ts: the
// consigning unit, the lab it is addressed to once committed, admin), and by the consignment's witness; another
// unit's label answers 404.

/** The role the caller takes a label step in: the consignor's sampler or the lab's staff; anyone else 403. */
export function labelRoleOf(user: CurrentUser): LabelRole {
  const actor = actorOf(user);
  if (actor === 'consignor' || actor === 'lab') return actor;
  throw forbidden();
}

/**
 * The mobile the signed-in user may witness for: its own mobile, once proven by an SMS code (users.confirmedPhone).
 * A number typed into a profile (User/Update, by the user's unit) proves nothing, so it makes nobody a witness.
 */
export const witnessPhoneOfUser = (user: CurrentUser): string | null =>
  user.profile.phoneNumber && user.profile.phoneNumber === user.profile.confirmedPhone
    ? user.profile.phoneNumber
    : null;

/** Whether the signed-in user is the consignment's witness: its proven mobile is the witness phone on it. */
export const isWitnessOf = (user: CurrentUser, consign: Pick<ConsignRow, 'jzphone'>): boolean =>
  !!consign.jzphone && witnessPhoneOfUser(user) === consign.jzphone;

/** The consignment `id` if the caller sees it or is its witness; 404 otherwise. */
export async function consignForLabels(db: Db, user: CurrentUser, id: string): Promise<ConsignRow> {
  const [row] = await db
    .select()
    .from(consignInfos)
    .where(and(eq(consignInfos.id, id), eq(consignInfos.isDeleted, false)));
  if (!row) throw notFound();
  if (isWitnessOf(user, row)) return row;
  const [seen] = await db
    .select({ id: consignInfos.id })
    .from(consignInfos)
    .where(and(eq(consignInfos.id, id), visibleTo(user)));
  if (!seen) throw notFound();
  return row;
}

/** The label `where` picks with its consignment, if the caller sees the consignment; 404 otherwise. */
export async function visibleLabel(
  db: Db,
  user: CurrentUser,
  where: SQL,
): Promise<{ label: LabelRecord; consign: ConsignRow }> {
  const [row] = await db
    .select({ label: sampleLabels, consign: consignInfos })
    .from(sampleLabels)
    .innerJoin(consignInfos, eq(consignInfos.id, sampleLabels.consignId))
    .where(and(where, visibleTo(user)));
  if (!row) throw notFound();
  return row;
}

/** The caller as a custody row names it. */
export const actorFrom = (user: CurrentUser): Actor => ({ userId: user.id, name: user.name, unit: user.unitName });
