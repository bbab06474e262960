import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignInfos, consignLogs } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, ok, type Who } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// Bookings through the lifecycle (the consignment calls apply to them unchanged), the booking list with its counts,
// the lab's incoming list beside raw material, the lab's upcoming visits, and the race rule.

let f: ConsignFixture;
let t: TestApp;
let labId: string;
let projectId: string;
let sample: ReturnType<ConsignFixture['sample']>;

beforeAll(async () => {
  f = await consignFixture();
  ({ t, labId, projectId } = f);
  sample = f.sample();
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  f.call(who, method, `BuConsignInfo/${url}`, payload);
const logCount = async (id: string) =>
  (await t.db.select({ n: count() }).from(consignLogs).where(eq(consignLogs.consignId, id)))[0]?.n ?? 0;
const statusOf = async (id: string) =>
  (await t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0]?.consignStatus;

/** A booking of consignor (cu1 → lab1), moved to `status`. */
async function booking(
  status: 10 | 20 | 40 | 50,
  fields: { consignType?: 2 | 3; expectTestTime?: string | null; testContent?: string } = {},
): Promise<string> {
  const body = {
    consignType: 2,
    testUnitId: labId,
    projectId,
    linkPerson: 'Zhao Lei',
    linkPersonPhone: '13900000001',
    expectTestTime: '2031-01-10T02:00:00.000Z',
    testContent: 'Pile integrity',
    samples: [sample],
    ...fields,
  };
  const res = ok(await call('consignor', 'PUT', 'UpdatePreSiteConsign', body));
  const id = envelopeOf<{ id: string }>(res).result?.id as string;
  if (status >= 20) ok(await call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${id}`));
  if (status >= 40) ok(await call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] }));
  if (status >= 50) ok(await call('lab', 'POST', 'ConfirmSample', { ids: [id], description: 'on-site test done' }));
  return id;
}

describe('the lifecycle of a booking', () => {
  it('commit needs the expected test time and the test content', async () => {
    const id = await booking(10, { expectTestTime: null, testContent: ' ' });
    const res = await call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${id}`);
    expect(res.statusCode).toBe(400);
    expect(await statusOf(id)).toBe(10);
  });

  it('submit → pass → on-site test done (ConfirmSample), each with one log row; both sides read the status', async () => {
    const id = await booking(10);
    const logs = await logCount(id);
    ok(await call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${id}`));
    ok(await call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] }));
    const lab = envelopeOf<{ allowedActions: string[] }>(
      ok(await call('lab', 'GET', `GetCreatePreSiteConsign?consignType=2&id=${id}`)),
    ).result;
    expect(lab?.allowedActions).toEqual(expect.arrayContaining(['CONFIRM_SAMPLE', 'CANCEL']));
    ok(await call('lab', 'POST', 'ConfirmSample', { ids: [id], description: 'on-site test done' }));
    expect(await statusOf(id)).toBe(50);
    expect(await logCount(id)).toBe(logs + 3);
    for (const who of ['consignor', 'lab'] as const) {
      const got = envelopeOf<{ consignStatus: number; consignStatusText: string }>(
        ok(await call(who, 'GET', `GetCreatePreSiteConsign?consignType=2&id=${id}`)),
      ).result;
      expect(got?.consignStatus).toBe(50);
      expect(got?.consignStatusText).toBeTruthy();
    }
  });

  it('the lab rejects with a reason (stored as rollbackCause) and cancels an accepted booking; refusals as for consignments', async () => {
    const returned = await booking(20);
    expect((await call('lab', 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [returned] })).statusCode).toBe(400);
    ok(
      await call('lab', 'POST', 'NoPassAuditConsignInfo', {
        consignInfoIds: [returned],
        description: 'Date is a holiday',
      }),
    );
    const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, returned));
    expect(row).toMatchObject({ consignStatus: 30, rollbackCause: 'Date is a holiday' });
    const accepted = await booking(40);
    expect(
      (await call('lab2', 'POST', 'CancelConsignInfo', { consignInfoIds: [accepted], description: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'POST', 'CancelConsignInfo', { consignInfoIds: [accepted], description: 'x' })).statusCode,
    ).toBe(403);
    ok(
      await call('lab', 'POST', 'CancelConsignInfo', { consignInfoIds: [accepted], description: 'No crew that week' }),
    );
    expect(await statusOf(accepted)).toBe(70);
    expect(
      (await call('consignor', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [await booking(20)] })).statusCode,
    ).toBe(403);
  });

  it('a race: five concurrent passes → one 200, the rest 409, one log row', async () => {
    const id = await booking(20);
    const logs = await logCount(id);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(await logCount(id)).toBe(logs + 1);
  });
});

describe('GetSitePreConsignInfoList', () => {
  interface Row {
    id: string;
    consignType: number;
    consignStatus: number;
    testContent: string | null;
  }
  type List = { totalCount: number; items: Row[]; statusCounts: { consignStatus: number; count: number }[] };
  const list = async (who: Who, query: string) =>
    envelopeOf<List>(ok(await call(who, 'GET', `GetSitePreConsignInfoList?${query}`))).result as List;

  it('the consignor’s own bookings by type, status, keyword and page, with counts per status', async () => {
    const onSite = await booking(20, { testContent: 'Unique-anchor-pull-test' });
    const handover = await booking(10, { consignType: 3 });
    const both = await list('consignor', 'maxResultCount=1000');
    expect(both.items.map((r) => r.id)).toEqual(expect.arrayContaining([onSite, handover]));
    const handovers = await list('consignor', 'consignType=3&maxResultCount=1000');
    expect(handovers.items.every((r) => r.consignType === 3)).toBe(true);
    expect(handovers.items.map((r) => r.id)).toContain(handover);
    const submitted = await list('consignor', 'consignType=2&consignStatus=20&maxResultCount=1000');
    expect(submitted.items.every((r) => r.consignStatus === 20)).toBe(true);
    expect(submitted.statusCounts).toHaveLength(7);
    const counted = submitted.statusCounts.find((c) => c.consignStatus === 20)?.count;
    expect(counted).toBe(submitted.totalCount);
    const found = await list('consignor', 'search=anchor-pull');
    expect(found.items.map((r) => r.id)).toEqual([onSite]);
    const page = await list('consignor', 'skipCount=1&maxResultCount=1');
    expect(page.items).toHaveLength(1);
    expect(page.totalCount).toBe(both.totalCount);
    expect(both.items.some((r) => r.consignType === 1)).toBe(false);
  });

  it('a lab sees committed bookings addressed to it, another consignor and lab see none, admin reads', async () => {
    const draft = await booking(10);
    const submitted = await booking(20);
    const lab = (await list('lab', 'maxResultCount=1000')).items.map((r) => r.id);
    expect(lab).toContain(submitted);
    expect(lab).not.toContain(draft);
    expect((await list('lab2', 'maxResultCount=1000')).items.map((r) => r.id)).not.toContain(submitted);
    expect((await list('consignor2', 'maxResultCount=1000')).items.map((r) => r.id)).not.toContain(submitted);
    expect((await list('admin', 'maxResultCount=1000')).items.map((r) => r.id)).toContain(draft);
  });

  it('bad input is 400; signed out is 401', async () => {
    for (const q of ['consignType=1', 'consignStatus=99', 'maxResultCount=0']) {
      expect((await call('consignor', 'GET', `GetSitePreConsignInfoList?${q}`)).statusCode, q).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/services/app/BuConsignInfo/GetSitePreConsignInfoList' }))
        .statusCode,
    ).toBe(401);
  });

  it('bookings appear in the lab’s incoming list beside raw-material consignments', async () => {
    const id = await booking(20, { testContent: 'Bridge load test' });
    const raw = ok(await call('consignor', 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: labId, projectId }));
    const rawId = envelopeOf<{ id: string }>(raw).result?.id as string;
    ok(
      await call('consignor', 'POST', 'SaveConsignInfo', {
        id: rawId,
        linkPerson: 'A',
        linkPersonPhone: '13900000001',
        samples: [sample],
      }),
    );
    ok(await call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${rawId}`));
    type Incoming = {
      items: { id: string; consignType: number; testContent: string; expectTestTime: string | null }[];
    };
    const all = envelopeOf<Incoming>(
      ok(await call('lab', 'GET', 'GetPreConsignInfoLinkSample?maxResultCount=1000')),
    ).result;
    const row = all?.items.find((r) => r.id === id);
    expect(row).toMatchObject({
      consignType: 2,
      testContent: 'Bridge load test',
      expectTestTime: '2031-01-10T02:00:00.000Z',
    });
    expect(all?.items.some((r) => r.id === rawId && r.consignType === 1)).toBe(true);
    const onlyBookings = envelopeOf<Incoming>(
      ok(await call('lab', 'GET', 'GetPreConsignInfoLinkSample?consignType=2&maxResultCount=1000')),
    ).result;
    expect(onlyBookings?.items.every((r) => r.consignType === 2)).toBe(true);
  });
});

