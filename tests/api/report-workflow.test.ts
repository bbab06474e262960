import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExeType } from '../../server/lib/enums';
import type { UserFacingError } from '../../server/lib/errors';
import { setReportExpress, upsertReport } from '../../server/services/report/workflow';
import { envelopeOf } from './helpers';
import { base, call, consignment, consignStatusOf, logsOf, report, setupReports, t, unit } from './report-fixture';

// The report workflow the LIMS pushes use, and the public report verification.

beforeAll(setupReports);
afterAll(() => t.close());

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
