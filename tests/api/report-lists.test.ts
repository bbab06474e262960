import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buReports, consignInfos } from '../../server/db/schema/index';
import { envelopeOf } from './helpers';
import { base, call, consignment, logCount, report, setupReports, statusOf, t, unit } from './report-fixture';

// Express numbers and the report progress lists of both sides.

beforeAll(setupReports);
afterAll(() => t.close());

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

  it('both lists filter by issue date (issueStartTime, issueEndTime: UTC days, both included)', async () => {
    // Far in the past, where the demo seed issued nothing.
    const issuedAt = async (reportNumber: string, iso: string | null) => {
      const { id } = await report(await consignment(), reportNumber);
      await t.db
        .update(buReports)
        .set({ issueTime: iso ? new Date(iso) : null, reportStatus: iso ? 40 : 20 })
        .where(eq(buReports.id, id));
      return id;
    };
    const first = await issuedAt('BG-I-001', '2001-03-01T00:00:00Z');
    const last = await issuedAt('BG-I-002', '2001-03-10T23:59:00Z');
    const before = await issuedAt('BG-I-003', '2001-02-28T23:59:00Z');
    await issuedAt('BG-I-004', '2001-03-11T00:00:00Z');
    await issuedAt('BG-I-005', null);
    const range = 'issueStartTime=2001-03-01&issueEndTime=2001-03-10&maxResultCount=1000';
    const ids = (res: Awaited<ReturnType<typeof call>>) =>
      (envelopeOf<{ items: { id: string }[] }>(res).result?.items ?? []).map((i) => i.id).sort();
    expect(ids(await call('lab', 'GET', `GetReportSchedule?${range}`))).toEqual([first, last].sort());
    expect(ids(await call('admin', 'GET', `GetReportSchedule?${range}`))).toEqual([first, last].sort());
    expect(ids(await call('admin', 'GET', `GetReportSchedule?${range}&testUnitId=${unit.lab2}`))).toEqual([]);
    expect(ids(await call('lab2', 'GET', `GetReportSchedule?${range}`))).toEqual([]);
    expect(ids(await call('consignor', 'GET', `GetReportConsignSchedule?${range}`))).toEqual([first, last].sort());
    expect(ids(await call('consignor2', 'GET', `GetReportConsignSchedule?${range}`))).toEqual([]);
    // One end only; a report not issued yet has no issue date and is never in a range.
    expect(ids(await call('lab', 'GET', 'GetReportSchedule?issueEndTime=2001-03-10&maxResultCount=1000'))).toEqual(
      [first, last, before].sort(),
    );
    const counts = envelopeOf<{ reportStatus: number; count: number }[]>(
      await call('consignor', 'GET', `GetReportConsignScheduleCount?${range}`),
    ).result;
    expect(counts?.find((c) => c.reportStatus === 40)?.count).toBe(2);

    for (const path of [
      'GetReportSchedule?issueEndTime=someday',
      'GetReportConsignSchedule?issueStartTime=2001-02-30x',
    ]) {
      const bad = await call(path.startsWith('GetReportSchedule') ? 'lab' : 'consignor', 'GET', path);
      expect(bad.statusCode).toBe(400);
      const errors = envelopeOf(bad).error?.validationErrors ?? [];
      expect(errors.flatMap((v) => v.members)).toContain(path.includes('issueEnd') ? 'issueEndTime' : 'issueStartTime');
      expect(errors[0]?.message).toBeTruthy();
    }
  });

  it('GetReportSchedule: the lab’s reports with codes and counts; consignor 403, admin reads (admin-lab-views)', async () => {
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
    expect((await call('admin', 'GET', 'GetReportSchedule')).statusCode).toBe(200);
    expect((await call('lab', 'GET', 'GetReportSchedule?preType=9')).statusCode).toBe(400);
  });
});
