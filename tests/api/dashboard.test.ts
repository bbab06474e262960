import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buReports, consignInfos, users } from '../../server/db/schema/index';
import { ConsignType } from '../../server/lib/enums';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface Statistic {
  scope: string;
  consignCount: number;
  consignByStatus: { consignStatus: number; count: number }[];
  reportCount: number;
  reportByStatus: { reportStatus: number; count: number }[];
  projectCount: number;
  testUnitCount: number;
  consignUnitCount: number;
  userCount: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function read<T>(userName: string, path: string) {
  const response = await t.app.inject({ url: `/api/services/app/${path}`, headers: t.auth(await t.login(userName)) });
  expect(response.statusCode).toBe(200);
  return envelopeOf<T>(response).result as T;
}

const statisticOf = (userName: string) => read<Statistic>(userName, 'Dashboard/GetStatistic');

const rawMaterials = eq(consignInfos.consignType, ConsignType.RawMaterial);

const unitOf = async (userName: string) =>
  (await t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, userName)))[0]?.unitId ?? '';

const sqlCount = async (table: typeof consignInfos | typeof buReports, where: ReturnType<typeof and>) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

test('counts follow the caller’s scope and equal SQL counts of the rows', async () => {
  const admin = await statisticOf('admin');
  const lab = await statisticOf('lab');
  const lab2 = await statisticOf('lab2');
  const consignor = await statisticOf('consignor');
  const consignor2 = await statisticOf('consignor2');

  expect(admin.scope).toBe('platform');
  expect(lab.scope).toBe('testUnit');
  expect(consignor.scope).toBe('consignUnit');

  expect(admin.consignCount).toBe(await sqlCount(consignInfos, eq(consignInfos.isDeleted, false)));
  expect(admin.reportCount).toBe(await sqlCount(buReports, eq(buReports.isDeleted, false)));
  for (const [stat, userName] of [
    [lab, 'lab'],
    [lab2, 'lab2'],
  ] as const) {
    const unitId = await unitOf(userName);
    expect(stat.consignCount).toBe(
      await sqlCount(
        consignInfos,
        and(eq(consignInfos.testUnitId, unitId), ne(consignInfos.consignStatus, 10), eq(consignInfos.isDeleted, false)),
      ),
    );
    expect(stat.reportCount).toBe(await sqlCount(buReports, eq(buReports.testUnitId, unitId)));
    expect(stat.testUnitCount).toBe(1);
  }
  for (const [stat, userName] of [
    [consignor, 'consignor'],
    [consignor2, 'consignor2'],
  ] as const) {
    const unitId = await unitOf(userName);
    expect(stat.consignCount).toBe(
      await sqlCount(consignInfos, and(eq(consignInfos.consignUnitId, unitId), rawMaterials)),
    );
    expect(stat.reportCount).toBe(await sqlCount(buReports, eq(buReports.consignUnitId, unitId)));
    expect(stat.projectCount).toBe(2);
    expect(stat.consignUnitCount).toBe(1);
  }

  // Real, non-zero numbers that differ between scopes.
  for (const stat of [admin, lab, lab2, consignor, consignor2]) {
    expect(stat.consignCount).toBeGreaterThan(0);
    expect(stat.reportCount).toBeGreaterThan(0);
    expect(stat.consignByStatus.reduce((n, s) => n + s.count, 0)).toBe(stat.consignCount);
    expect(stat.reportByStatus.reduce((n, s) => n + s.count, 0)).toBe(stat.reportCount);
  }
  expect(lab.consignCount).not.toBe(lab2.consignCount);
  expect(consignor.consignCount).not.toBe(consignor2.consignCount);
  expect(admin.testUnitCount).toBe(2);
  expect(admin.consignUnitCount).toBe(2);
  expect(admin.userCount).toBe(5);
  // A lab never counts a consignor's drafts.
  expect(lab.consignByStatus.find((s) => s.consignStatus === 10)?.count).toBe(0);
  expect(consignor.consignByStatus.find((s) => s.consignStatus === 10)?.count).toBeGreaterThan(0);
  // Several statuses are represented in the demo data.
  expect(admin.consignByStatus.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(6);
  expect(admin.reportByStatus.filter((s) => s.count > 0).length).toBeGreaterThanOrEqual(4);
});

test('GetStatistic needs a signed-in user', async () => {
  const response = await t.app.inject({ url: '/api/services/app/Dashboard/GetStatistic' });
  expect(response.statusCode).toBe(401);
  expect(envelopeOf(response).unAuthorizedRequest).toBe(true);
});

test('a count changes when a row does (computed live in SQL)', async () => {
  const before = await statisticOf('consignor2');
  const unitId = await unitOf('consignor2');
  const [row] = await t.db
    .select({ id: consignInfos.id })
    .from(consignInfos)
    .where(and(eq(consignInfos.consignUnitId, unitId), rawMaterials))
    .limit(1);
  await t.db
    .update(consignInfos)
    .set({ isDeleted: true })
    .where(eq(consignInfos.id, row?.id ?? ''));
  expect((await statisticOf('consignor2')).consignCount).toBe(before.consignCount - 1);
});

test('a consignor’s figures count the rows of the list they open: its raw-material consignments, not its bookings', async () => {
  type Row = { consignStatus: number };
  const list = await read<{ totalCount: number; items: Row[] }>(
    'consignor',
    'BuConsignInfo/GetRawMateriaConsignInfoList?maxResultCount=1000',
  );
  const inList = (status: number) => list.items.filter((row) => row.consignStatus === status).length;
  // The demo consignor has on-site and handover bookings too, which the list leaves out.
  const unitId = await unitOf('consignor');
  const bookings = and(eq(consignInfos.consignUnitId, unitId), ne(consignInfos.consignType, ConsignType.RawMaterial));
  expect(await sqlCount(consignInfos, bookings)).toBeGreaterThan(0);

  const stat = await statisticOf('consignor');
  expect(stat.consignCount).toBe(list.totalCount);
  for (const row of stat.consignByStatus)
    expect(row.count, `status ${row.consignStatus}`).toBe(inList(row.consignStatus));
  const trends = await read<{ openByStatus: { consignStatus: number; count: number }[] }>(
    'consignor',
    'Dashboard/GetConsignorTrends',
  );
  for (const row of trends.openByStatus) expect(row.count, `open ${row.consignStatus}`).toBe(inList(row.consignStatus));
});
