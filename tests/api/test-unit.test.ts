import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits, tuQualifications, unitAddresses } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface UnitRow {
  id: string;
  unitNo: string | null;
  testUnitName: string;
  shengShi: string;
  qualificationName: string;
}
interface UnitDetail {
  id: string;
  testUnitName: string;
  inroduce: string | null;
  jtsyjcAddress: string | null;
  qualificationNameList: string[];
  unitAddressList: { id: string; person: string | null; addressText: string; isMain: boolean }[];
}

const base = '/api/services/app/BaTestUnit';
const [lab1, lab2] = LABS;
let t: TestApp;
let consignor: { authorization: string };
let inactiveId: string;

beforeAll(async () => {
  t = await createTestApp();
  consignor = t.auth(await t.login('consignor'));
  // A deactivated lab that matches every filter the tests use: it must never show.
  inactiveId = newId();
  await t.db.insert(testUnits).values({
    id: inactiveId,
    unitNo: 'TU0000',
    testUnitName: '华通停用检测所',
    sheng: '江苏省',
    shi: '南京市',
    isActive: false,
  });
  await t.db.insert(tuQualifications).values({ id: newId(), testUnitId: inactiveId, name: '公路工程综合甲级' });
});
afterAll(async () => t?.close());

async function list(query: string, headers = consignor) {
  const response = await t.app.inject({ url: `${base}/GetAllUnit?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<{ totalCount: number; items: UnitRow[] }>(response).result as {
    totalCount: number;
    items: UnitRow[];
  };
}
const names = (page: { items: UnitRow[] }) => page.items.map((i) => i.testUnitName);

describe('GetAllUnit', () => {
  test('anyone signed in gets the active labs by unit number, with their qualifications joined', async () => {
    for (const user of ['consignor', 'lab', 'admin']) {
      const page = await list('', t.auth(await t.login(user)));
      expect(page.totalCount).toBe(2);
      expect(names(page)).toEqual([lab1.testUnitName, lab2.testUnitName]);
    }
    const [first] = (await list('')).items;
    expect(first).toMatchObject({
      unitNo: lab1.unitNo,
      shengShi: `${lab1.sheng}${lab1.shi}`,
      qualificationName: lab1.qualifications.join('、'),
    });
  });

  test('filters: name or number, province, city, qualification; blank filters filter nothing', async () => {
    expect(names(await list(`nameKey=${encodeURIComponent('华通')}`))).toEqual([lab1.testUnitName]);
    expect(names(await list('nameKey=tu0002'))).toEqual([lab2.testUnitName]);
    expect(names(await list('nameKey=%25'))).toEqual([]); // a literal %, not a wildcard
    expect((await list(`sheng=${encodeURIComponent('江苏省')}`)).totalCount).toBe(2);
    expect(names(await list(`shi=${encodeURIComponent('南通市')}`))).toEqual([lab2.testUnitName]);
    expect(names(await list(`shi=${encodeURIComponent('南通')}`))).toEqual([]); // city is exact
    expect(names(await list(`qualificationName=${encodeURIComponent('综合甲级')}`))).toEqual([lab1.testUnitName]);
    expect((await list(`qualificationName=${encodeURIComponent('水运工程材料甲级')}`)).totalCount).toBe(2);
    expect((await list('nameKey=&sheng=&shi=&qualificationName=&qualificationSort=')).totalCount).toBe(2);
  });

  test('qualificationSort orders by number of qualifications', async () => {
    expect(lab1.qualifications.length).toBeGreaterThan(lab2.qualifications.length);
    expect(names(await list('qualificationSort=asc'))).toEqual([lab2.testUnitName, lab1.testUnitName]);
    expect(names(await list('qualificationSort=desc'))).toEqual([lab1.testUnitName, lab2.testUnitName]);
  });

  test('currPage / maxPage page the list; totalCount counts all matches', async () => {
    const second = await list('currPage=2&maxPage=1');
    expect(second.totalCount).toBe(2);
    expect(names(second)).toEqual([lab2.testUnitName]);
    expect(names(await list('currPage=3&maxPage=1'))).toEqual([]);
  });

  test('bad input → 400 with validationErrors; not signed in → 401', async () => {
    for (const [query, member] of [
      ['currPage=0', 'currPage'],
      ['maxPage=1001', 'maxPage'],
      ['qualificationSort=sideways', 'qualificationSort'],
      [`nameKey=${'x'.repeat(129)}`, 'nameKey'],
    ] as const) {
      const response = await t.app.inject({ url: `${base}/GetAllUnit?${query}`, headers: consignor });
      expect(response.statusCode, query).toBe(400);
      const members = envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members);
      expect(members, query).toContain(member);
    }
    const anonymous = await t.app.inject({ url: `${base}/GetAllUnit` });
    expect(anonymous.statusCode).toBe(401);
    expect(envelopeOf(anonymous).unAuthorizedRequest).toBe(true);
  });
});

describe('GetUnitDetail', () => {
  const detail = async (id: string) => t.app.inject({ url: `${base}/GetUnitDetail?id=${id}`, headers: consignor });

  test('an active lab with its qualifications in order and its addresses, main first', async () => {
    const id = (await list('')).items[0]?.id as string;
    const response = await detail(id);
    expect(response.statusCode).toBe(200);
    const unit = envelopeOf<UnitDetail>(response).result as UnitDetail;
    expect(unit).toMatchObject({
      id,
      testUnitName: lab1.testUnitName,
      inroduce: lab1.inroduce,
      jtsyjcAddress: lab1.jtsyjcAddress,
    });
    expect(unit.qualificationNameList).toEqual([...lab1.qualifications]);
    expect(unit.unitAddressList.map((a) => a.addressText)).toEqual(lab1.addresses.map((a) => a.addressText));
    expect(unit.unitAddressList[0]?.isMain).toBe(true);
    const [stored] = await t.db.select({ n: count() }).from(unitAddresses).where(eq(unitAddresses.unitId, id));
    expect(unit.unitAddressList.length).toBe(stored?.n);
  });

  test('an inactive or unknown lab → 404; a malformed or missing id → 400', async () => {
    expect((await detail(inactiveId)).statusCode).toBe(404);
    expect((await detail(newId())).statusCode).toBe(404);
    const bad = await detail('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.flatMap((v) => v.members)).toContain('id');
    expect((await t.app.inject({ url: `${base}/GetUnitDetail`, headers: consignor })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}/GetUnitDetail?id=${inactiveId}` })).statusCode).toBe(401);
  });
});
