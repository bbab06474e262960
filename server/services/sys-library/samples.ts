import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  CreateSysSampleBody,
  SysSample,
  SysSampleLevelRow,
  UpdateSysSampleBody,
} from '../../../contracts/sys-library';
import { editRow } from '../../db/audit';
import type { Database, Db } from '../../db/client';
import { newId } from '../../db/ids';
import { sysTestSamples } from '../../db/schema/index';
import { invalidInput, notFound } from '../../lib/errors';
import type { Page } from '../../lib/paging';
import { containing, given } from '../../lib/text';
import { sampleColumnsOf } from '../catalogue/sample-columns';
import { nest, type SampleTreeNode } from '../catalogue/service';
import { deleteSubtree, lockTree, nextChildCode, SEGMENT, type Tree } from '../catalogue/tree';

// SysTestSample: the platform's sample library, kept by admin, read by labs to copy from.

export const sysTree = (): Tree => ({
  table: sysTestSamples,
  rows: eq(sysTestSamples.isDeleted, false) as SQL,
  lockKey: 'sys-library',
});

const detailColumns = {
  id: sysTestSamples.id,
  parentId: sysTestSamples.parentId,
  levelCode: sysTestSamples.levelCode,
  sampleName: sysTestSamples.sampleName,
  sampleCode: sysTestSamples.sampleCode,
  description: sysTestSamples.description,
  orderIndex: sysTestSamples.orderIndex,
  countRequire: sysTestSamples.countRequire,
  sampleStatusRequire: sysTestSamples.sampleStatusRequire,
  defaultSampleDescription: sysTestSamples.defaultSampleDescription,
  otherRequire: sysTestSamples.otherRequire,
};

async function liveRow(db: Db, id: string): Promise<SysSample> {
  const [row] = await db
    .select(detailColumns)
    .from(sysTestSamples)
    .where(and(eq(sysTestSamples.id, id), sysTree().rows));
  if (!row) throw notFound();
  return row;
}

/** SysTestSample/Get */
export const sysSample = (db: Database, id: string) => liveRow(db, id);

/** SysTestSample/GetAll: a page of the library in tree order (levelCode, its unique index), filtered by name or code. */
export async function allSysSamples(
  db: Database,
  search: string | undefined,
  page: Page,
): Promise<PagedResultOf<SysSample>> {
  const text = given(search);
  const where = (
    text
      ? and(
          sysTree().rows,
          or(
            sql`${sysTestSamples.sampleName} ilike ${containing(text)}`,
            sql`${sysTestSamples.sampleCode} ilike ${containing(text)}`,
          ),
        )
      : sysTree().rows
  ) as SQL;
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(sysTestSamples).where(where);
  const items = await db
    .select(detailColumns)
    .from(sysTestSamples)
    .where(where)
    .orderBy(asc(sysTestSamples.levelCode))
    .offset(page.offset)
    .limit(page.limit);
  return { totalCount: total?.n ?? 0, items };
}

/** SysTestSample/GetSysTestSampleTree: the whole library as a tree. */
export async function sysSampleTree(db: Database): Promise<SampleTreeNode[]> {
  const rows = await db
    .select({
      id: sysTestSamples.id,
      label: sysTestSamples.sampleName,
      parentId: sysTestSamples.parentId,
      levelCode: sysTestSamples.levelCode,
      sampleCode: sysTestSamples.sampleCode,
    })
    .from(sysTestSamples)
    .where(sysTree().rows)
    .orderBy(asc(sysTestSamples.levelCode));
  return nest(rows);
}

/** SysTestSample/GetSysTestSampleDtoByLevelCode: the children of the node with `levelCode` ('' = the top level). */
export async function sysSamplesByLevelCode(db: Database, levelCode: string): Promise<SysSampleLevelRow[]> {
  const child = `${levelCode}${'_'.repeat(SEGMENT)}`;
  return db
    .select({
      ...detailColumns,
      // Written out: drizzle leaves columns unqualified in a one-table select, which a correlated subquery needs.
      hasChildren: sql<boolean>`exists (select 1 from sys_test_sample c where c.is_deleted = false
        and c.parent_id = "sys_test_sample"."id")`,
    })
    .from(sysTestSamples)
    .where(and(sysTree().rows, sql`${sysTestSamples.levelCode} like ${child}`))
    .orderBy(asc(sysTestSamples.levelCode));
}

export async function createSysSample(db: Database, userId: string, input: CreateSysSampleBody): Promise<SysSample> {
  const id = newId();
  await db.transaction(async (tx) => {
    const tree = sysTree();
    await lockTree(tx, tree);
    let parent: { id: string | null; levelCode: string } = { id: null, levelCode: '' };
    if (input.parentId) {
      const [row] = await tx
        .select({ id: sysTestSamples.id, levelCode: sysTestSamples.levelCode })
        .from(sysTestSamples)
        .where(and(eq(sysTestSamples.id, input.parentId.toLowerCase()), tree.rows));
      if (!row) throw invalidInput('parentId');
      parent = row;
    }
    const levelCode = await nextChildCode(tx, tree, parent.id, parent.levelCode);
    await tx.insert(sysTestSamples).values({
      id,
      parentId: parent.id,
      levelCode,
      orderIndex: Number.parseInt(levelCode.slice(-SEGMENT), 10),
      creatorUserId: userId,
      ...sampleColumnsOf(input),
    });
  });
  return liveRow(db, id);
}

export const updateSysSample = (db: Database, userId: string, input: UpdateSysSampleBody): Promise<SysSample> =>
  editRow(db, sysTestSamples, input.id.toLowerCase(), userId, liveRow, () => sampleColumnsOf(input));

/** Deletes a library sample and everything under it; labs' copies stay (they only remember where they came from). */
export async function deleteSysSample(db: Database, userId: string, id: string): Promise<null> {
  await db.transaction(async (tx) => {
    await lockTree(tx, sysTree());
    const row = await liveRow(tx, id);
    await deleteSubtree(tx, sysTree(), row.levelCode, userId);
  });
  return null;
}