describe('GetSiteVisitSchedule', () => {
  type Visits = { totalCount: number; items: { id: string; expectTestTime: string; consignStatus: number }[] };
  const visits = async (who: Who, query = '') =>
    envelopeOf<Visits>(ok(await call(who, 'GET', `GetSiteVisitSchedule?maxResultCount=1000&${query}`)))
      .result as Visits;

  it('the lab’s submitted and accepted visits from now on, soonest first; past, draft and done ones left out', async () => {
    const later = await booking(40, { expectTestTime: '2032-03-02T01:00:00.000Z' });
    const sooner = await booking(20, { expectTestTime: '2032-03-01T01:00:00.000Z' });
    const past = await booking(40, { expectTestTime: '2020-01-01T01:00:00.000Z' });
    const draft = await booking(10, { expectTestTime: '2032-03-01T02:00:00.000Z' });
    const done = await booking(50, { expectTestTime: '2032-03-01T03:00:00.000Z' });
    const got = await visits('lab', 'from=2032-03-01T00:00:00.000Z&to=2032-03-03T00:00:00.000Z');
    expect(got.items.map((v) => v.id)).toEqual([sooner, later]);
    expect(got.totalCount).toBe(2);
    const all = (await visits('lab')).items.map((v) => v.id);
    expect(all).not.toContain(past);
    expect(all).not.toContain(draft);
    expect(all).not.toContain(done);
    const times = (await visits('lab')).items.map((v) => v.expectTestTime);
    expect([...times].sort()).toEqual(times);
    const underWay = await visits('lab', 'consignStatus=50&from=2032-03-01T00:00:00.000Z');
    expect(underWay.items.map((v) => v.id)).toContain(done);
  });

  it('only a lab (consignor, admin 403); another lab sees none; bad input 400', async () => {
    const id = await booking(40, { expectTestTime: '2033-01-01T01:00:00.000Z' });
    expect((await call('consignor', 'GET', 'GetSiteVisitSchedule')).statusCode).toBe(403);
    expect((await call('admin', 'GET', 'GetSiteVisitSchedule')).statusCode).toBe(403);
    expect((await visits('lab2')).items.map((v) => v.id)).not.toContain(id);
    expect((await call('lab', 'GET', 'GetSiteVisitSchedule?from=tomorrow')).statusCode).toBe(400);
    expect((await call('lab', 'GET', 'GetSiteVisitSchedule?consignStatus=10')).statusCode).toBe(400);
    const [row] = await t.db
      .select({ n: count() })
      .from(consignInfos)
      .where(and(eq(consignInfos.id, id), eq(consignInfos.consignStatus, 40)));
    expect(row?.n).toBe(1);
  });
});
