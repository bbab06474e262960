import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { AddressBody, UnitAddress } from '../../../contracts/unit-address';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { unitAddresses } from '../../db/schema/index';
import { notFound, UserFacingError } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { type ManagedUnitType, managedUnit } from './access';

const columns = {
  id: unitAddresses.id,
  person: unitAddresses.person,
  personSex: unitAddresses.personSex,
  personPhone: unitAddresses.personPhone,
  addressPoint: unitAddresses.addressPoint,
  addressText: unitAddresses.addressText,
  addressDetail: unitAddresses.addressDetail,
  tagTitle: unitAddresses.tagTitle,
  isMain: unitAddresses.isMain,
};

/** A unit's address list is answered whole, so a unit keeps at most this many. */
export const MAX_ADDRESSES = 50;

const liveOf = (unitType: ManagedUnitType, unitId: string) =>
  and(eq(unitAddresses.unitType, unitType), eq(unitAddresses.unitId, unitId), eq(unitAddresses.isDeleted, false));

/** A unit's live addresses, main first, then oldest first. */
export async function addressesOf(
  db: Database | Transaction,
  unitType: ManagedUnitType,
  unitId: string,
): Promise<UnitAddress[]> {
  return db
    .select(columns)
    .from(unitAddresses)
    .where(liveOf(unitType, unitId))
    .orderBy(desc(unitAddresses.isMain), asc(unitAddresses.creationTime), asc(unitAddresses.id));
}

export async function listAddresses(db: Database, user: CurrentUser, unitType: ManagedUnitType, unitId?: string) {
  return addressesOf(db, unitType, await managedUnit(db, user, unitType, unitId));
}

/** The address `id` of the user's managed unit (any unit for admin), else 404. */
async function ownedAddress(tx: Transaction, user: CurrentUser, unitType: ManagedUnitType, id: string) {
  const [row] = await tx
    .select({ unitId: unitAddresses.unitId, isMain: unitAddresses.isMain })
    .from(unitAddresses)
    .where(and(eq(unitAddresses.id, id), eq(unitAddresses.unitType, unitType), eq(unitAddresses.isDeleted, false)));
  if (!row) throw notFound();
  await managedUnit(tx, user, unitType, row.unitId);
  return row;
}

/** A unit has exactly one main address while it has any: the oldest one when none is marked. */
async function keepOneMain(tx: Transaction, unitType: ManagedUnitType, unitId: string, mainId?: string) {
  if (mainId) {
    await tx
      .update(unitAddresses)
      .set({ isMain: false })
      .where(and(liveOf(unitType, unitId), ne(unitAddresses.id, mainId)));
    return;
  }
  const [main] = await tx
    .select({ id: unitAddresses.id })
    .from(unitAddresses)
    .where(and(liveOf(unitType, unitId), eq(unitAddresses.isMain, true)));
  if (main) return;
  const [oldest] = await tx
    .select({ id: unitAddresses.id })
    .from(unitAddresses)
    .where(liveOf(unitType, unitId))
    .orderBy(asc(unitAddresses.creationTime), asc(unitAddresses.id))
    .limit(1);
  if (oldest) await tx.update(unitAddresses).set({ isMain: true }).where(eq(unitAddresses.id, oldest.id));
}

/** Adds (no id) or changes (id) an address; the one marked main becomes the only main. */
export async function saveAddress(
  db: Database,
  user: CurrentUser,
  unitType: ManagedUnitType,
  input: AddressBody,
): Promise<UnitAddress> {
  const { unitId: requestedUnit, id: requestedId, isMain, ...fields } = input;
  return db.transaction(async (tx) => {
    const now = new Date();
    let unitId: string;
    let id: string;
    if (requestedId) {
      id = requestedId.toLowerCase();
      unitId = (await ownedAddress(tx, user, unitType, id)).unitId;
      await tx
        .update(unitAddresses)
        .set({
          ...fields,
          ...(isMain === undefined ? {} : { isMain }),
          lastModificationTime: now,
          lastModifierUserId: user.id,
        })
        .where(eq(unitAddresses.id, id));
    } else {
      unitId = await managedUnit(tx, user, unitType, requestedUnit);
      const [held] = await tx.select({ n: count() }).from(unitAddresses).where(liveOf(unitType, unitId));
      if ((held?.n ?? 0) >= MAX_ADDRESSES) {
        throw new UserFacingError('errors.unit.tooManyAddresses', 409, { limit: MAX_ADDRESSES });
      }
      id = newId();
      await tx
        .insert(unitAddresses)
        .values({ ...fields, id, unitId, unitType, isMain: isMain ?? false, creatorUserId: user.id });
    }
    await keepOneMain(tx, unitType, unitId, isMain ? id : undefined);
    const [saved] = await tx.select(columns).from(unitAddresses).where(eq(unitAddresses.id, id));
    return saved as NonNullable<typeof saved>;
  });
}

/** Soft-deletes an address (consignments keep pointing at it); another one becomes main if needed. */
export async function deleteAddress(db: Database, user: CurrentUser, unitType: ManagedUnitType, id: string) {
  await db.transaction(async (tx) => {
    const { unitId } = await ownedAddress(tx, user, unitType, id.toLowerCase());
    await tx
      .update(unitAddresses)
      .set({ isDeleted: true, isMain: false, deletionTime: new Date(), deleterUserId: user.id })
      .where(eq(unitAddresses.id, id.toLowerCase()));
    await keepOneMain(tx, unitType, unitId);
  });
  return null;
}
