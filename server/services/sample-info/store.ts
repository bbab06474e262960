import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import {
  baseStandards,
  buSampleChildren,
  buSampleInfos,
  buSampleParams,
  tuTestParams,
  tuTestSampleStandards,
  tuTestSamples,
} from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';

// Samples of a consignment: written and read here for both BuConsignInfo (SaveConsignInfo, GetConsingInfo,
// CopyConsignInfo) and BuSampleInfo. Prices are never trusted from the client nor from the stored copy:
// every amount is the lab's CURRENT parameter price × count, computed in SQL.

export interface SampleParamInput {
  tuTestParamId: string;
  count?: number;
}

export interface SampleChildInput {
  ageWaitTime: number;
  projectPart?: string | null;
  orderIndex: number;
}

export interface SampleInput {
  id?: string;
  testUnitSampleId: string;
  testGroupCount?: number;
  specificationType?: string | null;
  produceInfo?: string | null;
  extractAddress?: string | null;
  testSampleDescription?: string | null;
  projectOrPurpose?: string | null;
  afterTestOperate?: number | null;
  memo?: string | null;
  params: SampleParamInput[];
  children?: SampleChildInput[];
}

type Db = Database | Transaction;

interface CatalogueSample {
  id: string;
  sampleName: string;
  parentId: string | null;
}
interface CatalogueParam {
  id: string;
  testSampleId: string;
  name: string;
  testParamCode: string;
  description: string | null;
  price: string;
}

/** The lab's catalogue rows the inputs name; 400 naming the member when a sample or parameter is not the lab's. */
async function resolveCatalogue(db: Db, testUnitId: string, samples: SampleInput[], path = 'samples') {
  const sampleIds = [...new Set(samples.map((s) => s.testUnitSampleId))];
  const paramIds = [...new Set(samples.flatMap((s) => s.params.map((p) => p.tuTestParamId)))];
  const [catalogueSamples, catalogueParams] = await Promise.all([
    sampleIds.length === 0
      ? []
      : db
          .select({ id: tuTestSamples.id, sampleName: tuTestSamples.sampleName, parentId: tuTestSamples.parentId })
          .from(tuTestSamples)
          .where(
            and(
              inArray(tuTestSamples.id, sampleIds),
              eq(tuTestSamples.testUnitId, testUnitId),
              eq(tuTestSamples.isDeleted, false),
            ),
          ),
    paramIds.length === 0
      ? []
      : db
          .select({
            id: tuTestParams.id,
            testSampleId: tuTestParams.testSampleId,
            name: tuTestParams.name,
            testParamCode: tuTestParams.testParamCode,
            description: tuTestParams.description,
            price: tuTestParams.price,
          })
          .from(tuTestParams)
          .where(
            and(
              inArray(tuTestParams.id, paramIds),
              eq(tuTestParams.testUnitId, testUnitId),
              eq(tuTestParams.isDeleted, false),
            ),
          ),
  ]);
  const sampleById = new Map<string, CatalogueSample>(catalogueSamples.map((s) => [s.id, s]));
  const paramById = new Map<string, CatalogueParam>(catalogueParams.map((p) => [p.id, p]));
  samples.forEach((sample, i) => {
    const prefix = path ? `${path}.${i}.` : '';
    if (!sampleById.has(sample.testUnitSampleId)) throw invalidInput(`${prefix}testUnitSampleId`);
    const seen = new Set<string>();
    sample.params.forEach((param, j) => {
      const found = paramById.get(param.tuTestParamId);
      if (!found || found.testSampleId !== sample.testUnitSampleId || seen.has(param.tuTestParamId)) {
        throw invalidInput(`${prefix}params.${j}.tuTestParamId`);
      }
      seen.add(param.tuTestParamId);
    });
  });
  return { sampleById, paramById };
}

export type Catalogue = Awaited<ReturnType<typeof resolveCatalogue>>;

