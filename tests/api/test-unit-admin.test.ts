import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { envelopeOf, type TestApp } from './helpers';
import { type UnitFixture, unitFixture } from './unit-fixture';

interface TestUnit {
  id: string;
  unitNo: string;
  testUnitName: string;
  isActive: boolean;
  lmisIntegratedCode: string | null;
  lmisurl: string | null;
  inroduce: string | null;
  jtsyjcAddress: string | null;
  tuQualification: { name: string }[];
}
interface Row {
  id: string;
  testUnitName: string;
  isActive: boolean;
  userCount: number;
  qualificationCount: number;
}

const base = '/api/services/app/BaTestUnit';
const [lab1, lab2] = LABS;
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
const resultOf = <T>(response: { statusCode: number; body: string; json<R>(): R }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return envelopeOf<T>(response).result as T;
};
const labCount = async () => (await t.db.select({ n: count() }).from(testUnits))[0]?.n;
const membersOf = (response: { json<R>(): R }) =>
  envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members) ?? [];

describe('GetTestUnit (admin list)', () => {
  test('admin sees every lab with counts; filters by activity and keyword; sorts', async () => {
    const page = resultOf<{ totalCount: number; items: Row[] }>(await call('GET', 'GetTestUnit', 'admin'));
    expect(page.items.map((r) => r.testUnitName)).toEqual([lab1.testUnitName, lab2.testUnitName]);
    expect(page.items[0]).toMatchObject({
      isActive: true,
      userCount: 1,
      qualificationCount: lab1.qualifications.length,
    });
    const byName = resultOf<{ items: Row[] }>(await call('GET', 'GetTestUnit?sorting=testUnitName%20desc', 'admin'));
    expect(byName.items.map((r) => r.testUnitName)).toEqual([lab1.testUnitName, lab2.testUnitName].sort().reverse());
    const keyword = resultOf<{ items: Row[] }>(
      await call('GET', `GetAll?keyword=${encodeURIComponent('江海')}`, 'admin'),
    );
    expect(keyword.items.map((r) => r.id)).toEqual([lab2Id]);
    expect(resultOf<{ totalCount: number }>(await call('GET', 'GetTestUnit?isActive=false', 'admin')).totalCount).toBe(
      0,
    );
  });

  test('a lab or consignor → 403; bad sorting → 400', async () => {
    expect((await call('GET', 'GetTestUnit', 'lab')).statusCode).toBe(403);
    expect((await call('GET', 'GetTestUnit', 'consignor')).statusCode).toBe(403);
    const bad = await call('GET', 'GetTestUnit?sorting=password', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(membersOf(bad)).toContain('sorting');
  });
});

describe('AddTestUnit / GetTestUnitById / UpdateTestUnit', () => {
  let newLab: TestUnit;

  test('admin adds a lab: numbered after the others, active, visible to consignors', async () => {
    newLab = resultOf<TestUnit>(
      await call('POST', 'AddTestUnit', 'admin', {
        testUnitName: '  东方路桥试验检测中心 ',
        sheng: '江苏省',
        shi: '苏州市',
        lmisurl: 'https://lims.east.example.com',
        lmisIntegratedCode: 'EAST-LIMS-0001',
        jtsyjcAddress: 'east.example.com',
      }),
    );
    expect(newLab).toMatchObject({ unitNo: 'TU0003', testUnitName: '东方路桥试验检测中心', isActive: true });
    const all = resultOf<{ items: { id: string }[] }>(await call('GET', 'GetAllUnit?maxPage=50', 'consignor'));
    expect(all.items.map((r) => r.id)).toContain(newLab.id);
    const read = resultOf<TestUnit>(await call('GET', `GetTestUnitById?testUnitID=${newLab.id}`, 'admin'));
    expect(read).toMatchObject({ id: newLab.id, lmisIntegratedCode: 'EAST-LIMS-0001', tuQualification: [] });
  });

  test('refused: lab and consignor → 403; bad or duplicate input → 400; nothing written', async () => {
    const before = await labCount();
    expect((await call('POST', 'AddTestUnit', 'lab', { testUnitName: 'X 检测' })).statusCode).toBe(403);
    expect((await call('POST', 'Create', 'consignor', { testUnitName: 'X 检测' })).statusCode).toBe(403);
    for (const [body, member] of [
      [{ testUnitName: '' }, 'testUnitName'],
      [{ testUnitName: 'Y 检测', lmisurl: 'ftp://x' }, 'lmisurl'],
      [{ testUnitName: 'Y 检测', jtsyjcAddress: 'a b' }, 'jtsyjcAddress'],
      [{ testUnitName: 'Y 检测', lmisIntegratedCode: 'short' }, 'lmisIntegratedCode'],
      [{ testUnitName: lab1.testUnitName }, 'testUnitName'],
      [{ testUnitName: 'Y 检测', jtsyjcAddress: lab1.jtsyjcAddress }, 'jtsyjcAddress'],
      [{ testUnitName: 'Y 检测', lmisIntegratedCode: lab2.lmisIntegratedCode }, 'lmisIntegratedCode'],
    ] as const) {
      const response = await call('POST', 'AddTestUnit', 'admin', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(membersOf(response), JSON.stringify(body)).toContain(member);
    }
    expect(await labCount()).toBe(before);
  });

  test('a lab reads itself; another lab → 404; a consignor → 403', async () => {
    expect(resultOf<TestUnit>(await call('GET', `GetTestUnitById?testUnitID=${lab1Id}`, 'lab')).id).toBe(lab1Id);
    expect((await call('GET', `GetTestUnitById?testUnitID=${lab2Id}`, 'lab')).statusCode).toBe(404);
    expect((await call('GET', `Get?id=${lab1Id}`, 'consignor')).statusCode).toBe(403);
    expect((await call('GET', `Get?id=${newId()}`, 'admin')).statusCode).toBe(404);
  });

  test('admin updates any field; a lab only its descriptive ones, the rest stays', async () => {
    const updated = resultOf<TestUnit>(
      await call('PUT', 'UpdateTestUnit', 'admin', {
        id: newLab.id,
        testUnitName: newLab.testUnitName,
        lmisIntegratedCode: 'EAST-LIMS-0002',
      }),
    );
    expect(updated.lmisIntegratedCode).toBe('EAST-LIMS-0002');
    const own = resultOf<TestUnit>(
      await call('PUT', 'UpdateTestUnit', 'lab', {
        id: lab1Id,
        testUnitName: lab1.testUnitName,
        inroduce: '新的简介',
        lmisIntegratedCode: 'HACKED-CODE-123',
        jtsyjcAddress: 'evil.example.com',
      }),
    );
    expect(own).toMatchObject({
      inroduce: '新的简介',
      lmisIntegratedCode: lab1.lmisIntegratedCode,
      jtsyjcAddress: lab1.jtsyjcAddress,
    });
  });

  test('update refused: another lab 404, consignor 403, bad input 400, nothing changed', async () => {
    const body = { id: lab2Id, testUnitName: 'Renamed' };
    expect((await call('PUT', 'UpdateTestUnit', 'lab', body)).statusCode).toBe(404);
    expect((await call('PUT', 'Update', 'consignor', body)).statusCode).toBe(403);
    const bad = await call('PUT', 'UpdateTestUnit', 'admin', { ...body, iLISReportProgressQueryURL: 'javascript:x' });
    expect(bad.statusCode).toBe(400);
    expect(membersOf(bad)).toContain('iLISReportProgressQueryURL');
    const dup = await call('PUT', 'UpdateTestUnit', 'admin', { ...body, testUnitName: lab1.testUnitName });
    expect(dup.statusCode).toBe(400);
    const [row] = await t.db.select().from(testUnits).where(eq(testUnits.id, lab2Id));
    expect(row?.testUnitName).toBe(lab2.testUnitName);
  });
});

describe('ChangeTestUnitActive / Delete / GetTestUnitConfig / NewIntegratedCode', () => {
  test('a deactivated lab disappears for consignors and its staff are signed out; reactivation restores it', async () => {
    const labToken = t.auth(await t.login('lab2'));
    resultOf(await call('POST', 'ChangeTestUnitActive', 'admin', { unitId: lab2Id, isActive: false }));
    const all = resultOf<{ items: { id: string }[] }>(await call('GET', 'GetAllUnit', 'consignor'));
    expect(all.items.map((r) => r.id)).not.toContain(lab2Id);
    expect((await call('GET', `GetUnitDetail?id=${lab2Id}`, 'consignor')).statusCode).toBe(404);
    expect((await call('GET', `GetTestUnitConfig?unitId=${lab2Id}`, 'consignor')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${base}/GetTestUnitById?testUnitID=${lab2Id}`, headers: labToken })).statusCode,
    ).toBe(401);
    const inactive = resultOf<{ items: Row[] }>(await call('GET', 'GetTestUnit?isActive=false', 'admin'));
    expect(inactive.items.map((r) => r.id)).toEqual([lab2Id]);
    resultOf(await call('POST', 'ChangeTestUnitActive', 'admin', { unitId: lab2Id, isActive: true }));
    expect((await call('GET', `GetUnitDetail?id=${lab2Id}`, 'consignor')).statusCode).toBe(200);
  });

  test('activity and delete are admin’s: lab and consignor 403, unknown 404, bad 400, nothing changed', async () => {
    expect((await call('POST', 'ChangeTestUnitActive', 'lab', { unitId: lab1Id, isActive: false })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', 'ChangeTestUnitActive', 'consignor', { unitId: lab1Id, isActive: false })).statusCode,
    ).toBe(403);
    expect((await call('POST', 'ChangeTestUnitActive', 'admin', { unitId: newId(), isActive: false })).statusCode).toBe(
      404,
    );
    expect((await call('POST', 'ChangeTestUnitActive', 'admin', { unitId: lab1Id, isActive: 'no' })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `Delete?id=${lab1Id}`, 'lab')).statusCode).toBe(403);
    const [row] = await t.db.select().from(testUnits).where(eq(testUnits.id, lab1Id));
    expect(row).toMatchObject({ isActive: true, isDeleted: false });
  });

  test('admin deletes a lab: gone from every list, its record 404', async () => {
    const created = resultOf<TestUnit>(await call('POST', 'AddTestUnit', 'admin', { testUnitName: '待删除检测站' }));
    resultOf(await call('DELETE', `Delete?id=${created.id}`, 'admin'));
    const list = resultOf<{ items: Row[] }>(await call('GET', 'GetTestUnit?maxResultCount=100', 'admin'));
    expect(list.items.map((r) => r.id)).not.toContain(created.id);
    expect((await call('GET', `GetTestUnitById?testUnitID=${created.id}`, 'admin')).statusCode).toBe(404);
  });

  test('GetTestUnitConfig answers the booking setting to anyone signed in; a bad id is 400', async () => {
    expect(resultOf(await call('GET', `GetTestUnitConfig?unitId=${lab1Id}`, 'consignor'))).toEqual({
      isConsignSingleSample: false,
    });
    expect((await call('GET', 'GetTestUnitConfig?unitId=nope', 'consignor')).statusCode).toBe(400);
  });

  test('NewIntegratedCode gives admin a fresh code each time; others 403', async () => {
    const first = resultOf<string>(await call('GET', 'NewIntegratedCode', 'admin'));
    const second = resultOf<string>(await call('GET', 'NewIntegratedCode', 'admin'));
    expect(first).toMatch(/^LIMS-[A-Z2-9]{16}$/);
    expect(second).not.toBe(first);
    expect((await call('GET', 'NewIntegratedCode', 'lab')).statusCode).toBe(403);
  });
});

describe('GetUnitPriceList', () => {
  interface Price {
    sampleName: string;
    paramName: string;
    price: string;
  }
  test('an active lab’s parameters with prices, searchable and paged', async () => {
    const page = resultOf<{ totalCount: number; items: Price[] }>(
      await call('GET', `GetUnitPriceList?id=${lab1Id}&maxResultCount=5`, 'consignor'),
    );
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.items).toHaveLength(5);
    expect(page.items[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const cement = resultOf<{ items: Price[] }>(
      await call('GET', `GetUnitPriceList?id=${lab1Id}&keyword=${encodeURIComponent('细度')}`, 'consignor'),
    );
    expect(cement.items.length).toBeGreaterThan(0);
    expect(cement.items.every((r) => `${r.sampleName}${r.paramName}`.includes('细度'))).toBe(true);
  });

  test('sorting by price orders the rows both ways; an unknown sorting → 400', async () => {
    const sorted = async (sorting: string) =>
      resultOf<{ totalCount: number; items: (Price & { paramId: string })[] }>(
        await call(
          'GET',
          `GetUnitPriceList?id=${lab1Id}&sorting=${encodeURIComponent(sorting)}&maxResultCount=1000`,
          'consignor',
        ),
      );
    const ascending = await sorted('price');
    expect(ascending.items).toHaveLength(ascending.totalCount);
    const prices = ascending.items.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBeLessThan(prices.at(-1) as number);
    const descending = await sorted('price desc');
    expect(descending.items.map((r) => r.paramId)).toEqual(ascending.items.map((r) => r.paramId).reverse());
    expect((await call('GET', `GetUnitPriceList?id=${lab1Id}&sorting=sampleName`, 'consignor')).statusCode).toBe(400);
  });

  test('unknown lab 404, bad id 400, not signed in 401', async () => {
    expect((await call('GET', `GetUnitPriceList?id=${newId()}`, 'consignor')).statusCode).toBe(404);
    expect((await call('GET', 'GetUnitPriceList?id=x', 'consignor')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}/GetUnitPriceList?id=${lab1Id}` })).statusCode).toBe(401);
  });
});
