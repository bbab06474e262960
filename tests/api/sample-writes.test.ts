import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsignFixture, consignFixture, type Who } from './consign-fixture';
import { envelopeOf } from './helpers';
import { firstSampleId, sampleRows } from './sample-fixture';

// The BuSampleInfo writes, each: the owning consignor on a Draft (200, and what changed), admin refused (403),
// another consigning unit not finding the sample (404), bad input (400, nothing written), and no write once committed.

let f: ConsignFixture;
beforeAll(async () => {
  f = await consignFixture();
});
afterAll(() => f.t.close());

interface Write {
  call: string;
  send: (who: Who, consignId: string, sampleId: string) => ReturnType<ConsignFixture['call']>;
  bad: (consignId: string, sampleId: string) => ReturnType<ConsignFixture['call']>;
  /** What the allowed call changes in sampleRows(). */
  changes: Partial<Awaited<ReturnType<typeof sampleRows>>>;
}

const writes: Write[] = [
  {
    call: 'CreateBuSampleParamInfo',
    send: (who, consignId) =>
      f.call(who, 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', {
        consignId,
        testUnitSampleId: f.param.testSampleId,
        tuTestParamIds: [f.param.id],
      }),
    bad: (consignId) =>
      f.call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', {
        consignId,
        testUnitSampleId: f.param.testSampleId,
        tuTestParamIds: [consignId],
      }),
    changes: { samples: 2, params: 2 },
  },
  {
    // Two samples at once; in `bad` the second names a parameter that is not the lab's, so neither is added.
    call: 'CreateBuSampleParamInfoMigModel',
    send: (who, consignId) =>
      f.call(who, 'POST', 'BuSampleInfo/CreateBuSampleParamInfoMigModel', {
        consignId,
        samples: [
          { testUnitSampleId: f.param.testSampleId, tuTestParamIds: [f.param.id] },
          { testUnitSampleId: f.param.testSampleId, tuTestParamIds: [f.param.id], testGroupCount: 3 },
        ],
      }),
    bad: (consignId) =>
      f.call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfoMigModel', {
        consignId,
        samples: [
          { testUnitSampleId: f.param.testSampleId, tuTestParamIds: [f.param.id] },
          { testUnitSampleId: f.param.testSampleId, tuTestParamIds: [consignId] },
        ],
      }),
    changes: { samples: 3, params: 3 },
  },
  {
    call: 'CreateChildBuSampleParamInfo',
    send: (who, _c, buSampleInfoId) =>
      f.call(who, 'POST', 'BuSampleInfo/CreateChildBuSampleParamInfo', {
        buSampleInfoId,
        children: [
          { ageWaitTime: 7, orderIndex: 0 },
          { ageWaitTime: 28, orderIndex: 1, projectPart: '墩身' },
        ],
      }),
    bad: (_c, buSampleInfoId) =>
      f.call('consignor', 'POST', 'BuSampleInfo/CreateChildBuSampleParamInfo', {
        buSampleInfoId,
        children: [{ ageWaitTime: 0, orderIndex: 0 }],
      }),
    changes: { children: 2 },
  },
  {
    call: 'SaveBuSampleInfo',
    send: (who, _c, id) =>
      f.call(who, 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
        id,
        testUnitSampleId: f.param.testSampleId,
        specificationType: 'C30',
        params: [{ tuTestParamId: f.param.id, count: 4 }],
        children: [{ ageWaitTime: 28, orderIndex: 0 }],
      }),
    bad: (_c, id) =>
      f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
        id,
        testUnitSampleId: f.param.testSampleId,
        params: [{ tuTestParamId: f.param.id, count: 0 }],
      }),
    changes: { children: 1 },
  },
  {
    call: 'CopyBuSampleInfo',
    send: (who, _c, id) => f.call(who, 'POST', 'BuSampleInfo/CopyBuSampleInfo', { id }),
    bad: () => f.call('consignor', 'POST', 'BuSampleInfo/CopyBuSampleInfo', { id: 5 }),
    changes: { samples: 2, params: 2 },
  },
  {
    call: 'DeleteBuSampleInfo',
    send: (who, _c, id) => f.call(who, 'DELETE', `BuSampleInfo/DeleteBuSampleInfo?id=${id}`),
    bad: () => f.call('consignor', 'DELETE', 'BuSampleInfo/DeleteBuSampleInfo?id=1'),
    changes: { samples: 0, params: 0 },
  },
  {
    call: 'DeleteBuSampleInfoByIds',
    send: (who, _c, id) => f.call(who, 'DELETE', `BuSampleInfo/DeleteBuSampleInfoByIds?ids=${id}`),
    bad: () => f.call('consignor', 'DELETE', 'BuSampleInfo/DeleteBuSampleInfoByIds'),
    changes: { samples: 0, params: 0 },
  },
];

