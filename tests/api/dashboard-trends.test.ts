import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConsignorTrends, LabTrends, OverdueRow, PlatformTrends } from '../../contracts/dashboard';
import { consignInfos } from '../../server/db/schema/index';
import { ConsignType } from '../../server/lib/enums';
import { upsertReport } from '../../server/services/report/workflow';
import { dashboard, dashboardFixture, type Fixture, RANGE, WEEKS } from './dashboard-trends-fixture';

// Dashboard/GetLabTrends, GetConsignorTrends, GetPlatformTrends on the fixture's rows (hand-computed figures).

let f: Fixture;
beforeAll(async () => {
  f = await dashboardFixture();
});
afterAll(async () => f?.t.close());

const range = { ...RANGE };
const labTrends = async (token: string, query: Record<string, string> = range) => {
  const { status, body } = await dashboard<LabTrends>(f, token, 'GetLabTrends', query);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.result as LabTrends;
};
/** A series as { 'week|status': count } without the zeros. */
const counts = (rows: { period: string; consignStatus: number; count: number }[]) =>
  Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [`${r.period}|${r.consignStatus}`, r.count]));

test('lab trends: received by week and status, backlog at each week’s end, empty weeks as zeros', async () => {
  const lab = await labTrends(f.tokens.lab);
  expect(lab.range).toEqual(RANGE);
  expect(lab.testUnitId).toBe(f.lab);
  // Every week has a row for every committed status, zeros included; the lab never sees drafts.
  expect(lab.received).toHaveLength(3 * 6);
  expect(lab.received.map((r) => r.period)).toEqual(WEEKS.flatMap((w) => Array(6).fill(w)));
  expect(lab.received[0]).toMatchObject({ period: '2025-03-03', lastDay: '2025-03-09' });
  expect(lab.received.some((r) => r.consignStatus === 10)).toBe(false);
  expect(counts(lab.received)).toEqual({
    '2025-03-03|40': 1,
    '2025-03-03|60': 1,
    '2025-03-10|20': 1,
    '2025-03-10|50': 1,
    '2025-03-17|70': 1,
  });
  expect(counts(lab.backlog)).toEqual({
    '2025-03-03|40': 1,
    '2025-03-03|50': 1,
    '2025-03-10|20': 1,
    '2025-03-10|40': 1,
    '2025-03-10|50': 1,
    '2025-03-17|20': 1,
    '2025-03-17|40': 1,
    '2025-03-17|50': 1,
  });
  expect(lab.backlog).toHaveLength(9);
});

test('lab trends: turnaround median and p90 per week and stage, value per month, top sample types', async () => {
  const lab = await labTrends(f.tokens.lab);
  const stage = (period: string, name: string) => lab.turnaround.find((r) => r.period === period && r.stage === name);
  expect(lab.turnaround).toHaveLength(9);
  expect(stage(WEEKS[0] ?? '', 'audit')).toMatchObject({ count: 2, medianHours: 18, p90Hours: 22.8 });
  expect(stage(WEEKS[1] ?? '', 'audit')).toMatchObject({ count: 1, medianHours: 24, p90Hours: 24 });
  expect(stage(WEEKS[2] ?? '', 'audit')).toMatchObject({ count: 0, medianHours: null, p90Hours: null });
  expect(stage(WEEKS[0] ?? '', 'receive')).toMatchObject({ count: 1, medianHours: 48 });
  expect(stage(WEEKS[1] ?? '', 'receive')).toMatchObject({ count: 1, medianHours: 24 });
  expect(stage(WEEKS[1] ?? '', 'report')).toMatchObject({ count: 2, medianHours: 132, p90Hours: 141.6 });
  expect(stage(WEEKS[0] ?? '', 'report')).toMatchObject({ count: 0 });
  // Accepted in March: A (2 × price), B (1 × price), D (its sample deleted: 0); one month row, clipped to the range.
  expect(lab.acceptedValue).toEqual([
    { period: '2025-03-03', lastDay: '2025-03-23', count: 3, amount: (3 * f.price).toFixed(2) },
  ]);
  expect(lab.topSampleTypes).toHaveLength(1);
  expect(lab.topSampleTypes[0]).toMatchObject({ sampleCount: 2, consignCount: 2 });
});

