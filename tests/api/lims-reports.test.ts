import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buReports, consignLogs } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { consignState, type LimsCall, type LimsWorld, lims, limsWorld } from './lims-helpers';

// The report pushes of ILISIntegration (PushReportInfo, PushExpressInfo with dataType 2): created, moved
// forward, issued with a verification code, delivered with an express number; repeats change nothing,
// backward moves and another lab's records are refused, bad input writes nothing.

let t: TestApp;
let w: LimsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await limsWorld(t);
});
afterAll(() => t.close());

const as = (code: string, method: 'GET' | 'POST', name: string, call: Omit<LimsCall, 'code'>) =>
  lims(t, method, name, { ...call, code });
const pushReport = (body: Record<string, unknown>, code = w.lab1.code) => as(code, 'POST', 'PushReportInfo', { body });
const pushExpress = (dataKeys: string[], expressNos: string, code = w.lab1.code) =>
  as(code, 'POST', 'PushExpressInfo', { body: { dataType: 2, dataKeys, expressNos, expressBusiness: '顺丰速运' } });

/** A consignment of lab1 whose samples the LIMS has received (InTest). */
async function inTest() {
  const id = await w.accepted();
  const res = await as(w.lab1.code, 'POST', 'PushConsignStatus', { body: { consignInfoIDs: [id], consignStatus: 50 } });
  expect(res.statusCode).toBe(200);
  return id;
}

const reportOf = async (number: string) =>
  (await t.db.select().from(buReports).where(eq(buReports.reportNumber, number)))[0];
const reportLogs = async (consignId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(consignLogs)
      .where(and(eq(consignLogs.consignId, consignId), eq(consignLogs.foreignTable, 'BuReport')))
  )[0]?.n ?? 0;

let seq = 0;
const number = () => `LIMS-BG-${++seq}`;

