import { and, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import { modifiedBy } from '../../db/audit';
import type { Transaction } from '../../db/client';
import type { sysTestSamples, tuTestSamples } from '../../db/schema/index';
import { invalidInput, UserFacingError } from '../../lib/errors';

// Level codes of a sample tree (a lab's catalogue or the system library): each level adds a 3-digit
// segment ('001', '001002'), so a subtree is every live row whose code starts with its root's code.

export const SEGMENT = 3;
export const MAX_CODE_LENGTH = 64;

type TreeTable = typeof tuTestSamples | typeof sysTestSamples;

/** One tree: its table and the condition that picks its live rows (a lab's, or the whole library). */
export interface Tree {
  table: TreeTable;
  rows: SQL;
  /** Serialises writes to this tree, so two inserts never pick the same code. */
  lockKey: string;
}

export async function lockTree(tx: Transaction, tree: Tree): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${tree.lockKey}, 0))`);
}

/** The code of a new last child of `parentCode` ('' for the top level); 400 when the level is full or too deep. */
export async function nextChildCode(tx: Transaction, tree: Tree, parentId: string | null, parentCode: string) {
  const { table } = tree;
  const [row] = await tx
    .select({ last: sql<string | null>`max(right(${table.levelCode}, ${SEGMENT}))` })
    .from(table)
    .where(and(tree.rows, parentId ? eq(table.parentId, parentId) : isNull(table.parentId)));
  const next = Number.parseInt(row?.last ?? '0', 10) + 1;
  if (next > 999) throw new UserFacingError('errors.catalogue.levelFull', 400);
  const code = parentCode + String(next).padStart(SEGMENT, '0');
  if (code.length > MAX_CODE_LENGTH) throw invalidInput('parentId', 'errors.catalogue.tooDeep');
  return code;
}

/** The live rows of the subtree rooted at `levelCode` (the root included). */
export const subtreeOf = (tree: Tree, levelCode: string): SQL =>
  and(tree.rows, like(tree.table.levelCode, `${levelCode}%`)) as SQL;

/** Gives a subtree a new root code, keeping every descendant's tail. */
export async function recode(tx: Transaction, tree: Tree, oldCode: string, newCode: string, userId: string) {
  const { table } = tree;
  const [depth] = await tx
    .select({ longest: sql<number>`coalesce(max(length(${table.levelCode})), 0)::int` })
    .from(table)
    .where(subtreeOf(tree, oldCode));
  if ((depth?.longest ?? 0) - oldCode.length + newCode.length > MAX_CODE_LENGTH) {
    throw invalidInput('parentId', 'errors.catalogue.tooDeep');
  }
  await tx
    .update(table)
    .set({
      levelCode: sql`${newCode} || substr(${table.levelCode}, ${oldCode.length + 1})`,
      ...modifiedBy(userId),
    })
    .where(subtreeOf(tree, oldCode));
}

/** Soft-deletes a subtree; answers the ids it deleted. */
export async function deleteSubtree(tx: Transaction, tree: Tree, levelCode: string, userId: string) {
  const { table } = tree;
  const rows = await tx
    .update(table)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: userId })
    .where(subtreeOf(tree, levelCode))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/** Rows of a subtree (root first or not) copied under a new root code, with new ids and parent links. */
export function copyRows<T extends { id: string; parentId: string | null; levelCode: string }>(
  rows: T[],
  rootCode: string,
  newRootCode: string,
  newRootParentId: string | null,
  newId: () => string,
): (T & { sourceId: string })[] {
  const ids = new Map(rows.map((r) => [r.id, newId()]));
  return rows.map((r) => ({
    ...r,
    sourceId: r.id,
    id: ids.get(r.id) as string,
    parentId: r.levelCode === rootCode ? newRootParentId : (ids.get(r.parentId ?? '') ?? newRootParentId),
    levelCode: newRootCode + r.levelCode.slice(rootCode.length),
  }));
}