test('buckets: a day and a month range list every period, figures add up to the week figures', async () => {
  const days = await labTrends(f.tokens.lab, { ...range, bucket: 'day' });
  expect(new Set(days.received.map((r) => r.period)).size).toBe(21);
  expect(days.received.reduce((n, r) => n + r.count, 0)).toBe(5);
  const month = await labTrends(f.tokens.lab, { from: '2025-02-20', to: '2025-04-10', bucket: 'month' });
  expect([...new Set(month.received.map((r) => `${r.period}..${r.lastDay}`))]).toEqual([
    '2025-02-20..2025-02-28',
    '2025-03-01..2025-03-31',
    '2025-04-01..2025-04-10',
  ]);
  expect(counts(month.received)).toEqual({
    '2025-03-01|40': 1,
    '2025-03-01|60': 1,
    '2025-03-01|20': 1,
    '2025-03-01|50': 1,
    '2025-03-01|70': 1,
  });
});

test('scope: each lab its own, admin every lab or one, the other lab sees none of these rows', async () => {
  const lab2 = await labTrends(f.tokens.lab2);
  expect(lab2.testUnitId).toBe(f.lab2);
  expect(counts(lab2.received)).toEqual({ '2025-03-03|20': 1 });
  const adminOne = await labTrends(f.tokens.admin, { ...range, testUnitId: f.lab });
  const lab = await labTrends(f.tokens.lab);
  expect(adminOne).toEqual(lab);
  // A lab's testUnitId filter is ignored: it sees its own.
  expect((await labTrends(f.tokens.lab2, { ...range, testUnitId: f.lab })).testUnitId).toBe(f.lab2);
  const adminAll = await labTrends(f.tokens.admin);
  expect(adminAll.testUnitId).toBeNull();
  expect(adminAll.received.reduce((n, r) => n + r.count, 0)).toBe(6);
  // Every lab's turnaround comes from the stage-hours counts, a lab's from its stages: the other lab has none, so the
  // medians and the interpolated 90th percentiles (22.8 h, 141.6 h) are the lab's.
  expect(adminAll.turnaround).toEqual(lab.turnaround);
});

test('overdue: past the expected time or not received for 7 days, and the count of the list', async () => {
  const { status, body } = await dashboard<{ totalCount: number; items: OverdueRow[] }>(
    f,
    f.tokens.lab,
    'GetLabOverdue',
    {
      maxResultCount: '1000',
    },
  );
  expect(status).toBe(200);
  const page = body.result as { totalCount: number; items: OverdueRow[] };
  expect(page.items).toHaveLength(page.totalCount);
  const mine = (key: string) => page.items.find((r) => r.id === f.ids[key]);
  expect(mine('B')).toMatchObject({ reason: 'notReceived', consignStatus: 40, acceptTime: '2025-03-04T12:00:00.000Z' });
  expect(mine('C')).toMatchObject({
    reason: 'pastExpectedTime',
    consignStatus: 20,
    expectTestTime: '2025-03-12T00:00:00.000Z',
  });
  for (const key of ['A', 'D', 'E', 'F', 'G', 'H']) expect(mine(key)).toBeUndefined();
  // The oldest first; the lab trends' overdueCount is the list's total.
  expect(page.items.map((r) => r.overdueDays)).toEqual([...page.items.map((r) => r.overdueDays)].sort((a, b) => b - a));
  expect((await labTrends(f.tokens.lab)).overdueCount).toBe(page.totalCount);
  const lab2 = await dashboard<{ items: OverdueRow[] }>(f, f.tokens.lab2, 'GetLabOverdue', { maxResultCount: '1000' });
  expect(lab2.body.result?.items.every((r) => r.testUnitId === f.lab2)).toBe(true);
});

