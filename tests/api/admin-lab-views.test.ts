import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buReports, consignInfos, users } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, consignmentSnapshot, ok } from './consign-fixture';
import { envelopeOf } from './helpers';

// Issue 16, item 4: the administrator reads the labs' incoming consignments and report progress across labs, with a
// lab filter, and still cannot act on them (every call checks its permission in the server). Item 5: the contact of a
// new booking starts as the signed-in person with the mobile their account holds.

let f: ConsignFixture;
let lab2Id: string;

beforeAll(async () => {
  f = await consignFixture();
  const [lab2] = await f.t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, 'lab2'));
  lab2Id = lab2?.unitId as string;
});
afterAll(() => f.t.close());

interface Row {
  id: string;
  consignStatus: number;
  testUnitId: string;
  testUnitName: string;
}
const rowsOf = async (who: 'admin' | 'lab' | 'lab2', path: string) => {
  const res = ok(await f.call(who, 'GET', path));
  return envelopeOf<{ totalCount: number; items: Row[] }>(res).result as { totalCount: number; items: Row[] };
};
const labsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.testUnitId))].sort();

describe("admin's incoming consignments across labs (GetPreConsignInfoLinkSample)", () => {
  it('lists every lab’s committed consignments, each naming its lab; the lab filter narrows to one lab', async () => {
    const submitted = await f.at(20);
    const draft = await f.at(10);
    const all = await rowsOf('admin', 'BuConsignInfo/GetPreConsignInfoLinkSample?maxResultCount=1000');
    expect(labsOf(all.items)).toEqual([f.labId, lab2Id].sort());
    expect(all.items.map((r) => r.id)).toContain(submitted);
    expect(all.items.map((r) => r.id)).not.toContain(draft);
    expect(all.items.some((r) => r.consignStatus === 10)).toBe(false);
    expect(all.items.find((r) => r.id === submitted)?.testUnitName).toBeTruthy();

    const lab1 = await rowsOf(
      'admin',
      `BuConsignInfo/GetPreConsignInfoLinkSample?maxResultCount=1000&testUnitId=${f.labId}`,
    );
    const lab2 = await rowsOf(
      'admin',
      `BuConsignInfo/GetPreConsignInfoLinkSample?maxResultCount=1000&testUnitId=${lab2Id}`,
    );
    expect(labsOf(lab1.items)).toEqual([f.labId]);
    expect(labsOf(lab2.items)).toEqual([lab2Id]);
    expect(lab1.totalCount + lab2.totalCount).toBe(all.totalCount);
    // The lab's own list is exactly admin's filtered one.
    const own = await rowsOf('lab', 'BuConsignInfo/GetPreConsignInfoLinkSample?maxResultCount=1000');
    expect(own.items.map((r) => r.id)).toEqual(lab1.items.map((r) => r.id));
  });

  it('a lab naming another lab still sees only its own: nothing', async () => {
    const other = await rowsOf('lab', `BuConsignInfo/GetPreConsignInfoLinkSample?testUnitId=${lab2Id}`);
    expect(other).toMatchObject({ totalCount: 0, items: [] });
    expect((await f.call('consignor', 'GET', 'BuConsignInfo/GetPreConsignInfoLinkSample')).statusCode).toBe(403);
    expect((await f.call('admin', 'GET', 'BuConsignInfo/GetPreConsignInfoLinkSample?testUnitId=x')).statusCode).toBe(
      400,
    );
  });

  it('filters by commit days (consignStartTime, consignEndTime: UTC days, both included), a lab and admin', async () => {
    // Far in the past, where the demo seed has nothing: only these three fall near the range.
    const committedAt = async (iso: string) => {
      const id = await f.at(20);
      await f.t.db
        .update(consignInfos)
        .set({ commitConsignTime: new Date(iso) })
        .where(eq(consignInfos.id, id));
      return id;
    };
    const first = await committedAt('2001-03-01T00:00:00Z');
    const last = await committedAt('2001-03-10T23:59:00Z');
    const before = await committedAt('2001-02-28T23:59:00Z');
    const after = await committedAt('2001-03-11T00:00:00Z');
    const range = 'consignStartTime=2001-03-01&consignEndTime=2001-03-10&maxResultCount=1000';
    const ids = (rows: { items: Row[] }) => rows.items.map((r) => r.id).sort();
    const own = await rowsOf('lab', `BuConsignInfo/GetPreConsignInfoLinkSample?${range}`);
    expect(ids(own)).toEqual([first, last].sort());
    expect(own.totalCount).toBe(2);
    const across = await rowsOf('admin', `BuConsignInfo/GetPreConsignInfoLinkSample?${range}`);
    expect(ids(across)).toEqual([first, last].sort());
    const oneLab = await rowsOf('admin', `BuConsignInfo/GetPreConsignInfoLinkSample?${range}&testUnitId=${lab2Id}`);
    expect(oneLab.totalCount).toBe(0);
    const since = await rowsOf('lab', 'BuConsignInfo/GetPreConsignInfoLinkSample?consignEndTime=2001-03-10');
    expect(since.items.map((r) => r.id)).toEqual(expect.arrayContaining([first, last, before]));
    expect(since.items.map((r) => r.id)).not.toContain(after);
    // With a status too: the dashboard's "received in a week, by status" figure.
    const accepted = await rowsOf('lab', `BuConsignInfo/GetPreConsignInfoLinkSample?${range}&consignStatus=40`);
    expect(accepted.totalCount).toBe(0);

    const bad = await f.call('lab', 'GET', 'BuConsignInfo/GetPreConsignInfoLinkSample?consignStartTime=2001-13-45');
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.flatMap((v) => v.members)).toContain('consignStartTime');
    expect(envelopeOf(bad).error?.validationErrors?.[0]?.message).toBeTruthy();
  });

  it('admin still cannot pass, reject, confirm or cancel: 403 and nothing changes', async () => {
    const submitted = await f.at(20);
    const accepted = await f.at(40);
    const before = [await consignmentSnapshot(f.t, submitted), await consignmentSnapshot(f.t, accepted)];
    const refused = [
      await f.call('admin', 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [submitted] }),
      await f.call('admin', 'POST', 'BuConsignInfo/NoPassAuditConsignInfo', {
        consignInfoIds: [submitted],
        description: 'x',
      }),
      await f.call('admin', 'POST', 'BuConsignInfo/ConfirmSample', { ids: [accepted] }),
      await f.call('admin', 'POST', 'BuConsignInfo/CancelConsignInfo', {
        consignInfoIds: [accepted],
        description: 'x',
      }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
    expect([await consignmentSnapshot(f.t, submitted), await consignmentSnapshot(f.t, accepted)]).toEqual(before);
  });
});

