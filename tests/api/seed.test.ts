import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as schema from '../../server/db/schema/index';
import { seedDemo } from '../../server/db/seed';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tables = {
  users: schema.users,
  roles: schema.roles,
  testUnits: schema.testUnits,
  tuQualifications: schema.tuQualifications,
  unitAddresses: schema.unitAddresses,
  consignUnits: schema.consignUnits,
  projects: schema.projects,
  tuTestSamples: schema.tuTestSamples,
  tuTestParams: schema.tuTestParams,
  baseStandards: schema.baseStandards,
  consignInfos: schema.consignInfos,
  consignLogs: schema.consignLogs,
  buSampleInfos: schema.buSampleInfos,
  buSampleParams: schema.buSampleParams,
  buReports: schema.buReports,
  sysNotices: schema.sysNotices,
  systemParams: schema.systemParams,
};

async function counts() {
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  }
  return result;
}

test('the demo catalogue is realistic: six sample kinds per lab, priced parameters, standards', async () => {
  const samples = await t.db.select().from(schema.tuTestSamples);
  const params = await t.db.select().from(schema.tuTestParams);
  const labs = await t.db.select().from(schema.testUnits);
  expect(labs).toHaveLength(2);
  for (const lab of labs) {
    const leaves = samples.filter((s) => s.testUnitId === lab.id && s.parentId !== null);
    expect(leaves.length).toBeGreaterThanOrEqual(6);
    for (const leaf of leaves) {
      const own = params.filter((p) => p.testSampleId === leaf.id);
      expect(own.length, leaf.sampleName).toBeGreaterThan(0);
      for (const p of own) expect(Number(p.price)).toBeGreaterThan(0);
    }
  }
  const codes = (await t.db.select().from(schema.baseStandards)).map((s) => s.code);
  expect(codes).toEqual(
    expect.arrayContaining([
      'JTG 3420-2020',
      'GB/T 1499.2-2018',
      'JTG E20-2011',
      'JTG E42-2005',
      'GB 175-2007',
      'JTG 3432-2024',
    ]),
  );
  const consignments = await t.db.select().from(schema.consignInfos);
  expect(new Set(consignments.map((c) => c.consignStatus)).size).toBe(7);
  for (const c of consignments) expect(c.consignCode).toMatch(/^(CL|XC|JG)-\d{8}-\d{4}$/);
});

test('seeding again adds nothing', async () => {
  const before = await counts();
  // Read as the owner: the five demo accounts of the default tenant and the host's administrator (tenant 0).
  expect(before.users).toBe(6);
  expect(before.projects).toBe(4);
  await seedDemo(t.db);
  expect(await counts()).toEqual(before);
});
