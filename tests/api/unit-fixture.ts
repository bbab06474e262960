import { consignUnits, testUnits } from '../../server/db/schema/index';
import { CONSIGN_UNITS, LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp, type TestAppOptions } from './helpers';

// The common ground of the unit administration tests: a seeded app, some demo accounts signed in, and the ids of the
// seeded labs and consigning units in seed order.

export interface UnitFixture {
  t: TestApp;
  /** The bearer header of each signed-in account, by user name. */
  as: Record<string, { authorization: string }>;
  /** lab1, lab2 of the demo seed. */
  labIds: [string, string];
  /** cu1, cu2 of the demo seed. */
  consignUnitIds: [string, string];
}

export async function unitFixture(userNames: readonly string[], options?: TestAppOptions): Promise<UnitFixture> {
  const t = await createTestApp(options);
  const as: UnitFixture['as'] = {};
  for (const userName of userNames) as[userName] = t.auth(await t.login(userName));
  const labs = await t.db.select({ id: testUnits.id, name: testUnits.testUnitName }).from(testUnits);
  const units = await t.db.select({ id: consignUnits.id, name: consignUnits.name }).from(consignUnits);
  const labIds = LABS.map((lab) => labs.find((r) => r.name === lab.testUnitName)?.id);
  const consignUnitIds = CONSIGN_UNITS.map((unit) => units.find((r) => r.name === unit.name)?.id);
  if (![...labIds, ...consignUnitIds].every(Boolean)) {
    throw new Error('the demo seed has not two labs and two consigning units');
  }
  return { t, as, labIds: labIds as [string, string], consignUnitIds: consignUnitIds as [string, string] };
}

/** The result of an answer that must be 200; otherwise the test fails with the status and body. */
export async function ok<T>(response: Promise<{ statusCode: number; body: string; json<R>(): R }>): Promise<T> {
  const r = await response;
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return envelopeOf<T>(r).result as T;
}
