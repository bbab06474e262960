import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerIdResult } from '../../contracts/common';
import { consignInfos } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, consignmentSnapshot, type Status, type Who } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// The lab's batch work (issue 16, item 1): one call with many ids for pass, reject with one reason and confirm samples,
// as the lab's lists send it. Each id is its own machine check and transaction: the answer lists what succeeded and
// why each other id was refused, and a refused id (wrong status, another lab's, unknown) is left exactly as it was.

let f: ConsignFixture;
let t: TestApp;
let otherLabs: string;

beforeAll(async () => {
  f = await consignFixture();
  ({ t } = f);
  // A Submitted consignment addressed to lab2 (the demo seed has one).
  const [row] = await t.db
    .select({ id: consignInfos.id })
    .from(consignInfos)
    .where(and(ne(consignInfos.testUnitId, f.labId), eq(consignInfos.consignStatus, 20)));
  if (!row) throw new Error('the demo seed has no Submitted consignment for another lab');
  otherLabs = row.id;
});
afterAll(() => t.close());

const pass = (who: Who, ids: string[]) =>
  f.call(who, 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: ids });
const reject = (who: Who, ids: string[], description: string) =>
  f.call(who, 'POST', 'BuConsignInfo/NoPassAuditConsignInfo', { consignInfoIds: ids, description });
const confirm = (who: Who, ids: string[]) => f.call(who, 'POST', 'BuConsignInfo/ConfirmSample', { ids });
const snapshots = (ids: string[]) => Promise.all(ids.map((id) => consignmentSnapshot(t, id)));
const several = (status: Status, n: number) => Promise.all(Array.from({ length: n }, () => f.at(status)));
const resultOf = (res: Parameters<typeof envelopeOf>[0]) => envelopeOf<PerIdResult>(res).result as PerIdResult;
const stored = async (id: string) => (await t.db.select().from(consignInfos).where(eq(consignInfos.id, id)))[0];

/** Two consignments at `good` with one at `bad` between them in the batch, and the bad one's snapshot. */
async function mixed(good: Status, bad: Status) {
  const [a, b] = (await several(good, 2)) as [string, string];
  const [refused] = (await several(bad, 1)) as [string];
  return { a, b, refused, ids: [a, refused, b], before: await consignmentSnapshot(t, refused) };
}

describe('a batch pass', () => {
  it("passes each Submitted id and refuses the Accepted one with why (in the lab user's own language, zh), writing nothing for it", async () => {
    const { a, b, refused: accepted, ids, before } = await mixed(20, 40);
    const passedBefore = await snapshots([a, b]);
    const res = await pass('lab', ids);
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result.succeeded).toEqual([a, b]);
    expect(result.failed).toEqual([{ id: accepted, code: 409, message: '委托单当前状态为“已受理”，不能执行此操作。' }]);
    expect(await consignmentSnapshot(t, accepted)).toEqual(before);
    // Each passed id: Accepted, with one more log row.
    expect(await snapshots([a, b])).toEqual(
      passedBefore.map((snapshot) => ({ ...snapshot, status: 40, logs: (snapshot.logs ?? 0) + 1 })),
    );
  });

  it("refuses another lab's consignment and an unknown id as not found, leaving them untouched", async () => {
    const [mine] = await several(20, 1);
    const unknown = '01900000-0000-7000-8000-0000000000ff';
    const before = await snapshots([otherLabs]);
    const res = await pass('lab', [otherLabs, mine as string, unknown]);
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result.succeeded).toEqual([mine]);
    expect(result.failed.map((failure) => [failure.id, failure.code])).toEqual([
      [otherLabs, 404],
      [unknown, 404],
    ]);
    expect(await snapshots([otherLabs])).toEqual(before);
  });

  it('answers a plain 404 when every id is another lab’s', async () => {
    const ids = await several(20, 2);
    const before = await snapshots(ids);
    const res = await pass('lab2', ids);
    expect(res.statusCode).toBe(404);
    expect(await snapshots(ids)).toEqual(before);
  });

  it('names each refused id when none passes for different reasons, writing nothing', async () => {
    const [accepted] = await several(40, 1);
    const ids = [accepted as string, otherLabs];
    const before = await snapshots(ids);
    const res = await pass('lab', ids);
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result.succeeded).toEqual([]);
    expect(result.failed.map((failure) => [failure.id, failure.code])).toEqual([
      [accepted, 409],
      [otherLabs, 404],
    ]);
    expect(await snapshots(ids)).toEqual(before);
  });

  it('is refused to the consignor and to the administrator (403), writing nothing', async () => {
    const ids = await several(20, 2);
    const before = await snapshots(ids);
    for (const who of ['consignor', 'admin'] as const) {
      expect((await pass(who, ids)).statusCode).toBe(403);
      expect((await reject(who, ids, 'no')).statusCode).toBe(403);
    }
    const accepted = await several(40, 2);
    const acceptedBefore = await snapshots(accepted);
    for (const who of ['consignor', 'admin'] as const) expect((await confirm(who, accepted)).statusCode).toBe(403);
    expect(await snapshots(ids)).toEqual(before);
    expect(await snapshots(accepted)).toEqual(acceptedBefore);
  });
});

describe('a batch reject', () => {
  it('returns each Submitted id with the one reason; a Returned one is refused and keeps its own reason', async () => {
    const { a, b, refused: returned, ids, before } = await mixed(20, 30);
    const res = await reject('lab', ids, '  Witness photo missing  ');
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result.succeeded).toEqual([a, b]);
    expect(result.failed.map((failure) => [failure.id, failure.code])).toEqual([[returned, 409]]);
    expect((await stored(a))?.rollbackCause).toBe('Witness photo missing');
    expect((await consignmentSnapshot(t, b)).status).toBe(30);
    expect(await consignmentSnapshot(t, returned)).toEqual(before);
    expect((await stored(returned))?.rollbackCause).toBe('x');
  });

  it('without a reason refuses every id and writes nothing', async () => {
    const ids = await several(20, 2);
    const before = await snapshots(ids);
    expect((await reject('lab', ids, '   ')).statusCode).toBe(400);
    expect(await snapshots(ids)).toEqual(before);
  });
});

describe('a batch confirm of samples received', () => {
  it('moves each Accepted id to InTest and refuses a Submitted one, in the caller’s language', async () => {
    const { a, b, refused: submitted, ids, before } = await mixed(40, 20);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/BuConsignInfo/ConfirmSample',
      headers: { ...t.auth(f.tok.lab), 'accept-language': 'es' },
      payload: { ids },
    });
    expect(res.statusCode).toBe(200);
    const result = resultOf(res);
    expect(result.succeeded).toEqual([a, b]);
    expect(result.failed).toEqual([
      {
        id: submitted,
        code: 409,
        message: 'Esta consignación está en estado Enviado; esta acción no es posible ahora.',
      },
    ]);
    expect(await consignmentSnapshot(t, submitted)).toEqual(before);
    for (const id of [a, b]) expect((await consignmentSnapshot(t, id)).status).toBe(50);
  });
});
