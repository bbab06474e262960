import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import { buReports, consignInfos, consignLogs, users } from '../../server/db/schema/index';
import { ExeType } from '../../server/lib/enums';
import type { UserFacingError } from '../../server/lib/errors';
import { setReportExpress, upsertReport } from '../../server/services/report/workflow';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// Every BuReport call: allowed role, refused role, another unit's record (404), bad input (400, nothing
// written), the per-id answer, the race rule, and completing the consignment with its last report.

const base = '/api/services/app/BuReport';
let t: TestApp;
type Who = 'consignor' | 'consignor2' | 'lab' | 'lab2' | 'admin';
const tok = {} as Record<Who, string>;
const unit = {} as Record<Who, string | null>;

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['consignor', 'consignor2', 'lab', 'lab2', 'admin'] as const) {
    tok[name] = await t.login(name);
    const [user] = await t.db.select().from(users).where(eq(users.userName, name));
    unit[name] = user?.unitId ?? null;
  }
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: t.auth(tok[who]), payload: payload as object });

let codeSeq = 0;
/** A consignment of consignor's unit addressed to lab, stored directly at `status` (50 InTest by default). */
async function consignment(status = 50): Promise<string> {
  const id = newId();
  await t.db.insert(consignInfos).values({
    id,
    consignCode: `CL-20260101-R${String(++codeSeq).padStart(3, '0')}`,
    consignType: 1,
    consignStatus: status,
    consignUnitId: unit.consignor as string,
    testUnitId: unit.lab as string,
  });
  return id;
}

async function create(consignId: string, reportNumber: string, who: Who = 'lab') {
  return call(who, 'POST', 'CreateReport', { consignId, reportNumber, testContent: '水泥' });
}

async function report(consignId: string, reportNumber: string): Promise<{ id: string; authCode: string }> {
  const res = await create(consignId, reportNumber);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf<{ id: string; authCode: string }>(res).result as { id: string; authCode: string };
}

const statusOf = async (id: string) =>
  (await t.db.select().from(buReports).where(eq(buReports.id, id)))[0]?.reportStatus;
const consignStatusOf = async (id: string) =>
  (await t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0]?.consignStatus;
const logCount = async (consignId: string) =>
  (await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, consignId)))[0]?.n;
/** A consignment's log rows of one kind, oldest first. */
const logsOf = (consignId: string, exeType: number) =>
  t.db
    .select()
    .from(consignLogs)
    .where(and(eq(consignLogs.consignId, consignId), eq(consignLogs.exeType, exeType)))
    .orderBy(consignLogs.exeTime);

