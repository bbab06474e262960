import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testUnits, tuTestSamples } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, type TestApp } from './helpers';

// Every read a consignor makes of one lab while choosing and booking it: an inactive or deleted lab is 404.

const services = '/api/services/app';
let t: TestApp;
let admin: { authorization: string };
let consignor: { authorization: string };
let labId: string;
let reads: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(await t.login('admin'));
  consignor = t.auth(await t.login('consignor'));
  const [lab] = await t.db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(eq(testUnits.testUnitName, LABS[1].testUnitName));
  labId = lab?.id as string;
  const [sample] = await t.db
    .select({ id: tuTestSamples.id })
    .from(tuTestSamples)
    .where(and(eq(tuTestSamples.testUnitId, labId), eq(tuTestSamples.isDeleted, false)))
    .limit(1);
  reads = [
    `BuConsignInfo/GetTuQualificationsByTestUnitId?testUnitId=${labId}`,
    `TuQualification/GetTuQualifications?testUnitId=${labId}`,
    `BaTestUnit/GetUnitDetail?id=${labId}`,
    `BaTestUnit/GetUnitPriceList?id=${labId}`,
    `BaTestUnit/GetTestUnitConfig?unitId=${labId}`,
    `TuTestSample/GetSampleTree?testUnitId=${labId}`,
    `TuTestSample/SearchTestSample?testUnitId=${labId}&name=${encodeURIComponent('土')}`,
    `TuTestParam/GetParamBySampleId?sampleId=${sample?.id}`,
    `TuTestParam/GetParamTree?testUnitId=${labId}`,
    `BuConsignInfo/GetPreSiteOtherInfoByTestUnitId?testUnitId=${labId}`,
  ];
});
afterAll(async () => t?.close());

const statuses = async () =>
  Promise.all(
    reads.map(async (url) => [url, (await t.app.inject({ url: `${services}/${url}`, headers: consignor })).statusCode]),
  );
const allAre = (status: number) => reads.map((url) => [url, status]);
const adminCall = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url: `${services}/BaTestUnit/${url}`, headers: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
};

test('a consignor reads an active lab, gets 404 while it is inactive, and reads it again once reactivated', async () => {
  expect(await statuses()).toEqual(allAre(200));
  await adminCall('POST', 'ChangeTestUnitActive', { unitId: labId, isActive: false });
  expect(await statuses()).toEqual(allAre(404));
  await adminCall('POST', 'ChangeTestUnitActive', { unitId: labId, isActive: true });
  expect(await statuses()).toEqual(allAre(200));
});

test('a deleted lab is 404 to a consignor on every read', async () => {
  await adminCall('DELETE', `Delete?id=${labId}`);
  expect(await statuses()).toEqual(allAre(404));
});
