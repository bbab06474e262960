import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  AddQualificationsBody,
  CreateQualificationBody,
  Qualification,
  QualificationName,
  UpdateQualificationBody,
} from '../../../contracts/qualification';
import type { Database, Transaction } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { sameText } from '../../db/match';
import { sysQualifications, testUnits, tuQualifications } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { visibleLab } from '../test-unit/service';
import { managedUnit, managesEveryUnit, ownUnitOf } from '../unit-address/access';

const columns = {
  id: tuQualifications.id,
  name: tuQualifications.name,
  sysQualificationId: tuQualifications.sysQualificationId,
  createTime: tuQualifications.createTime,
  testUnitId: tuQualifications.testUnitId,
  orderIndex: tuQualifications.orderIndex,
};

type Row = { createTime: Date } & Record<string, unknown>;
const wire = <T extends Row>(row: T) => ({ ...row, createTime: row.createTime.toISOString() });

/** A lab's qualifications in its order, whole records. */
export async function qualificationsOfLab(db: Database | Transaction, testUnitId: string): Promise<Qualification[]> {
  const rows = await db
    .select(columns)
    .from(tuQualifications)
    .where(eq(tuQualifications.testUnitId, testUnitId))
    .orderBy(asc(tuQualifications.orderIndex), asc(tuQualifications.name));
  return rows.map(wire);
}

/**
 * TuQualification/GetTuQualifications: a lab's qualifications in its order. Admin and the lab itself
 * read them whatever the lab's state; anyone else signed in only an active lab's (else 404).
 */
export async function listQualifications(db: Database, user: CurrentUser, testUnitId?: string) {
  const id = testUnitId?.toLowerCase() ?? ownUnitOf(user, UnitType.TestUnit);
  if (!id) throw notFound();
  const manages = managesEveryUnit(user, UnitType.TestUnit) || id === ownUnitOf(user, UnitType.TestUnit);
  if (manages) return qualificationsOfLab(db, await managedUnit(db, user, UnitType.TestUnit, id));
  const [lab] = await db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(and(eq(testUnits.id, id), visibleLab));
  if (!lab) throw notFound();
  return qualificationsOfLab(db, lab.id);
}

/** The qualification `id` if the user manages its lab (admin any, a lab its own); else 404 (403 for other roles). */
async function managedQualification(tx: Database | Transaction, user: CurrentUser, id: string) {
  const [row] = await tx.select(columns).from(tuQualifications).where(eq(tuQualifications.id, id.toLowerCase()));
  if (!row) throw notFound();
  await managedUnit(tx, user, UnitType.TestUnit, row.testUnitId);
  return row;
}

export async function getQualification(db: Database, user: CurrentUser, id: string) {
  return wire(await managedQualification(db, user, id));
}

/** 400 on `name` when the lab already holds a qualification of that name (ignoring case and spaces around). */
async function assertNewName(tx: Transaction, testUnitId: string, name: string, exceptId?: string) {
  const sameName = and(eq(tuQualifications.testUnitId, testUnitId), sameText(tuQualifications.name, name));
  if (await rowExists(tx, tuQualifications, sameName, exceptId))
    throw invalidInput('name', 'errors.qualification.duplicate', { name });
}

/** A lab's qualifications are answered whole, so a lab holds at most this many. */
export const MAX_QUALIFICATIONS = 100;

/** 409 when `adding` more qualifications would take the lab past MAX_QUALIFICATIONS. */
async function assertRoomFor(tx: Transaction, testUnitId: string, adding: number) {
  const [held] = await tx
    .select({ n: count() })
    .from(tuQualifications)
    .where(eq(tuQualifications.testUnitId, testUnitId));
  if ((held?.n ?? 0) + adding > MAX_QUALIFICATIONS) {
    throw new UserFacingError('errors.qualification.tooMany', 409, { limit: MAX_QUALIFICATIONS });
  }
}

