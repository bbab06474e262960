import { asc, count, eq } from 'drizzle-orm';
import { consignInfos, consignLogs, projects, testUnits, tuTestParams, users } from '../../server/db/schema/index';
import { withoutLabels } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// What the ILISIntegration tests share: the demo labs' integration codes (read from the seeded database),
// consignments brought to Accepted over HTTP as the consignor and the lab would, and a LIMS client.

export const ILIS = '/api/services/app/ILISIntegration';

export interface LimsWorld {
  lab1: { id: string; code: string };
  lab2: { id: string; code: string };
  /** A new consignment of consignor (cu1) to lab1, committed and accepted by the lab: importable. */
  accepted(): Promise<string>;
  /** A new consignment of consignor (cu1) to lab1, committed only (the lab has not audited it); without labels. */
  submitted(): Promise<string>;
  /** A Draft of consignor (cu1) to lab1: never shown to the lab. */
  draft(): Promise<string>;
}

const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res;
};

async function labOf(t: TestApp, userName: string) {
  const [row] = await t.db
    .select({ id: testUnits.id, code: testUnits.lmisIntegratedCode })
    .from(users)
    .innerJoin(testUnits, eq(testUnits.id, users.unitId))
    .where(eq(users.userName, userName));
  if (!row?.code) throw new Error(`demo lab of ${userName} has no integration code`);
  return { id: row.id, code: row.code };
}

/** What the demo consignor books with the demo lab (lab1): the consignor's project, the lab's first test parameter. */
export async function bookable(t: TestApp) {
  const lab1 = await labOf(t, 'lab');
  const [cUser] = await t.db.select().from(users).where(eq(users.userName, 'consignor'));
  const [project] = await t.db
    .select()
    .from(projects)
    .where(eq(projects.consignUnitId, cUser?.unitId as string));
  const [param] = await t.db
    .select()
    .from(tuTestParams)
    .where(eq(tuTestParams.testUnitId, lab1.id))
    .orderBy(asc(tuTestParams.testParamCode));
  return { lab1, project, param };
}

export async function limsWorld(t: TestApp): Promise<LimsWorld> {
  const [consignor, lab] = [await t.login('consignor'), await t.login('lab')];
  const { lab1, project, param } = await bookable(t);
  const lab2 = await labOf(t, 'lab2');
  const call = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/services/app/BuConsignInfo/${url}`, headers: t.auth(token), payload });

  async function draft() {
    const created = ok(await call(consignor, 'CreateRawMateriaConsingInfo', { testUnitId: lab1.id }));
    const id = envelopeOf<{ id: string }>(created).result?.id as string;
    ok(
      await call(consignor, 'SaveConsignInfo', {
        id,
        projectId: project?.id,
        linkPerson: '孙立新',
        linkPersonPhone: '13905100002',
        jzunit: '江苏交科工程监理有限公司',
        jhperson: '刘见证',
        samples: [{ testUnitSampleId: param?.testSampleId, params: [{ tuTestParamId: param?.id, count: 2 }] }],
      }),
    );
    return id;
  }
  async function submitted() {
    const id = await draft();
    ok(await call(consignor, `CommitConsignInfo?consignInfoIds=${id}`));
    // Consignments of the consignment pushes: without labels, as one committed before them (the labels' LIMS calls
    // have their own tests), so the LIMS confirms the samples as a whole.
    await withoutLabels(t, id);
    return id;
  }
  async function accepted() {
    const id = await submitted();
    ok(await call(lab, 'PassAuditConsignInfo', { consignInfoIds: [id] }));
    return id;
  }
  return { lab1, lab2, accepted, submitted, draft };
}

let lastAddress = 0;
/** A client address of its own, so wrong codes sent by one test do not lock out another (the guessing limit). */
export const freshAddress = () => `10.44.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

export interface LimsCall {
  code?: string;
  query?: Record<string, string | number | string[]>;
  body?: unknown;
  address?: string;
}

/** One ILISIntegration call; `code` goes into the query string as `authCode`. */
export function lims(t: TestApp, method: 'GET' | 'POST', name: string, call: LimsCall = {}) {
  const query = { ...(call.code === undefined ? {} : { authCode: call.code }), ...call.query };
  return t.app.inject({
    method,
    url: `${ILIS}/${name}`,
    query: query as Record<string, string | string[]>,
    payload: call.body as object | undefined,
    remoteAddress: call.address ?? '127.0.0.1',
  });
}

/** A consignment's status, the fields the LIMS writes, and its number of log rows. */
export async function consignState(t: TestApp, id: string) {
  const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
  const [logs] = await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, id));
  return {
    status: row?.consignStatus,
    mailOrderNumber: row?.mailOrderNumber,
    isConsignBillGened: row?.isConsignBillGened,
    consignBillFile: row?.consignBillFile,
    consignFormaNumber: row?.consignFormaNumber,
    cancelCause: row?.cancelCause,
    logs: logs?.n ?? 0,
  };
}