test('consignor trends: spend per month and the turnaround of the labs it uses, its unit only', async () => {
  const { status, body } = await dashboard<ConsignorTrends>(f, f.tokens.consignor, 'GetConsignorTrends', range);
  expect(status).toBe(200);
  const mine = body.result as ConsignorTrends;
  expect(mine.spend).toEqual([
    { period: '2025-03-03', lastDay: '2025-03-23', count: 3, amount: (3 * f.price).toFixed(2) },
  ]);
  expect(mine.labTurnaround.map((r) => [r.testUnitId, r.stage, r.count, r.medianHours, r.p90Hours])).toEqual([
    [f.lab, 'audit', 3, 24, 24],
    [f.lab, 'receive', 2, 36, 45.6],
    [f.lab, 'report', 2, 132, 141.6],
  ]);
  expect(mine.openByStatus.map((r) => r.consignStatus)).toEqual([10, 20, 30, 40, 50]);
  expect(mine.reportsByStatus.map((r) => r.reportStatus)).toEqual([10, 20, 30, 40, 50]);
  const other = (await dashboard<ConsignorTrends>(f, f.tokens.consignor2, 'GetConsignorTrends', range)).body.result;
  expect(other?.spend[0]?.count).toBe(0);
  expect(other?.labTurnaround).toEqual([]);
});

test('platform trends: activity per lab and totals over the range, admin only', async () => {
  const { status, body } = await dashboard<PlatformTrends>(f, f.tokens.admin, 'GetPlatformTrends', range);
  expect(status).toBe(200);
  const platform = body.result as PlatformTrends;
  const row = (id: string) => platform.labActivity.find((r) => r.testUnitId === id);
  expect(row(f.lab)).toMatchObject({
    received: 5,
    accepted: 3,
    reportsIssued: 2,
    acceptedAmount: (3 * f.price).toFixed(2),
  });
  expect(row(f.lab2)).toMatchObject({ received: 1, accepted: 0, reportsIssued: 0, acceptedAmount: '0.00' });
  expect(platform.totals).toMatchObject({ received: 6, accepted: 3, reportsIssued: 2, testUnits: 0, users: 0 });
  expect(platform.added.map((r) => r.period)).toEqual(WEEKS);
  expect(platform.labActivity.map((r) => r.testUnitId)).toEqual([f.lab, f.lab2]);
});

test('who may call: a consignor gets 403 on the lab’s and the platform’s, a lab on the consignor’s and the platform’s', async () => {
  const status = async (who: keyof Fixture['tokens'], call: string) => (await dashboard(f, f.tokens[who], call)).status;
  expect(await status('consignor', 'GetLabTrends')).toBe(403);
  expect(await status('consignor', 'GetLabOverdue')).toBe(403);
  expect(await status('consignor', 'GetPlatformTrends')).toBe(403);
  expect(await status('lab', 'GetConsignorTrends')).toBe(403);
  expect(await status('lab', 'GetPlatformTrends')).toBe(403);
  expect(await status('admin', 'GetConsignorTrends')).toBe(403);
  const anonymous = await f.t.app.inject({ url: '/api/services/app/Dashboard/GetLabTrends' });
  expect(anonymous.statusCode).toBe(401);
});

