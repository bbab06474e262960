import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buSampleInfos, projects, tuTestParams, users } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// BuSampleInfo: reads follow the consignment's visibility; writes need the owning consignor while the
// consignment is Draft or Returned.

let t: TestApp;
const tok: Record<'consignor' | 'consignor2' | 'lab' | 'admin', string> = {} as never;
let labId: string;
let projectId: string;
let param: typeof tuTestParams.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['consignor', 'consignor2', 'lab', 'admin'] as const) tok[name] = await t.login(name);
  const [labUser] = await t.db.select().from(users).where(eq(users.userName, 'lab'));
  const [cUser] = await t.db.select().from(users).where(eq(users.userName, 'consignor'));
  labId = labUser?.unitId as string;
  const [project] = await t.db
    .select()
    .from(projects)
    .where(eq(projects.consignUnitId, cUser?.unitId as string));
  projectId = project?.id as string;
  [param] = (await t.db
    .select()
    .from(tuTestParams)
    .where(eq(tuTestParams.testUnitId, labId))
    .orderBy(asc(tuTestParams.testParamCode))) as [typeof tuTestParams.$inferSelect];
});
afterAll(() => t.close());

type Who = keyof typeof tok;
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/services/app/${url}`, headers: t.auth(tok[who]), payload: payload as object });
const samplesIn = async (consignId: string) =>
  (await t.db.select({ n: count() }).from(buSampleInfos).where(eq(buSampleInfos.consignId, consignId)))[0]?.n;

async function draft(): Promise<string> {
  const res = await call('consignor', 'POST', 'BuConsignInfo/CreateRawMateriaConsingInfo', {
    testUnitId: labId,
    projectId,
    linkPerson: 'A',
    linkPersonPhone: '1',
  });
  return envelopeOf<{ id: string }>(res).result?.id as string;
}

describe('BuSampleInfo', () => {
  it('creates, reads, saves, copies, groups by curing age and deletes samples of a draft', async () => {
    const consignId = await draft();
    const body = { consignId, testUnitSampleId: param.testSampleId, tuTestParamIds: [param.id] };
    expect((await call('lab', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', body)).statusCode).toBe(404);
    expect((await call('consignor2', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', body)).statusCode).toBe(404);
    expect((await call('admin', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', body)).statusCode).toBe(403);
    const bad = await call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', {
      ...body,
      tuTestParamIds: [labId],
    });
    expect(bad.statusCode).toBe(400);
    expect(await samplesIn(consignId)).toBe(0);

    const created = await call('consignor', 'POST', 'BuSampleInfo/CreateBuSampleParamInfo', body);
    expect(created.statusCode).toBe(200);
    const sample = envelopeOf<{ id: string; subtotal: string; params: unknown[] }>(created).result;
    expect(sample?.params).toHaveLength(1);
    expect(sample?.subtotal).toBe(Number(param.price).toFixed(2));
    const id = sample?.id as string;

    const list = await call(
      'consignor',
      'GET',
      `BuSampleInfo/GetAddConsignInfoBuSampleByConsignInfoId?consignInfoId=${consignId}`,
    );
    expect(envelopeOf<unknown[]>(list).result).toHaveLength(1);
    expect((await call('consignor2', 'GET', `BuSampleInfo/GetBuSampleInfo?id=${id}`)).statusCode).toBe(404);
    expect(
      (await call('consignor', 'GET', `BuSampleInfo/GetBuSampleParamsByBuSampleInfoId?buSampleInfoId=${id}`))
        .statusCode,
    ).toBe(200);

    const children = await call('consignor', 'POST', 'BuSampleInfo/CreateChildBuSampleParamInfo', {
      buSampleInfoId: id,
      children: [
        { ageWaitTime: 7, orderIndex: 0 },
        { ageWaitTime: 28, orderIndex: 1, projectPart: '墩身' },
      ],
    });
    expect(children.statusCode).toBe(200);
    expect(envelopeOf<{ children: unknown[] }>(children).result?.children).toHaveLength(2);

    const saved = await call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
      id,
      testUnitSampleId: param.testSampleId,
      specificationType: 'C30',
      params: [{ tuTestParamId: param.id, count: 4 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(envelopeOf<{ subtotal: string }>(saved).result?.subtotal).toBe((Number(param.price) * 4).toFixed(2));
    expect(
      (
        await call('consignor', 'POST', 'BuSampleInfo/SaveBuSampleInfo', {
          id,
          testUnitSampleId: param.testSampleId,
          params: [],
          x: 1,
        })
      ).statusCode,
    ).toBe(400);

    const copied = await call('consignor', 'POST', 'BuSampleInfo/CopyBuSampleInfo', { id });
    expect(copied.statusCode).toBe(200);
    const copyId = envelopeOf<{ id: string }>(copied).result?.id as string;
    expect(await samplesIn(consignId)).toBe(2);

    expect((await call('consignor2', 'DELETE', `BuSampleInfo/DeleteBuSampleInfo?id=${copyId}`)).statusCode).toBe(404);
    expect((await call('consignor', 'DELETE', `BuSampleInfo/DeleteBuSampleInfo?id=${copyId}`)).statusCode).toBe(200);
    expect(await samplesIn(consignId)).toBe(1);

    // Submitted: no more sample writes (409), the lab can read.
    expect(
      (await call('consignor', 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${consignId}`)).statusCode,
    ).toBe(200);
    expect((await call('consignor', 'DELETE', `BuSampleInfo/DeleteBuSampleInfoByIds?ids=${id}`)).statusCode).toBe(409);
    expect(await samplesIn(consignId)).toBe(1);
    expect((await call('lab', 'GET', `BuSampleInfo/GetBuSampleInfo?id=${id}`)).statusCode).toBe(200);

    const refs = await call(
      'consignor',
      'GET',
      `BuSampleInfo/GetSelectRefSampleByTestUnitIdAndProjectId?testUnitId=${labId}&projectId=${projectId}`,
    );
    expect(refs.statusCode).toBe(200);
    expect(envelopeOf<{ id: string }[]>(refs).result?.some((r) => r.id === id)).toBe(true);
  });
});
