import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { EDITABLE_STATUSES } from '../../../machines/consignment';
import type { Db, Transaction } from '../../db/client';
import { EMPTY_ID } from '../../db/ids';
import { buSampleInfos, buSampleRefs, consignInfos } from '../../db/schema/index';
import type { SampleScope } from './types';

// Reference samples (bu_sample_ref): a sample may refer to earlier samples of the same consigning unit, lab and
// project in another consignment that is past editing (a re-test, a parallel sample): a Draft's or a Returned
// consignment's samples may still be deleted, so they cannot be referred to. Wire pair: beRefSampleId (this sample) and
// refSampleId (the earlier one).

const refColumns = {
  id: buSampleInfos.id,
  sampleName: buSampleInfos.testUnitSampleName,
  specificationType: buSampleInfos.specificationType,
  produceInfo: buSampleInfos.produceInfo,
  extractAddress: buSampleInfos.extractAddress,
  testSampleDescription: buSampleInfos.testSampleDescription,
  consignCode: consignInfos.consignCode,
  createTime: buSampleInfos.creationTime,
};

/** The samples a sample in `scope` may refer to; `onlyIds` narrows to those ids. */
function candidates(db: Db, scope: Omit<SampleScope, 'consignId'> & { consignId?: string }, onlyIds?: string[]) {
  return db
    .select(refColumns)
    .from(buSampleInfos)
    .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
    .where(
      and(
        eq(consignInfos.consignUnitId, scope.consignUnitId),
        eq(consignInfos.testUnitId, scope.testUnitId),
        eq(consignInfos.projectId, scope.projectId ?? EMPTY_ID),
        eq(consignInfos.isDeleted, false),
        notInArray(consignInfos.consignStatus, EDITABLE_STATUSES),
        eq(buSampleInfos.isDeleted, false),
        scope.consignId ? ne(consignInfos.id, scope.consignId) : undefined,
        onlyIds ? inArray(buSampleInfos.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(buSampleInfos.creationTime))
    .limit(1000);
}

/** GetSelectRefSampleByTestUnitIdAndProjectId: the caller's unit's samples for that lab and project. */
export async function referenceCandidates(
  db: Db,
  scope: { consignUnitId: string; testUnitId: string; projectId: string; consignId?: string },
) {
  const rows = await candidates(db, scope);
  return rows.map((r) => ({ ...r, sampleName: r.sampleName ?? '', createTime: r.createTime.toISOString() }));
}

/** Of `ids`, those a sample in `scope` may refer to. */
export async function allowedReferences(db: Db, scope: SampleScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await candidates(db, scope, ids)).map((r) => r.id));
}

export async function writeReferences(tx: Transaction, sampleId: string, refIds: string[]) {
  if (refIds.length === 0) return;
  await tx
    .insert(buSampleRefs)
    .values(refIds.map((refBuSampleInfoId) => ({ buSampleInfoId: sampleId, refBuSampleInfoId })));
}

/** The samples each of `sampleIds` refers to (buSampleInfoRefSampleInfo). */
export async function referencesOfSamples(db: Db, sampleIds: string[]) {
  if (sampleIds.length === 0) return [];
  const rows = await db
    .select({ buSampleInfoId: buSampleRefs.buSampleInfoId, ...refColumns })
    .from(buSampleRefs)
    .innerJoin(buSampleInfos, eq(buSampleInfos.id, buSampleRefs.refBuSampleInfoId))
    .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
    .where(inArray(buSampleRefs.buSampleInfoId, sampleIds))
    .orderBy(asc(buSampleInfos.creationTime));
  return rows.map(({ id, createTime: _t, ...r }) => ({ ...r, refBuSampleInfoId: id, sampleName: r.sampleName ?? '' }));
}
