import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { LIVE_LABEL_STATUSES } from '../../../machines/sample-label';
import type { Database, Db } from '../../db/client';
import {
  baseStandards,
  buSampleChildren,
  buSampleInfos,
  buSampleParams,
  sampleLabels,
  tuTestParams,
  tuTestSampleStandards,
} from '../../db/schema/index';
import { propertiesOfSamples } from './properties';
import { referencesOfSamples } from './references';

// Reads of a consignment's samples as SampleDetail (docs/api.md), for BuConsignInfo and BuSampleInfo. Amounts are
// never trusted from the client nor from the stored copy: each is the lab's CURRENT price × count, in SQL.

/** The sample ids of a consignment. */
export async function sampleIdsOf(db: Db, consignId: string): Promise<string[]> {
  const rows = await db
    .select({ id: buSampleInfos.id })
    .from(buSampleInfos)
    .where(and(eq(buSampleInfos.consignId, consignId), eq(buSampleInfos.isDeleted, false)))
    .orderBy(asc(buSampleInfos.orderIndex), asc(buSampleInfos.creationTime));
  return rows.map((r) => r.id);
}

/** Each chosen parameter with the lab's CURRENT price (text, 2 places) and its test-method standard. */
export async function paramsOf(db: Db, sampleIds: string[]) {
  if (sampleIds.length === 0) return [];
  return db
    .select({
      id: buSampleParams.id,
      buSampleInfoId: buSampleParams.buSampleInfoId,
      tuTestParamId: buSampleParams.tuTestParamId,
      tuTestParamCode: tuTestParams.testParamCode,
      tuTestParamName: tuTestParams.name,
      tuTestParamDescription: tuTestParams.description,
      tuTestParamPrice: sql<string>`${tuTestParams.price}::numeric(12,2)::text`,
      tuTestParamCount: buSampleParams.tuTestParamCount,
      bigCategoryId: buSampleParams.bigCategoryId,
      standardText: sql<string | null>`case when ${baseStandards.id} is null then null
        else ${baseStandards.code} || ' ' || ${baseStandards.name} end`,
    })
    .from(buSampleParams)
    .innerJoin(tuTestParams, eq(tuTestParams.id, buSampleParams.tuTestParamId))
    .leftJoin(baseStandards, eq(baseStandards.id, tuTestParams.baseStandardId))
    .where(inArray(buSampleParams.buSampleInfoId, sampleIds))
    .orderBy(asc(tuTestParams.orderIndex), asc(tuTestParams.testParamCode));
}

/** Sum of current price × count of one sample, in SQL. */
export const sampleSubtotal = sql<string>`(select coalesce(sum(p.price * bp.tu_test_param_count), 0)::numeric(14,2)::text
  from bu_sample_param bp join tu_test_param p on p.id = bp.tu_test_param_id
  where bp.bu_sample_info_id = "bu_sample_info"."id")`;

/** The codes of the live labels of samples `ids`, oldest first (issue 42: the LIMS pull and the detail show them). */
function liveLabelCodes(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ sampleInfoId: sampleLabels.sampleInfoId, labelCode: sampleLabels.labelCode })
    .from(sampleLabels)
    .where(and(inArray(sampleLabels.sampleInfoId, ids), inArray(sampleLabels.labelStatus, LIVE_LABEL_STATUSES)))
    .orderBy(asc(sampleLabels.printedAt), asc(sampleLabels.id));
}