/** Checks the inputs against the lab's catalogue (before any write). */
export const checkSamples = resolveCatalogue;

function sampleColumns(sample: SampleInput, catalogue: CatalogueSample) {
  return {
    testUnitSampleId: catalogue.id,
    testUnitSampleName: catalogue.sampleName,
    sampleNameLink: catalogue.sampleName,
    bigCategoryId: catalogue.parentId,
    testGroupCount: sample.testGroupCount ?? 1,
    specificationType: sample.specificationType ?? null,
    produceInfo: sample.produceInfo ?? null,
    extractAddress: sample.extractAddress ?? null,
    testSampleDescription: sample.testSampleDescription ?? null,
    projectOrPurpose: sample.projectOrPurpose ?? null,
    afterTestOperate: sample.afterTestOperate ?? null,
    memo: sample.memo ?? null,
  };
}

async function writeParamsAndChildren(tx: Transaction, sampleId: string, sample: SampleInput, catalogue: Catalogue) {
  const parent = catalogue.sampleById.get(sample.testUnitSampleId);
  if (sample.params.length > 0) {
    await tx.insert(buSampleParams).values(
      sample.params.map((param) => {
        const found = catalogue.paramById.get(param.tuTestParamId) as CatalogueParam;
        return {
          id: newId(),
          buSampleInfoId: sampleId,
          tuTestParamId: found.id,
          tuTestParamCode: found.testParamCode,
          tuTestParamName: found.name,
          tuTestParamDescription: found.description,
          tuTestParamPrice: found.price,
          tuTestParamCount: param.count ?? 1,
          bigCategoryId: parent?.parentId ?? null,
        };
      }),
    );
  }
  if (sample.children && sample.children.length > 0) {
    await tx.insert(buSampleChildren).values(
      sample.children.map((child) => ({
        id: newId(),
        buSampleInfoId: sampleId,
        ageWaitTime: child.ageWaitTime,
        projectPart: child.projectPart ?? null,
        orderIndex: child.orderIndex,
      })),
    );
  }
}

/** Inserts one sample (with parameters and age groups) at the end of a consignment; answers its id. */
export async function insertSample(
  tx: Transaction,
  consignId: string,
  sample: SampleInput,
  catalogue: Catalogue,
  userId: string,
  orderIndex?: number,
): Promise<string> {
  const id = newId();
  const order =
    orderIndex ??
    (
      await tx
        .select({ next: sql<number>`coalesce(max(${buSampleInfos.orderIndex}) + 1, 0)::int` })
        .from(buSampleInfos)
        .where(eq(buSampleInfos.consignId, consignId))
    )[0]?.next ??
    0;
  const cat = catalogue.sampleById.get(sample.testUnitSampleId) as CatalogueSample;
  await tx
    .insert(buSampleInfos)
    .values({ id, consignId, ...sampleColumns(sample, cat), orderIndex: order, creatorUserId: userId });
  await writeParamsAndChildren(tx, id, sample, catalogue);
  return id;
}

/** Replaces a sample's fields, parameters and age groups. */
export async function updateSample(
  tx: Transaction,
  sampleId: string,
  sample: SampleInput,
  catalogue: Catalogue,
  userId: string,
) {
  const cat = catalogue.sampleById.get(sample.testUnitSampleId) as CatalogueSample;
  await tx
    .update(buSampleInfos)
    .set({ ...sampleColumns(sample, cat), lastModificationTime: new Date(), lastModifierUserId: userId })
    .where(eq(buSampleInfos.id, sampleId));
  await tx.delete(buSampleParams).where(eq(buSampleParams.buSampleInfoId, sampleId));
  await tx.delete(buSampleChildren).where(eq(buSampleChildren.buSampleInfoId, sampleId));
  await writeParamsAndChildren(tx, sampleId, sample, catalogue);
}

