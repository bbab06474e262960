import { and, count, eq, inArray } from 'drizzle-orm';
import {
  buSampleChildren,
  buSampleInfos,
  buSampleParams,
  buSampleProperties,
  buSampleRefs,
  tuTestParams,
  tuTestSampleProperties,
  userRoles,
  users,
} from '../../server/db/schema/index';
import type { ConsignFixture } from './consign-fixture';
import { envelopeOf } from './helpers';

// What the BuSampleInfo tests share: the rows a consignment's samples own (to prove a refused call wrote nothing),
// a catalogue sample of lab1 with properties, and a signed-in user who holds no role at all.

/** Row counts of everything a consignment's samples own. */
export async function sampleRows(f: ConsignFixture, consignId: string) {
  const { db } = f.t;
  const ids = (
    await db.select({ id: buSampleInfos.id }).from(buSampleInfos).where(eq(buSampleInfos.consignId, consignId))
  ).map((r) => r.id);
  const n = async (table: typeof buSampleParams | typeof buSampleChildren | typeof buSampleProperties) =>
    ids.length === 0
      ? 0
      : ((await db.select({ n: count() }).from(table).where(inArray(table.buSampleInfoId, ids)))[0]?.n ?? 0);
  const refs =
    ids.length === 0
      ? 0
      : ((await db.select({ n: count() }).from(buSampleRefs).where(inArray(buSampleRefs.buSampleInfoId, ids)))[0]?.n ??
        0);
  return {
    samples: ids.length,
    params: await n(buSampleParams),
    children: await n(buSampleChildren),
    properties: await n(buSampleProperties),
    refs,
  };
}

/** lab1's rebar sample (GJ): its properties by system name and one of its parameters. */
export async function rebar(f: ConsignFixture) {
  const properties = await f.t.db
    .select()
    .from(tuTestSampleProperties)
    .where(and(eq(tuTestSampleProperties.testUnitId, f.labId), eq(tuTestSampleProperties.systemName, 'diameter')));
  const testSampleId = properties[0]?.testSampleId as string;
  const all = await f.t.db
    .select()
    .from(tuTestSampleProperties)
    .where(eq(tuTestSampleProperties.testSampleId, testSampleId));
  const [param] = await f.t.db.select().from(tuTestParams).where(eq(tuTestParams.testSampleId, testSampleId));
  return {
    testSampleId,
    property: Object.fromEntries(all.map((p) => [p.systemName, p.id])) as Record<string, string>,
    input: { testUnitSampleId: testSampleId, params: [{ tuTestParamId: param?.id as string }] },
  };
}

/** Takes every role from a demo user (it stays signed in): a user who acts in no role. */
export async function stripRoles(f: ConsignFixture, userName: string) {
  const [user] = await f.t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  await f.t.db.delete(userRoles).where(eq(userRoles.userId, user?.id as string));
}

/** The first sample of a consignment, as its owner reads it. */
export async function firstSampleId(f: ConsignFixture, consignId: string): Promise<string> {
  const res = await f.call(
    'consignor',
    'GET',
    `BuSampleInfo/GetAddConsignInfoBuSampleByConsignInfoId?consignInfoId=${consignId}`,
  );
  return envelopeOf<{ id: string }[]>(res).result?.[0]?.id as string;
}
