import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EMPTY_ID } from '../../db/ids';
import { users } from '../../db/schema/index';
import { UserType } from '../../lib/enums';
import { forbidden, notFound } from '../../lib/errors';
import { Permission } from '../../lib/permissions';
import type { CurrentUser } from '../../plugins/auth';

// Who may see and change which users (docs/decisions.md "Users and roles"): admin (Pages.Users.AllUnits)
// every user; anyone with Pages.Users.Manage reads their own unit's users, and only the unit's main
// account (userType 1) changes them. Another unit's user is 404, never 403.

export interface UnitRef {
  unitId: string | null;
  unitType: number;
}

export const managesAllUnits = (user: CurrentUser) => user.permissions.includes(Permission.UsersAllUnits);

/** The unit main account of a unit, or admin: may create, edit, switch and delete its users. */
export const managesOwnUnit = (user: CurrentUser) =>
  managesAllUnits(user) || (user.unitId !== null && user.userType === UserType.UnitAdmin);

/** An absent or all-zeros id means none. */
export const givenId = (id: string | null | undefined) => (id && id !== EMPTY_ID ? id.toLowerCase() : null);

/**
 * The unit a list or a new user is for. Admin: what was asked (null unit = every user of the type, or every
 * user at all when no type either). Others: their own unit; another unit asked for is 404.
 */
export function unitScope(user: CurrentUser, asked: { unitId?: string | null; unitType?: number }) {
  const unitId = givenId(asked.unitId);
  if (managesAllUnits(user)) return { unitId, unitType: asked.unitType ?? null };
  if (!user.unitId) throw forbidden();
  if ((unitId && unitId !== user.unitId) || (asked.unitType !== undefined && asked.unitType !== user.unitType)) {
    throw notFound();
  }
  return { unitId: user.unitId, unitType: user.unitType };
}

export interface TargetUser {
  id: string;
  userName: string;
  unitId: string | null;
  unitType: number;
  userType: number;
  isActive: boolean;
  passwordHash: string;
}

/** A live user the caller may read: 404 when missing or in another unit. */
export async function readableUser(db: Database, user: CurrentUser, id: string): Promise<TargetUser> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      unitId: users.unitId,
      unitType: users.unitType,
      userType: users.userType,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.id, id.toLowerCase()), eq(users.isDeleted, false)));
  if (!row) throw notFound();
  if (!managesAllUnits(user) && (row.unitId === null || row.unitId !== user.unitId || row.unitType !== user.unitType)) {
    throw notFound();
  }
  return row;
}

/** A live user the caller may change: 404 as readableUser, then 403 unless the caller manages the unit. */
export async function managedUser(db: Database, user: CurrentUser, id: string): Promise<TargetUser> {
  const target = await readableUser(db, user, id);
  if (!managesOwnUnit(user)) throw forbidden();
  return target;
}

/** Deletable: by someone who manages it, not oneself, and not a unit's main account (deactivate that instead). */
export const canDelete = (user: CurrentUser, target: Pick<TargetUser, 'id' | 'userType'>) =>
  managesOwnUnit(user) && target.id !== user.id && target.userType !== UserType.UnitAdmin;
