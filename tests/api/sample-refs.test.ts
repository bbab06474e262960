import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buSampleInfos, consignInfos } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, ok } from './consign-fixture';
import { envelopeOf } from './helpers';
import { firstSampleId, sampleRows } from './sample-fixture';

// Reference samples: the candidates (GetSelectRefSampleByTestUnitIdAndProjectId) and the pair a saved sample keeps
// (beRefSampleId = the sample, refSampleId = the earlier one).

let f: ConsignFixture;
let earlier: string; // a sample of a submitted consignment: a valid reference
let draft: string;
let draftSample: string;
let ownUnit: string;

beforeAll(async () => {
  f = await consignFixture();
  earlier = await firstSampleId(f, await f.at(20));
  draft = await f.at(10);
  draftSample = await firstSampleId(f, draft);
  [{ consignUnitId: ownUnit }] = (await f.t.db
    .select({ consignUnitId: consignInfos.consignUnitId })
    .from(consignInfos)
    .where(eq(consignInfos.id, draft))) as [{ consignUnitId: string }];
});
afterAll(() => f.t.close());

const candidates = (who: Parameters<ConsignFixture['call']>[0], query: string) =>
  f.call(who, 'GET', `BuSampleInfo/GetSelectRefSampleByTestUnitIdAndProjectId?${query}`);

describe('BuSampleInfo/GetSelectRefSampleByTestUnitIdAndProjectId', () => {
  it('answers the consignor its samples of that lab and project past editing, not the draft being edited', async () => {
    const res = await candidates('consignor', `testUnitId=${f.labId}&projectId=${f.projectId}&consignId=${draft}`);
    expect(res.statusCode).toBe(200);
    const ids = (envelopeOf<{ id: string; consignCode: string }[]>(res).result ?? []).map((r) => r.id);
    expect(ids).toContain(earlier);
    expect(ids).not.toContain(draftSample);
  });

  it('refuses the lab and admin (403), another unit’s project or consignment (404), bad input (400)', async () => {
    const query = `testUnitId=${f.labId}&projectId=${f.projectId}`;
    expect((await candidates('lab', query)).statusCode).toBe(403);
    expect((await candidates('admin', query)).statusCode).toBe(403);
    expect((await candidates('consignor2', query)).statusCode).toBe(404);
    expect((await candidates('consignor', `${query}&consignId=${f.labId}`)).statusCode).toBe(404);
    expect((await candidates('consignor', `testUnitId=${f.labId}`)).statusCode).toBe(400);
  });
});

describe('saving a sample with its reference', () => {
  it('stores the pair and answers it with the earlier sample’s consignment code', async () => {
    const res = await f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
      id: draftSample,
      ...f.sample(),
      refSampleIds: [earlier],
    });
    expect(res.statusCode).toBe(200);
    const refs = envelopeOf<{
      refSamples: { buSampleInfoId: string; refBuSampleInfoId: string; consignCode: string }[];
    }>(res).result?.refSamples;
    expect(refs).toEqual([
      expect.objectContaining({
        buSampleInfoId: draftSample,
        refBuSampleInfoId: earlier,
        consignCode: expect.any(String),
      }),
    ]);
    const consignment = envelopeOf<{ samples: { refSamples: unknown[] }[] }>(
      await f.call('consignor', 'GET', `BuConsignInfo/GetConsingInfo?id=${draft}`),
    ).result;
    expect(consignment?.samples[0]?.refSamples).toHaveLength(1);
  });

  it('refuses a sample of a Draft, of the same consignment or of another unit, writing nothing (400)', async () => {
    const other = await f.at(10);
    const otherSample = await firstSampleId(f, other);
    const [stranger] = await f.t.db
      .select({ id: buSampleInfos.id })
      .from(buSampleInfos)
      .innerJoin(consignInfos, eq(consignInfos.id, buSampleInfos.consignId))
      .where(and(eq(consignInfos.testUnitId, f.labId), ne(consignInfos.consignUnitId, ownUnit)))
      .limit(1);
    const strangers = stranger?.id as string;
    expect(strangers).toBeDefined();
    const before = await sampleRows(f, other);
    for (const ref of [draftSample, otherSample, strangers, f.labId]) {
      const res = await f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
        id: otherSample,
        ...f.sample(),
        refSampleIds: [ref],
      });
      expect(res.statusCode, ref).toBe(400);
      expect(envelopeOf(res).error?.validationErrors?.[0]?.members).toEqual(['refSampleIds.0']);
    }
    expect(await sampleRows(f, other)).toEqual(before);
  });

  it('is kept through SaveConsignInfo and CopyConsignInfo, and refused there when invalid', async () => {
    const id = await f.at(10);
    ok(
      await f.call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
        id,
        samples: [{ ...f.sample(), refSampleIds: [earlier] }],
      }),
    );
    expect((await sampleRows(f, id)).refs).toBe(1);
    const bad = await f.call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
      id,
      samples: [{ ...f.sample(), refSampleIds: [earlier, earlier] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.[0]?.members).toEqual(['samples.0.refSampleIds.1']);
    expect((await sampleRows(f, id)).refs).toBe(1);
    const copy = await f.call('consignor', 'POST', 'BuConsignInfo/CopyConsignInfo', { consignInfoIds: [id] });
    const copyId = envelopeOf<{ succeeded: string[] }>(copy).result?.succeeded[0] as string;
    expect((await sampleRows(f, copyId)).refs).toBe(1);
  });
});
