import { and, eq, type SQL } from 'drizzle-orm';
import type { UpdateBody } from '../../../contracts/site-consign';
import { CONTACT_FIELDS } from '../../../machines/consign-fields';
import { ConsignType, INITIAL_CONSIGN_STATUS } from '../../../machines/consignment';
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
import { loadVisible } from './access';
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

/** An id a consignment refers to (its input field), and the condition its row must meet (whose it is, still live). */
type Reference = {
  field: string;
  table: typeof projects | typeof unitAddresses | typeof tuQualifications | typeof testUnits;
  where: SQL | undefined;
};

/** The lab a new consignment goes to: it must be active. */
const activeLab = (testUnitId: string): Reference => ({
  field: 'testUnitId',
  table: testUnits,
  where: and(eq(testUnits.id, testUnitId), eq(testUnits.isActive, true), eq(testUnits.isDeleted, false)),
});

/** The references the input names (only the ids sent). */
function referencesOf(input: ConsignInput, consignUnitId: string, testUnitId: string): Reference[] {
  const { projectId, testUnitAddressId, tuqualificationId } = input;
  return [
    projectId && {
      field: 'projectId',
      table: projects,
      where: and(eq(projects.id, projectId), eq(projects.consignUnitId, consignUnitId), eq(projects.isDeleted, false)),
    },
    testUnitAddressId && {
      field: 'testUnitAddressId',
      table: unitAddresses,
      where: and(
        eq(unitAddresses.id, testUnitAddressId),
        eq(unitAddresses.unitType, UnitType.TestUnit),
        eq(unitAddresses.unitId, testUnitId),
        eq(unitAddresses.isDeleted, false),
      ),
    },
    tuqualificationId && {
      field: 'tuqualificationId',
      table: tuQualifications,
      where: and(eq(tuQualifications.id, tuqualificationId), eq(tuQualifications.testUnitId, testUnitId)),
    },
  ].filter((reference) => !!reference);
}

/**
 * 400 unless each id the input names belongs where it must (the project to the consigning unit, the address and the
 * qualification to the lab). Runs in the writing transaction, one query after another, and keeps each found row
 * share-locked until commit, so a concurrent removal (from any process) waits and cannot leave a dangling reference.
 */
async function checkReferences(tx: Transaction, references: Reference[]) {
  for (const { field, table, where } of references) {
    const found = await tx.select({ id: table.id }).from(table).where(where).for('share');
    if (found.length === 0) throw invalidInput(field);
  }
}

/** A new consignment's own columns: what it is and whose; the rest of a Draft's bookkeeping is insertDraft's. */
type DraftColumns = Omit<typeof consignInfos.$inferInsert, 'consignCode' | 'consignStatus'> & {
  id: string;
  consignType: ConsignType;
  testUnitId: string;
};

/** Inserts a new consignment (the machine's first status, Draft) with its code (the lab's daily sequence for its type) and the log row of how it began. */
async function insertDraft(
  tx: Transaction,
  columns: DraftColumns,
  user: CurrentUser,
  at: Date,
  event: 'SAVE' | 'COPY',
  description?: string,
) {
  await tx.insert(consignInfos).values({
    ...columns,
    consignCode: await nextConsignCode(tx, columns.testUnitId, columns.consignType, at),
    consignStatus: INITIAL_CONSIGN_STATUS,
    isSaved: true,
    creationTime: at,
    creatorUserId: user.id,
  });
  await writeLog(tx, { consignId: columns.id, event, from: null, to: INITIAL_CONSIGN_STATUS, user, description, at });
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
    await checkReferences(tx, [activeLab(testUnitId), ...referencesOf(input, consignUnitId, testUnitId)]);
    await insertDraft(tx, { ...columnsOf(input), id, consignType, consignUnitId, testUnitId }, user, at, 'SAVE');
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
    await checkReferences(tx, referencesOf(input, row.consignUnitId, row.testUnitId));
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
      await insertDraft(
        tx,
        {
          id: newConsignId,
          consignType: row.consignType as ConsignType,
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
        },
        user,
        at,
        'COPY',
        [row.consignCode, description?.trim()].filter(Boolean).join(' — '),
      );
      await copySamples(tx, await sampleIdsOf(tx, row.id), newConsignId, user.id);
    });
    return newConsignId;
  };
