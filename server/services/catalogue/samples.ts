import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { SampleInput, SampleStandard, TestSample, UpdateSampleBody } from '../../../contracts/catalogue';
import type { PagedResultOf } from '../../../contracts/common';
import { modifiedBy } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import {
  baseStandards,
  sysTestSamples,
  testUnits,
  tuTestParams,
  tuTestSampleStandards,
  tuTestSamples,
} from '../../db/schema/index';
import { invalidInput, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { standardsOfSamples } from '../../lib/sample-standards';
import { containing } from '../../lib/text';
import { sysTree } from '../sys-library/samples';
import { visibleLab, visibleLabId } from '../test-unit/service';
import { assertParamsUnused, labTree, ownSample, type TestSampleRow } from './access';
import { sampleColumnsOf } from './sample-columns';
import { copyRows, deleteSubtree, lockTree, nextChildCode, recode, subtreeOf } from './tree';

// TuTestSample writes: a lab's own catalogue tree (create, edit, move, delete, copy from the system library,
// reset to the library, clear) and the reads its editor needs (one sample, search by name).

/** What a catalogue sample requires of what is sent in, as a lab's or the system library's form gives it. */
/** Replaces a sample's standards; each must be a live base standard, each (standard, use) once. */
async function replaceStandards(tx: Transaction, testSampleId: string, standards: SampleInput['standards']) {
  if (!standards) return;
  const ids = [...new Set(standards.map((s) => s.sysBaseStandardId.toLowerCase()))];
  const found =
    ids.length === 0
      ? []
      : await tx
          .select({ id: baseStandards.id })
          .from(baseStandards)
          .where(and(inArray(baseStandards.id, ids), eq(baseStandards.isDeleted, false)));
  const seen = new Set<string>();
  for (const [i, s] of standards.entries()) {
    const key = `${s.sysBaseStandardId.toLowerCase()}:${s.utype}`;
    if (!found.some((f) => f.id === s.sysBaseStandardId.toLowerCase()) || seen.has(key)) {
      throw invalidInput(`standards.${i}.sysBaseStandardId`);
    }
    seen.add(key);
  }
  await tx.delete(tuTestSampleStandards).where(eq(tuTestSampleStandards.testSampleId, testSampleId));
  if (standards.length === 0) return;
  await tx.insert(tuTestSampleStandards).values(
    standards.map((s) => ({
      id: newId(),
      testSampleId,
      baseStandardId: s.sysBaseStandardId.toLowerCase(),
      useType: s.utype,
    })),
  );
}

/** The parent a new or moved node goes under: a live sample of the same lab (member `member`), or the top. */
async function parentOf(tx: Transaction, testUnitId: string, parentId: string | null | undefined, member: string) {
  if (!parentId) return { id: null, levelCode: '' };
  const [parent] = await tx
    .select({ id: tuTestSamples.id, levelCode: tuTestSamples.levelCode })
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.id, parentId.toLowerCase()), labTree(testUnitId).rows));
  if (!parent) throw invalidInput(member);
  return parent;
}

/** TuTestSample/GetTestSample: one sample of an active lab with its requirements and standards. */
export async function testSample(db: Database, id: string): Promise<TestSample> {
  const [row] = await db
    .select({ sample: tuTestSamples })
    .from(tuTestSamples)
    .innerJoin(testUnits, and(eq(testUnits.id, tuTestSamples.testUnitId), visibleLab))
    .where(and(eq(tuTestSamples.id, id), eq(tuTestSamples.isDeleted, false)));
  if (!row) throw notFound();
  const standards = (await standardsOfSamples(db, [id])).map((standard) => ({
    sysBaseStandardId: standard.baseStandardId,
    name: standard.name,
    printsCode: standard.code,
    utype: standard.useType,
  }));
  const { testUnitId, isDeleted, deleterUserId, deletionTime, creatorUserId, creationTime, ...sample } = row.sample;
  // useType holds only what a validated input stored (StandardUse).
  return { ...sample, standards: standards as SampleStandard[] };
}

