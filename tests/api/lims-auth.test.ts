import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testUnits } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { consignState, freshAddress, type LimsWorld, lims, limsWorld } from './lims-helpers';

// How a LIMS signs its calls: the lab's integration code, nothing else; a wrong or missing code sees
// nothing, another lab's code sees only that lab, guessing is rate-limited, a deactivated lab is shut out.

let t: TestApp;
let w: LimsWorld;
let accepted: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await limsWorld(t);
  accepted = await w.accepted();
});
afterAll(() => t.close());

describe('the integration code', () => {
  const calls = [
    ['GET', 'GetBuConsignInfoList', {}],
    ['GET', 'GetConsignInfoDetail', { query: () => ({ consignInfoId: accepted }) }],
    ['GET', 'GetConsignLog', { query: () => ({ consignInfoId: accepted }) }],
    ['POST', 'PushConsignStatus', { body: () => ({ consignInfoIDs: [accepted], consignStatus: 50 }) }],
    ['POST', 'PushConsignBillGenStatus', { body: () => ({ consignInfoID: accepted, isConsignBillGened: true }) }],
    ['POST', 'PushExpressInfo', { body: () => ({ dataType: 1, dataKeys: [accepted], expressNos: 'SF1' }) }],
    [
      'POST',
      'PushReportInfo',
      {
        body: () => ({ consignInfoID: accepted, reportNumber: 'R-1', reportStatus: 20, reportAuthCode: 'ABC123' }),
      },
    ],
  ] as const;

  for (const [method, name, input] of calls) {
    it(`${name}: missing or wrong code → 401 with no data, nothing written`, async () => {
      const before = await consignState(t, accepted);
      const query = 'query' in input ? input.query() : undefined;
      const body = 'body' in input ? input.body() : undefined;
      for (const code of [undefined, '', 'HT-LIMS-WRONG1', w.lab1.code.toLowerCase()]) {
        const res = await lims(t, method, name, { code, query, body, address: freshAddress() });
        expect(res.statusCode).toBe(401);
        const envelope = envelopeOf(res);
        expect(envelope).toMatchObject({ success: false, result: null, unAuthorizedRequest: true });
        expect(res.body).not.toContain(accepted);
      }
      expect(await consignState(t, accepted)).toEqual(before);
    });
  }

  it('a wrong code is refused before the input is looked at (no validation details leak)', async () => {
    const res = await lims(t, 'POST', 'PushConsignStatus', {
      code: 'nope',
      body: { consignInfoIDs: ['not-an-id'], consignStatus: 99 },
      address: freshAddress(),
    });
    expect(res.statusCode).toBe(401);
    expect(envelopeOf(res).error?.validationErrors ?? null).toBeNull();
  });

  it('may travel in the body of the pushes whose wire shape carries it, but must agree with the query', async () => {
    const address = freshAddress();
    const inBody = await lims(t, 'POST', 'PushConsignBillGenStatus', {
      body: { authCode: w.lab1.code, consignInfoID: accepted, isConsignBillGened: false },
      address,
    });
    expect(inBody.statusCode).toBe(200);
    const disagree = await lims(t, 'POST', 'PushConsignBillGenStatus', {
      code: w.lab2.code,
      body: { authCode: w.lab1.code, consignInfoID: accepted, isConsignBillGened: true },
      address,
    });
    expect(disagree.statusCode).toBe(401);
    expect((await consignState(t, accepted)).isConsignBillGened).toBe(false);
  });

  it("another lab's code sees only that lab: its list lacks the consignment, the record is 404", async () => {
    const list = await lims(t, 'GET', 'GetBuConsignInfoList', { code: w.lab2.code });
    expect(list.statusCode).toBe(200);
    const ids = envelopeOf<{ items: { id: string }[] }>(list).result?.items.map((i) => i.id);
    expect(ids).not.toContain(accepted);
    for (const name of ['GetConsignInfoDetail', 'GetConsignLog']) {
      const res = await lims(t, 'GET', name, { code: w.lab2.code, query: { consignInfoId: accepted } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(accepted);
    }
    const before = await consignState(t, accepted);
    const push = await lims(t, 'POST', 'PushConsignStatus', {
      code: w.lab2.code,
      body: { consignInfoIDs: [accepted], consignStatus: 50 },
    });
    expect(push.statusCode).toBe(404);
    expect(await consignState(t, accepted)).toEqual(before);
  });

  it('guessing is limited per client address: after 5 wrong codes even the right one gets 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await lims(t, 'GET', 'GetBuConsignInfoList', { code: `GUESS-${i}`, address });
      expect(res.statusCode).toBe(401);
    }
    const locked = await lims(t, 'GET', 'GetBuConsignInfoList', { code: w.lab1.code, address });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await lims(t, 'GET', 'GetBuConsignInfoList', { code: w.lab1.code, address: freshAddress() });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a deactivated lab is refused with 403, and works again once reactivated', async () => {
    await t.db.update(testUnits).set({ isActive: false }).where(eq(testUnits.id, w.lab2.id));
    const refused = await lims(t, 'GET', 'GetBuConsignInfoList', { code: w.lab2.code });
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused).result).toBeNull();
    await t.db.update(testUnits).set({ isActive: true }).where(eq(testUnits.id, w.lab2.id));
    expect((await lims(t, 'GET', 'GetBuConsignInfoList', { code: w.lab2.code })).statusCode).toBe(200);
  });

  it('a signed-in person cannot use the LIMS calls with a bearer token alone', async () => {
    const token = await t.login('lab');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/services/app/ILISIntegration/GetBuConsignInfoList',
      headers: t.auth(token),
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(401);
  });
});
