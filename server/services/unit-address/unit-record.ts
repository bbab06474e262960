import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { consignUnits, testUnits } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { forbidden, invalidInput } from '../../lib/errors';
import { blankToNull } from '../../lib/text';
import type { CurrentUser } from '../../plugins/auth';
import { type ManagedUnitType, managedUnit, managesEveryUnit } from './access';

// What the administration of labs and consigning units shares: form fields to columns, unique fields, admin switches.

const tableOf = { [UnitType.TestUnit]: testUnits, [UnitType.ConsignUnit]: consignUnits } as const;

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

/** 400 naming the first field whose value (ignoring case) another live unit of the type already uses. */
export async function assertUniqueUnit(
  tx: Transaction,
  unitType: ManagedUnitType,
  checks: readonly (readonly [member: string, column: PgColumn, value: string | null | undefined])[],
  exceptId?: string,
) {
  const table = tableOf[unitType];
  for (const [member, column, value] of checks) {
    if (!value) continue;
    const [clash] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.isDeleted, false),
          sql`lower(${column}) = ${value.toLowerCase()}`,
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      );
    if (clash) throw invalidInput(member, 'errors.unit.duplicate');
  }
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
  const table = tableOf[unitType];
  await db
    .update(table)
    .set({ ...set, lastModificationTime: new Date(), lastModifierUserId: user.id })
    .where(eq(table.id, unitId));
  return null;
}