describe('PushReportInfo', () => {
  it('creates the report at Testing, then issues it with its verification code; each repeat changes nothing', async () => {
    const consignId = await inTest();
    const reportNumber = number();
    const base = { consignInfoID: consignId, reportNumber, testContent: '钢筋 拉伸' };

    const created = await pushReport({ ...base, reportStatus: 20, reportAuthCode: 'K7Q2M9X4' });
    expect(created.statusCode).toBe(200);
    const id = envelopeOf<{ id: string }>(created).result?.id;
    expect(envelopeOf(created).result).toEqual({ id, changed: true });
    expect(await reportOf(reportNumber)).toMatchObject({ id, reportStatus: 20, authCode: 'K7Q2M9X4', consignId });
    const repeat = await pushReport({ ...base, reportStatus: 20, reportAuthCode: 'K7Q2M9X4' });
    expect(envelopeOf(repeat).result).toEqual({ id, changed: false });
    expect(await reportLogs(consignId)).toBe(1);

    const issued = await pushReport({ ...base, reportStatus: 40, reportAuthCode: 'K7Q2M9X4' });
    expect(envelopeOf(issued).result).toEqual({ id, changed: true });
    expect(await reportOf(reportNumber)).toMatchObject({ reportStatus: 40 });
    expect(await reportLogs(consignId)).toBe(2);
    // The only report is Issued: the consignment completes in the same transaction.
    expect((await consignState(t, consignId)).status).toBe(60);
    const again = await pushReport({ ...base, reportStatus: 40, reportAuthCode: 'K7Q2M9X4' });
    expect(envelopeOf(again).result).toEqual({ id, changed: false });
    expect(await reportLogs(consignId)).toBe(2);
  });

  it('a backward move is refused (409) and nothing changes', async () => {
    const consignId = await inTest();
    const reportNumber = number();
    await pushReport({ consignInfoID: consignId, reportNumber, reportStatus: 30, reportAuthCode: 'ABCDEF12' });
    const back = await pushReport({
      consignInfoID: consignId,
      reportNumber,
      reportStatus: 20,
      reportAuthCode: 'ABCDEF12',
    });
    expect(back.statusCode).toBe(409);
    expect(await reportOf(reportNumber)).toMatchObject({ reportStatus: 30 });
    expect(await reportLogs(consignId)).toBe(1);
  });

  it('a consignment whose samples are not received yet gets no report (409)', async () => {
    const consignId = await w.accepted();
    const reportNumber = number();
    const res = await pushReport({
      consignInfoID: consignId,
      reportNumber,
      reportStatus: 20,
      reportAuthCode: 'ABCDEF12',
    });
    expect(res.statusCode).toBe(409);
    expect(await reportOf(reportNumber)).toBeUndefined();
  });

  it("another lab's code cannot report on this lab's consignment (404), nothing written", async () => {
    const consignId = await inTest();
    const reportNumber = number();
    const body = { consignInfoID: consignId, reportNumber, reportStatus: 20, reportAuthCode: 'ABCDEF12' };
    expect((await pushReport(body, w.lab2.code)).statusCode).toBe(404);
    expect(await reportOf(reportNumber)).toBeUndefined();
  });

  it('bad input is 400 and writes nothing', async () => {
    const consignId = await inTest();
    const reportNumber = number();
    const good = { consignInfoID: consignId, reportNumber, reportStatus: 20, reportAuthCode: 'ABCDEF12' };
    for (const body of [
      { ...good, reportStatus: 60 },
      { ...good, reportAuthCode: '12' },
      { ...good, reportAuthCode: 'has space1' },
      { ...good, reportNumber: '' },
      { ...good, reportNumber: ' padded ' },
      { ...good, consignInfoID: 'x' },
    ]) {
      expect((await pushReport(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await reportOf(reportNumber)).toBeUndefined();
    expect(await reportLogs(consignId)).toBe(0);
  });

  it('two identical pushes at once create one report and one log row', async () => {
    const consignId = await inTest();
    const reportNumber = number();
    const body = { consignInfoID: consignId, reportNumber, reportStatus: 20, reportAuthCode: 'ABCDEF12' };
    const answers = await Promise.all([pushReport(body), pushReport(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const changed = answers.map((a) => envelopeOf<{ changed: boolean }>(a).result?.changed);
    expect(changed.sort()).toEqual([false, true]);
    expect(await reportLogs(consignId)).toBe(1);
  });
});

describe('PushExpressInfo for reports (dataType 2)', () => {
  async function issuedReport() {
    const consignId = await inTest();
    const reportNumber = number();
    const res = await pushReport({
      consignInfoID: consignId,
      reportNumber,
      reportStatus: 40,
      reportAuthCode: 'ABCDEF12',
    });
    return { consignId, id: envelopeOf<{ id: string }>(res).result?.id as string };
  }

  it('delivers an issued report with its express number; the same push again changes nothing', async () => {
    const { consignId, id } = await issuedReport();
    const first = await pushExpress([id], 'SF9988776655');
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).result).toEqual({ succeeded: [id], failed: [], unchanged: [] });
    const row = (await t.db.select().from(buReports).where(eq(buReports.id, id)))[0];
    expect(row).toMatchObject({ reportStatus: 50, expressNumber: 'SF9988776655', expressBusiness: '顺丰速运' });
    const logs = await reportLogs(consignId);
    const again = await pushExpress([id], 'SF9988776655');
    expect(envelopeOf(again).result).toEqual({ succeeded: [id], failed: [], unchanged: [id] });
    expect(await reportLogs(consignId)).toBe(logs);
  });

  it('a report still at Testing is refused (409); another lab’s report is 404; each key on its own', async () => {
    const consignId = await inTest();
    const reportNumber = number();
    const testing = await pushReport({
      consignInfoID: consignId,
      reportNumber,
      reportStatus: 20,
      reportAuthCode: 'ABCDEF12',
    });
    const testingId = envelopeOf<{ id: string }>(testing).result?.id as string;
    const { id: issuedId } = await issuedReport();
    const res = await pushExpress([testingId, issuedId], 'YT123');
    expect(envelopeOf(res).result).toMatchObject({ succeeded: [issuedId], failed: [{ id: testingId, code: 409 }] });
    expect(await reportOf(reportNumber)).toMatchObject({ reportStatus: 20, expressNumber: null });
    const stranger = await pushExpress([issuedId], 'YT999', w.lab2.code);
    expect(stranger.statusCode).toBe(404);
    expect((await t.db.select().from(buReports).where(eq(buReports.id, issuedId)))[0]?.expressNumber).toBe('YT123');
  });
});