describe('CreateReport', () => {
  it('lab creates a Pending report with a generated verification code on its consignment under test', async () => {
    const consignId = await consignment();
    const created = await report(consignId, 'BG-C-001');
    expect(created.authCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(await statusOf(created.id)).toBe(10);
    expect(await logCount(consignId)).toBe(1);
  });

  it('refuses a consignor (403), another lab (404), a used number (409), a consignment not under test (409)', async () => {
    const consignId = await consignment();
    await report(consignId, 'BG-C-002');
    expect((await create(consignId, 'BG-C-003', 'consignor')).statusCode).toBe(403);
    expect((await create(consignId, 'BG-C-003', 'admin')).statusCode).toBe(403);
    expect((await create(consignId, 'BG-C-003', 'lab2')).statusCode).toBe(404);
    expect((await create(consignId, 'BG-C-002')).statusCode).toBe(409);
    const accepted = await consignment(40);
    expect((await create(accepted, 'BG-C-004')).statusCode).toBe(409);
    expect(await logCount(accepted)).toBe(0);
  });

  it('bad input is 400 and writes nothing', async () => {
    const consignId = await consignment();
    for (const body of [
      { consignId, reportNumber: '' },
      { consignId: 'not-an-id', reportNumber: 'X' },
      { consignId, reportNumber: 'X', authCode: 'a b' },
      { consignId, reportNumber: 'X', extra: 1 },
    ]) {
      expect((await call('lab', 'POST', 'CreateReport', body)).statusCode).toBe(400);
    }
    expect(await logCount(consignId)).toBe(0);
  });
});

describe('UpdateReportStatus', () => {
  it('lab moves reports forward, each with a log row; backward or the same status is 409', async () => {
    const consignId = await consignment();
    const { id } = await report(consignId, 'BG-U-001');
    const res = await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelopeOf<{ succeeded: string[] }>(res).result?.succeeded).toEqual([id]);
    expect(await statusOf(id)).toBe(30);
    const [log] = await logsOf(consignId, ExeType.ReportStatus);
    expect(log).toMatchObject({ workFlowName: 'Report', curStep: 10, nextStep: 30, exeUserName: '王敏' });
    expect((await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 20 })).statusCode).toBe(
      409,
    );
    expect((await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 30 })).statusCode).toBe(
      409,
    );
    expect(await statusOf(id)).toBe(30);
  });

  it('consignor and admin 403, another lab 404, bad input 400 — nothing changes', async () => {
    const consignId = await consignment();
    const { id } = await report(consignId, 'BG-U-002');
    const before = await logCount(consignId);
    const body = { reportIds: [id], reportStatus: 20 };
    expect((await call('consignor', 'PUT', 'UpdateReportStatus', body)).statusCode).toBe(403);
    expect((await call('admin', 'PUT', 'UpdateReportStatus', body)).statusCode).toBe(403);
    expect((await call('lab2', 'PUT', 'UpdateReportStatus', body)).statusCode).toBe(404);
    for (const bad of [
      { reportIds: [id], reportStatus: 35 },
      { reportIds: [id], reportStatus: 60 },
      { reportIds: [], reportStatus: 20 },
      { reportIds: ['x'], reportStatus: 20 },
    ]) {
      expect((await call('lab', 'PUT', 'UpdateReportStatus', bad)).statusCode).toBe(400);
    }
    expect(await statusOf(id)).toBe(10);
    expect(await logCount(consignId)).toBe(before);
  });

  it('a mixed batch answers 200 with per-id results', async () => {
    const consignId = await consignment();
    const a = await report(consignId, 'BG-U-003');
    const b = await report(consignId, 'BG-U-004');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [b.id], reportStatus: 30 });
    const res = await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [a.id, b.id], reportStatus: 20 });
    expect(res.statusCode).toBe(200);
    const result = envelopeOf<{ succeeded: string[]; failed: { id: string; code: number }[] }>(res).result;
    expect(result?.succeeded).toEqual([a.id]);
    expect(result?.failed).toMatchObject([{ id: b.id, code: 409 }]);
  });

  it('of concurrent identical changes exactly one wins, the rest get 409', async () => {
    const consignId = await consignment();
    const { id } = await report(consignId, 'BG-U-005');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 20 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await logsOf(consignId, ExeType.ReportStatus)).toHaveLength(1);
  });
});

describe('completing the consignment', () => {
  it('the consignment becomes Completed when its last report is Issued, with a COMPLETE log row', async () => {
    const consignId = await consignment();
    const a = await report(consignId, 'BG-K-001');
    const b = await report(consignId, 'BG-K-002');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [a.id], reportStatus: 40 });
    expect(await consignStatusOf(consignId)).toBe(50);
    const res = await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [b.id], reportStatus: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await consignStatusOf(consignId)).toBe(60);
    const [complete] = await logsOf(consignId, ExeType.Complete);
    expect(complete).toMatchObject({ curStep: 50, nextStep: 60, workFlowName: 'ConsignInfo' });
    expect(complete?.exeDescription).toContain('BG-K-002');
    // A Delivered report of a Completed consignment may still get its express number corrected.
    await call('lab', 'POST', 'ReportMailNumberSetting', { reportIds: [a.id], val: 'SF100' });
    expect(await statusOf(a.id)).toBe(50);
  });

  it('issuing every report at once in one batch completes the consignment once', async () => {
    const consignId = await consignment();
    const a = await report(consignId, 'BG-K-003');
    const b = await report(consignId, 'BG-K-004');
    const res = await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [a.id, b.id], reportStatus: 40 });
    expect(envelopeOf<{ succeeded: string[] }>(res).result?.succeeded).toHaveLength(2);
    expect(await consignStatusOf(consignId)).toBe(60);
    expect(await logsOf(consignId, ExeType.Complete)).toHaveLength(1);
  });
  it('the last two reports issued at the same moment complete the consignment exactly once', async () => {
    const consignId = await consignment();
    const reports = [await report(consignId, 'BG-K-005'), await report(consignId, 'BG-K-006')];
    const answers = await Promise.all(
      reports.map((r) => call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [r.id], reportStatus: 40 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await consignStatusOf(consignId)).toBe(60);
    expect(await logsOf(consignId, ExeType.Complete)).toHaveLength(1);
  });
});

