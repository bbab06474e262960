import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { newId } from '../../db/ids';
import { buSampleChildren, buSampleInfos, consignInfos } from '../../db/schema/index';
import { notFound, UserFacingError } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import { type ConsignRow, loadVisible } from '../consign-info/access';
import { actingRole, assertMay } from '../consign-info/actions';
import {
  checkSamples,
  copySamples,
  insertSample,
  paramsOf,
  type SampleChildInput,
  type SampleInput,
  sampleDetails,
  updateSample,
} from './store';

// BuSampleInfo: the samples of one consignment. Reads follow the consignment's visibility; writes need the
// owning consignor and a consignment the machine lets it SAVE (Draft, Returned).

/** The consignment of a sample, if the caller may see it. */
async function consignOfSample(db: Database, user: CurrentUser, sampleId: string): Promise<ConsignRow> {
  const [sample] = await db
    .select({ consignId: buSampleInfos.consignId })
    .from(buSampleInfos)
    .where(and(eq(buSampleInfos.id, sampleId), eq(buSampleInfos.isDeleted, false)));
  if (!sample) throw notFound();
  return loadVisible(db, user, sample.consignId);
}

/** A write to a consignment's samples, in one transaction guarded by the status it was read in (409 if it moved). */
async function editSamples<T>(
  db: Database,
  user: CurrentUser,
  language: Language,
  consign: ConsignRow,
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const role = actingRole(user);
  assertMay(consign, { type: 'SAVE', role }, language);
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(consignInfos)
      .set({ lastModificationTime: new Date(), lastModifierUserId: user.id })
      .where(
        and(
          eq(consignInfos.id, consign.id),
          eq(consignInfos.consignStatus, consign.consignStatus),
          eq(consignInfos.isDeleted, false),
        ),
      )
      .returning({ id: consignInfos.id });
    if (touched.length === 0) throw new UserFacingError('errors.conflict', 409);
    return write(tx);
  });
}

export async function samplesOfConsignment(db: Database, user: CurrentUser, consignId: string) {
  await loadVisible(db, user, consignId);
  return sampleDetails(db, consignId);
}

export async function sampleById(db: Database, user: CurrentUser, sampleId: string) {
  const consign = await consignOfSample(db, user, sampleId);
  const [detail] = await sampleDetails(db, consign.id, [sampleId]);
  if (!detail) throw notFound();
  return detail;
}

export async function paramsOfSample(db: Database, user: CurrentUser, sampleId: string) {
  await consignOfSample(db, user, sampleId);
  return (await paramsOf(db, [sampleId])).map(({ id: _id, buSampleInfoId: _s, ...p }) => p);
}

/** CreateBuSampleParamInfo: adds a sample of the lab's catalogue with the chosen parameters. */
export async function createSample(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: { consignId: string; testUnitSampleId: string; tuTestParamIds: string[]; testGroupCount?: number },
) {
  const consign = await loadVisible(db, user, input.consignId);
  const sample: SampleInput = {
    testUnitSampleId: input.testUnitSampleId,
    testGroupCount: input.testGroupCount,
    params: input.tuTestParamIds.map((tuTestParamId) => ({ tuTestParamId })),
  };
  const catalogue = await checkSamples(db, consign.testUnitId, [sample], '');
  const id = await editSamples(db, user, language, consign, (tx) =>
    insertSample(tx, consign.id, sample, catalogue, user.id),
  );
  return sampleById(db, user, id);
}

/** SaveBuSampleInfo: the sample's full fields, parameters and age groups. */
export async function saveSample(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: SampleInput & { id: string },
) {
  const consign = await consignOfSample(db, user, input.id);
  const catalogue = await checkSamples(db, consign.testUnitId, [input], '');
  await editSamples(db, user, language, consign, (tx) => updateSample(tx, input.id, input, catalogue, user.id));
  return sampleById(db, user, input.id);
}

/** CreateChildBuSampleParamInfo: replaces a sample's curing-age groups. */
export async function setChildren(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: { buSampleInfoId: string; children: SampleChildInput[] },
) {
  const consign = await consignOfSample(db, user, input.buSampleInfoId);
  await editSamples(db, user, language, consign, async (tx) => {
    await tx.delete(buSampleChildren).where(eq(buSampleChildren.buSampleInfoId, input.buSampleInfoId));
    if (input.children.length > 0) {
      await tx.insert(buSampleChildren).values(
        input.children.map((c) => ({
          id: newId(),
          buSampleInfoId: input.buSampleInfoId,
          ageWaitTime: c.ageWaitTime,
          projectPart: c.projectPart ?? null,
          orderIndex: c.orderIndex,
        })),
      );
    }
  });
  return sampleById(db, user, input.buSampleInfoId);
}

/** CopyBuSampleInfo: a copy of a sample in the same consignment. */
export async function copySample(db: Database, user: CurrentUser, language: Language, sampleId: string) {
  const consign = await consignOfSample(db, user, sampleId);
  const mapping = await editSamples(db, user, language, consign, (tx) =>
    copySamples(tx, [sampleId], consign.id, user.id),
  );
  return sampleById(db, user, mapping.get(sampleId) as string);
}

/** DeleteBuSampleInfo(ByIds): removes samples (with their parameters and age groups). All must be the caller's. */
export async function deleteSamples(db: Database, user: CurrentUser, language: Language, ids: string[]) {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  const consigns = new Map<string, ConsignRow>();
  for (const id of unique) {
    const consign = await consignOfSample(db, user, id);
    consigns.set(consign.id, consign);
  }
  for (const consign of consigns.values()) {
    await editSamples(db, user, language, consign, (tx) =>
      tx.delete(buSampleInfos).where(and(eq(buSampleInfos.consignId, consign.id), inArray(buSampleInfos.id, unique))),
    );
  }
  return null;
}

/** GetSelectRefSampleByTestUnitIdAndProjectId: earlier samples of the caller's unit for that lab and project. */
export async function referenceCandidates(db: Database, user: CurrentUser, testUnitId: string, projectId: string) {
  const rows = await db
    .select({
      id: buSampleInfos.id,
      sampleName: buSampleInfos.testUnitSampleName,
      specificationType: buSampleInfos.specificationType,
      produceInfo: buSampleInfos.produceInfo,
      extractAddress: buSampleInfos.extractAddress,
      testSampleDescription: buSampleInfos.testSampleDescription,
      consignCode: consignInfos.consignCode,
      createTime: buSampleInfos.creationTime,
    })
    .from(buSampleInfos)
    .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
    .where(
      and(
        eq(consignInfos.consignUnitId, user.consignUnitId ?? '00000000-0000-0000-0000-000000000000'),
        eq(consignInfos.testUnitId, testUnitId),
        eq(consignInfos.projectId, projectId),
        eq(consignInfos.isDeleted, false),
        eq(buSampleInfos.isDeleted, false),
      ),
    )
    .orderBy(buSampleInfos.creationTime)
    .limit(1000);
  return rows.map((r) => ({ ...r, sampleName: r.sampleName ?? '', createTime: r.createTime.toISOString() }));
}
