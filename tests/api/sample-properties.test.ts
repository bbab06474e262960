import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsignFixture, consignFixture, ok } from './consign-fixture';
import { envelopeOf } from './helpers';
import { firstSampleId, rebar, sampleRows } from './sample-fixture';

// The property catalogue: what a lab asks for on a catalogue sample (GetBuSamplePropertyInfoByTuSampleInfoId) and the
// values a consignment's sample gives (SaveBuSampleInfo, SaveConsignInfo → GetBuSamplePropertyInfoInputDtosByBuSampleInfoId).

let f: ConsignFixture;
let steel: Awaited<ReturnType<typeof rebar>>;

beforeAll(async () => {
  f = await consignFixture();
  steel = await rebar(f);
});
afterAll(() => f.t.close());

interface PropertyInfo {
  testSamplePropertyId: string;
  systemName: string;
  valueType: number;
  listValue: string | null;
  value: string | null;
}

const definitions = (who: Parameters<ConsignFixture['call']>[0], id: string) =>
  f.call(who, 'GET', `BuSampleInfo/GetBuSamplePropertyInfoByTuSampleInfoId?tuSampleInfoId=${id}`);

describe('BuSampleInfo/GetBuSamplePropertyInfoByTuSampleInfoId', () => {
  it('answers a consignor and the lab itself the seeded definitions in order, without values', async () => {
    for (const who of ['consignor', 'lab'] as const) {
      const res = await definitions(who, steel.testSampleId);
      expect(res.statusCode, who).toBe(200);
      const rows = envelopeOf<PropertyInfo[]>(res).result ?? [];
      expect(rows.map((r) => r.systemName)).toEqual(['grade', 'diameter', 'batchNo']);
      expect(rows[0]).toMatchObject({ valueType: 1, listValue: 'HRB400|HRB400E|HRB500', value: null });
    }
  });

  it('refuses admin (403), hides another lab’s catalogue from a lab (404), refuses a malformed id (400)', async () => {
    expect((await definitions('admin', steel.testSampleId)).statusCode).toBe(403);
    expect((await definitions('lab2', steel.testSampleId)).statusCode).toBe(404);
    expect((await definitions('consignor', f.labId)).statusCode).toBe(404);
    expect((await definitions('consignor', 'x')).statusCode).toBe(400);
  });
});

describe('property values of a sample', () => {
  it('are saved with the sample and read back with their definitions', async () => {
    const draft = await f.at(10);
    const id = await firstSampleId(f, draft);
    const saved = await f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
      id,
      ...steel.input,
      properties: [
        { testSamplePropertyId: steel.property.grade, value: 'HRB400E' },
        { testSamplePropertyId: steel.property.diameter, value: '25' },
        { testSamplePropertyId: steel.property.batchNo, value: '' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf<{ properties: PropertyInfo[] }>(saved).result?.properties.map((p) => p.value)).toEqual([
      'HRB400E',
      '25',
      null,
    ]);
    expect((await sampleRows(f, draft)).properties).toBe(2);
    const read = await f.call(
      'lab',
      'GET',
      `BuSampleInfo/GetBuSamplePropertyInfoInputDtosByBuSampleInfoId?buSampleInfoId=${id}`,
    );
    expect(read.statusCode).toBe(404); // still a Draft: not the lab's
    ok(await f.call('consignor', 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${draft}`));
    const values = envelopeOf<PropertyInfo[]>(
      await f.call('lab', 'GET', `BuSampleInfo/GetBuSamplePropertyInfoInputDtosByBuSampleInfoId?buSampleInfoId=${id}`),
    ).result;
    expect(values?.find((p) => p.systemName === 'diameter')?.value).toBe('25');
  });

  it('refuses a value that does not fit, or a property of another sample, writing nothing (400)', async () => {
    const draft = await f.at(10);
    const id = await firstSampleId(f, draft);
    const before = await sampleRows(f, draft);
    const cases = [
      { testSamplePropertyId: steel.property.diameter, value: 'thick' },
      { testSamplePropertyId: steel.property.grade, value: 'HRB335' },
      { testSamplePropertyId: f.param.id, value: '1' },
    ];
    for (const property of cases) {
      const res = await f.call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
        id,
        ...steel.input,
        properties: [property],
      });
      expect(res.statusCode, property.value).toBe(400);
      expect(envelopeOf(res).error?.validationErrors?.[0]?.members?.[0]).toMatch(/^properties\.0\./);
    }
    const viaConsign = await f.call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
      id: draft,
      samples: [{ ...steel.input, properties: [{ testSamplePropertyId: steel.property.diameter, value: '1e3' }] }],
    });
    expect(viaConsign.statusCode).toBe(400);
    expect(envelopeOf(viaConsign).error?.validationErrors?.[0]?.members).toEqual(['samples.0.properties.0.value']);
    expect(await sampleRows(f, draft)).toEqual(before);
  });

  it('are copied with the consignment', async () => {
    const draft = await f.at(10);
    ok(
      await f.call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
        id: draft,
        samples: [{ ...steel.input, properties: [{ testSamplePropertyId: steel.property.grade, value: 'HRB500' }] }],
      }),
    );
    const copy = await f.call('consignor', 'POST', 'BuConsignInfo/CopyConsignInfo', { consignInfoIds: [draft] });
    const copyId = envelopeOf<{ succeeded: string[] }>(copy).result?.succeeded[0] as string;
    expect(await sampleRows(f, copyId)).toMatchObject({ samples: 1, properties: 1 });
  });
});