test('a bad range is a 400 with a message in the caller’s language', async () => {
  const reversed = { from: '2025-03-10', to: '2025-03-01' };
  const en = await dashboard(f, f.tokens.lab, 'GetLabTrends', reversed, 'en');
  expect(en.status).toBe(400);
  expect(en.body.error?.validationErrors?.[0]).toEqual({
    message: 'The start date must not be after the end date.',
    members: ['from'],
  });
  const zh = await dashboard(f, f.tokens.lab, 'GetLabTrends', reversed, 'zh');
  expect(zh.body.error?.validationErrors?.[0]?.message).toBe('开始日期不能晚于结束日期。');
  const long = await dashboard(f, f.tokens.admin, 'GetPlatformTrends', { from: '2020-01-01', to: '2025-01-01' }, 'es');
  expect(long.status).toBe(400);
  expect(long.body.error?.validationErrors?.[0]?.message).toBe(
    'Un panel abarca como máximo 731 días; elija un periodo más corto.',
  );
  for (const query of [{ from: '2025-13-01' }, { bucket: 'year' }, { to: 'yesterday' }] as Record<string, string>[]) {
    expect((await dashboard(f, f.tokens.lab, 'GetLabTrends', query)).status).toBe(400);
  }
});

test('defaults: the last 12 weeks by week; the counts that are not range-bound equal SQL counts', async () => {
  const lab = await labTrends(f.tokens.lab, {});
  const today = new Date().toISOString().slice(0, 10);
  expect(lab.range).toMatchObject({ to: today, bucket: 'week' });
  expect((Date.parse(today) - Date.parse(lab.range.from)) / 86_400_000).toBe(83);
  const sqlCount = async (query: SQL) =>
    Number(((await f.t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
  const consignor = (await dashboard<ConsignorTrends>(f, f.tokens.consignor, 'GetConsignorTrends')).body
    .result as ConsignorTrends;
  for (const row of consignor.openByStatus) {
    expect(row.count).toBe(
      await sqlCount(sql`select count(*)::int as n from consign_info
        where consign_unit_id = ${f.unit} and consign_status = ${row.consignStatus} and not is_deleted
          and consign_type = ${ConsignType.RawMaterial}`),
    );
  }
  for (const row of consignor.reportsByStatus) {
    expect(row.count).toBe(
      await sqlCount(sql`select count(*)::int as n from bu_report
        where consign_unit_id = ${f.unit} and report_status = ${row.reportStatus} and not is_deleted`),
    );
  }
  const waiting = consignor.reportsByStatus.filter((r) => r.reportStatus < 40).reduce((n, r) => n + r.count, 0);
  expect(consignor.reportsWaiting).toBe(waiting);
  expect(consignor.openByStatus.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);
  // The demo parties were created today: the platform's last period counts all of them.
  const platform = (await dashboard<PlatformTrends>(f, f.tokens.admin, 'GetPlatformTrends', { bucket: 'month' })).body
    .result as PlatformTrends;
  expect(platform.totals.testUnits).toBe(
    await sqlCount(sql`select count(*)::int as n from test_units where not is_deleted`),
  );
  // Read as the owner, who sees every tenant: the default tenant's users (the host's administrator is tenant 0's).
  expect(platform.totals.users).toBe(
    await sqlCount(sql`select count(*)::int as n from users where not is_deleted and tenant_id = current_tenant()`),
  );
  expect(platform.added.at(-1)?.users).toBe(platform.totals.users);
});

test('the milestones the turnaround reads: ConfirmSample sets receiveTime, the last issued report completeTime', async () => {
  // Runs last: it moves the fixture's B (Accepted) on.
  const id = f.ids.B as string;
  const before = Date.now();
  const confirmed = await f.t.app.inject({
    method: 'POST',
    url: '/api/services/app/BuConsignInfo/ConfirmSample',
    headers: f.t.auth(f.tokens.lab),
    payload: { ids: [id] },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const row = async () => (await f.t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0];
  expect((await row())?.receiveTime?.getTime()).toBeGreaterThanOrEqual(before);
  const actor = { userName: 'LIMS', role: 'lims' as const };
  const input = { testUnitId: f.lab, consignId: id, reportNumber: 'DASH-DONE', authCode: 'ABCDEFGH', actor };
  await f.t.db.transaction((tx) => upsertReport(tx, { ...input, reportStatus: 40 }));
  const done = await row();
  expect(done?.consignStatus).toBe(60);
  expect(done?.completeTime?.getTime()).toBeGreaterThanOrEqual(before);
});
