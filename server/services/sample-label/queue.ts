import { and, count, desc, eq, exists, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { WitnessQueue, WitnessQueueQuery } from '../../../contracts/sample-label';
import { BEFORE_TEST_STATUSES } from '../../../machines/consignment';
import { AWAITING_WITNESS_STATUSES } from '../../../machines/sample-label';
import type { Database } from '../../db/client';
import { consignInfos, consignUnits, projects, sampleLabels, testUnits } from '../../db/schema/index';
import { pageOf } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { witnessPhoneOfUser } from './access';

// The witness's queue: the consignments that name the caller's proven mobile as their witness phone and have labels
// bound and waiting for the witness, whatever unit the caller belongs to (the supervising engineer is usually of
// neither side). Anyone else gets an empty page, never an error: being nobody's witness is not a refusal.

const waitingLabels = (consignId: SQL | typeof consignInfos.id) =>
  and(eq(sampleLabels.consignId, consignId), inArray(sampleLabels.labelStatus, [...AWAITING_WITNESS_STATUSES])) as SQL;

/** GetWitnessQueue: newest first, paged; the waiting labels counted in SQL (consign_info_witness_phone_idx). */
export async function witnessQueue(db: Database, user: CurrentUser, query: WitnessQueueQuery): Promise<WitnessQueue> {
  const phone = witnessPhoneOfUser(user);
  if (!phone) return { totalCount: 0, items: [] };
  const { offset, limit } = pageOf(query);
  const where = and(
    eq(consignInfos.jzphone, phone),
    eq(consignInfos.isDeleted, false),
    isNotNull(consignInfos.jzphone),
    inArray(consignInfos.consignStatus, [...BEFORE_TEST_STATUSES]),
    exists(db.select({ one: sql`1` }).from(sampleLabels).where(waitingLabels(consignInfos.id))),
  );
  const waiting = db.select({ n: count() }).from(sampleLabels).where(waitingLabels(consignInfos.id));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(consignInfos).where(where),
    db
      .select({
        consignId: consignInfos.id,
        consignCode: consignInfos.consignCode,
        consignStatus: consignInfos.consignStatus,
        projectName: projects.projectName,
        consignUnitName: consignUnits.name,
        testUnitName: testUnits.testUnitName,
        linkPerson: consignInfos.linkPerson,
        jzunit: consignInfos.jzunit,
        waiting: sql<number>`(${waiting})`.mapWith(Number),
        commitConsignTime: consignInfos.commitConsignTime,
      })
      .from(consignInfos)
      .innerJoin(consignUnits, eq(consignUnits.id, consignInfos.consignUnitId))
      .innerJoin(testUnits, eq(testUnits.id, consignInfos.testUnitId))
      .leftJoin(projects, eq(projects.id, consignInfos.projectId))
      .where(where)
      .orderBy(desc(consignInfos.creationTime), desc(consignInfos.id))
      .offset(offset)
      .limit(limit),
  ]);
  return {
    totalCount: total?.n ?? 0,
    items: rows.map((row) => ({ ...row, commitConsignTime: row.commitConsignTime?.toISOString() ?? null })),
  };
}