/** The sample ids of a consignment. */
export async function sampleIdsOf(db: Db, consignId: string): Promise<string[]> {
  const rows = await db
    .select({ id: buSampleInfos.id })
    .from(buSampleInfos)
    .where(and(eq(buSampleInfos.consignId, consignId), eq(buSampleInfos.isDeleted, false)))
    .orderBy(asc(buSampleInfos.orderIndex), asc(buSampleInfos.creationTime));
  return rows.map((r) => r.id);
}

/**
 * Makes the consignment's samples exactly `samples` (SaveConsignInfo): a sample with a known id is updated,
 * one without id is added, the others are removed. An id of another consignment is a 400.
 */
export async function replaceSamples(
  tx: Transaction,
  consignId: string,
  samples: SampleInput[],
  catalogue: Catalogue,
  userId: string,
) {
  const existing = new Set(await sampleIdsOf(tx, consignId));
  samples.forEach((sample, i) => {
    if (sample.id !== undefined && !existing.has(sample.id)) throw invalidInput(`samples.${i}.id`);
  });
  const kept = samples.flatMap((s) => (s.id ? [s.id] : []));
  await tx
    .delete(buSampleInfos)
    .where(
      kept.length > 0
        ? and(eq(buSampleInfos.consignId, consignId), notInArray(buSampleInfos.id, kept))
        : eq(buSampleInfos.consignId, consignId),
    );
  for (const [orderIndex, sample] of samples.entries()) {
    if (sample.id) {
      await updateSample(tx, sample.id, sample, catalogue, userId);
      await tx.update(buSampleInfos).set({ orderIndex }).where(eq(buSampleInfos.id, sample.id));
    } else {
      await insertSample(tx, consignId, sample, catalogue, userId, orderIndex);
    }
  }
}

/** Copies samples (fields, parameters, age groups) to another consignment, or within one; answers old → new ids. */
export async function copySamples(
  tx: Transaction,
  sampleIds: string[],
  toConsignId: string,
  userId: string,
): Promise<Map<string, string>> {
  const mapping = new Map<string, string>();
  if (sampleIds.length === 0) return mapping;
  const rows = await tx
    .select()
    .from(buSampleInfos)
    .where(inArray(buSampleInfos.id, sampleIds))
    .orderBy(asc(buSampleInfos.orderIndex));
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${buSampleInfos.orderIndex}) + 1, 0)::int` })
    .from(buSampleInfos)
    .where(eq(buSampleInfos.consignId, toConsignId));
  const now = new Date();
  for (const [i, row] of rows.entries()) {
    const id = newId();
    mapping.set(row.id, id);
    await tx.insert(buSampleInfos).values({
      ...row,
      id,
      consignId: toConsignId,
      orderIndex: next + i,
      creationTime: now,
      creatorUserId: userId,
      lastModificationTime: null,
      lastModifierUserId: null,
    });
    const params = await tx.select().from(buSampleParams).where(eq(buSampleParams.buSampleInfoId, row.id));
    if (params.length > 0) {
      await tx.insert(buSampleParams).values(params.map((p) => ({ ...p, id: newId(), buSampleInfoId: id })));
    }
    const children = await tx.select().from(buSampleChildren).where(eq(buSampleChildren.buSampleInfoId, row.id));
    if (children.length > 0) {
      await tx
        .insert(buSampleChildren)
        .values(children.map((c) => ({ ...c, id: newId(), buSampleInfoId: id, ageBeginTime: null })));
    }
  }
  return mapping;
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

/** The samples of a consignment as SampleDetail (docs/api.md). */
export async function sampleDetails(db: Db, consignId: string, onlyIds?: string[]) {
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
  const [params, children, standards] = await Promise.all([
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
  ]);
  return samples.map(({ creationTime, orderIndex: _order, ...sample }) => ({
    ...sample,
    testUnitSampleId: sample.testUnitSampleId ?? '',
    testUnitSampleName: sample.testUnitSampleName ?? '',
    sampleNameLink: sample.sampleNameLink ?? '',
    createTime: creationTime.toISOString(),
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