/** The samples of a consignment as SampleDetail (docs/api.md). */
export async function sampleDetails(db: Database, consignId: string, onlyIds?: string[]) {
  const samples = await db
    .select({
      id: buSampleInfos.id,
      testUnitSampleId: buSampleInfos.testUnitSampleId,
      testUnitSampleName: buSampleInfos.testUnitSampleName,
      sampleNameLink: buSampleInfos.sampleNameLink,
      bigCategoryId: buSampleInfos.bigCategoryId,
      testGroupCount: buSampleInfos.testGroupCount,
      specificationType: buSampleInfos.specificationType,
      produceInfo: buSampleInfos.produceInfo,
      extractAddress: buSampleInfos.extractAddress,
      testSampleDescription: buSampleInfos.testSampleDescription,
      projectOrPurpose: buSampleInfos.projectOrPurpose,
      afterTestOperate: buSampleInfos.afterTestOperate,
      memo: buSampleInfos.memo,
      orderIndex: buSampleInfos.orderIndex,
      creationTime: buSampleInfos.creationTime,
      subtotal: sampleSubtotal,
    })
    .from(buSampleInfos)
    .where(
      and(
        eq(buSampleInfos.consignId, consignId),
        eq(buSampleInfos.isDeleted, false),
        onlyIds ? inArray(buSampleInfos.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(buSampleInfos.orderIndex), asc(buSampleInfos.creationTime));
  const ids = samples.map((s) => s.id);
  const catalogueIds = [...new Set(samples.flatMap((s) => (s.testUnitSampleId ? [s.testUnitSampleId] : [])))];
  const [params, children, standards, properties, refSamples, labels] = await Promise.all([
    paramsOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select()
          .from(buSampleChildren)
          .where(inArray(buSampleChildren.buSampleInfoId, ids))
          .orderBy(asc(buSampleChildren.orderIndex)),
    catalogueIds.length === 0
      ? []
      : db
          .select({
            testSampleId: tuTestSampleStandards.testSampleId,
            baseStandardCode: baseStandards.code,
            baseStandardName: baseStandards.name,
            useType: tuTestSampleStandards.useType,
          })
          .from(tuTestSampleStandards)
          .innerJoin(baseStandards, eq(baseStandards.id, tuTestSampleStandards.baseStandardId))
          .where(inArray(tuTestSampleStandards.testSampleId, catalogueIds))
          .orderBy(asc(tuTestSampleStandards.useType), asc(baseStandards.code)),
    propertiesOfSamples(db, ids),
    referencesOfSamples(db, ids),
    liveLabelCodes(db, ids),
  ]);
  return samples.map(({ creationTime, orderIndex: _order, ...sample }) => ({
    ...sample,
    testUnitSampleId: sample.testUnitSampleId ?? '',
    testUnitSampleName: sample.testUnitSampleName ?? '',
    sampleNameLink: sample.sampleNameLink ?? '',
    createTime: creationTime.toISOString(),
    labelCodes: labels.filter((l) => l.sampleInfoId === sample.id).map((l) => l.labelCode),
    params: params
      .filter((p) => p.buSampleInfoId === sample.id)
      .map(({ id: _id, buSampleInfoId: _s, bigCategoryId: _b, ...p }) => p),
    children: children
      .filter((c) => c.buSampleInfoId === sample.id)
      .map((c) => ({
        id: c.id,
        ageWaitTime: c.ageWaitTime,
        ageBeginTime: c.ageBeginTime?.toISOString() ?? null,
        projectPart: c.projectPart,
        orderIndex: c.orderIndex,
      })),
    standards: standards
      .filter((s) => s.testSampleId === sample.testUnitSampleId)
      .map(({ testSampleId: _t, ...s }) => s),
    properties: properties.filter((p) => p.buSampleInfoId === sample.id).map(({ buSampleInfoId: _s, ...p }) => p),
    refSamples: refSamples.filter((r) => r.buSampleInfoId === sample.id),
  }));
}

export type SampleDetail = Awaited<ReturnType<typeof sampleDetails>>[number];

/** What missingForCommit reads about the samples: each sample's parameters with their counts. */
export async function commitSamples(db: Db, consignId: string) {
  const ids = await sampleIdsOf(db, consignId);
  const params =
    ids.length === 0
      ? []
      : await db
          .select({ sampleId: buSampleParams.buSampleInfoId, count: buSampleParams.tuTestParamCount })
          .from(buSampleParams)
          .where(inArray(buSampleParams.buSampleInfoId, ids));
  return ids.map((id) => ({ testParams: params.filter((p) => p.sampleId === id).map((p) => ({ count: p.count })) }));
}
