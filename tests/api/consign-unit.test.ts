import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { consignUnits, unitAddresses } from '../../server/db/schema/index';
import { CONSIGN_UNITS } from '../../server/db/seed/demo-data';
import type { TestApp } from './helpers';
import { ok, type UnitFixture, unitFixture } from './unit-fixture';

interface Unit {
  id: string;
  name: string;
  status: number;
  description: string | null;
  userCount?: number;
  projectCount?: number;
}

const base = '/api/services/app/ConsginUnit';
const [cu1, cu2] = CONSIGN_UNITS;
let t: TestApp;
let as: UnitFixture['as'];
let cu1Id: string;
let cu2Id: string;

beforeAll(async () => {
  ({
    t,
    as,
    consignUnitIds: [cu1Id, cu2Id],
  } = await unitFixture(['admin', 'lab', 'consignor', 'consignor2']));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: as[who], payload });
const unitCount = async () => (await t.db.select({ n: count() }).from(consignUnits))[0]?.n;

describe('GetConsginUnitListBySys', () => {
  test('admin lists every unit with user and project counts, newest first; filters; sorts', async () => {
    const page = await ok<{ totalCount: number; items: Unit[] }>(call('GET', 'GetConsginUnitListBySys', 'admin'));
    expect(page.totalCount).toBe(2);
    const first = page.items.find((u) => u.id === cu1Id);
    expect(first).toMatchObject({ status: 1, userCount: 1, projectCount: cu1.projects.length });
    const named = await ok<{ items: Unit[] }>(
      call('GET', `GetConsginUnitListBySys?keyword=${encodeURIComponent(cu2.name.slice(0, 4))}`, 'admin'),
    );
    expect(named.items.map((u) => u.id)).toEqual([cu2Id]);
    const byProjects = await ok<{ items: Unit[] }>(
      call('GET', 'GetConsginUnitListBySys?sorting=projectCount%20desc', 'admin'),
    );
    const counts = byProjects.items.map((u) => u.projectCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test('lab and consignor → 403; bad status → 400', async () => {
    expect((await call('GET', 'GetConsginUnitListBySys', 'lab')).statusCode).toBe(403);
    expect((await call('GET', 'GetConsginUnitListBySys', 'consignor')).statusCode).toBe(403);
    expect((await call('GET', 'GetConsginUnitListBySys?status=7', 'admin')).statusCode).toBe(400);
  });
});

describe('a consigning unit’s own information', () => {
  test('the consignor reads and edits its own unit (no id needed); status is not its to change', async () => {
    const own = await ok<Unit>(call('GET', 'Get', 'consignor'));
    expect(own.id).toBe(cu1Id);
    const updated = await ok<Unit>(call('PUT', 'Update', 'consignor', { description: '新的单位简介' }));
    expect(updated).toMatchObject({ id: cu1Id, description: '新的单位简介', status: 1 });
    // A status sent along is a field Update does not read: dropped, the unit stays active.
    expect(await ok<Unit>(call('PUT', 'Update', 'consignor', { status: 0 }))).toMatchObject({ id: cu1Id, status: 1 });
  });

  test('another unit → 404; a lab → 403; bad or duplicate input → 400; nothing changed', async () => {
    expect((await call('GET', `Get?id=${cu2Id}`, 'consignor')).statusCode).toBe(404);
    expect((await call('PUT', 'Update', 'consignor', { id: cu2Id, description: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `Get?id=${cu1Id}`, 'lab')).statusCode).toBe(403);
    expect((await call('PUT', 'Update', 'consignor2', { name: cu1.name })).statusCode).toBe(400);
    expect((await call('PUT', 'Update', 'consignor2', { uninCode: 'bad code!' })).statusCode).toBe(400);
    expect((await call('PUT', 'Update', 'consignor2', { name: '' })).statusCode).toBe(400);
    const [row] = await t.db.select().from(consignUnits).where(eq(consignUnits.id, cu2Id));
    expect(row?.name).toBe(cu2.name);
  });

  test('the consignor keeps its own addresses; another unit’s are 404', async () => {
    const saved = await ok<{ id: string; isMain: boolean }>(
      call('POST', 'SaveAddress', 'consignor', { addressText: '苏州工业园区项目部 2 号', isMain: true }),
    );
    const list = await ok<{ id: string; isMain: boolean }[]>(call('GET', 'GetAddressList', 'consignor'));
    expect(list.filter((a) => a.isMain).map((a) => a.id)).toEqual([saved.id]);
    const [other] = await ok<{ id: string }[]>(call('GET', `GetAddressList?unitId=${cu2Id}`, 'admin'));
    expect((await call('DELETE', `DeleteAddress?id=${other?.id}`, 'consignor')).statusCode).toBe(404);
    const [still] = await t.db
      .select()
      .from(unitAddresses)
      .where(eq(unitAddresses.id, other?.id as string));
    expect(still?.isDeleted).toBe(false);
  });
});

describe('admin keeps consigning units', () => {
  test('creates, deactivates (its staff are signed out), reactivates and deletes a unit', async () => {
    const created = await ok<Unit>(
      call('POST', 'Create', 'admin', { name: '苏南快速路建设指挥部', uninCode: '91320500MA1XXXXX0A' }),
    );
    expect(created).toMatchObject({ status: 1 });
    const consignorToken = t.auth(await t.login('consignor2'));
    await ok(call('POST', 'ChangeConsginUnitActive', 'admin', { unitId: cu2Id, isActive: false }));
    expect((await t.app.inject({ url: `${base}/Get`, headers: consignorToken })).statusCode).toBe(401);
    const disabled = await ok<{ items: Unit[] }>(call('GET', 'GetConsginUnitListBySys?status=0', 'admin'));
    expect(disabled.items.map((u) => u.id)).toEqual([cu2Id]);
    await ok(call('POST', 'ChangeConsginUnitActive', 'admin', { unitId: cu2Id, isActive: true }));
    await ok(call('DELETE', `Delete?id=${created.id}`, 'admin'));
    expect((await call('GET', `Get?id=${created.id}`, 'admin')).statusCode).toBe(404);
  });

  test('create, activity and delete are admin’s: consignor and lab 403; unknown 404; bad 400; nothing written', async () => {
    const before = await unitCount();
    expect((await call('POST', 'Create', 'consignor', { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'Create', 'lab', { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'Create', 'admin', { name: '' })).statusCode).toBe(400);
    expect((await call('POST', 'Create', 'admin', { name: cu1.name })).statusCode).toBe(400);
    expect(await unitCount()).toBe(before);
    expect(
      (await call('POST', 'ChangeConsginUnitActive', 'consignor', { unitId: cu1Id, isActive: false })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `Delete?id=${cu1Id}`, 'consignor')).statusCode).toBe(403);
    expect((await call('DELETE', `Delete?id=${newId()}`, 'admin')).statusCode).toBe(404);
    const [row] = await t.db.select().from(consignUnits).where(eq(consignUnits.id, cu1Id));
    expect(row).toMatchObject({ status: 1, isDeleted: false });
  });
});
