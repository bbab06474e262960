import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignInfos, tuTestParams } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, consignmentSnapshot, type Status, type Who } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// Creating, saving and reading consignments (BuConsignInfo), and the lists of both sides.

let f: ConsignFixture;
let t: TestApp;
let tok: ConsignFixture['tok'];
let labId: string;
let sample: ReturnType<ConsignFixture['sample']>;

beforeAll(async () => {
  f = await consignFixture();
  ({ t, tok, labId } = f);
  sample = f.sample(3);
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  f.call(who, method, `BuConsignInfo/${url}`, payload);
const base = '/api/services/app/BuConsignInfo';
const at = (status: Status) => f.at(status);
const snapshot = (id: string) => consignmentSnapshot(t, id);

describe('create, save, read', () => {
  it('CreateRawMateriaConsingInfo: consignor only, lab required, nothing written on bad input', async () => {
    const [{ n: before } = { n: 0 }] = await t.db.select({ n: count() }).from(consignInfos);
    expect((await call('lab', 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: labId })).statusCode).toBe(403);
    expect((await call('admin', 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: labId })).statusCode).toBe(403);
    expect((await call('consignor', 'POST', 'CreateRawMateriaConsingInfo', {})).statusCode).toBe(400);
    expect(
      (
        await call('consignor', 'POST', 'CreateRawMateriaConsingInfo', {
          testUnitId: labId,
          linkPerson: 'x'.repeat(65),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('consignor', 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: labId, projectId: labId }))
        .statusCode,
    ).toBe(400);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${base}/CreateRawMateriaConsingInfo`,
      headers: { ...t.auth(tok.consignor), 'content-type': 'application/json' },
      payload: '{"testUnitId":',
    });
    expect(malformed.statusCode).toBe(400);
    const [{ n: after } = { n: 0 }] = await t.db.select({ n: count() }).from(consignInfos);
    expect(after).toBe(before);
  });

  it('SaveConsignInfo: consignor of the unit only; bad samples are 400 and nothing changes', async () => {
    const id = await at(10);
    const before = await snapshot(id);
    expect((await call('consignor2', 'POST', 'SaveConsignInfo', { id, memo: 'x' })).statusCode).toBe(404);
    expect((await call('lab', 'POST', 'SaveConsignInfo', { id, memo: 'x' })).statusCode).toBe(404);
    expect((await call('admin', 'POST', 'SaveConsignInfo', { id, memo: 'x' })).statusCode).toBe(403);
    const badParam = await call('consignor', 'POST', 'SaveConsignInfo', {
      id,
      memo: 'x',
      samples: [{ ...sample, params: [{ tuTestParamId: labId }] }],
    });
    expect(badParam.statusCode).toBe(400);
    expect(envelopeOf(badParam).error?.validationErrors?.[0]?.members).toEqual(['samples.0.params.0.tuTestParamId']);
    expect((await call('consignor', 'POST', 'SaveConsignInfo', { id, memo: 7 })).statusCode).toBe(400);
    expect(await snapshot(id)).toEqual(before);
    const res = await call('consignor', 'POST', 'SaveConsignInfo', { id, memo: 'ok', samples: [sample, sample] });
    expect(res.statusCode).toBe(200);
    const detail = envelopeOf<{ memo: string; samples: unknown[]; totalPrice: string }>(res).result;
    expect(detail?.memo).toBe('ok');
    expect(detail?.samples).toHaveLength(2);
  });

  it('the total is the current price × count, from SQL', async () => {
    const id = await at(10);
    const [param] = await t.db
      .select()
      .from(tuTestParams)
      .where(eq(tuTestParams.id, sample.params[0]?.tuTestParamId as string));
    const read = async () =>
      envelopeOf<{ totalPrice: string }>(await call('consignor', 'GET', `GetConsingInfo?id=${id}`)).result?.totalPrice;
    expect(await read()).toBe((Number(param?.price) * 3).toFixed(2));
    await t.db
      .update(tuTestParams)
      .set({ price: '12.50' })
      .where(eq(tuTestParams.id, param?.id as string));
    expect(await read()).toBe('37.50');
    await t.db
      .update(tuTestParams)
      .set({ price: param?.price as string })
      .where(eq(tuTestParams.id, param?.id as string));
  });

  it('GetConsingInfo and GetConsignLog: owner, addressed lab and admin read; others 404', async () => {
    const id = await at(20);
    for (const who of ['consignor', 'lab', 'admin'] as const) {
      expect((await call(who, 'GET', `GetConsingInfo?id=${id}`)).statusCode).toBe(200);
      expect((await call(who, 'GET', `GetConsignLog?consignId=${id}`)).statusCode).toBe(200);
    }
    for (const who of ['consignor2', 'lab2'] as const) {
      expect((await call(who, 'GET', `GetConsingInfo?id=${id}`)).statusCode).toBe(404);
      expect((await call(who, 'GET', `GetConsignLog?consignId=${id}`)).statusCode).toBe(404);
    }
    expect((await call('lab', 'GET', 'GetConsingInfo?id=nope')).statusCode).toBe(400);
    const labView = envelopeOf<{ allowedActions: string[] }>(
      await call('lab', 'GET', `GetConsingInfo?id=${id}`),
    ).result;
    expect(labView?.allowedActions.sort()).toEqual(['PASS', 'REJECT']);
    const adminView = envelopeOf<{ allowedActions: string[] }>(
      await call('admin', 'GET', `GetConsingInfo?id=${id}`),
    ).result;
    expect(adminView?.allowedActions).toEqual([]);
  });
});

describe('lists', () => {
  it('GetRawMateriaConsignInfoList: each side sees its own; filters, counts and paging', async () => {
    const draft = await at(10);
    const mine = envelopeOf<{ totalCount: number; items: { id: string; consignStatusStr: string }[] }>(
      await call('consignor', 'GET', 'GetRawMateriaConsignInfoList?maxResultCount=1000'),
    ).result;
    expect(mine?.items.some((i) => i.id === draft)).toBe(true);
    const other = envelopeOf<{ items: { id: string }[] }>(
      await call('consignor2', 'GET', 'GetRawMateriaConsignInfoList?maxResultCount=1000'),
    ).result;
    expect(other?.items.some((i) => i.id === draft)).toBe(false);
    const labList = envelopeOf<{ items: { id: string; consignStatus: number }[] }>(
      await call('lab', 'GET', 'GetRawMateriaConsignInfoList?maxResultCount=1000'),
    ).result;
    expect(labList?.items.some((i) => i.consignStatus === 10)).toBe(false);
    const filtered = envelopeOf<{
      totalCount: number;
      items: { consignStatus: number }[];
      statusCounts: { consignStatus: number; count: number }[];
    }>(
      await call(
        'consignor',
        'GET',
        'GetRawMateriaConsignInfoList?consignStatuses=10&consignStatuses=20&maxResultCount=2',
      ),
    ).result;
    expect(filtered?.items.length).toBeLessThanOrEqual(2);
    expect(filtered?.items.every((i) => [10, 20].includes(i.consignStatus))).toBe(true);
    expect(filtered?.statusCounts).toHaveLength(7);
    const byCode = await call('consignor', 'GET', `GetRawMateriaConsignInfoList?keyword=${encodeURIComponent('CL-')}`);
    expect(byCode.statusCode).toBe(200);
    const mobile = await call(
      'admin',
      'GET',
      'GetRawMateriaConsignInfoList_Mobile?testUnitName=x&consignStartTime=2024-01-01',
    );
    expect(mobile.statusCode).toBe(200);
    expect((await call('consignor', 'GET', 'GetRawMateriaConsignInfoList?maxResultCount=1001')).statusCode).toBe(400);
    expect((await call('consignor', 'GET', 'GetRawMateriaConsignInfoList?consignStatuses=11x')).statusCode).toBe(400);
    expect((await call('consignor', 'GET', 'GetRawMateriaConsignInfoList?consignStartTime=yesterday')).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: `${base}/GetRawMateriaConsignInfoList` })).statusCode).toBe(401);
  });

  it('GetPreConsignInfoLinkSample: the lab only, never Drafts, sorted', async () => {
    await at(20);
    const res = await call(
      'lab',
      'GET',
      'GetPreConsignInfoLinkSample?sortProp=consignCode&sortOrder=ascending&maxResultCount=1000',
    );
    expect(res.statusCode).toBe(200);
    const items = envelopeOf<{ items: { consignCode: string; consignStatus: number }[] }>(res).result?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.consignStatus === 10)).toBe(false);
    const codes = items.map((i) => i.consignCode);
    expect(codes).toEqual([...codes].sort());
    expect((await call('consignor', 'GET', 'GetPreConsignInfoLinkSample')).statusCode).toBe(403);
    expect((await call('lab', 'GET', 'GetPreConsignInfoLinkSample?sortProp=hack')).statusCode).toBe(400);
    const status = await call('lab', 'GET', 'GetPreConsignInfoLinkSample?consignStatus=20&search=x&consignType=1');
    expect(status.statusCode).toBe(200);
  });

  it('GetTuQualificationsByTestUnitId: any signed-in user', async () => {
    const res = await call('consignor', 'GET', `GetTuQualificationsByTestUnitId?testUnitId=${labId}`);
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<unknown[]>(res).result?.length).toBeGreaterThan(0);
    expect((await call('consignor', 'GET', 'GetTuQualificationsByTestUnitId?testUnitId=1')).statusCode).toBe(400);
  });
});
