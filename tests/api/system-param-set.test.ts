// BaSystemControlParam/SetParamValues: a lab sets its own switches, admin any lab's and the platform's; known
// switches only, '0' or '1'; nothing is written when any value is refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUnits } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

const api = '/api/services/app/BaSystemControlParam';
const code = 'IsEnableProjectContractSectName';
type Param = { id: string; unitType: number; unitID: string; paramCode: string; paramValue: string };
let t: TestApp;
let lab: { authorization: string };
let admin: { authorization: string };
let consignor: { authorization: string };
let lab1Id: string;
let lab2Id: string;

beforeAll(async () => {
  t = await createTestApp();
  const as = async (userName: string) => t.auth(await t.login(userName));
  [lab, admin, consignor] = [await as('lab'), await as('admin'), await as('consignor')];
  const idOf = async (name: string) =>
    (
      await t.db
        .select({ id: testUnits.id })
        .from(testUnits)
        .where(and(eq(testUnits.testUnitName, name)))
    )[0]?.id as string;
  [lab1Id, lab2Id] = await Promise.all([idOf(LABS[0].testUnitName), idOf(LABS[1].testUnitName)]);
});
afterAll(async () => t?.close());

async function set(headers: Record<string, string>, payload: object) {
  const response = await t.app.inject({ method: 'POST', url: `${api}/SetParamValues`, headers, payload });
  return { status: response.statusCode, body: envelopeOf<Param[]>(response) };
}

async function storedValue(unitType: number, unitId: string) {
  const response = await t.app.inject({
    url: `${api}/GetByParamCode?unitType=${unitType}&unitID=${unitId}&paramCode=${code}`,
    headers: admin,
  });
  return envelopeOf<Param>(response).result?.paramValue;
}

test('a lab switches its own parameter (unitType 2 and its unit by default) and reads it back', async () => {
  const before = await storedValue(2, lab1Id);
  const next = before === '1' ? '0' : '1';
  const answer = await set(lab, { paramValues: [{ paramCode: code.toLowerCase(), paramValue: next }] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.result?.find((p) => p.paramCode === code)).toMatchObject({ unitID: lab1Id, paramValue: next });
  expect(await storedValue(2, lab1Id)).toBe(next);
});

test('another lab’s parameters are 404 to a lab, and unchanged', async () => {
  const before = await storedValue(2, lab2Id);
  const answer = await set(lab, {
    unitID: lab2Id,
    paramValues: [{ paramCode: code, paramValue: before === '1' ? '0' : '1' }],
  });
  expect(answer.status).toBe(404);
  expect(await storedValue(2, lab2Id)).toBe(before);
  expect((await set(lab, { unitType: 0, paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(404);
  expect(await storedValue(0, '00000000-0000-0000-0000-000000000000')).toBe('0');
});

test('admin sets a lab’s switch and the platform’s; a consignor is refused (403)', async () => {
  expect((await set(admin, { unitID: lab2Id, paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(200);
  expect(await storedValue(2, lab2Id)).toBe('1');
  expect((await set(admin, { unitType: 0, paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(200);
  expect(await storedValue(0, '00000000-0000-0000-0000-000000000000')).toBe('1');
  expect((await set(admin, { unitType: 0, paramValues: [{ paramCode: code, paramValue: '0' }] })).status).toBe(200);
  expect((await set(consignor, { paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(403);
  expect((await set({}, { paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(401);
});

test('bad input is 400 and writes nothing', async () => {
  const before = await storedValue(2, lab1Id);
  const flip = before === '1' ? '0' : '1';
  const unknown = await set(lab, {
    paramValues: [
      { paramCode: code, paramValue: flip },
      { paramCode: 'NoSuchSwitch', paramValue: '1' },
    ],
  });
  expect(unknown.status).toBe(400);
  expect(unknown.body.error?.validationErrors?.[0]?.members).toEqual(['paramValues.1.paramCode']);
  expect((await set(lab, { paramValues: [{ paramCode: code, paramValue: 'yes' }] })).status).toBe(400);
  expect((await set(lab, { paramValues: [] })).status).toBe(400);
  expect((await set(admin, { paramValues: [{ paramCode: code, paramValue: '1' }] })).status).toBe(400); // no lab named
  expect(await storedValue(2, lab1Id)).toBe(before);
});
