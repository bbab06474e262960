import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { consignUnits, testUnits } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';

/** A unit kind a person may look after: 1 consigning unit, 2 test unit (UnitType). */
export type ManagedUnitType = typeof UnitType.ConsignUnit | typeof UnitType.TestUnit;

const staffRole: Record<ManagedUnitType, string> = { [UnitType.ConsignUnit]: 'consignor', [UnitType.TestUnit]: 'lab' };

/** The unit a signed-in member looks after (its own), or null when the user is not that unit type's staff. */
export function ownUnitOf(user: CurrentUser, unitType: ManagedUnitType): string | null {
  if (user.unitType !== unitType || !user.unitId || !user.roles.includes(staffRole[unitType])) return null;
  return user.unitId;
}

const isAdmin = (user: CurrentUser) => user.roles.includes('admin');

/** Whether the user may ever manage units of this type: admin any, the unit's staff their own. */
export function assertMayManage(user: CurrentUser, unitType: ManagedUnitType): void {
  if (!isAdmin(user) && !ownUnitOf(user, unitType)) throw forbidden();
}

/**
 * The unit `unitId` of `unitType` if `user` may change it: admin any unit that exists (active or not),
 * a unit's staff their own unit. Another unit's record is 404, a role that never manages such units 403.
 * Omitted `unitId` means the caller's own unit.
 */
export async function managedUnit(
  db: Database | Transaction,
  user: CurrentUser,
  unitType: ManagedUnitType,
  unitId?: string,
): Promise<string> {
  assertMayManage(user, unitType);
  const own = ownUnitOf(user, unitType);
  const id = unitId?.toLowerCase() ?? own;
  if (!id || (!isAdmin(user) && id !== own)) throw notFound();
  const table = unitType === UnitType.TestUnit ? testUnits : consignUnits;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.isDeleted, false)));
  if (!row) throw notFound();
  return row.id;
}