/** A sample's row (`write`) and its standards, written in one transaction; answers the sample as GetTestSample does. */
async function writeSample(
  db: Database,
  id: string,
  standards: SampleInput['standards'],
  write: (tx: Transaction) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    await write(tx);
    await replaceStandards(tx, id, standards);
  });
  return testSample(db, id);
}

export function createSample(db: Database, testUnitId: string, userId: string, input: SampleInput) {
  const id = newId();
  return writeSample(db, id, input.standards, async (tx) => {
    const tree = labTree(testUnitId);
    await lockTree(tx, tree);
    const parent = await parentOf(tx, testUnitId, input.parentId, 'parentId');
    const levelCode = await nextChildCode(tx, tree, parent.id, parent.levelCode);
    await tx.insert(tuTestSamples).values({
      id,
      testUnitId,
      parentId: parent.id,
      levelCode,
      orderIndex: Number.parseInt(levelCode.slice(-3), 10),
      creatorUserId: userId,
      ...sampleColumnsOf(input),
    });
  });
}

export function updateSample(db: Database, testUnitId: string, userId: string, input: UpdateSampleBody) {
  const id = input.id.toLowerCase();
  return writeSample(db, id, input.standards, async (tx) => {
    await ownSample(tx, testUnitId, id);
    await tx
      .update(tuTestSamples)
      .set({ ...sampleColumnsOf(input), ...modifiedBy(userId) })
      .where(eq(tuTestSamples.id, id));
  });
}

/** Moves a sample (with everything under it) to the end of another parent's children, or to the top. */
export async function moveSample(
  db: Database,
  testUnitId: string,
  userId: string,
  id: string,
  parentId: string | null,
) {
  await db.transaction(async (tx) => {
    const tree = labTree(testUnitId);
    await lockTree(tx, tree);
    const node = await ownSample(tx, testUnitId, id);
    const parent = await parentOf(tx, testUnitId, parentId, 'parentId');
    if (parent.id === node.parentId) return;
    // Under itself or its own descendant: the tree would lose the subtree.
    if (parent.levelCode.startsWith(node.levelCode)) throw invalidInput('parentId', 'errors.catalogue.moveIntoSelf');
    const levelCode = await nextChildCode(tx, tree, parent.id, parent.levelCode);
    await recode(tx, tree, node.levelCode, levelCode, userId);
    await tx
      .update(tuTestSamples)
      .set({ parentId: parent.id, orderIndex: Number.parseInt(levelCode.slice(-3), 10) })
      .where(eq(tuTestSamples.id, node.id));
  });
  return testSample(db, id);
}

/** Soft-deletes every sample of `subtree` and their parameters, unless a consignment in progress uses one. */
async function deleteSamples(tx: Transaction, testUnitId: string, levelCode: string, userId: string) {
  const tree = labTree(testUnitId);
  const inSubtree = sql`${tuTestParams.testSampleId} in (select ${tuTestSamples.id} from ${tuTestSamples} where ${subtreeOf(tree, levelCode)})`;
  await assertParamsUnused(tx, and(eq(tuTestParams.isDeleted, false), inSubtree) as never);
  await tx
    .update(tuTestParams)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: userId })
    .where(and(eq(tuTestParams.isDeleted, false), inSubtree));
  return deleteSubtree(tx, tree, levelCode, userId);
}

export async function deleteSample(db: Database, testUnitId: string, userId: string, id: string): Promise<null> {
  await db.transaction(async (tx) => {
    await lockTree(tx, labTree(testUnitId));
    const node = await ownSample(tx, testUnitId, id);
    await deleteSamples(tx, testUnitId, node.levelCode, userId);
  });
  return null;
}

/** TuTestSample/ClearTestSample: the whole catalogue, under the same rule as a delete. */
export async function clearCatalogue(db: Database, testUnitId: string, userId: string): Promise<null> {
  await db.transaction(async (tx) => {
    await lockTree(tx, labTree(testUnitId));
    await deleteSamples(tx, testUnitId, '', userId);
  });
  return null;
}

type SysRow = typeof sysTestSamples.$inferSelect;

