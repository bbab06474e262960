import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { newId } from '../../db/ids';
import { buSampleChildren, buSampleInfos } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import type { CurrentUser } from '../../plugins/auth';
import type { ConsignRow } from '../consign-info/access';
import { checkSamples } from './catalogue-check';
import { sampleById } from './reads';
import { assertEditor, consignOfSample, editSamples, readableConsign, scopeOf } from './sample-access';
import { sampleDetails } from './sample-read';
import { copySamples, insertSample, updateSample } from './sample-write';
import type { SampleChildInput, SampleInput } from './types';

// BuSampleInfo writes: the owning consignor, while the machine lets it SAVE the consignment (Draft, Returned).

type NewSample = { testUnitSampleId: string; tuTestParamIds: string[]; testGroupCount?: number };

/**
 * CreateBuSampleParamInfoMigModel: adds samples of the lab's catalogue with their chosen parameters, in one
 * transaction (one bad sample adds none; its field is named by its place, `samples.2.…`). Answers them as stored.
 */
export async function createSamples(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: { consignId: string; samples: NewSample[] },
  path = 'samples',
) {
  const consign = await readableConsign(db, user, input.consignId);
  assertEditor(user, consign, language);
  const samples: SampleInput[] = input.samples.map((s) => ({
    testUnitSampleId: s.testUnitSampleId,
    testGroupCount: s.testGroupCount,
    params: s.tuTestParamIds.map((tuTestParamId) => ({ tuTestParamId })),
  }));
  const catalogue = await checkSamples(db, scopeOf(consign), samples, path);
  const ids = await editSamples(db, user, language, consign, async (tx) => {
    const added: string[] = [];
    for (const sample of samples) added.push(await insertSample(tx, consign.id, sample, catalogue, user.id));
    return added;
  });
  return sampleDetails(db, consign.id, ids);
}

/** CreateBuSampleParamInfo: adds one sample of the lab's catalogue with the chosen parameters. */
export async function createSample(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: NewSample & { consignId: string },
) {
  const [detail] = await createSamples(db, user, language, { consignId: input.consignId, samples: [input] }, '');
  if (!detail) throw notFound();
  return detail;
}

/** SaveBuSampleInfo: the sample's fields, parameters, age groups, property values and reference samples. */
export async function saveSample(
  db: Database,
  user: CurrentUser,
  language: Language,
  input: SampleInput & { id: string },
) {
  const consign = await consignOfSample(db, user, input.id);
  assertEditor(user, consign, language);
  const catalogue = await checkSamples(db, scopeOf(consign), [input], '');
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

/** DeleteBuSampleInfo(ByIds): removes samples with everything they carry. All must be the caller's. */
export async function deleteSamples(db: Database, user: CurrentUser, language: Language, ids: string[]) {
  const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
  const consigns = new Map<string, ConsignRow>();
  for (const id of unique) {
    const consign = await consignOfSample(db, user, id);
    assertEditor(user, consign, language);
    consigns.set(consign.id, consign);
  }
  for (const consign of consigns.values()) {
    await editSamples(db, user, language, consign, (tx) =>
      tx.delete(buSampleInfos).where(and(eq(buSampleInfos.consignId, consign.id), inArray(buSampleInfos.id, unique))),
    );
  }
  return null;
}
