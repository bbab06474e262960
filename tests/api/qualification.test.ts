import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { tuQualifications } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { QUALIFICATION_NAMES } from '../../server/db/seed/qualifications';
import { MAX_QUALIFICATIONS } from '../../server/services/qualification/service';
import { envelopeOf, type TestApp } from './helpers';
import { ok, type UnitFixture, unitFixture } from './unit-fixture';

interface Qualification {
  id: string;
  name: string;
  orderIndex: number;
  testUnitId: string;
  sysQualificationId: string | null;
}

const base = '/api/services/app';
let t: TestApp;
let as: UnitFixture['as'];
let lab1Id: string;
let lab2Id: string;

beforeAll(async () => {
  ({
    t,
    as,
    labIds: [lab1Id, lab2Id],
  } = await unitFixture(['admin', 'lab', 'lab2', 'consignor']));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: as[who], payload });
const heldBy = async (labId: string) =>
  (await t.db.select({ n: count() }).from(tuQualifications).where(eq(tuQualifications.testUnitId, labId)))[0]?.n;

describe('Qualification list of the platform', () => {
  test('names in order for anyone signed in; ids with GetAll; 401 without a token', async () => {
    expect(await ok<string[]>(call('GET', 'Qualification/GetQualificationNameList', 'consignor'))).toEqual([
      ...QUALIFICATION_NAMES,
    ]);
    const all = await ok<{ id: string; name: string }[]>(call('GET', 'Qualification/GetAll', 'lab'));
    expect(all.map((q) => q.name)).toEqual([...QUALIFICATION_NAMES]);
    expect((await t.app.inject({ url: `${base}/Qualification/GetQualificationNameList` })).statusCode).toBe(401);
  });
});

describe('TuQualification', () => {
  test('a lab adds, renames, reorders and deletes its own qualifications', async () => {
    const created = await ok<Qualification>(call('POST', 'TuQualification/Create', 'lab', { name: '  桥梁专项 ' }));
    expect(created).toMatchObject({ name: '桥梁专项', testUnitId: lab1Id, orderIndex: LABS[0].qualifications.length });
    const renamed = await ok<Qualification>(
      call('PUT', 'TuQualification/Update', 'lab', { id: created.id, name: '桥隧专项', orderIndex: 0 }),
    );
    expect(renamed).toMatchObject({ name: '桥隧专项', orderIndex: 0 });
    const list = await ok<Qualification[]>(call('GET', 'TuQualification/GetTuQualifications', 'lab'));
    expect(list.find((q) => q.id === created.id)?.name).toBe('桥隧专项');
    const orders = list.map((q) => q.orderIndex);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    await ok(call('DELETE', `TuQualification/Delete?id=${created.id}`, 'lab'));
    expect(await heldBy(lab1Id)).toBe(LABS[0].qualifications.length);
  });

  test('AddQualification adds from the platform list, skipping names the lab holds', async () => {
    const all = await ok<{ id: string; name: string }[]>(call('GET', 'Qualification/GetAll', 'admin'));
    const held = all.find((q) => q.name === LABS[1].qualifications[0]) as { id: string };
    const fresh = all.find((q) => q.name === '水运工程结构甲级') as { id: string };
    const list = await ok<Qualification[]>(
      call('POST', 'TuQualification/AddQualification', 'admin', {
        testUnitId: lab2Id,
        sysQualificationIds: [held.id, fresh.id],
      }),
    );
    expect(list.map((q) => q.name)).toEqual([...LABS[1].qualifications, '水运工程结构甲级']);
    expect(list.at(-1)?.sysQualificationId).toBe(fresh.id);
    // a consignor now finds lab2 by that qualification
    const found = await ok<{ items: { id: string }[] }>(
      call('GET', `BaTestUnit/GetAllUnit?qualificationName=${encodeURIComponent('结构甲级')}`, 'consignor'),
    );
    expect(found.items.map((r) => r.id)).toEqual([lab2Id]);
  });

  test('consignors read an active lab’s list but change nothing (403); another lab’s record 404', async () => {
    const lab2List = await ok<Qualification[]>(
      call('GET', `TuQualification/GetTuQualifications?testUnitId=${lab2Id}`, 'consignor'),
    );
    const target = lab2List[0] as Qualification;
    const before = await heldBy(lab2Id);
    expect(
      (await call('POST', 'TuQualification/Create', 'consignor', { testUnitId: lab2Id, name: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `TuQualification/Delete?id=${target.id}`, 'consignor')).statusCode).toBe(403);
    expect((await call('POST', 'TuQualification/Create', 'lab', { testUnitId: lab2Id, name: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', 'TuQualification/Update', 'lab', { id: target.id, name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `TuQualification/Delete?id=${target.id}`, 'lab')).statusCode).toBe(404);
    expect((await call('GET', `TuQualification/Get?id=${target.id}`, 'lab')).statusCode).toBe(404);
    expect(await heldBy(lab2Id)).toBe(before);
  });

  test('bad input → 400 naming the field; nothing written', async () => {
    const before = await heldBy(lab1Id);
    for (const [url, body, member] of [
      ['TuQualification/Create', { name: '' }, 'name'],
      ['TuQualification/Create', { name: LABS[0].qualifications[0] }, 'name'],
      ['TuQualification/Create', { name: 'x', orderIndex: -1 }, 'orderIndex'],
      ['TuQualification/AddQualification', { sysQualificationIds: [] }, 'sysQualificationIds'],
      ['TuQualification/AddQualification', { sysQualificationIds: [newId()] }, 'sysQualificationIds'],
    ] as const) {
      const response = await call('POST', url, 'lab', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const members = envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members) ?? [];
      expect(members.join(), JSON.stringify(body)).toContain(member);
    }
    expect(await heldBy(lab1Id)).toBe(before);
  });

  test('an inactive lab’s list is 404 to consignors but still readable by admin', async () => {
    await ok(call('POST', 'BaTestUnit/ChangeTestUnitActive', 'admin', { unitId: lab2Id, isActive: false }));
    expect(
      (await call('GET', `TuQualification/GetTuQualifications?testUnitId=${lab2Id}`, 'consignor')).statusCode,
    ).toBe(404);
    expect(
      await ok<Qualification[]>(call('GET', `TuQualification/GetAll?testUnitId=${lab2Id}`, 'admin')),
    ).not.toHaveLength(0);
    await ok(call('POST', 'BaTestUnit/ChangeTestUnitActive', 'admin', { unitId: lab2Id, isActive: true }));
  });
});

test('a lab holds at most MAX_QUALIFICATIONS: the one past it is 409 and not stored', async () => {
  const room = MAX_QUALIFICATIONS - 1 - ((await heldBy(lab2Id)) ?? 0);
  await t.db.insert(tuQualifications).values(
    Array.from({ length: room }, (_, i) => ({
      id: newId(),
      testUnitId: lab2Id,
      name: `专项资质 ${i}`,
      orderIndex: 100 + i,
    })),
  );
  await ok(call('POST', 'TuQualification/Create', 'admin', { testUnitId: lab2Id, name: '最后一项' }));
  expect(await heldBy(lab2Id)).toBe(MAX_QUALIFICATIONS);
  const refused = await call('POST', 'TuQualification/Create', 'admin', { testUnitId: lab2Id, name: '多出的一项' });
  expect(refused.statusCode).toBe(409);
  expect(await heldBy(lab2Id)).toBe(MAX_QUALIFICATIONS);
});
