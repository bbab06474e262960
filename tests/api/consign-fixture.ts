import { asc, count, eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import type { Database } from '../../server/db/client';
import { consignInfos, consignLogs, projects, sampleLabels, tuTestParams, users } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp, type TestAppOptions } from './helpers';

// The common ground of the consignment tests: a seeded app, the demo accounts signed in, consignor's lab (lab1) and
// project, one priced parameter of lab1's catalogue, and consignments of consignor at any status.

export const WHO = ['consignor', 'consignor2', 'lab', 'lab2', 'admin'] as const;
export type Who = (typeof WHO)[number];
export type Status = 10 | 20 | 30 | 40 | 50;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ConsignFixture {
  t: TestApp;
  tok: Record<Who, string>;
  /** lab1, where consignor books. */
  labId: string;
  /** consignor's first project. */
  projectId: string;
  /** The first parameter (by code) of lab1's catalogue. */
  param: typeof tuTestParams.$inferSelect;
  /** A sample input with that parameter. */
  sample: (count?: number) => { testUnitSampleId: string; params: { tuTestParamId: string; count?: number }[] };
  /** Calls `/api/services/app/<path>` as `who`. */
  call: (who: Who, method: Method, path: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** A fresh consignment of consignor (lab1, its project, one sample) at `status`, without labels (withoutLabels). */
  at: (status: Status) => Promise<string>;
}

/** The answer when it is 200; otherwise the test fails with the status and body. */
export const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};

/** lab1, consignor's first project, and the first parameter (by code) of lab1's catalogue, as the demo seed has them. */
export async function bookingGround(db: Database) {
  const unitOf = async (userName: string) =>
    (await db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, userName)))[0]?.unitId as string;
  const labId = await unitOf('lab');
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.consignUnitId, await unitOf('consignor')));
  const [param] = await db
    .select()
    .from(tuTestParams)
    .where(eq(tuTestParams.testUnitId, labId))
    .orderBy(asc(tuTestParams.testParamCode));
  if (!project || !param) throw new Error('the demo seed has no project or catalogue');
  const sample = (count = 1) => ({
    testUnitSampleId: param.testSampleId,
    params: [{ tuTestParamId: param.id, count }],
  });
  return { labId, projectId: project.id, param, sample };
}

export async function consignFixture(options?: TestAppOptions): Promise<ConsignFixture> {
  const t = await createTestApp(options);
  const tok = Object.fromEntries(await Promise.all(WHO.map(async (who) => [who, await t.login(who)]))) as Record<
    Who,
    string
  >;
  const { labId, projectId, param, sample } = await bookingGround(t.db);
  const call: ConsignFixture['call'] = (who, method, path, payload) =>
    t.app.inject({ method, url: `/api/services/app/${path}`, headers: t.auth(tok[who]), payload: payload as object });

  async function at(status: Status): Promise<string> {
    const created = ok(
      await call('consignor', 'POST', 'BuConsignInfo/CreateRawMateriaConsingInfo', { testUnitId: labId }),
    );
    const id = envelopeOf<{ id: string }>(created).result?.id as string;
    ok(
      await call('consignor', 'POST', 'BuConsignInfo/SaveConsignInfo', {
        id,
        projectId,
        linkPerson: 'A',
        linkPersonPhone: '13900000000',
        samples: [sample(3)],
      }),
    );
    if (status >= 20) {
      ok(await call('consignor', 'POST', `BuConsignInfo/CommitConsignInfo?consignInfoIds=${id}`));
      // These consignments serve tests of the workflow, not of the samples' custody (sample-label-fixture.ts).
      await withoutLabels(t, id);
    }
    if (status === 30) {
      ok(await call('lab', 'POST', 'BuConsignInfo/NoPassAuditConsignInfo', { consignInfoIds: [id], description: 'x' }));
    }
    if (status >= 40) ok(await call('lab', 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [id] }));
    if (status >= 50) ok(await call('lab', 'POST', 'BuConsignInfo/ConfirmSample', { ids: [id] }));
    return id;
  }

  return { t, tok, labId, projectId, param, sample, call, at };
}

/**
 * Makes a consignment one committed before labels existed (no labels), for tests about something other than the
 * samples' custody: its lab then confirms the samples as a whole (sample-label-fixture.ts walks the labels).
 */
export async function withoutLabels(t: Pick<TestApp, 'db'>, consignId: string): Promise<void> {
  await t.db.delete(sampleLabels).where(eq(sampleLabels.consignId, consignId));
}

/** What a refused call must leave unchanged: a consignment's status, flags, memo, tracking number and log rows. */
export async function consignmentSnapshot(t: TestApp, id: string) {
  const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
  const [logs] = await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, id));
  return {
    status: row?.consignStatus,
    deleted: row?.isDeleted,
    memo: row?.memo,
    mail: row?.mailOrderNumber,
    logs: logs?.n,
  };
}
