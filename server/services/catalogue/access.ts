import { and, countDistinct, eq, inArray, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../../machines/consignment';
import type { Database, Transaction } from '../../db/client';
import { buSampleInfos, buSampleParams, consignInfos, tuTestParams, tuTestSamples } from '../../db/schema/index';
import { forbidden, notFound, UserFacingError } from '../../lib/errors';
import { Permission } from '../../lib/permissions';
import type { CurrentUser } from '../../plugins/auth';
import type { Tree } from './tree';

/** The lab whose catalogue the user may change: its own, and only as a lab user (admin and consignors: 403). */
export function ownLab(user: CurrentUser): string {
  if (!user.testUnitId || !user.permissions.includes(Permission.CatalogueManage)) throw forbidden();
  return user.testUnitId;
}

/** A lab's catalogue as a tree of its live samples. */
export const labTree = (testUnitId: string): Tree => ({
  table: tuTestSamples,
  rows: and(eq(tuTestSamples.testUnitId, testUnitId), eq(tuTestSamples.isDeleted, false)) as SQL,
  lockKey: `catalogue:${testUnitId}`,
});

export type TestSampleRow = typeof tuTestSamples.$inferSelect;

/** A live sample of the lab's own catalogue; another lab's (or a deleted one) is 404. */
export async function ownSample(db: Database | Transaction, testUnitId: string, id: string): Promise<TestSampleRow> {
  const [row] = await db
    .select()
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.id, id), labTree(testUnitId).rows));
  if (!row) throw notFound();
  return row;
}

export type TestParamRow = typeof tuTestParams.$inferSelect;

/** A live parameter of the lab's own catalogue; else 404. */
export async function ownParam(db: Database | Transaction, testUnitId: string, id: string): Promise<TestParamRow> {
  const [row] = await db
    .select()
    .from(tuTestParams)
    .where(and(eq(tuTestParams.id, id), eq(tuTestParams.testUnitId, testUnitId), eq(tuTestParams.isDeleted, false)));
  if (!row) throw notFound();
  return row;
}

/**
 * 409 while a consignment still in progress (OPEN_STATUSES: Draft to InTest, not deleted) uses one of the parameters
 * `params` picks: deleting them would break a booking or a test under way. Completed and Cancelled
 * consignments keep their own copy of name, code and price and do not count.
 */
export async function assertParamsUnused(tx: Transaction, params: SQL): Promise<void> {
  const [row] = await tx
    .select({ n: countDistinct(consignInfos.id) })
    .from(tuTestParams)
    .innerJoin(buSampleParams, eq(buSampleParams.tuTestParamId, tuTestParams.id))
    .innerJoin(buSampleInfos, eq(buSampleInfos.id, buSampleParams.buSampleInfoId))
    .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
    .where(
      and(
        params,
        eq(buSampleInfos.isDeleted, false),
        eq(consignInfos.isDeleted, false),
        inArray(consignInfos.consignStatus, OPEN_STATUSES),
      ),
    );
  const count = row?.n ?? 0;
  if (count > 0) throw new UserFacingError('errors.catalogue.inUse', 409, { count });
}
