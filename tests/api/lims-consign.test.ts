import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignInfos, consignLogs } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { consignState, type LimsCall, type LimsWorld, lims, limsWorld } from './lims-helpers';

// The consignment side of ILISIntegration, signed with lab1's code: the import list, the detail, the log,
// and the pushes (status, bill, the parcel's express number): allowed, refused by the machine, bad input
// (400, nothing written), another lab's record (404), idempotent repeats and races.

let t: TestApp;
let w: LimsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await limsWorld(t);
});
afterAll(() => t.close());

const as1 = (method: 'GET' | 'POST', name: string, call: Omit<LimsCall, 'code'> = {}) =>
  lims(t, method, name, { ...call, code: w.lab1.code });

interface Row {
  id: string;
  consignStatus: number;
  acceptTime: string;
  sampleCount: number;
}
const listOf = async (query: LimsCall['query'] = {}) => {
  const res = await as1('GET', 'GetBuConsignInfoList', { query });
  expect(res.statusCode).toBe(200);
  return envelopeOf<{ totalCount: number; items: Row[] }>(res).result as { totalCount: number; items: Row[] };
};

describe('GetBuConsignInfoList', () => {
  it('lists the lab’s accepted consignments oldest acceptance first, never Drafts or unaudited ones', async () => {
    const [draft, submitted, accepted] = [await w.draft(), await w.submitted(), await w.accepted()];
    const all = await listOf({ maxResultCount: 1000 });
    const ids = all.items.map((row) => row.id);
    expect(ids).toContain(accepted);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(submitted);
    expect(all.items.every((row) => row.consignStatus === 40)).toBe(true);
    const times = all.items.map((row) => row.acceptTime);
    expect([...times].sort()).toEqual(times);
    const mine = all.items.find((row) => row.id === accepted);
    expect(mine?.sampleCount).toBe(1);
  });

  it('pages with skipCount/maxResultCount and filters by sinceTime (acceptTime ≥ sinceTime) and status', async () => {
    const first = await w.accepted();
    const [{ acceptTime }] = (await t.db
      .select({ acceptTime: consignInfos.acceptTime })
      .from(consignInfos)
      .where(eq(consignInfos.id, first))) as [{ acceptTime: Date }];
    const second = await w.accepted();
    const since = await listOf({ sinceTime: acceptTime.toISOString() });
    expect(since.items.map((row) => row.id)).toEqual([first, second]);
    expect(since.totalCount).toBe(2);
    const page = await listOf({ sinceTime: acceptTime.toISOString(), skipCount: 1, maxResultCount: 1 });
    expect(page).toMatchObject({ totalCount: 2, items: [{ id: second }] });
    const inTest = await listOf({ consignStatuses: ['50', '60'] });
    expect(inTest.items.every((row) => [50, 60].includes(row.consignStatus))).toBe(true);
    expect(inTest.items.length).toBeGreaterThan(0);
  });

  it('refuses bad input with 400', async () => {
    const bad: Record<string, string>[] = [
      { consignStatuses: '20' },
      { sinceTime: 'yesterday' },
      { maxResultCount: '0' },
    ];
    for (const query of bad) {
      const res = await as1('GET', 'GetBuConsignInfoList', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GetConsignInfoDetail and GetConsignLog', () => {
  it('answers everything the LIMS needs: samples with parameters and standards, witness, what it may push', async () => {
    const id = await w.accepted();
    const res = await as1('GET', 'GetConsignInfoDetail', { query: { consignInfoID: id } });
    expect(res.statusCode).toBe(200);
    const detail = envelopeOf<Record<string, unknown>>(res).result as Record<string, unknown> & {
      samples: { params: unknown[]; standards: unknown[] }[];
    };
    expect(detail).toMatchObject({ id, consignStatus: 40, jzunit: '江苏交科工程监理有限公司', jhperson: '刘见证' });
    expect(detail.samples).toHaveLength(1);
    expect(detail.samples[0]?.params).toHaveLength(1);
    expect(Array.isArray(detail.samples[0]?.standards)).toBe(true);
    expect(detail.allowedActions).toEqual(expect.arrayContaining(['CONFIRM_SAMPLE', 'SYNC', 'CANCEL']));
    expect(detail.allowedActions).not.toContain('PASS');
  });

  it('a Draft is not the lab’s (404); a malformed id is 400', async () => {
    const draft = await w.draft();
    expect((await as1('GET', 'GetConsignInfoDetail', { query: { consignInfoId: draft } })).statusCode).toBe(404);
    expect((await as1('GET', 'GetConsignLog', { query: { consignInfoId: draft } })).statusCode).toBe(404);
    expect((await as1('GET', 'GetConsignInfoDetail', { query: { consignInfoId: 'x' } })).statusCode).toBe(400);
  });
});

const pushStatus = (ids: string[], consignStatus: number, more: Record<string, unknown> = {}) =>
  as1('POST', 'PushConsignStatus', { body: { consignInfoIDs: ids, consignStatus, ...more } });

describe('PushConsignStatus', () => {
  it('50 = samples received: Accepted → InTest with a log row naming the LIMS; the same push again changes nothing', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    const first = await pushStatus([id], 50, { operUserNameFriendly: '张三', changeDescription: '样品已收' });
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).result).toEqual({ succeeded: [id], failed: [], unchanged: [] });
    const after = await consignState(t, id);
    expect(after).toMatchObject({ status: 50, logs: before.logs + 1 });
    const [log] = await t.db
      .select()
      .from(consignLogs)
      .where(and(eq(consignLogs.consignId, id), eq(consignLogs.nextStep, 50)));
    expect(log).toMatchObject({ exeUserName: 'LIMS · 张三', exeUserId: null, curStep: 40, exeDescription: '样品已收' });

    const again = await pushStatus([id], 50, { operUserNameFriendly: '张三' });
    expect(envelopeOf(again).result).toEqual({ succeeded: [id], failed: [], unchanged: [id] });
    expect(await consignState(t, id)).toEqual(after);
  });

  it('70 = cancelled needs a reason (400, nothing written), then cancels an Accepted one; an InTest one is refused (409)', async () => {
    const [accepted, inTest] = [await w.accepted(), await w.accepted()];
    await pushStatus([inTest], 50);
    const before = [await consignState(t, accepted), await consignState(t, inTest)];
    const noReason = await pushStatus([accepted], 70, { changeDescription: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(envelopeOf(noReason).error?.validationErrors?.[0]?.members).toEqual(['changeDescription']);
    expect(await consignState(t, accepted)).toEqual(before[0]);

    const refused = await pushStatus([inTest], 70, { changeDescription: '客户撤回' });
    expect(refused.statusCode).toBe(409);
    expect(await consignState(t, inTest)).toEqual(before[1]);

    const cancelled = await pushStatus([accepted], 70, { changeDescription: '客户撤回' });
    expect(cancelled.statusCode).toBe(200);
    expect(await consignState(t, accepted)).toMatchObject({ status: 70, cancelCause: '客户撤回' });
  });

  it('a mixed batch answers per id: received, already received, refused, another lab’s', async () => {
    const [fresh, done, submitted] = [await w.accepted(), await w.accepted(), await w.submitted()];
    await pushStatus([done], 50);
    const res = await pushStatus([fresh, done, submitted, '0190f0f0-0000-7000-8000-000000000000'], 50);
    expect(res.statusCode).toBe(200);
    const result = envelopeOf<{ succeeded: string[]; unchanged: string[]; failed: { id: string; code: number }[] }>(
      res,
    ).result;
    expect(result?.succeeded).toEqual([fresh, done]);
    expect(result?.unchanged).toEqual([done]);
    expect(result?.failed.map((f) => f.code)).toEqual([409, 404]);
  });

  it('two identical pushes at once: both succeed, one writes, exactly one log row', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    const answers = await Promise.all([pushStatus([id], 50), pushStatus([id], 50)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const unchanged = answers.map((a) => envelopeOf<{ unchanged: string[] }>(a).result?.unchanged.length);
    expect(unchanged.sort()).toEqual([0, 1]);
    expect(await consignState(t, id)).toMatchObject({ status: 50, logs: before.logs + 1 });
  });

  it('bad input is 400 and writes nothing', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    for (const body of [
      { consignInfoIDs: [id], consignStatus: 60 },
      { consignInfoIDs: [id], consignStatus: 40 },
      { consignInfoIDs: [], consignStatus: 50 },
      { consignInfoIDs: [id], consignStatus: '50' },
    ]) {
      const res = await as1('POST', 'PushConsignStatus', { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await consignState(t, id)).toEqual(before);
  });
});

const pushBill = (body: Record<string, unknown>) => as1('POST', 'PushConsignBillGenStatus', { body });

describe('PushConsignBillGenStatus', () => {
  const bill = { isConsignBillGened: true, consignBillFile: 'https://lims.example.com/bills/WT-1.pdf' };

  it('records the bill and the formal number once, with a log row saying what changed; a repeat changes nothing', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    const first = await pushBill({ consignInfoID: id, ...bill, consignFormaNumber: 'WT-2025-0001' });
    expect(envelopeOf(first).result).toEqual({ id, changed: true });
    const after = await consignState(t, id);
    expect(after).toMatchObject({ ...bill, consignFormaNumber: 'WT-2025-0001', logs: before.logs + 1 });
    const [log] = await t.db
      .select()
      .from(consignLogs)
      .where(and(eq(consignLogs.consignId, id), eq(consignLogs.exeUserName, 'LIMS')));
    expect(log?.exeDescription).toContain('consignFormaNumber: ∅ → WT-2025-0001');

    const again = await pushBill({ ConsignInfoID: id, ...bill, consignFormaNumber: 'WT-2025-0001' });
    expect(envelopeOf(again).result).toEqual({ id, changed: false });
    expect(await consignState(t, id)).toEqual(after);
  });

  it('is refused before acceptance (409) and for a Draft (404); a non-web link is 400; nothing written', async () => {
    const [submitted, draft, accepted] = [await w.submitted(), await w.draft(), await w.accepted()];
    const before = await consignState(t, submitted);
    expect((await pushBill({ consignInfoID: submitted, ...bill })).statusCode).toBe(409);
    expect(await consignState(t, submitted)).toEqual(before);
    expect((await pushBill({ consignInfoID: draft, ...bill })).statusCode).toBe(404);
    const link = await consignState(t, accepted);
    for (const consignBillFile of ['javascript:alert(1)', 'ftp://x/y', 'x'.repeat(600)]) {
      expect((await pushBill({ consignInfoID: accepted, isConsignBillGened: true, consignBillFile })).statusCode).toBe(
        400,
      );
    }
    expect((await pushBill({ consignInfoID: accepted })).statusCode).toBe(400);
    expect(await consignState(t, accepted)).toEqual(link);
  });
});

describe('PushExpressInfo for consignments (dataType 1)', () => {
  const push = (dataKeys: string[], expressNos: string) =>
    as1('POST', 'PushExpressInfo', { body: { dataType: 1, dataKeys, expressNos, expressBusiness: '顺丰速运' } });

  it('records the parcel’s express number once; a repeat changes nothing; another lab’s key fails alone', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    const first = await push([id, '0190f0f0-0000-7000-8000-000000000001'], 'SF1234567890');
    expect(first.statusCode).toBe(200);
    expect(envelopeOf(first).result).toMatchObject({ succeeded: [id], unchanged: [], failed: [{ code: 404 }] });
    expect(await consignState(t, id)).toMatchObject({ mailOrderNumber: 'SF1234567890', logs: before.logs + 1 });
    const again = await push([id], ' SF1234567890 ');
    expect(envelopeOf(again).result).toMatchObject({ succeeded: [id], unchanged: [id] });
    expect((await consignState(t, id)).logs).toBe(before.logs + 1);
  });

  it('bad input is 400: blank number, unknown dataType, no keys', async () => {
    const id = await w.accepted();
    const before = await consignState(t, id);
    for (const body of [
      { dataType: 1, dataKeys: [id], expressNos: '   ' },
      { dataType: 3, dataKeys: [id], expressNos: 'SF1' },
      { dataType: 1, dataKeys: [], expressNos: 'SF1' },
    ]) {
      expect((await as1('POST', 'PushExpressInfo', { body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await consignState(t, id)).toEqual(before);
  });
});

describe('GetConsignLog', () => {
  it('shows the LIMS’s pushes beside the people’s actions, oldest first', async () => {
    const id = await w.accepted();
    await pushStatus([id], 50, { operUserNameFriendly: '李四' });
    const res = await as1('GET', 'GetConsignLog', { query: { consignInfoId: id } });
    const rows = envelopeOf<{ nextStep: number; exeUserName: string }[]>(res).result ?? [];
    expect(rows.map((row) => row.nextStep)).toEqual([10, 10, 20, 40, 50]); // create, save, commit, pass, LIMS
    expect(rows.at(-1)?.exeUserName).toBe('LIMS · 李四');
  });
});
