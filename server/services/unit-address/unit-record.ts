import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { modifiedBy } from '../../db/audit';
import type { Database, Db, Transaction } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { sameText } from '../../db/match';
import { consignUnits, testUnits } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, invalidInput } from '../../lib/errors';
import { blankToNull } from '../../lib/text';
import { announceSessionEnd } from '../../live/session-end';
import type { CurrentUser } from '../../plugins/auth';
import { type ManagedUnitType, managedUnit, managesEveryUnit } from './access';

// What the administration of labs and consigning units shares: form fields to columns, unique fields, adding and
// changing a unit, admin switches.

const tableOf = { [UnitType.TestUnit]: testUnits, [UnitType.ConsignUnit]: consignUnits } as const;

/** The fields no two live units of a type may share (ignoring case), by form member, in the order they are checked. */
const uniqueColumns: Record<ManagedUnitType, Record<string, PgColumn>> = {
  [UnitType.TestUnit]: {
    testUnitName: testUnits.testUnitName,
    unitNo: testUnits.unitNo,
    jtsyjcAddress: testUnits.jtsyjcAddress,
    lmisIntegratedCode: testUnits.lmisIntegratedCode,
  },
  [UnitType.ConsignUnit]: { name: consignUnits.name, uninCode: consignUnits.uninCode },
};

/** A unit form as columns: text trimmed (blank is null), regTime as a date; fields left out stay out. */
export function unitColumns<T extends { regTime?: string | null }>(input: T) {
  const { regTime, ...rest } = input;
  const text = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? blankToNull(value) : value]),
  );
  return {
    ...text,
    ...(regTime === undefined ? {} : { regTime: regTime ? new Date(regTime) : null }),
  } as Omit<T, 'regTime'> & { regTime?: Date | null };
}

/** 400 naming the first unique field whose value (ignoring case) another live unit of the type already uses. */
async function assertUniqueUnit(tx: Transaction, unitType: ManagedUnitType, fields: object, exceptId?: string) {
  const table = tableOf[unitType];
  for (const [member, column] of Object.entries(uniqueColumns[unitType])) {
    const value = (fields as Record<string, unknown>)[member];
    if (typeof value !== 'string' || !value) continue;
    if (await rowExists(tx, table, and(eq(table.isDeleted, false), sameText(column, value)), exceptId))
      throw invalidInput(member, 'errors.unit.duplicate');
  }
}

/**
 * Adds a unit (admin only; 403 for anyone else) from its form's columns (unitColumns): 400 on a unique field another
 * live unit uses, else `insert` stores the row under the new id, in the same transaction. Answers the id.
 */
export async function addUnitAsAdmin(
  db: Database,
  user: CurrentUser,
  unitType: ManagedUnitType,
  fields: object,
  insert: (tx: Transaction, id: string) => Promise<unknown>,
): Promise<string> {
  if (!managesEveryUnit(user, unitType)) throw forbidden();
  const id = newId();
  await db.transaction(async (tx) => {
    await assertUniqueUnit(tx, unitType, fields);
    await insert(tx, id);
  });
  return id;
}

/**
 * Writes a unit's changed columns (unitColumns; fields left out are unchanged) if `user` may change it (managedUnit;
 * `requested` left out: the caller's own): 400 on a unique field another live unit uses. Answers the unit's id.
 */
export function updateUnit(
  db: Database,
  user: CurrentUser,
  unitType: ManagedUnitType,
  requested: string | undefined,
  fields: object,
): Promise<string> {
  return db.transaction(async (tx) => {
    const unitId = await managedUnit(tx, user, unitType, requested);
    await assertUniqueUnit(tx, unitType, fields, unitId);
    await setUnit(tx, user, unitType, unitId, fields);
    return unitId;
  });
}

/** An administrator's switch on one unit (activity, deletion): 403 for anyone else, 404 for an unknown unit. */
export async function changeUnitAsAdmin(
  db: Database,
  user: CurrentUser,
  unitType: ManagedUnitType,
  id: string,
  set: { isActive?: boolean; status?: number; isDeleted?: boolean; deletionTime?: Date; deleterUserId?: string },
) {
  if (!managesEveryUnit(user, unitType)) throw forbidden();
  const unitId = await managedUnit(db, user, unitType, id);
  await setUnit(db, user, unitType, unitId, set);
  // Switched off or deleted: its staff's open live streams check their sign-in again now.
  await announceSessionEnd(db, 'unit', unitId);
  return null;
}

/** UPDATE one unit's columns, stamped as changed now by `user`. */
async function setUnit(db: Db, user: CurrentUser, unitType: ManagedUnitType, unitId: string, set: object) {
  const table = tableOf[unitType];
  await db
    .update(table)
    .set({ ...set, ...modifiedBy(user.id) })
    .where(eq(table.id, unitId));
}
