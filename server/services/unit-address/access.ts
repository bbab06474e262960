import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { consignUnits, testUnits } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import { Permission, type PermissionName } from '../../lib/permissions';
import { type CurrentUser, requirePermission, signedIn } from '../../plugins/auth';

/** A unit kind a person may look after: 1 consigning unit, 2 test unit (UnitType). */
export type ManagedUnitType = typeof UnitType.ConsignUnit | typeof UnitType.TestUnit;

const everyUnit: Record<ManagedUnitType, PermissionName> = {
  [UnitType.ConsignUnit]: Permission.ConsignUnitsManage,
  [UnitType.TestUnit]: Permission.TestUnitsManage,
};

/** Whether the user keeps every unit of this type (admin). */
export const managesEveryUnit = (user: CurrentUser, unitType: ManagedUnitType) =>
  user.permissions.includes(everyUnit[unitType]);

/** The unit a signed-in member looks after (its own), or null when the user is no member of such a unit allowed to. */
export function ownUnitOf(user: CurrentUser, unitType: ManagedUnitType): string | null {
  if (user.unitType !== unitType || !user.unitId || !user.permissions.includes(Permission.OwnUnitManage)) return null;
  return user.unitId;
}

/** Whether the user may ever manage units of this type: admin any, the unit's staff their own. */
export function assertMayManage(user: CurrentUser, unitType: ManagedUnitType): void {
  if (!managesEveryUnit(user, unitType) && !ownUnitOf(user, unitType)) throw forbidden();
}

/** A preHandler: 401 without a valid token, 403 unless the user may manage some unit of `unitType`. */
export function requireUnitManager(unitType: ManagedUnitType): preHandlerAsyncHookHandler {
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    await this.authenticate.call(this, request, reply);
    assertMayManage(signedIn(request), unitType);
  };
}

/** A preHandler: 401 without a valid token, 403 unless the user keeps every unit of `unitType` (admin). */
export const requireEveryUnit = (unitType: ManagedUnitType) => requirePermission(everyUnit[unitType]);

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
  if (!id || (!managesEveryUnit(user, unitType) && id !== own)) throw notFound();
  const table = unitType === UnitType.TestUnit ? testUnits : consignUnits;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.isDeleted, false)));
  if (!row) throw notFound();
  return row.id;
}
