import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import {
  buSampleChildren,
  buSampleInfos,
  buSampleParams,
  buSampleProperties,
  buSampleRefs,
} from '../../db/schema/index';
import { invalidInput } from '../../lib/errors';
import type { Catalogue, CatalogueParam, CatalogueSample } from './catalogue-check';
import { writeProperties } from './properties';
import { writeReferences } from './references';
import { sampleIdsOf } from './sample-read';
import type { SampleInput } from './types';

// Writes of a consignment's samples, for BuConsignInfo (SaveConsignInfo, CopyConsignInfo) and BuSampleInfo. Inputs
// are checked first (checkSamples); each function runs inside the caller's guarded transaction, which holds the
// written consignment's row lock (its guarded UPDATE, in editSamples or guardedUpdate, or its INSERT for a new copy),
// so the reads here (the next order index, the existing ids) cannot be outrun by another process writing the same
// consignment. A transaction is one connection: its queries are awaited one after another, never in Promise.all.

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

/** Parameters, age groups, property values and references of one sample (its old ones already removed). */
async function writeDependents(tx: Transaction, sampleId: string, sample: SampleInput, catalogue: Catalogue) {
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
  await writeProperties(
    tx,
    sampleId,
    (sample.properties ?? []).map((p) => ({ id: p.testSamplePropertyId, value: p.value })),
  );
  await writeReferences(tx, sampleId, sample.refSampleIds ?? []);
}

/** Inserts one sample (with everything it carries) at the end of a consignment; answers its id. */
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
  await writeDependents(tx, id, sample, catalogue);
  return id;
}

/** Replaces a sample's fields, parameters, age groups, property values and references. */
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
  await tx.delete(buSampleProperties).where(eq(buSampleProperties.buSampleInfoId, sampleId));
  await tx.delete(buSampleRefs).where(eq(buSampleRefs.buSampleInfoId, sampleId));
  await writeDependents(tx, sampleId, sample, catalogue);
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

/** Copies rows of a sample-owned table from one sample to another, with new ids. */
async function copyRows<T extends { id: string; buSampleInfoId: string }>(
  rows: T[],
  toSampleId: string,
  insert: (values: T[]) => Promise<unknown>,
) {
  if (rows.length > 0) await insert(rows.map((row) => ({ ...row, id: newId(), buSampleInfoId: toSampleId })));
}

/**
 * Copies samples (with everything they carry) to another consignment, or within one; answers old → new ids. The
 * caller holds the target consignment's row lock, and the source's at least in share mode, so the copy is whole.
 */
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
    const children = await tx.select().from(buSampleChildren).where(eq(buSampleChildren.buSampleInfoId, row.id));
    const properties = await tx.select().from(buSampleProperties).where(eq(buSampleProperties.buSampleInfoId, row.id));
    const refs = await tx.select().from(buSampleRefs).where(eq(buSampleRefs.buSampleInfoId, row.id));
    await copyRows(params, id, (values) => tx.insert(buSampleParams).values(values));
    await copyRows(
      children.map((c) => ({ ...c, ageBeginTime: null })),
      id,
      (values) => tx.insert(buSampleChildren).values(values),
    );
    await copyRows(properties, id, (values) => tx.insert(buSampleProperties).values(values));
    await writeReferences(
      tx,
      id,
      refs.map((r) => r.refBuSampleInfoId),
    );
  }
  return mapping;
}