describe('ReportMailNumberSetting', () => {
  it('sets one express number for several Issued reports (→ Delivered); a Pending one fails with 409', async () => {
    const consignId = await consignment();
    const a = await report(consignId, 'BG-M-001');
    const b = await report(consignId, 'BG-M-002');
    const c = await report(consignId, 'BG-M-003');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [a.id, b.id], reportStatus: 40 });
    const res = await call('lab', 'POST', 'ReportMailNumberSetting', {
      reportIds: [a.id, b.id, c.id],
      val: ' SF123 ',
      expressBusiness: '顺丰速运',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = envelopeOf<{ succeeded: string[]; failed: { id: string; code: number }[] }>(res).result;
    expect(result?.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(result?.failed).toMatchObject([{ id: c.id, code: 409 }]);
    const [row] = await t.db.select().from(buReports).where(eq(buReports.id, a.id));
    expect(row).toMatchObject({ reportStatus: 50, expressNumber: 'SF123', expressBusiness: '顺丰速运' });
    expect(row?.deliverTime).toBeInstanceOf(Date);
  });

  it('consignor 403, another lab 404, a blank number 400 — nothing changes', async () => {
    const consignId = await consignment();
    const { id } = await report(consignId, 'BG-M-004');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 40 });
    const before = await logCount(consignId);
    expect((await call('consignor', 'POST', 'ReportMailNumberSetting', { reportIds: [id], val: 'A' })).statusCode).toBe(
      403,
    );
    expect((await call('lab2', 'POST', 'ReportMailNumberSetting', { reportIds: [id], val: 'A' })).statusCode).toBe(404);
    expect((await call('lab', 'POST', 'ReportMailNumberSetting', { reportIds: [id], val: '' })).statusCode).toBe(400);
    expect((await call('lab', 'POST', 'ReportMailNumberSetting', { reportIds: [id], val: '  ' })).statusCode).toBe(400);
    expect(await statusOf(id)).toBe(40);
    expect(await logCount(consignId)).toBe(before);
  });
});