describe("admin's report progress across labs (GetReportSchedule)", () => {
  it('lists every lab’s reports with the lab named; the lab filter narrows; the lab sees only its own', async () => {
    const inTest = await f.at(50);
    ok(
      await f.call('lab', 'POST', 'BuReport/CreateReport', {
        consignId: inTest,
        reportNumber: 'ADM-BG-001',
        testContent: '水泥',
      }),
    );
    const all = await rowsOf('admin', 'BuReport/GetReportSchedule?maxResultCount=1000');
    expect(labsOf(all.items)).toEqual([f.labId, lab2Id].sort());
    const ours = all.items.find((r) => (r as Row & { reportNumber: string }).reportNumber === 'ADM-BG-001');
    expect(ours).toMatchObject({ testUnitId: f.labId });
    expect(ours?.testUnitName).toBeTruthy();

    const lab2 = await rowsOf('admin', `BuReport/GetReportSchedule?maxResultCount=1000&testUnitId=${lab2Id}`);
    expect(labsOf(lab2.items)).toEqual([lab2Id]);
    const ownOfLab2 = await rowsOf('lab2', 'BuReport/GetReportSchedule?maxResultCount=1000');
    expect(ownOfLab2.items.map((r) => r.id)).toEqual(lab2.items.map((r) => r.id));
    expect((await rowsOf('lab2', `BuReport/GetReportSchedule?testUnitId=${f.labId}`)).totalCount).toBe(0);
    expect((await f.call('consignor', 'GET', 'BuReport/GetReportSchedule')).statusCode).toBe(403);
  });

  it('admin still cannot create reports, move them or set express numbers: 403 and nothing changes', async () => {
    const inTest = await f.at(50);
    const created = ok(
      await f.call('lab', 'POST', 'BuReport/CreateReport', {
        consignId: inTest,
        reportNumber: 'ADM-BG-002',
        testContent: '水泥',
      }),
    );
    const reportId = envelopeOf<{ id: string }>(created).result?.id as string;
    const refused = [
      await f.call('admin', 'POST', 'BuReport/CreateReport', { consignId: inTest, reportNumber: 'ADM-BG-003' }),
      await f.call('admin', 'PUT', 'BuReport/UpdateReportStatus', { reportIds: [reportId], reportStatus: 40 }),
      await f.call('admin', 'POST', 'BuReport/ReportMailNumberSetting', { reportIds: [reportId], val: 'SF1' }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([403, 403, 403]);
    const [row] = await f.t.db.select().from(buReports).where(eq(buReports.id, reportId));
    expect(row).toMatchObject({ reportStatus: 10, expressNumber: null });
    const numbers = await f.t.db.select().from(buReports).where(eq(buReports.consignId, inTest));
    expect(numbers.map((r) => r.reportNumber)).toEqual(['ADM-BG-002']);
  });
});

describe('the contact of a new booking (issue 16, item 5)', () => {
  it('GetUserInfo carries the signed-in user’s mobile, and a new on-site booking starts with it', async () => {
    const [me] = await f.t.db.select().from(users).where(eq(users.userName, 'consignor'));
    expect(me?.phoneNumber).toBeTruthy();
    const info = envelopeOf<{ name: string; phoneNumber: string | null }>(
      ok(
        await f.t.app.inject({ method: 'GET', url: '/api/TokenAuth/GetUserInfo', headers: f.t.auth(f.tok.consignor) }),
      ),
    ).result;
    expect(info).toMatchObject({ name: me?.name, phoneNumber: me?.phoneNumber });
    const fresh = envelopeOf<{ linkPerson: string; linkPersonPhone: string | null }>(
      ok(await f.call('consignor', 'GET', 'BuConsignInfo/GetCreatePreSiteConsign?consignType=2')),
    ).result;
    expect(fresh).toMatchObject({ linkPerson: me?.name, linkPersonPhone: me?.phoneNumber });
  });
});
