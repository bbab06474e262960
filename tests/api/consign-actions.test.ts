import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsignFixture, consignFixture, consignmentSnapshot, ok, type Status, type Who } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// Every BuConsignInfo workflow action: the allowed role, a refused role, another unit's record (404), bad input
// (400, nothing written); the per-id answer; and the concurrency rule.

let f: ConsignFixture;
let t: TestApp;
let labId: string;

beforeAll(async () => {
  f = await consignFixture();
  ({ t, labId } = f);
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  f.call(who, method, `BuConsignInfo/${url}`, payload);
const at = (status: Status) => f.at(status);
const snapshot = (id: string) => consignmentSnapshot(t, id);

interface Action {
  name: string;
  from: Status;
  allowed: Who;
  refused: Who;
  refusedStatus: number;
  /** Same role, another unit: never sees the record. */
  stranger: Who;
  send: (who: Who, id: string) => ReturnType<typeof call>;
  bad: (id: string) => ReturnType<typeof call>;
  to: number;
}

const actions: Action[] = [
  {
    name: 'CommitConsignInfo',
    from: 10,
    allowed: 'consignor',
    refused: 'admin',
    refusedStatus: 403,
    stranger: 'consignor2',
    send: (who, id) => call(who, 'POST', `CommitConsignInfo?consignInfoIds=${id}&description=go`),
    bad: (id) => call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${id}&description=${'x'.repeat(501)}`),
    to: 20,
  },
  {
    name: 'PassAuditConsignInfo',
    from: 20,
    allowed: 'lab',
    refused: 'consignor',
    refusedStatus: 403,
    stranger: 'lab2',
    send: (who, id) => call(who, 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] }),
    bad: (id) => call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id], description: 5 }),
    to: 40,
  },
  {
    name: 'NoPassAuditConsignInfo',
    from: 20,
    allowed: 'lab',
    refused: 'consignor',
    refusedStatus: 403,
    stranger: 'lab2',
    send: (who, id) => call(who, 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [id], description: 'why' }),
    bad: (id) => call('lab', 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [id] }),
    to: 30,
  },
  {
    name: 'CancelConsignInfo',
    from: 20,
    allowed: 'consignor',
    refused: 'lab',
    refusedStatus: 409,
    stranger: 'consignor2',
    send: (who, id) => call(who, 'POST', 'CancelConsignInfo', { consignInfoIds: [id], description: 'why' }),
    bad: (id) => call('consignor', 'POST', 'CancelConsignInfo', { consignInfoIds: [id], description: 'x'.repeat(501) }),
    to: 70,
  },
  {
    name: 'ConfirmSample',
    from: 40,
    allowed: 'lab',
    refused: 'consignor',
    refusedStatus: 403,
    stranger: 'lab2',
    send: (who, id) => call(who, 'POST', 'ConfirmSample', { ids: [id] }),
    bad: (id) => call('lab', 'POST', 'ConfirmSample', { ids: [id, 'not-a-uuid'] }),
    to: 50,
  },
  {
    name: 'SyncUpdateConsignInfo',
    from: 40,
    allowed: 'lab',
    refused: 'consignor',
    refusedStatus: 403,
    stranger: 'lab2',
    send: (who, id) => call(who, 'POST', 'SyncUpdateConsignInfo', { ids: [id], changes: { memo: 'synced' } }),
    bad: (id) => call('lab', 'POST', 'SyncUpdateConsignInfo', { ids: [id], changes: { memo: 60 } }),
    to: 40,
  },
  {
    name: 'SetMailOrderNumber',
    from: 40,
    allowed: 'consignor',
    refused: 'lab',
    refusedStatus: 403,
    stranger: 'consignor2',
    send: (who, id) => call(who, 'POST', 'SetMailOrderNumber', { consignInfoIds: [id], mailOrderNumber: 'SF9' }),
    bad: (id) => call('consignor', 'POST', 'SetMailOrderNumber', { consignInfoIds: [id], mailOrderNumber: '' }),
    to: 40,
  },
  {
    name: 'DeleteConsignInfo',
    from: 10,
    allowed: 'consignor',
    refused: 'admin',
    refusedStatus: 403,
    stranger: 'consignor2',
    send: (who, id) => call(who, 'DELETE', `DeleteConsignInfo?ids=${id}`),
    bad: () => call('consignor', 'DELETE', 'DeleteConsignInfo'),
    to: 10,
  },
  {
    name: 'CopyConsignInfo',
    from: 20,
    allowed: 'consignor',
    refused: 'lab',
    refusedStatus: 403,
    stranger: 'consignor2',
    send: (who, id) => call(who, 'POST', 'CopyConsignInfo', { consignInfoIds: [id] }),
    bad: (id) => call('consignor', 'POST', 'CopyConsignInfo', { consignInfoIds: [id], description: 5 }),
    to: 20,
  },
];

describe.each(actions)('$name', (action) => {
  it('refuses a role that may not, another unit (404) and bad input (400), writing nothing; then the right role succeeds', async () => {
    const id = await at(action.from);
    const before = await snapshot(id);
    const refused = await action.send(action.refused, id);
    expect(refused.statusCode).toBe(action.refusedStatus);
    expect(await snapshot(id)).toEqual(before);
    const stranger = await action.send(action.stranger, id);
    expect(stranger.statusCode).toBe(404);
    expect(await snapshot(id)).toEqual(before);
    const bad = await action.bad(id);
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf(bad).error?.validationErrors?.length).toBeGreaterThan(0);
    expect(await snapshot(id)).toEqual(before);
    const res = await action.send(action.allowed, id);
    expect(res.statusCode).toBe(200);
    const after = await snapshot(id);
    expect(after.status).toBe(action.to);
    if (action.name !== 'CopyConsignInfo') expect(after.logs).toBe((before.logs ?? 0) + 1);
  });
});

describe('per-id answers', () => {
  it('a batch reports each id on its own and answers 200 when one succeeded', async () => {
    const good = await at(20);
    const draft = await at(10);
    const missing = '01900000-0000-7000-8000-000000000000';
    const res = await call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [good, draft, missing] });
    expect(res.statusCode).toBe(200);
    const result = envelopeOf<{ succeeded: string[]; failed: { id: string; code: number; message: string }[] }>(
      res,
    ).result;
    expect(result?.succeeded).toEqual([good]);
    expect(result?.failed.map((f) => [f.id, f.code])).toEqual([
      [draft, 404],
      [missing, 404],
    ]);
    expect(result?.failed[0]?.message).toBeTruthy();
  });

  it('an incomplete commit in a batch lists its missing fields', async () => {
    const good = await at(10);
    const res0 = ok(await call('consignor', 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: labId }));
    const empty = envelopeOf<{ id: string }>(res0).result?.id as string;
    const res = await call('consignor', 'POST', `CommitConsignInfo?consignInfoIds=${good}&consignInfoIds=${empty}`);
    expect(res.statusCode).toBe(200);
    const result = envelopeOf<{ failed: { code: number; missing: string[] }[] }>(res).result;
    expect(result?.failed[0]?.code).toBe(400);
    expect(result?.failed[0]?.missing).toEqual(['projectId', 'linkPerson', 'linkPersonPhone', 'samples']);
  });
});

describe('concurrency', () => {
  it('of 6 simultaneous PassAudit calls exactly one wins, the rest get 409, one log row', async () => {
    const id = await at(20);
    const before = await snapshot(id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const after = await snapshot(id);
    expect(after.status).toBe(40);
    expect(after.logs).toBe((before.logs ?? 0) + 1);
  });

  it('of a pass and a reject at once exactly one wins', async () => {
    const id = await at(20);
    const results = await Promise.all([
      call('lab', 'POST', 'PassAuditConsignInfo', { consignInfoIds: [id] }),
      call('lab', 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [id], description: 'no' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(1);
  });
});
