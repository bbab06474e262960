import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { baseStandards, testUnits, tuTestParams, tuTestSamples } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// What the tests of a lab's catalogue editing share: a seeded app with lab, lab2, consignor and admin signed in, the
// seeded labs' ids, a parameter of lab2's catalogue and a reference standard, and the calls they make.

export interface Sample {
  id: string;
  parentId: string | null;
  levelCode: string;
  sampleName: string;
  sampleCode: string | null;
  sysTestSampleId: string | null;
  countRequire: string | null;
  standards: { sysBaseStandardId: string; name: string; printsCode: string; utype: number }[];
}
export interface ParamRow {
  id: string;
  testSampleId: string;
  sampleName: string;
  name: string;
  testParamCode: string;
  price: string;
  baseStandardId: string | null;
  standardText: string | null;
}
export interface Paged<T> {
  totalCount: number;
  items: T[];
}

export const base = '/api/services/app';
export let t: TestApp;
export let as: Record<'lab' | 'lab2' | 'consignor' | 'admin', { authorization: string }>;
export let lab1Id: string;
export let lab2Id: string;
export let lab2SampleId: string;
export let lab2ParamId: string;
export let standardId: string;

export const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) => t.app.inject({ method, url: `${base}/${url}`, headers, payload });

export async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}

export const members = (response: Awaited<ReturnType<typeof call>>) =>
  envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members) ?? [];

export const liveSamples = async (testUnitId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tuTestSamples)
      .where(and(eq(tuTestSamples.testUnitId, testUnitId), eq(tuTestSamples.isDeleted, false)))
  )[0]?.n;

/** Signs in and finds the ids the tests use; run it in beforeAll. */
export async function setupCatalogueEdit() {
  t = await createTestApp();
  as = {
    lab: t.auth(await t.login('lab')),
    lab2: t.auth(await t.login('lab2')),
    consignor: t.auth(await t.login('consignor')),
    admin: t.auth(await t.login('admin')),
  };
  const labs = await t.db.select({ id: testUnits.id, name: testUnits.testUnitName }).from(testUnits);
  lab1Id = labs.find((l) => l.name === LABS[0].testUnitName)?.id as string;
  lab2Id = labs.find((l) => l.name === LABS[1].testUnitName)?.id as string;
  const [p] = await t.db
    .select({ id: tuTestParams.id, sampleId: tuTestParams.testSampleId })
    .from(tuTestParams)
    .where(eq(tuTestParams.testUnitId, lab2Id))
    .limit(1);
  lab2SampleId = p?.sampleId as string;
  lab2ParamId = p?.id as string;
  const [s] = await t.db.select({ id: baseStandards.id }).from(baseStandards).limit(1);
  standardId = s?.id as string;
}

export const create = (body: object, who = as.lab) => call('POST', 'TuTestSample/CreateTestSample', who, body);
