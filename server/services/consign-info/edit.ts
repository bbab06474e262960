import { and, eq } from 'drizzle-orm';
import type { UpdateBody } from '../../../contracts/site-consign';
import { ConsignStatus, ConsignType } from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { consignInfos, projects, testUnits, tuQualifications, unitAddresses } from '../../db/schema/index';
import { nextConsignCode } from '../../lib/consign-code';
import { UnitType } from '../../lib/enums';
import { forbidden, invalidInput, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { type Catalogue, checkSamples } from '../sample-info/catalogue-check';
import { sampleIdsOf } from '../sample-info/sample-read';
import { copySamples, replaceSamples } from '../sample-info/sample-write';
import type { SampleInput } from '../sample-info/types';
import { CONTACT_FIELDS, loadVisible } from './access';
import { consignment } from './queries';
import { actingRole, assertMay, type Described, guardedUpdate, writeLog } from './workflow';

// Create, save and copy: the consignor's edits of a Draft (or Returned) consignment.

/** The consignment fields a consignor sets (a booking's too: what to test and when); the contracts' names. */
export type ConsignInput = Omit<UpdateBody, 'id' | 'consignType' | 'samples'>;

const EDITABLE = ['projectId', 'testUnitAddressId', ...CONTACT_FIELDS, 'memo', 'testContent'] as const;

/** The columns an input sets (only the fields sent); checkReferences() checks the ids in them. */
function columnsOf(input: ConsignInput) {
  const set: Partial<typeof consignInfos.$inferInsert> = {};
  for (const field of EDITABLE) if (field in input) (set as Record<string, unknown>)[field] = input[field] ?? null;
  if ('tuqualificationId' in input) set.tuQualificationId = input.tuqualificationId ?? null;
  if ('expectTestTime' in input) set.expectTestTime = input.expectTestTime ? new Date(input.expectTestTime) : null;
  return set;
}

/**
 * 400 unless each id the input names belongs where it must (the project to the consigning unit, the address and the
 * qualification to the lab). Runs in the writing transaction, one query after another, and keeps each found row
 * share-locked until commit, so a concurrent removal (from any process) waits and cannot leave a dangling reference.
 */
async function checkReferences(tx: Transaction, input: ConsignInput, consignUnitId: string, testUnitId: string) {
  if (input.projectId) {
    const found = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(eq(projects.id, input.projectId), eq(projects.consignUnitId, consignUnitId), eq(projects.isDeleted, false)),
      )
      .for('share');
    if (found.length === 0) throw invalidInput('projectId');
  }
  if (input.testUnitAddressId) {
    const found = await tx
      .select({ id: unitAddresses.id })
      .from(unitAddresses)
      .where(
        and(
          eq(unitAddresses.id, input.testUnitAddressId),
          eq(unitAddresses.unitType, UnitType.TestUnit),
          eq(unitAddresses.unitId, testUnitId),
          eq(unitAddresses.isDeleted, false),
        ),
      )
      .for('share');
    if (found.length === 0) throw invalidInput('testUnitAddressId');
  }
  if (input.tuqualificationId) {
    const found = await tx
      .select({ id: tuQualifications.id })
      .from(tuQualifications)
      .where(and(eq(tuQualifications.id, input.tuqualificationId), eq(tuQualifications.testUnitId, testUnitId)))
      .for('share');
    if (found.length === 0) throw invalidInput('tuqualificationId');
  }
}

/** CreateRawMateriaConsingInfo: a new raw-material Draft of the caller's unit, its code assigned now. */
export const createRawMaterial = (db: Database, user: CurrentUser, language: Language, input: ConsignInput) =>
  createDraft(db, user, language, input, ConsignType.RawMaterial);

/** A new Draft of `consignType` for the caller's unit, with its code (the type's prefix) assigned now. */
export async function createDraft(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: ConsignInput,
  consignType: ConsignType,
) {
  if (actingRole(user) !== 'consignor') throw forbidden();
  const consignUnitId = user.consignUnitId as string;
  const testUnitId = input.testUnitId as string;
  const id = newId();
  const at = new Date();
  await db.transaction(async (tx) => {
    // The lab stays active until the draft is in (share lock), like every row the draft refers to.
    const [lab] = await tx
      .select({ id: testUnits.id })
      .from(testUnits)
      .where(and(eq(testUnits.id, testUnitId), eq(testUnits.isActive, true), eq(testUnits.isDeleted, false)))
      .for('share');
    if (!lab) throw invalidInput('testUnitId');
    await checkReferences(tx, input, consignUnitId, testUnitId);
    await tx.insert(consignInfos).values({
      ...columnsOf(input),
      id,
      consignCode: await nextConsignCode(tx, testUnitId, consignType, at),
      consignType,
      consignStatus: ConsignStatus.Draft,
      consignUnitId,
      testUnitId,
      isSaved: true,
      creationTime: at,
      creatorUserId: user.id,
    });
    await writeLog(tx, { consignId: id, event: 'SAVE', from: null, to: ConsignStatus.Draft, user, at });
  });
  return consignment(db, user, language, id);
}

