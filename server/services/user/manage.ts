import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  ChangeActiveBody,
  CreateUserBody,
  ResetPasswordBody,
  UpdateUserBody,
  UserRow,
} from '../../../contracts/user';
import { modifiedBy } from '../../db/audit';
import type { Database, Db, Transaction } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { sameText } from '../../db/match';
import { consignUnits, roles, testUnits, userRoles, users } from '../../db/schema/index';
import { UnitType, UserType } from '../../lib/enums';
import { forbidden, invalidInput, UserFacingError } from '../../lib/errors';
import { isStaticRoleName } from '../../lib/permissions';
import { blankToNull } from '../../lib/text';
import { announceSessionEnd } from '../../live/session-end';
import type { CurrentUser } from '../../plugins/auth';
import { canDelete, givenId, managedUser, managesAllUnits, managesOwnUnit, unitScope } from './access';
import { getUser } from './list';
import { assertStrongEnough, hashPassword, passwordMatches, setPassword } from './password';

/** The static role a unit type's users hold. */
const roleOfUnitType: Record<number, string> = {
  [UnitType.Platform]: 'admin',
  [UnitType.ConsignUnit]: 'consignor',
  [UnitType.TestUnit]: 'lab',
};

async function assertUnitExists(db: Database, unitType: number, unitId: string | null): Promise<void> {
  if (unitType === UnitType.Platform) {
    if (unitId) throw invalidInput('unitId', 'errors.user.platformHasNoUnit');
    return;
  }
  if (!unitId) throw invalidInput('unitId', 'errors.validation.required');
  const table = unitType === UnitType.TestUnit ? testUnits : consignUnits;
  const [unit] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, unitId), eq(table.isDeleted, false)));
  if (!unit) throw invalidInput('unitId', 'errors.user.unitNotFound');
}

/** Role ids for the names asked; 400 for an unknown role or a static role of another kind of unit. */
async function roleIdsFor(db: Database, caller: CurrentUser, unitType: number, asked: string[] | undefined) {
  const own = roleOfUnitType[unitType] as string;
  const names = asked?.length ? [...new Set(asked)] : unitType === UnitType.Platform ? [] : [own];
  if (names.length === 0) throw invalidInput('roleNames', 'errors.validation.required');
  if (!managesAllUnits(caller) && names.some((n) => n !== own)) throw forbidden();
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
  const missing = names.find((n) => !found.some((r) => r.name === n));
  if (missing) throw invalidInput('roleNames', 'errors.user.roleNotFound', { role: missing });
  const misfit = names.find((n) => isStaticRoleName(n) && n !== own);
  if (misfit) throw invalidInput('roleNames', 'errors.user.roleUnitMismatch', { role: misfit });
  return found.map((r) => r.id);
}

async function assertEmailFree(db: Database, email: string | null, exceptId?: string): Promise<void> {
  if (!email) return;
  const sameEmail = and(sameText(users.emailAddress, email), eq(users.isDeleted, false));
  if (await rowExists(db, users, sameEmail, exceptId)) throw invalidInput('emailAddress', 'errors.user.emailTaken');
}

async function setRoles(tx: Transaction, userId: string, roleIds: string[]): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Whether any user, live or deleted, has the name: user names are never reused. */
export const userNameTaken = (db: Db, userName: string) => rowExists(db, users, sameText(users.userName, userName));

async function assertUserNameFree(db: Db, userName: string): Promise<void> {
  if (await userNameTaken(db, userName)) throw invalidInput('userName', 'errors.user.userNameTaken');
}

/** Runs `work`, a transaction that adds users: a user name taken meanwhile (the unique index refuses it) is a 400. */
export async function addingUsers<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidInput('userName', 'errors.user.userNameTaken');
    throw error;
  }
}

/** Inserts a user holding `roleIds`, in `tx`; the password is hashed here. */
export async function insertUser(
  tx: Transaction,
  row: Omit<typeof users.$inferInsert, 'passwordHash'> & { id: string; password: string },
  roleIds: string[],
): Promise<void> {
  const { password, ...values } = row;
  await tx.insert(users).values({ ...values, passwordHash: await hashPassword(password) });
  await setRoles(tx, row.id, roleIds);
}

/**
 * User/Create and User/CreateUserBySys: a unit's first live user becomes its main account (userType 1),
 * later ones its staff (2); platform users are userType 0. User names are never reused, even after a delete.
 */
