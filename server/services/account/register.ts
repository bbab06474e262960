import { and, eq } from 'drizzle-orm';
import type { RegisterBody, RegisterResult, UnitNameAvailability } from '../../../contracts/account';
import type { Database, Db } from '../../db/client';
import { rowExists } from '../../db/exists';
import { EMPTY_ID, newId } from '../../db/ids';
import { sameText } from '../../db/match';
import { consignUnits, registrations, roles, users } from '../../db/schema/index';
import { type AttemptLimit, takeAttempt } from '../../lib/attempt-limit';
import { SendCodeType, UnitType, UserType } from '../../lib/enums';
import { type InputProblem, InvalidInputs } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { getParam, REGISTER_NEEDS_APPROVAL } from '../system-param/service';
import { addingUsers, insertUser, userNameTaken } from '../user/manage';
import { assertStrongEnough } from '../user/password';
import { consumeCode, verifyCode } from '../validate-code/service';

export const RegistrationStatus = { Waiting: 0, Approved: 1, Refused: 2 } as const;

/** Whether the user is the account of a registration still waiting for approval (sign-in says so). */
export const awaitingApproval = (db: Db, userId: string) =>
  rowExists(
    db,
    registrations,
    and(eq(registrations.userId, userId), eq(registrations.status, RegistrationStatus.Waiting)),
  );

const liveUnitNamed = (name: string) => and(eq(consignUnits.isDeleted, false), sameText(consignUnits.name, name));

/**
 * Look-ups of unit names per client address: the register screen asks once typing pauses, a crawler of the units'
 * names is stopped.
 */
export const NAME_CHECKS: AttemptLimit = {
  scope: 'unit-name-address',
  max: 100,
  windowMs: 3600 * 1000,
  messageKey: 'errors.account.tooManyChecks',
};

/**
 * Account/IsUnitNameAvailable: is there a consigning unit of that name (1 live, 2 waiting or switched off, 3 none)?
 * A unit's name is its company's, which the labs it books with see; whose it is (unitId) is not told.
 */
export async function unitNameAvailability(
  db: Database,
  unitName: string,
  address: string,
): Promise<UnitNameAvailability> {
  await takeAttempt(db, NAME_CHECKS, address);
  const [unit] = await db
    .select({ status: consignUnits.status })
    .from(consignUnits)
    .where(liveUnitNamed(unitName.trim()))
    .limit(1);
  if (!unit) return { state: 3, unitId: null };
  return { state: unit.status === 1 ? 1 : 2, unitId: null };
}

/** Whether new units wait for an administrator (the platform's IsRegisterNeedAudit switch). */
async function needsApproval(db: Database): Promise<boolean> {
  const param = await getParam(db, UnitType.Platform, EMPTY_ID, REGISTER_NEEDS_APPROVAL);
  return param?.paramValue === '1';
}

/** 400 naming every field another account already uses: the unit name, the user name, the mobile. */
async function assertNamesFree(db: Database, input: { unitName: string; userName: string; mobile: string }) {
  const taken = await Promise.all([
    rowExists(db, consignUnits, liveUnitNamed(input.unitName)),
    userNameTaken(db, input.userName),
    rowExists(db, users, and(eq(users.isDeleted, false), eq(users.phoneNumber, input.mobile))),
  ]);
  const problems: InputProblem[] = (
    [
      ['unitName', 'errors.account.unitNameTaken'],
      ['userName', 'errors.user.userNameTaken'],
      ['mobile', 'errors.account.mobileTaken'],
    ] as const
  )
    .filter((_, i) => taken[i])
    .map(([member, key]) => ({ key, members: [member] }));
  const [first] = problems;
  if (first) throw new InvalidInputs(first.key, {}, problems);
}

/**
 * Account/Register: a consigning unit and its main account (consignor role), with the mobile proven by the SMS code,
 * in one transaction. With the platform's approval switch on, both wait switched off until an administrator decides.
 * Names another account uses are told only to someone who has proven the number with its code (a number that has
 * an account never gets a registration code, server/services/validate-code/service.ts): asking tells a stranger
 * nothing about who is registered.
 */
export async function register(
  db: Database,
  input: RegisterBody,
  language: Language,
  address: string,
): Promise<RegisterResult> {
  const fields = {
    unitName: input.unitName.trim(),
    userName: input.userName.trim(),
    name: input.name.trim(),
    mobile: input.mobile,
  };
  assertStrongEnough(input.password, fields.userName, 'password');
  const code = { mobile: fields.mobile, codeType: SendCodeType.Register, code: input.validateCode, address };
  // Checked, not spent, before the names: a person told a name is taken types another and keeps the code.
  await verifyCode(db, code);
  await assertNamesFree(db, fields);
  const waiting = await needsApproval(db);
  const [consignor] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'consignor'));
  if (!consignor) throw new Error('the consignor role is missing (seed)');

  // The code is spent outside the transaction, so a wrong guess counts against its tries (a rollback would undo that).
  await consumeCode(db, code);
  const unitId = newId();
  const userId = newId();
  const now = new Date();
  await addingUsers(
    db.transaction(async (tx) => {
      await tx.insert(consignUnits).values({
        id: unitId,
        name: fields.unitName,
        regPerson: fields.name,
        regPhone: fields.mobile,
        regTime: now,
        status: waiting ? 0 : 1,
      });
      await insertUser(
        tx,
        {
          id: userId,
          userName: fields.userName,
          name: fields.name,
          phoneNumber: fields.mobile,
          confirmedPhone: fields.mobile,
          password: input.password,
          isActive: !waiting,
          language,
          unitId,
          unitType: UnitType.ConsignUnit,
          userType: UserType.UnitAdmin,
        },
        [consignor.id],
      );
      await tx.insert(registrations).values({
        id: newId(),
        consignUnitId: unitId,
        userId,
        ...fields,
        status: waiting ? RegistrationStatus.Waiting : RegistrationStatus.Approved,
        decidedAt: waiting ? null : now,
      });
    }),
  );
  return { canLogin: !waiting, waitingForActivation: waiting };
}
