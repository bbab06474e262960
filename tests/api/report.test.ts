import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExeType } from '../../server/lib/enums';
import { envelopeOf } from './helpers';
import {
  call,
  consignment,
  consignStatusOf,
  create,
  logCount,
  logsOf,
  report,
  setupReports,
  statusOf,
  t,
} from './report-fixture';

// Every BuReport call: allowed role, refused role, another unit's record (404), bad input (400, nothing
// written), the per-id answer, the race rule, and completing the consignment with its last report.

beforeAll(setupReports);
afterAll(() => t.close());

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
