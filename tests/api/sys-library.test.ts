import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { baseStandards, sysTestSamples } from '../../server/db/schema/index';
import { CATALOGUE, STANDARDS } from '../../server/db/seed/catalogue-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

const base = '/api/services/app';
let t: TestApp;
let as: Record<'admin' | 'lab' | 'consignor', { authorization: string }>;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    admin: t.auth(await t.login('admin')),
    lab: t.auth(await t.login('lab')),
    consignor: t.auth(await t.login('consignor')),
  };
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: headers as Record<string, string>, payload });
const result = <T>(response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
};
const liveLibrary = async () =>
  (
    await t.db.select({ n: sql<number>`count(*)::int` }).from(sysTestSamples).where(eq(sysTestSamples.isDeleted, false))
  )[0]?.n;

interface SysSample {
  id: string;
  parentId: string | null;
  levelCode: string;
  sampleName: string;
  hasChildren?: boolean;
}

describe('SysTestSample', () => {
  test('the seeded library by level code: top level, then one group’s children', async () => {
    const top = result<SysSample[]>(await call('GET', 'SysTestSample/GetSysTestSampleDtoByLevelCode', as.lab));
    expect(top.map((s) => s.sampleName)).toEqual(CATALOGUE.map((g) => g.name));
    expect(top.every((s) => s.hasChildren)).toBe(true);
    const first = top[0] as SysSample;
    const children = result<SysSample[]>(
      await call('GET', `SysTestSample/GetSysTestSampleDtoByLevelCode?levelCode=${first.levelCode}`, as.admin),
    );
    expect(children.map((s) => s.sampleName)).toEqual(CATALOGUE[0]?.samples.map((s) => s.name));
    expect(children.every((c) => c.parentId === first.id && !c.hasChildren)).toBe(true);
    const tree = result<{ children: unknown[] }[]>(await call('GET', 'SysTestSample/GetSysTestSampleTree', as.lab));
    expect(tree).toHaveLength(CATALOGUE.length);
    expect((await call('GET', 'SysTestSample/GetSysTestSampleDtoByLevelCode?levelCode=1', as.lab)).statusCode).toBe(
      400,
    );
    expect((await call('GET', 'SysTestSample/GetSysTestSampleTree', as.consignor)).statusCode).toBe(403);
  });

  test('GetAll pages the whole library in tree order and finds samples by name or code', async () => {
    type Page = { totalCount: number; items: SysSample[] };
    const all = result<Page>(await call('GET', 'SysTestSample/GetAll?maxResultCount=1000', as.lab));
    expect(all.totalCount).toBe(await liveLibrary());
    const codes = all.items.map((s) => s.levelCode);
    expect(codes).toEqual([...codes].sort());
    const second = result<Page>(await call('GET', 'SysTestSample/GetAll?skipCount=2&maxResultCount=2', as.admin));
    expect(second.items.map((s) => s.id)).toEqual(all.items.slice(2, 4).map((s) => s.id));
    const sample = CATALOGUE[0]?.samples[0];
    const found = result<Page>(
      await call('GET', `SysTestSample/GetAll?search=${encodeURIComponent(sample?.name ?? '')}`, as.admin),
    );
    expect(found.items.map((s) => s.sampleName)).toContain(sample?.name);
    expect(found.items.every((s) => s.sampleName.includes(sample?.name ?? ''))).toBe(true);
    const none = result<Page>(await call('GET', 'SysTestSample/GetAll?search=%25', as.admin));
    expect(none).toEqual({ totalCount: 0, items: [] });
    expect((await call('GET', 'SysTestSample/GetAll', as.consignor)).statusCode).toBe(403);
  });

  test('admin creates, edits and deletes (with the subtree); lab and consignor are refused', async () => {
    const group = result<SysSample>(await call('POST', 'SysTestSample/Create', as.admin, { sampleName: '桥梁构件' }));
    const child = result<SysSample>(
      await call('POST', 'SysTestSample/Create', as.admin, {
        sampleName: '支座',
        parentId: group.id,
        countRequire: '1 件',
      }),
    );
    expect(child.levelCode).toBe(`${group.levelCode}001`);
    const edited = result<SysSample & { countRequire: string }>(
      await call('PUT', 'SysTestSample/Update', as.admin, {
        id: child.id,
        sampleName: '板式橡胶支座',
        countRequire: '2 件',
      }),
    );
    expect(edited).toMatchObject({ sampleName: '板式橡胶支座', countRequire: '2 件' });
    const before = await liveLibrary();
    expect((await call('POST', 'SysTestSample/Create', as.lab, { sampleName: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'SysTestSample/Create', as.consignor, { sampleName: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'SysTestSample/Create', as.admin, { sampleName: ' ' })).statusCode).toBe(400);
    expect(
      (await call('POST', 'SysTestSample/Create', as.admin, { sampleName: 'x', parentId: newId() })).statusCode,
    ).toBe(400);
    expect((await call('PUT', 'SysTestSample/Update', as.admin, { id: newId(), sampleName: 'x' })).statusCode).toBe(
      404,
    );
    expect(await liveLibrary()).toBe(before);
    expect((await call('DELETE', `SysTestSample/Delete?id=${group.id}`, as.lab)).statusCode).toBe(403);
    result(await call('DELETE', `SysTestSample/Delete?id=${group.id}`, as.admin));
    expect(await liveLibrary()).toBe((before ?? 0) - 2);
    expect((await call('GET', `SysTestSample/Get?id=${child.id}`, as.admin)).statusCode).toBe(404);
  });
});

interface Standard {
  id: string;
  baseStandardName: string;
  printsManCode: string;
  canDelete: boolean;
}

describe('SysBaseStandard', () => {
  test('paged list with search; the seeded ones are in use and cannot be deleted', async () => {
    const page = result<{ totalCount: number; items: Standard[] }>(
      await call('GET', 'SysBaseStandard/GetAllStandard?maxResultCount=2', as.lab),
    );
    expect(page.totalCount).toBe(STANDARDS.length);
    expect(page.items).toHaveLength(2);
    const found = result<{ items: Standard[] }>(
      await call('GET', `SysBaseStandard/GetAllStandard?search=${encodeURIComponent('JTG E20')}`, as.admin),
    );
    expect(found.items.map((s) => s.printsManCode)).toEqual(['JTG E20-2011']);
    expect(found.items[0]?.canDelete).toBe(false);
    const refused = await call('DELETE', `SysBaseStandard/Delete?id=${found.items[0]?.id}`, as.admin);
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', 'SysBaseStandard/GetAllStandard', as.consignor)).statusCode).toBe(403);
  });

  test('sorted by code or name either way; an unknown sort is refused', async () => {
    const list = (sorting: string) =>
      call(
        'GET',
        `SysBaseStandard/GetAllStandard?maxResultCount=1000&sorting=${encodeURIComponent(sorting)}`,
        as.admin,
      );
    const byName = result<{ items: Standard[] }>(await list('name')).items;
    const byNameDown = result<{ items: Standard[] }>(await list('name desc')).items;
    const byCode = result<{ items: Standard[] }>(await list('code')).items;
    expect(byNameDown.map((s) => s.id)).toEqual(byName.map((s) => s.id).reverse());
    const byCodeDown = result<{ items: Standard[] }>(await list('code desc')).items;
    expect(byCodeDown.map((s) => s.id)).toEqual(byCode.map((s) => s.id).reverse());
    expect(byName.map((s) => s.id)).not.toEqual(byCode.map((s) => s.id));
    expect((await list('printsManCode')).statusCode).toBe(400);
  });

  test('admin inserts, updates and deletes an unused standard; duplicates and other roles are refused', async () => {
    const created = result<Standard>(
      await call('POST', 'SysBaseStandard/Insert', as.admin, {
        baseStandardName: '公路桥梁板式橡胶支座',
        printsManCode: 'JT/T 4-2019',
      }),
    );
    expect(created.canDelete).toBe(true);
    const duplicate = await call('POST', 'SysBaseStandard/Insert', as.admin, {
      baseStandardName: 'x',
      printsManCode: 'JT/T 4-2019',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(envelopeOf(duplicate).error?.validationErrors?.[0]?.members).toEqual(['printsManCode']);
    expect(
      (await call('POST', 'SysBaseStandard/Insert', as.lab, { baseStandardName: 'x', printsManCode: 'y' })).statusCode,
    ).toBe(403);
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(baseStandards)
          .where(and(eq(baseStandards.isDeleted, false)))
      )[0]?.n;
    expect(await count()).toBe(STANDARDS.length + 1);
    const updated = result<Standard>(
      await call('PUT', 'SysBaseStandard/Update', as.admin, {
        id: created.id,
        baseStandardName: '板式橡胶支座',
        printsManCode: 'JT/T 4-2019',
      }),
    );
    expect(updated.baseStandardName).toBe('板式橡胶支座');
    expect(
      (
        await call('PUT', 'SysBaseStandard/Update', as.admin, {
          id: newId(),
          baseStandardName: 'x',
          printsManCode: 'z',
        })
      ).statusCode,
    ).toBe(404);
    result(await call('DELETE', `SysBaseStandard/Delete?id=${created.id}`, as.admin));
    expect(await count()).toBe(STANDARDS.length);
  });
});