describe('report progress lists', () => {
  it('GetReportConsignSchedule: a consignor sees only its unit’s reports, a lab only its own', async () => {
    for (const who of ['consignor', 'consignor2', 'lab', 'lab2'] as const) {
      const res = await call(who, 'GET', 'GetReportConsignSchedule?maxResultCount=1000');
      expect(res.statusCode).toBe(200);
      const items = envelopeOf<{ items: { id: string }[] }>(res).result?.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      const column = who.startsWith('lab') ? buReports.testUnitId : buReports.consignUnitId;
      const mine = await t.db
        .select({ id: buReports.id })
        .from(buReports)
        .where(eq(column, unit[who] as string));
      expect(items.map((i) => i.id).sort()).toEqual(mine.map((m) => m.id).sort());
    }
    expect((await t.app.inject({ url: `${base}/GetReportConsignSchedule` })).statusCode).toBe(401);
  });

  it('filters by lab name, consignment code, date range and status; counts per status in SQL', async () => {
    const consignId = await consignment();
    const { id } = await report(consignId, 'BG-L-001');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 30 });
    const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, consignId));
    const code = row?.consignCode as string;
    const byCode = await call('consignor', 'GET', `GetReportConsignSchedule?consignCode=${code}`);
    const list = envelopeOf<{ totalCount: number; items: { id: string; reportSchedule: number }[] }>(byCode).result;
    expect(list?.items).toMatchObject([{ id, reportSchedule: 30 }]);
    const counts = envelopeOf<{ reportStatus: number; count: number }[]>(
      await call('consignor', 'GET', `GetReportConsignScheduleCount?consignCode=${code}`),
    ).result;
    expect(counts).toEqual([
      { reportStatus: 10, count: 0 },
      { reportStatus: 20, count: 0 },
      { reportStatus: 30, count: 1 },
      { reportStatus: 40, count: 0 },
      { reportStatus: 50, count: 0 },
    ]);
    const none = await call('consignor', 'GET', `GetReportConsignSchedule?consignCode=${code}&reportStatus=40`);
    expect(envelopeOf<{ totalCount: number }>(none).result?.totalCount).toBe(0);
    const wrongLab = await call('consignor', 'GET', `GetReportConsignSchedule?consignCode=${code}&testUnitName=江海`);
    expect(envelopeOf<{ totalCount: number }>(wrongLab).result?.totalCount).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await call(
      'consignor',
      'GET',
      `GetReportConsignSchedule?consignCode=${code}&beginConsignTime=${today}&endConsignTime=${today}`,
    );
    expect(envelopeOf<{ totalCount: number }>(inRange).result?.totalCount).toBe(1);
    const future = await call(
      'consignor',
      'GET',
      `GetReportConsignSchedule?consignCode=${code}&beginConsignTime=2999-01-01`,
    );
    expect(envelopeOf<{ totalCount: number }>(future).result?.totalCount).toBe(0);
    expect((await call('consignor', 'GET', 'GetReportConsignSchedule?reportStatus=35')).statusCode).toBe(400);
    // Another unit's consignment code finds nothing.
    const other = await call('consignor2', 'GET', `GetReportConsignSchedule?consignCode=${code}`);
    expect(envelopeOf<{ totalCount: number }>(other).result?.totalCount).toBe(0);
  });

  it('GetReportSchedule: the lab’s reports with codes and counts; consignor and admin 403', async () => {
    const res = await call('lab', 'GET', 'GetReportSchedule?search=BG-L-001');
    expect(res.statusCode).toBe(200);
    const list = envelopeOf<{
      totalCount: number;
      items: { reportNumber: string; authCode: string }[];
      statusCounts: { count: number }[];
    }>(res).result;
    expect(list?.items.map((i) => i.reportNumber)).toEqual(['BG-L-001']);
    expect(list?.items[0]?.authCode).toMatch(/^[A-Z2-9]{10}$/);
    expect(list?.statusCounts.reduce((sum, c) => sum + c.count, 0)).toBe(1);
    expect(
      envelopeOf<{ totalCount: number }>(await call('lab2', 'GET', 'GetReportSchedule?search=BG-L-001')).result,
    ).toMatchObject({ totalCount: 0 });
    expect((await call('consignor', 'GET', 'GetReportSchedule')).statusCode).toBe(403);
    expect((await call('admin', 'GET', 'GetReportSchedule')).statusCode).toBe(403);
    expect((await call('lab', 'GET', 'GetReportSchedule?preType=9')).statusCode).toBe(400);
  });
});

