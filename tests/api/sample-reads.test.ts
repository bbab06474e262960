import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsignFixture, consignFixture } from './consign-fixture';
import { envelopeOf } from './helpers';
import { firstSampleId, stripRoles } from './sample-fixture';

// The BuSampleInfo reads of a consignment's samples: the owner, the lab it is addressed to and admin read; a user in
// no role is refused (403); another unit's consignment is not found (404); a malformed id is 400.

let f: ConsignFixture;
let submitted: string;
let sampleId: string;

beforeAll(async () => {
  f = await consignFixture();
  submitted = await f.at(20);
  sampleId = await firstSampleId(f, submitted);
  await stripRoles(f, 'lab2');
});
afterAll(() => f.t.close());

const reads = [
  { call: 'GetAddConsignInfoBuSampleByConsignInfoId', query: (id: string) => `consignInfoId=${id}`, byConsign: true },
  { call: 'GetBuSampleInfo', query: (id: string) => `id=${id}` },
  { call: 'GetTuTestParamsByBuSampleParamInfoId', query: (id: string) => `id=${id}` },
  { call: 'GetBuSampleParamsByBuSampleInfoId', query: (id: string) => `buSampleInfoId=${id}` },
  { call: 'GetBuSamplePropertyInfoInputDtosByBuSampleInfoId', query: (id: string) => `buSampleInfoId=${id}` },
];

describe.each(reads)('BuSampleInfo/$call', ({ call, query, byConsign }) => {
  const url = (id: string) => `BuSampleInfo/${call}?${query(id)}`;
  const target = () => (byConsign ? submitted : sampleId);

  it('answers the owner, the addressed lab and admin', async () => {
    for (const who of ['consignor', 'lab', 'admin'] as const) {
      const res = await f.call(who, 'GET', url(target()));
      expect(res.statusCode, who).toBe(200);
      expect(Array.isArray(envelopeOf(res).result) || envelopeOf<{ id: string }>(res).result?.id === sampleId).toBe(
        true,
      );
    }
    if (call === 'GetBuSampleParamsByBuSampleInfoId') {
      const params = envelopeOf<{ tuTestParamId: string; tuTestParamCount: number }[]>(
        await f.call('consignor', 'GET', url(target())),
      ).result;
      expect(params).toEqual([expect.objectContaining({ tuTestParamId: f.param.id, tuTestParamCount: 3 })]);
    }
  });

  it('refuses a user who acts in no role (403)', async () => {
    expect((await f.call('lab2', 'GET', url(target()))).statusCode).toBe(403);
  });

  it('does not show another unit’s record (404)', async () => {
    expect((await f.call('consignor2', 'GET', url(target()))).statusCode).toBe(404);
  });

  it('refuses a malformed id (400)', async () => {
    const res = await f.call('consignor', 'GET', url('not-an-id'));
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).error?.validationErrors?.length).toBeGreaterThan(0);
  });
});

describe('a Draft’s samples', () => {
  it('are the consignor’s own until committed: the lab does not find them', async () => {
    const draft = await f.at(10);
    const id = await firstSampleId(f, draft);
    expect((await f.call('lab', 'GET', `BuSampleInfo/GetBuSampleInfo?id=${id}`)).statusCode).toBe(404);
    expect((await f.call('consignor', 'GET', `BuSampleInfo/GetBuSampleInfo?id=${id}`)).statusCode).toBe(200);
  });
});