/** SaveConsignInfo: fields sent are written; samples, when sent, replace the set. Status unchanged. */
export async function save(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: ConsignInput & { id: string; samples?: SampleInput[] },
) {
  const role = actingRole(user);
  const row = await loadVisible(db, user, input.id);
  assertMay(row, { type: 'SAVE', role }, language);
  if (input.testUnitId !== undefined && input.testUnitId.toLowerCase() !== row.testUnitId) {
    // The code's daily sequence and the chosen samples belong to the lab: a different lab is a new consignment.
    throw invalidInput('testUnitId', 'errors.consignment.labFixed');
  }
  let catalogue: Catalogue | undefined;
  if (input.samples) {
    // References must share the project the consignment has after this save.
    const projectId = 'projectId' in input ? (input.projectId ?? null) : row.projectId;
    const scope = { consignId: row.id, testUnitId: row.testUnitId, consignUnitId: row.consignUnitId, projectId };
    catalogue = await checkSamples(db, scope, input.samples);
  }
  const changes = { ...columnsOf(input), isSaved: true };
  await guardedUpdate(db, row, { type: 'SAVE', role }, user, changes, null, async (tx) => {
    // Under the consignment's row lock (the guarded UPDATE): a failed check rolls the update back.
    await checkReferences(tx, input, row.consignUnitId, row.testUnitId);
    if (input.samples && catalogue) await replaceSamples(tx, row.id, input.samples, catalogue, user.id);
  });
  return consignment(db, user, language, row.id);
}

/** CopyConsignInfo: a new Draft with a new code, the same fields, samples and parameters; answers the new id. */
export const copy =
  ({ description }: Described) =>
  async (db: Database, user: CurrentUser, language: Language, id: string): Promise<string> => {
    const role = actingRole(user);
    const row = await loadVisible(db, user, id);
    assertMay(row, { type: 'COPY', role }, language);
    const newConsignId = newId();
    const at = new Date();
    await db.transaction(async (tx) => {
      // The source is share-locked while it is copied, so a save or a transition (from any process) waits for the
      // copy to finish and the copy sees one version of its samples; if it moved since it was read: 409.
      const [source] = await tx
        .select({ status: consignInfos.consignStatus })
        .from(consignInfos)
        .where(and(eq(consignInfos.id, row.id), eq(consignInfos.isDeleted, false)))
        .for('share');
      if (source?.status !== row.consignStatus) throw new UserFacingError('errors.conflict', 409);
      await tx.insert(consignInfos).values({
        id: newConsignId,
        consignCode: await nextConsignCode(tx, row.testUnitId, row.consignType, at),
        consignType: row.consignType,
        consignStatus: ConsignStatus.Draft,
        consignUnitId: row.consignUnitId,
        testUnitId: row.testUnitId,
        projectId: row.projectId,
        testUnitAddressId: row.testUnitAddressId,
        tuQualificationId: row.tuQualificationId,
        linkPerson: row.linkPerson,
        linkPersonPhone: row.linkPersonPhone,
        jzunit: row.jzunit,
        jhperson: row.jhperson,
        jzcardNo: row.jzcardNo,
        jzphone: row.jzphone,
        memo: row.memo,
        testContent: row.testContent,
        consginTestType: row.consginTestType,
        bookingType: row.bookingType,
        isSaved: true,
        creationTime: at,
        creatorUserId: user.id,
      });
      await copySamples(tx, await sampleIdsOf(tx, row.id), newConsignId, user.id);
      const text = [`${row.consignCode}`, description?.trim()].filter(Boolean).join(' — ');
      await writeLog(tx, {
        consignId: newConsignId,
        event: 'COPY',
        from: null,
        to: ConsignStatus.Draft,
        user,
        description: text,
        at,
      });
    });
    return newConsignId;
  };