const nextOrder = async (tx: Transaction, testUnitId: string) => {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${tuQualifications.orderIndex}) + 1, 0)::int` })
    .from(tuQualifications)
    .where(eq(tuQualifications.testUnitId, testUnitId));
  return row?.n ?? 0;
};

/** TuQualification/Create: a qualification by name (free text, or a name from the platform's list). */
export async function createQualification(db: Database, user: CurrentUser, input: CreateQualificationBody) {
  const name = input.name.trim();
  if (!name) throw invalidInput('name', 'errors.validation.required');
  const id = newId();
  await db.transaction(async (tx) => {
    const testUnitId = await managedUnit(tx, user, UnitType.TestUnit, input.testUnitId);
    await assertNewName(tx, testUnitId, name);
    await assertRoomFor(tx, testUnitId, 1);
    await tx.insert(tuQualifications).values({
      id,
      testUnitId,
      name,
      sysQualificationId: input.sysQualificationId ?? null,
      orderIndex: input.orderIndex ?? (await nextOrder(tx, testUnitId)),
    });
  });
  return getQualification(db, user, id);
}

/** TuQualification/Update: renames or reorders one qualification. */
export async function updateQualification(db: Database, user: CurrentUser, input: UpdateQualificationBody) {
  await db.transaction(async (tx) => {
    const row = await managedQualification(tx, user, input.id);
    const name = input.name?.trim();
    if (input.name !== undefined && !name) throw invalidInput('name', 'errors.validation.required');
    if (name) await assertNewName(tx, row.testUnitId, name, row.id);
    await tx
      .update(tuQualifications)
      .set({ ...(name ? { name } : {}), ...(input.orderIndex === undefined ? {} : { orderIndex: input.orderIndex }) })
      .where(eq(tuQualifications.id, row.id));
  });
  return getQualification(db, user, input.id);
}

/** TuQualification/Delete. Consignments keep the qualification name they were booked under. */
export async function deleteQualification(db: Database, user: CurrentUser, id: string) {
  const row = await managedQualification(db, user, id);
  await db.delete(tuQualifications).where(eq(tuQualifications.id, row.id));
  return null;
}

/**
 * TuQualification/AddQualification: adds entries of the platform's list to a lab, in the list's order,
 * after its own; names the lab already holds are skipped. Answers the lab's whole list.
 */
export async function addQualifications(db: Database, user: CurrentUser, input: AddQualificationsBody) {
  const testUnitId = await db.transaction(async (tx) => {
    const labId = await managedUnit(tx, user, UnitType.TestUnit, input.testUnitId);
    const ids = [...new Set(input.sysQualificationIds.map((id) => id.toLowerCase()))];
    const chosen = await tx
      .select({ id: sysQualifications.id, name: sysQualifications.name })
      .from(sysQualifications)
      .where(inArray(sysQualifications.id, ids))
      .orderBy(asc(sysQualifications.orderIndex));
    if (chosen.length !== ids.length) throw invalidInput('sysQualificationIds', 'errors.qualification.unknown');
    const held = new Set((await qualificationsOfLab(tx, labId)).map((q) => String(q.name).toLowerCase()));
    let order = await nextOrder(tx, labId);
    const fresh = chosen.filter((q) => !held.has(q.name.toLowerCase()));
    if (fresh.length > 0) {
      await assertRoomFor(tx, labId, fresh.length);
      await tx.insert(tuQualifications).values(
        fresh.map((q) => ({
          id: newId(),
          testUnitId: labId,
          name: q.name,
          sysQualificationId: q.id,
          orderIndex: order++,
        })),
      );
    }
    return labId;
  });
  return qualificationsOfLab(db, testUnitId);
}

/** Qualification/GetQualificationNameList: the platform's list, in its order. */
export async function qualificationNameList(db: Database): Promise<QualificationName[]> {
  return db
    .select({ id: sysQualifications.id, name: sysQualifications.name })
    .from(sysQualifications)
    .orderBy(asc(sysQualifications.orderIndex), asc(sysQualifications.name));
}
