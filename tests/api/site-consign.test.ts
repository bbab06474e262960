import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consignInfos,
  consignLogs,
  testUnits,
  tuQualifications,
  unitAddresses,
  users,
} from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, ok, type Who } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// The booking calls (on site 2, handover 3): GetSitePreConsignInfoList, GetCreatePreSiteConsign,
// UpdatePreSiteConsign, PreSiteSampleByConsignId, GetPreSiteOtherInfoByTestUnitId, GetSiteVisitSchedule. Each: the
// allowed role, a refused role, another unit's record (404), bad input (400, nothing written).

let f: ConsignFixture;
let t: TestApp;
let labId: string;
let lab2Id: string;
let projectId: string;
let qualificationId: string;
let addressId: string;
let sample: ReturnType<ConsignFixture['sample']>;

beforeAll(async () => {
  f = await consignFixture();
  ({ t, labId, projectId } = f);
  sample = f.sample();
  lab2Id = (await t.db.select().from(users).where(eq(users.userName, 'lab2')))[0]?.unitId as string;
  qualificationId = (await t.db.select().from(tuQualifications).where(eq(tuQualifications.testUnitId, labId)))[0]
    ?.id as string;
  addressId = (await t.db.select().from(unitAddresses).where(eq(unitAddresses.unitId, labId)))[0]?.id as string;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  f.call(who, method, url, payload);
const bookingCount = async () =>
  (await t.db.select({ n: count() }).from(consignInfos).where(eq(consignInfos.consignType, 2)))[0]?.n;

const fullBooking = (consignType: 2 | 3) => ({
  consignType,
  testUnitId: labId,
  projectId,
  tuqualificationId: qualificationId,
  testUnitAddressId: addressId,
  linkPerson: 'Zhao Lei',
  linkPersonPhone: '13900000001',
  expectTestTime: '2030-05-06T01:30:00.000Z',
  testContent: 'Pile integrity, 12 piles',
  samples: [sample],
});

interface Booking {
  id: string;
  consignCode: string;
  consignType: number;
  consignStatus: number;
  expectTestTime: string | null;
  testContent: string | null;
  tuqualificationName: string | null;
  testUnitAddressDetail: string | null;
  samples: { testUnitSampleId: string }[];
  allowedActions: string[];
  preSiteOtherInfo: { qualifications: { id: string }[]; baAddresss: { id: string }[] };
}

async function create(consignType: 2 | 3 = 2, extra: object = {}): Promise<Booking> {
  const res = ok(
    await call('consignor', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', { ...fullBooking(consignType), ...extra }),
  );
  return envelopeOf<Booking>(res).result as Booking;
}

describe('UpdatePreSiteConsign', () => {
  it('creates a Draft booking with its type prefix, booking fields, samples and log rows', async () => {
    const onSite = await create(2);
    expect(onSite.consignCode).toMatch(/^XC-\d{8}-\d{4}$/);
    expect(onSite).toMatchObject({
      consignType: 2,
      consignStatus: 10,
      expectTestTime: '2030-05-06T01:30:00.000Z',
      testContent: 'Pile integrity, 12 piles',
    });
    expect(onSite.tuqualificationName).toBeTruthy();
    expect(onSite.testUnitAddressDetail).toBeTruthy();
    expect(onSite.samples.map((s) => s.testUnitSampleId)).toEqual([sample.testUnitSampleId]);
    expect(onSite.allowedActions).toEqual(expect.arrayContaining(['SAVE', 'COMMIT', 'DELETE']));
    const handover = await create(3);
    expect(handover.consignCode).toMatch(/^JG-/);
    const logs = await t.db.select().from(consignLogs).where(eq(consignLogs.consignId, handover.id));
    expect(logs.length).toBeGreaterThanOrEqual(1);
  });

  it('saves a Draft: fields sent are written, the type cannot change', async () => {
    const b = await create(2);
    const res = ok(
      await call('consignor', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', {
        id: b.id,
        testContent: 'Plate load test',
        expectTestTime: null,
      }),
    );
    expect(envelopeOf<Booking>(res).result).toMatchObject({ testContent: 'Plate load test', expectTestTime: null });
    const changeType = await call('consignor', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', {
      id: b.id,
      consignType: 3,
    });
    expect(changeType.statusCode).toBe(400);
  });

  it('refuses a lab (403), another unit’s booking (404), a raw-material id (404)', async () => {
    const b = await create(2);
    expect((await call('lab', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', fullBooking(2))).statusCode).toBe(403);
    expect((await call('admin', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', fullBooking(2))).statusCode).toBe(403);
    const stranger = await call('consignor2', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', { id: b.id, memo: 'x' });
    expect(stranger.statusCode).toBe(404);
    const raw = ok(await call('consignor', 'POST', 'BuConsignInfo/CreateRawMateriaConsingInfo', { testUnitId: labId }));
    const rawId = envelopeOf<{ id: string }>(raw).result?.id;
    expect(
      (await call('consignor', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', { id: rawId, memo: 'x' })).statusCode,
    ).toBe(404);
  });

  it('bad input is 400 and writes nothing', async () => {
    const before = await bookingCount();
    const cases = [
      { ...fullBooking(2), consignType: 1 },
      { ...fullBooking(2), consignType: undefined },
      { ...fullBooking(2), testUnitId: undefined },
      { ...fullBooking(2), expectTestTime: 'next tuesday' },
      { ...fullBooking(2), testUnitAddressId: '0190a0b2-7c1e-7000-8000-0000000000aa' },
      { ...fullBooking(2), tuqualificationId: '0190a0b2-7c1e-7000-8000-0000000000aa' },
      { ...fullBooking(2), samples: [{ ...sample, testUnitSampleId: '0190a0b2-7c1e-7000-8000-0000000000aa' }] },
    ];
    for (const body of cases) {
      const res = await call('consignor', 'PUT', 'BuConsignInfo/UpdatePreSiteConsign', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await bookingCount()).toBe(before);
  });
});

describe('GetCreatePreSiteConsign', () => {
  it('answers a new booking’s starting values without storing anything, and a stored booking by id', async () => {
    const before = await bookingCount();
    const blank = envelopeOf<Booking & { linkPerson: string }>(
      ok(await call('consignor', 'GET', 'BuConsignInfo/GetCreatePreSiteConsign?consignType=3')),
    ).result;
    expect(blank).toMatchObject({ id: null, consignType: 3, consignStatus: 10, samples: [] });
    expect(blank?.linkPerson).toBeTruthy();
    expect(await bookingCount()).toBe(before);
    const b = await create(2);
    const got = envelopeOf<Booking>(
      ok(await call('consignor', 'GET', `BuConsignInfo/GetCreatePreSiteConsign?consignType=2&id=${b.id}`)),
    ).result;
    expect(got?.id).toBe(b.id);
    expect(got?.preSiteOtherInfo.qualifications.map((q) => q.id)).toContain(qualificationId);
    expect(got?.preSiteOtherInfo.baAddresss.map((a) => a.id)).toContain(addressId);
  });

  it('refuses a lab a new template (403), hides another unit’s booking and a Draft from the lab (404), checks input', async () => {
    const b = await create(2);
    expect((await call('lab', 'GET', 'BuConsignInfo/GetCreatePreSiteConsign?consignType=2')).statusCode).toBe(403);
    expect(
      (await call('consignor2', 'GET', `BuConsignInfo/GetCreatePreSiteConsign?consignType=2&id=${b.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('lab', 'GET', `BuConsignInfo/GetCreatePreSiteConsign?consignType=2&id=${b.id}`)).statusCode,
    ).toBe(404);
    expect((await call('consignor', 'GET', 'BuConsignInfo/GetCreatePreSiteConsign?consignType=1')).statusCode).toBe(
      400,
    );
    expect(
      (await call('consignor', 'GET', 'BuConsignInfo/GetCreatePreSiteConsign?consignType=2&id=nope')).statusCode,
    ).toBe(400);
  });
});

describe('PreSiteSampleByConsignId', () => {
  it('replaces the samples of a Draft booking and writes one log row', async () => {
    const b = await create(2, { samples: [] });
    const logs = async () =>
      (await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, b.id)))[0]?.n ?? 0;
    const before = await logs();
    const res = ok(
      await call('consignor', 'POST', 'BuSampleInfo/PreSiteSampleByConsignId', {
        consignId: b.id,
        samples: [sample, sample],
      }),
    );
    expect(envelopeOf<unknown[]>(res).result).toHaveLength(2);
    expect(await logs()).toBe(before + 1);
  });

  it('refuses the lab (403 once it sees it), another unit (404), a bad sample (400, nothing written)', async () => {
    const b = await create(2);
    ok(await call('consignor', 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${b.id}`));
    expect(
      (await call('lab', 'POST', 'BuSampleInfo/PreSiteSampleByConsignId', { consignId: b.id, samples: [sample] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('consignor2', 'POST', 'BuSampleInfo/PreSiteSampleByConsignId', {
          consignId: b.id,
          samples: [sample],
        })
      ).statusCode,
    ).toBe(404);
    // Committed: the consignor may no longer edit (409).
    expect(
      (await call('consignor', 'POST', 'BuSampleInfo/PreSiteSampleByConsignId', { consignId: b.id, samples: [] }))
        .statusCode,
    ).toBe(409);
    const draft = await create(2);
    const logRows = async () =>
      (await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, draft.id)))[0]?.n;
    const before = await logRows();
    const bad = { ...sample, params: [{ tuTestParamId: '0190a0b2-7c1e-7000-8000-0000000000aa' }] };
    expect(
      (
        await call('consignor', 'POST', 'BuSampleInfo/PreSiteSampleByConsignId', {
          consignId: draft.id,
          samples: [bad],
        })
      ).statusCode,
    ).toBe(400);
    expect(await logRows()).toBe(before);
    const [still] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, draft.id));
    expect(still?.consignStatus).toBe(10);
  });
});

describe('GetPreSiteOtherInfoByTestUnitId', () => {
  it('answers a lab’s qualifications and addresses to any signed-in user', async () => {
    for (const who of ['consignor', 'lab2', 'admin'] as const) {
      const res = ok(await call(who, 'GET', `BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${labId}`));
      const info = envelopeOf<Booking['preSiteOtherInfo']>(res).result;
      expect(info?.qualifications.map((q) => q.id)).toContain(qualificationId);
      expect(info?.baAddresss.map((a) => a.id)).toContain(addressId);
    }
  });

  it('404 for an inactive lab or another unit’s booking, 400 for a booking of another lab or a bad id, 401 signed out', async () => {
    await t.db.update(testUnits).set({ isActive: false }).where(eq(testUnits.id, lab2Id));
    expect(
      (await call('consignor', 'GET', `BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${lab2Id}`)).statusCode,
    ).toBe(404);
    await t.db.update(testUnits).set({ isActive: true }).where(eq(testUnits.id, lab2Id));
    const b = await create(2);
    expect(
      (
        await call(
          'consignor2',
          'GET',
          `BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${labId}&consignId=${b.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'consignor',
          'GET',
          `BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${lab2Id}&consignId=${b.id}`,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('consignor', 'GET', 'BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=x')).statusCode,
    ).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/services/app/BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${labId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