export async function createUser(db: Database, caller: CurrentUser, input: CreateUserBody): Promise<UserRow> {
  if (!managesOwnUnit(caller)) throw forbidden();
  const scope = unitScope(caller, { unitId: input.unitId, unitType: input.unitType });
  const unitType = scope.unitType ?? UnitType.Platform;
  const unitId = unitType === UnitType.Platform ? givenId(input.unitId) : scope.unitId;
  const userName = input.userName.trim();
  await assertUnitExists(db, unitType, unitId);
  assertStrongEnough(input.password, userName, 'password');
  const roleIds = await roleIdsFor(db, caller, unitType, input.roleNames);
  const emailAddress = blankToNull(input.emailAddress);
  await assertEmailFree(db, emailAddress);
  await assertUserNameFree(db, userName);

  const id = newId();
  await addingUsers(
    db.transaction(async (tx) => {
      const [live] = unitId
        ? await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.unitType, unitType), eq(users.unitId, unitId), eq(users.isDeleted, false)))
        : [{ n: 0 }];
      const row = {
        id,
        userName,
        name: input.name.trim(),
        phoneNumber: blankToNull(input.phoneNumber),
        emailAddress,
        description: blankToNull(input.description),
        password: input.password,
        isActive: input.isActive ?? true,
        unitId,
        unitType,
        userType: !unitId ? UserType.Platform : (live?.n ?? 0) === 0 ? UserType.UnitAdmin : UserType.UnitMember,
        creatorUserId: caller.id,
      };
      await insertUser(tx, row, roleIds);
    }),
  );
  return getUser(db, caller, id);
}

/** User/Update: name, contact, description; roles by admin only. The user name never changes. */
export async function updateUser(db: Database, caller: CurrentUser, input: UpdateUserBody): Promise<UserRow> {
  const target = await managedUser(db, caller, input.id);
  const roleIds = input.roleNames ? await roleIdsFor(db, caller, target.unitType, input.roleNames) : null;
  const emailAddress = blankToNull(input.emailAddress);
  await assertEmailFree(db, emailAddress, target.id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name.trim(),
        phoneNumber: blankToNull(input.phoneNumber),
        emailAddress,
        description: blankToNull(input.description),
        ...modifiedBy(caller.id),
      })
      .where(eq(users.id, target.id));
    if (roleIds) await setRoles(tx, target.id, roleIds);
  });
  return getUser(db, caller, target.id);
}

/** User/ChangeUserActive: nobody switches themself off. A deactivated user's tokens fail on their next call. */
export async function changeUserActive(db: Database, caller: CurrentUser, input: ChangeActiveBody): Promise<UserRow> {
  const target = await managedUser(db, caller, input.userId);
  if (target.id === caller.id && !input.isActive) throw invalidInput('userId', 'errors.user.cannotDeactivateSelf');
  await db
    .update(users)
    .set({ isActive: input.isActive, ...modifiedBy(caller.id) })
    .where(eq(users.id, target.id));
  await announceSessionEnd(db, 'user', target.id);
  return getUser(db, caller, target.id);
}

/** User/Delete: soft, and only where isCanDeleteUser. */
export async function deleteUser(db: Database, caller: CurrentUser, id: string): Promise<void> {
  const target = await managedUser(db, caller, id);
  if (!canDelete(caller, target)) throw new UserFacingError('errors.user.cannotDelete', 403);
  await db
    .update(users)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: caller.id })
    .where(and(eq(users.id, target.id), eq(users.isDeleted, false)));
  await announceSessionEnd(db, 'user', target.id);
}

/**
 * User/ResetPassword: the caller confirms with their own password. The user's open sessions end (tokens
 * issued before this second are refused). One's own password is changed with ChangePassword instead.
 */
export async function resetPassword(db: Database, caller: CurrentUser, input: ResetPasswordBody): Promise<void> {
  const target = await managedUser(db, caller, input.userId);
  if (target.id === caller.id) throw invalidInput('userId', 'errors.user.resetOwnPassword');
  const [self] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
  if (!self || !(await passwordMatches(self.hash, input.adminPassword))) {
    throw invalidInput('adminPassword', 'errors.user.adminPasswordWrong');
  }
  assertStrongEnough(input.newPassword, target.userName, 'newPassword');
  await setPassword(db, target.id, input.newPassword, caller.id);
}