describe.each(writes)('BuSampleInfo/$call', ({ send, bad, changes }) => {
  let draft: string;
  let sampleId: string;
  beforeAll(async () => {
    draft = await f.at(10);
    sampleId = await firstSampleId(f, draft);
  });

  it('refuses admin (403), another consigning unit (404) and bad input (400), writing nothing', async () => {
    const before = await sampleRows(f, draft);
    expect((await send('admin', draft, sampleId)).statusCode).toBe(403);
    expect((await send('consignor2', draft, sampleId)).statusCode).toBe(404);
    expect((await send('lab', draft, sampleId)).statusCode).toBe(404); // a Draft is not the lab's yet
    const res = await bad(draft, sampleId);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).error?.validationErrors?.length).toBeGreaterThan(0);
    expect(await sampleRows(f, draft)).toEqual(before);
  });

  it('lets the owning consignor write a Draft', async () => {
    const before = await sampleRows(f, draft);
    expect((await send('consignor', draft, sampleId)).statusCode).toBe(200);
    expect(await sampleRows(f, draft)).toEqual({ ...before, ...changes });
  });

  it('writes nothing once the consignment is submitted (409), and the lab may never write (403)', async () => {
    const submitted = await f.at(20);
    const id = await firstSampleId(f, submitted);
    const before = await sampleRows(f, submitted);
    expect((await send('consignor', submitted, id)).statusCode).toBe(409);
    expect((await send('lab', submitted, id)).statusCode).toBe(403);
    expect(await sampleRows(f, submitted)).toEqual(before);
  });
});

describe('SaveBuSampleInfo', () => {
  it('answers the subtotal from the lab’s current price × count', async () => {
    const draft = await f.at(10);
    const id = await firstSampleId(f, draft);
    const res = await f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
      id,
      testUnitSampleId: f.param.testSampleId,
      params: [{ tuTestParamId: f.param.id, count: 4 }],
    });
    expect(envelopeOf<{ subtotal: string }>(res).result?.subtotal).toBe((Number(f.param.price) * 4).toFixed(2));
  });
});

describe('CreateBuSampleParamInfoMigModel', () => {
  it('answers the samples it added, and names the place of a bad one', async () => {
    const draft = await f.at(10);
    const sample = { testUnitSampleId: f.param.testSampleId, tuTestParamIds: [f.param.id] };
    const added = await f.call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfoMigModel', {
      consignId: draft,
      samples: [sample, { ...sample, testGroupCount: 3 }],
    });
    const details = envelopeOf<{ id: string; testGroupCount: number }[]>(added).result ?? [];
    expect(details.map((d) => d.testGroupCount).sort()).toEqual([1, 3]);
    const bad = await f.call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfoMigModel', {
      consignId: draft,
      samples: [sample, { ...sample, tuTestParamIds: [draft] }],
    });
    expect(envelopeOf(bad).error?.validationErrors?.flatMap((e) => e.members)).toEqual([
      'samples.1.params.0.tuTestParamId',
    ]);
  });
});