describe('the workflow used by the LIMS pushes', () => {
  const lims = { userName: 'LIMS', role: 'lims' as const };

  it('upsertReport creates, moves forward, is idempotent, and refuses a backward move', async () => {
    const consignId = await consignment();
    const input = {
      testUnitId: unit.lab as string,
      consignId,
      reportNumber: 'BG-W-001',
      reportStatus: 20,
      authCode: 'ABCDEFGH',
      actor: lims,
    };
    const first = await t.db.transaction((tx) => upsertReport(tx, input));
    expect(first.changed).toBe(true);
    expect(await t.db.transaction((tx) => upsertReport(tx, input))).toEqual({ id: first.id, changed: false });
    const issued = await t.db.transaction((tx) => upsertReport(tx, { ...input, reportStatus: 40 }));
    expect(issued).toEqual({ id: first.id, changed: true });
    expect(await consignStatusOf(consignId)).toBe(60);
    await expect(t.db.transaction((tx) => upsertReport(tx, { ...input, reportStatus: 30 }))).rejects.toMatchObject({
      status: 409,
    });
    const again = await t.db.transaction((tx) =>
      setReportExpress(tx, {
        testUnitId: unit.lab as string,
        reportIds: [first.id],
        expressNumber: 'YT1',
        actor: lims,
      }),
    );
    expect(again).toEqual([{ id: first.id, changed: true }]);
    const repeat = await t.db.transaction((tx) =>
      setReportExpress(tx, {
        testUnitId: unit.lab as string,
        reportIds: [first.id],
        expressNumber: 'YT1',
        actor: lims,
      }),
    );
    expect(repeat).toEqual([{ id: first.id, changed: false }]);
    const [log] = await logsOf(consignId, ExeType.ReportExpress);
    expect(log).toMatchObject({ exeUserName: 'LIMS', exeUserId: null });
  });

  it('another lab’s consignment is 404; a number used on another consignment is 409', async () => {
    const consignId = await consignment();
    const other = await consignment();
    const input = {
      testUnitId: unit.lab as string,
      consignId,
      reportNumber: 'BG-W-002',
      reportStatus: 10,
      authCode: '',
      actor: lims,
    };
    await t.db.transaction((tx) => upsertReport(tx, input));
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: UserFacingError) => error.status,
      );
    expect(
      await refusal(t.db.transaction((tx) => upsertReport(tx, { ...input, testUnitId: unit.lab2 as string }))),
    ).toBe(404);
    expect(await refusal(t.db.transaction((tx) => upsertReport(tx, { ...input, consignId: other })))).toBe(409);
  });
});

describe('VerifyReport (public)', () => {
  const verify = (reportNumber: string, authCode: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      url: `${base}/VerifyReport?reportNumber=${encodeURIComponent(reportNumber)}&authCode=${authCode}`,
      remoteAddress,
      headers: { 'accept-language': 'en' },
    });

  it('a right code shows the report; a wrong code and an unknown number get the same answer', async () => {
    const consignId = await consignment();
    const { id, authCode } = await report(consignId, 'BG-V-001');
    await call('lab', 'PUT', 'UpdateReportStatus', { reportIds: [id], reportStatus: 40 });
    const right = await verify('BG-V-001', authCode);
    expect(right.statusCode).toBe(200);
    expect(envelopeOf(right).result).toMatchObject({
      genuine: true,
      report: {
        reportNumber: 'BG-V-001',
        reportStatus: 40,
        reportStatusStr: 'Issued',
        testUnitName: '华通公路工程检测有限公司',
      },
    });
    const wrong = await verify('BG-V-001', 'WRONGCODE1');
    const unknown = await verify('BG-NOPE-1', 'WRONGCODE1');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toBe(unknown.body);
    expect(envelopeOf(wrong).result).toEqual({ genuine: false, report: null });
  });

  it('after 10 failed checks from one address it answers 429 with a localized message, even for a right code', async () => {
    const consignId = await consignment();
    const { authCode } = await report(consignId, 'BG-V-002');
    for (let i = 0; i < 10; i++) expect((await verify('BG-V-002', `GUESS${i}`, '10.9.9.9')).statusCode).toBe(200);
    const limited = await verify('BG-V-002', authCode, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(envelopeOf(limited).error?.message).toMatch(/^Too many failed checks/);
    // Another address is not affected.
    expect(envelopeOf(await verify('BG-V-002', authCode, '10.9.9.8')).result).toMatchObject({ genuine: true });
  });

  it('missing input is 400', async () => {
    expect((await t.app.inject({ url: `${base}/VerifyReport?reportNumber=X` })).statusCode).toBe(400);
  });
});
