import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ConsignorTrends, LabTrends, PlatformTrends } from '../../contracts/dashboard';
import { dashboard, dashboardFixture, type Fixture, RANGE } from './dashboard-trends-fixture';

// The dashboards read roll-ups that PostgreSQL triggers keep (drizzle/0014_dashboard_rollups.sql, 0016): a figure read, then
// the rows it counts changed (through the API and straight in the tables), then read again; and the roll-ups the
// triggers moved step by step equal the ones rebuilt from scratch.

let f: Fixture;
beforeAll(async () => {
  f = await dashboardFixture();
});
afterAll(async () => f?.t.close());

const read = async <T>(token: string, call: string, query: Record<string, string> = RANGE) => {
  const { status, body } = await dashboard<T>(f, token, call, query);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return body.result as T;
};
const lab = () => read<LabTrends>(f.tokens.lab, 'GetLabTrends');
const counts = (rows: { period: string; consignStatus: number; count: number }[]) =>
  Object.fromEntries(rows.filter((r) => r.count > 0).map((r) => [`${r.period}|${r.consignStatus}`, r.count]));
const run = (query: SQL) => f.t.db.execute(query);
const rowsOf = async <T>(query: SQL) => ((await run(query)) as unknown as { rows: T[] }).rows;
const post = async (token: string, action: string, payload: object) => {
  const response = await f.t.app.inject({
    method: 'POST',
    url: `/api/services/app/BuConsignInfo/${action}`,
    headers: f.t.auth(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};

test('an audit, a rejection, a deletion, a price, a sample and a report move the figures read before them', async () => {
  const before = await lab();
  expect(counts(before.received)).toMatchObject({ '2025-03-10|20': 1, '2025-03-03|60': 1 });
  expect(before.acceptedValue[0]).toMatchObject({ count: 3, amount: (3 * f.price).toFixed(2) });

  // The lab passes C's audit: committed in week 2, now Accepted.
  await post(f.tokens.lab, 'PassAuditConsignInfo', { consignInfoIds: [f.ids.C] });
  const audited = await lab();
  expect(counts(audited.received)['2025-03-10|20']).toBeUndefined();
  expect(counts(audited.received)['2025-03-10|40']).toBe(1);

  // The other lab rejects F: its week-1 row moves from Submitted to Returned.
  await post(f.tokens.lab2, 'NoPassAuditConsignInfo', { consignInfoIds: [f.ids.F], description: 'why' });
  expect(counts((await read<LabTrends>(f.tokens.lab2, 'GetLabTrends')).received)).toEqual({ '2025-03-03|30': 1 });

  // A is deleted: its received row, its backlog week in test, its value and its sample kind go.
  await run(sql`update consign_info set is_deleted = true where id = ${f.ids.A}`);
  const deleted = await lab();
  expect(counts(deleted.received)['2025-03-03|60']).toBeUndefined();
  expect(counts(deleted.backlog)['2025-03-03|50']).toBeUndefined();
  expect(deleted.acceptedValue[0]).toMatchObject({ count: 2, amount: f.price.toFixed(2) });
  expect(deleted.turnaround.find((r) => r.period === '2025-03-03' && r.stage === 'audit')).toMatchObject({ count: 1 });
  expect(deleted.topSampleTypes[0]).toMatchObject({ sampleCount: 1, consignCount: 1 });

  // The lab's price doubles: the value of B (one parameter) follows, for the lab, the consignor and the platform.
  await run(sql`update tu_test_param set price = price * 2 where id in (select bp.tu_test_param_id
    from bu_sample_param bp join bu_sample_info s on s.id = bp.bu_sample_info_id where s.consign_id = ${f.ids.B})`);
  const doubled = (2 * f.price).toFixed(2);
  expect((await lab()).acceptedValue[0]?.amount).toBe(doubled);
  expect((await read<ConsignorTrends>(f.tokens.consignor, 'GetConsignorTrends')).spend[0]?.amount).toBe(doubled);
  const platform = await read<PlatformTrends>(f.tokens.admin, 'GetPlatformTrends');
  expect(platform.labActivity.find((r) => r.testUnitId === f.lab)?.acceptedAmount).toBe(doubled);

  // B's sample is deleted: no value left, no sample kind.
  await run(sql`update bu_sample_info set is_deleted = true where consign_id = ${f.ids.B}`);
  const noSamples = await lab();
  expect(noSamples.acceptedValue[0]).toMatchObject({ count: 2, amount: '0.00' });
  expect(noSamples.topSampleTypes).toEqual([]);

  // One of A's two reports is deleted (a report counts while it lives, whatever its consignment).
  const reportStage = (trends: LabTrends) =>
    trends.turnaround.find((r) => r.period === '2025-03-10' && r.stage === 'report');
  expect(reportStage(noSamples)).toMatchObject({ count: 2 });
  await run(sql`update bu_report set is_deleted = true where id = (select id from bu_report
    where consign_id = ${f.ids.A} order by issue_time limit 1)`);
  const afterReport = await lab();
  expect(reportStage(afterReport)).toMatchObject({ count: 1, medianHours: 144 });
  // Every lab's turnaround (the other lab has no stage) follows through the stage-hours counts.
  expect((await read<LabTrends>(f.tokens.admin, 'GetLabTrends')).turnaround).toEqual(afterReport.turnaround);
  expect((await read<PlatformTrends>(f.tokens.admin, 'GetPlatformTrends')).totals.reportsIssued).toBe(1);
});

const ROLLUPS = {
  dash_lab_day: 'test_unit_id, kind, day, status, n, round(amount,2)::text',
  dash_unit_day: 'consign_unit_id, day, n, round(amount,2)::text',
  dash_stage: 'ref_id, stage, consign_id, test_unit_id, consign_unit_id, lab, ended, h',
  dash_sample_day: 'test_unit_id, day, sample_id, sample_name, samples, consigns',
  dash_stage_hours: 'tenant_id, stage, day, h, n',
};
/**
 * Every roll-up's rows in order, without the rows whose counts went back to zero; amounts to the cent (the scale of a
 * sum is not a figure). The columns are listed without a space inside an expression (`order by` their positions).
 */
const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(ROLLUPS).map(async ([table, columns]) => {
        const live =
          table === 'dash_stage' ? sql`true` : table.endsWith('sample_day') ? sql`samples <> 0` : sql`n <> 0`;
        const rows = await rowsOf(sql`select ${sql.raw(columns)} from ${sql.identifier(table)} where ${live}
          order by ${sql.raw(
            columns
              .split(', ')
              .map((_, k) => k + 1)
              .join(', '),
          )}`);
        return [table, rows];
      }),
    ),
  );

test('the roll-ups the triggers moved step by step equal a rebuild from the tables, amounts included', async () => {
  // Runs after the writes above; one more of each kind through the workflow: the lab confirms B's samples.
  await post(f.tokens.lab, 'ConfirmSample', { ids: [f.ids.B] });
  // Rows that start counting, and a draft that still counts (the triggers pass over what counts for nothing,
  // drizzle/0018): the deleted H comes back, the draft G is committed, F goes back to draft after its audit.
  await run(sql`update consign_info set is_deleted = false where id = ${f.ids.H}`);
  await run(sql`update consign_info set consign_status = 20, commit_consign_time = now() where id = ${f.ids.G}`);
  await run(sql`update consign_info set consign_status = 10, accept_time = commit_consign_time + interval '1 day'
    where id = ${f.ids.F}`);
  const moved = await snapshot();
  expect(moved.dash_lab_day?.length).toBeGreaterThan(0);
  expect(moved.dash_stage?.length).toBeGreaterThan(0);
  const amounts = await rowsOf(sql`select id, amount::text from consign_info order by id`);
  await run(sql`select dash_rebuild()`);
  expect(await snapshot()).toEqual(moved);
  expect(await rowsOf(sql`select id, amount::text from consign_info order by id`)).toEqual(amounts);
});