/** Copies library rows (a subtree, or several top-level subtrees) into the lab's tree. */
async function insertCopies(tx: Transaction, testUnitId: string, userId: string, rows: TestSampleLike[]) {
  if (rows.length === 0) return;
  await tx.insert(tuTestSamples).values(
    rows.map((r) => ({
      id: r.id,
      testUnitId,
      parentId: r.parentId,
      levelCode: r.levelCode,
      sampleName: r.sampleName,
      sampleCode: r.sampleCode,
      sysTestSampleId: r.sourceId,
      description: r.description,
      orderIndex: r.orderIndex,
      countRequire: r.countRequire,
      sampleStatusRequire: r.sampleStatusRequire,
      defaultSampleDescription: r.defaultSampleDescription,
      otherRequire: r.otherRequire,
      creatorUserId: userId,
    })),
  );
}
type TestSampleLike = SysRow & { sourceId: string };

/** TuTestSample/CopyFromSysTestSample: a library sample and everything under it, as a new last child of `parentId`. */
export async function copyFromSystem(
  db: Database,
  testUnitId: string,
  userId: string,
  input: { sysTestSampleId: string; parentId?: string | null },
): Promise<TestSampleRow['id']> {
  return db.transaction(async (tx) => {
    const tree = labTree(testUnitId);
    await lockTree(tx, tree);
    const library = sysTree();
    const [root] = await tx
      .select()
      .from(sysTestSamples)
      .where(and(eq(sysTestSamples.id, input.sysTestSampleId.toLowerCase()), library.rows));
    if (!root) throw invalidInput('sysTestSampleId');
    const parent = await parentOf(tx, testUnitId, input.parentId, 'parentId');
    const levelCode = await nextChildCode(tx, tree, parent.id, parent.levelCode);
    const rows = await tx
      .select()
      .from(sysTestSamples)
      .where(subtreeOf(library, root.levelCode))
      .orderBy(asc(sysTestSamples.levelCode));
    const copies = copyRows(rows, root.levelCode, levelCode, parent.id, newId);
    await insertCopies(tx, testUnitId, userId, copies);
    return copies[0]?.id as string;
  });
}

/** TuTestSample/ResetByTemplate: the catalogue becomes a copy of the whole system library (no prices). */
export async function resetToLibrary(db: Database, testUnitId: string, userId: string): Promise<null> {
  await db.transaction(async (tx) => {
    await lockTree(tx, labTree(testUnitId));
    await deleteSamples(tx, testUnitId, '', userId);
    const rows = await tx.select().from(sysTestSamples).where(sysTree().rows).orderBy(asc(sysTestSamples.levelCode));
    // The library's own codes fit the emptied tree; top-level rows keep a null parent.
    const ids = new Map(rows.map((r) => [r.id, newId()]));
    await insertCopies(
      tx,
      testUnitId,
      userId,
      rows.map((r) => ({
        ...r,
        sourceId: r.id,
        id: ids.get(r.id) as string,
        parentId: r.parentId ? (ids.get(r.parentId) ?? null) : null,
      })),
    );
  });
  return null;
}

/** TuTestSample/SearchTestSample: an active lab's samples whose name contains `name`, with their path. */
export async function searchSamples(
  db: Database,
  testUnitId: string,
  name: string,
  page: Page,
): Promise<
  PagedResultOf<{ id: string; sampleName: string; sampleCode: string | null; levelCode: string; path: string }>
> {
  await visibleLabId(db, testUnitId);
  const where = and(labTree(testUnitId).rows, ilike(tuTestSamples.sampleName, containing(name)));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(tuTestSamples).where(where);
  const items = await db
    .select({
      id: tuTestSamples.id,
      sampleName: tuTestSamples.sampleName,
      sampleCode: tuTestSamples.sampleCode,
      levelCode: tuTestSamples.levelCode,
      // Written out: drizzle leaves columns unqualified in a one-table select, which a correlated subquery needs.
      path: sql<string>`(select string_agg(a.sample_name, ' / ' order by a.level_code) from tu_test_sample a
        where a.test_unit_id = ${testUnitId} and a.is_deleted = false
        and "tu_test_sample"."level_code" like a.level_code || '%')`,
    })
    .from(tuTestSamples)
    .where(where)
    .orderBy(asc(tuTestSamples.levelCode))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, items };
}
