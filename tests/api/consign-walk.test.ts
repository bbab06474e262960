import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consignInfos, consignLogs } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, type Who, withoutLabels } from './consign-fixture';
import { envelopeOf, type TestApp } from './helpers';

// The lifecycle (docs/architecture.md) driven through HTTP as the right roles, checking the stored status and
// the log after each step, and that each refused event changes nothing.

const consignor = 'consignor';
const lab = 'lab';
const admin = 'admin';
let f: ConsignFixture;
let t: TestApp;

beforeAll(async () => {
  f = await consignFixture();
  t = f.t;
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  f.call(who, method, `BuConsignInfo/${url}`, payload);

async function stored(id: string) {
  const [row] = await t.db.select().from(consignInfos).where(eq(consignInfos.id, id));
  const log = await t.db
    .select()
    .from(consignLogs)
    .where(eq(consignLogs.consignId, id))
    .orderBy(asc(consignLogs.exeTime), asc(consignLogs.id));
  return { row, log };
}

async function create(): Promise<string> {
  const res = await call(consignor, 'POST', 'CreateRawMateriaConsingInfo', { testUnitId: f.labId });
  expect(res.statusCode).toBe(200);
  return envelopeOf<{ id: string }>(res).result?.id as string;
}

async function fill(id: string) {
  const res = await call(consignor, 'POST', 'SaveConsignInfo', {
    id,
    projectId: f.projectId,
    linkPerson: '孙立新',
    linkPersonPhone: '13905100002',
    samples: [f.sample(2)],
  });
  expect(res.statusCode).toBe(200);
  return res;
}

/** A refused event answers `status` and changes neither the row nor the log. */
async function refused(id: string, status: number, send: () => Promise<{ statusCode: number }>) {
  const before = await stored(id);
  const res = await send();
  expect(res.statusCode).toBe(status);
  const after = await stored(id);
  expect(after.row?.consignStatus).toBe(before.row?.consignStatus);
  expect(after.row?.isDeleted).toBe(before.row?.isDeleted);
  expect(after.log.length).toBe(before.log.length);
}

const ids = (id: string) => ({ consignInfoIds: [id] });

describe('consignment walk', () => {
  it('create → save → commit → reject → save → commit → pass → set mail → confirm sample → sync', async () => {
    const id = await create();
    let s = await stored(id);
    expect(s.row?.consignStatus).toBe(10);
    expect(s.row?.consignCode).toMatch(/^CL-\d{8}-\d{4}$/);
    expect(s.log.map((l) => [l.exeType, l.curStep, l.nextStep])).toEqual([[1, null, 10]]);

    // Incomplete: commit answers the missing fields and changes nothing.
    const incomplete = await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}`);
    expect(incomplete.statusCode).toBe(400);
    expect(envelopeOf(incomplete).error?.validationErrors?.flatMap((v) => v.members)).toEqual(
      expect.arrayContaining(['projectId', 'linkPerson', 'linkPersonPhone', 'samples']),
    );
    expect((await stored(id)).log).toHaveLength(1);

    const saved = envelopeOf<{ totalPrice: string; samples: { subtotal: string }[] }>(await fill(id)).result;
    expect(saved?.samples).toHaveLength(1);
    expect(saved?.totalPrice).toMatch(/^\d+\.\d{2}$/);
    expect(saved?.totalPrice).toBe(saved?.samples[0]?.subtotal);

    await refused(id, 404, () => call(lab, 'POST', 'PassAuditConsignInfo', ids(id))); // a Draft is not the lab's yet
    const commit = await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}&description=first`);
    expect(commit.statusCode).toBe(200);
    expect(envelopeOf(commit).result).toEqual({ succeeded: [id], failed: [] });
    s = await stored(id);
    expect(s.row?.consignStatus).toBe(20);
    expect(s.row?.commitConsignTime).not.toBeNull();

    await refused(id, 409, () => call(consignor, 'POST', 'SaveConsignInfo', { id, memo: 'late' }));
    await refused(id, 403, () => call(admin, 'POST', 'PassAuditConsignInfo', ids(id)));
    await refused(id, 400, () =>
      call(lab, 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [id], description: '  ' }),
    );

    const reject = await call(lab, 'POST', 'NoPassAuditConsignInfo', { consignInfoIds: [id], description: '样品不足' });
    expect(reject.statusCode).toBe(200);
    s = await stored(id);
    expect(s.row?.consignStatus).toBe(30);
    expect(s.row?.rollbackCause).toBe('样品不足');

    await refused(id, 409, () => call(lab, 'POST', 'PassAuditConsignInfo', ids(id)));
    const resave = await call(consignor, 'POST', 'SaveConsignInfo', { id, memo: '补样' });
    expect(resave.statusCode).toBe(200);
    expect((await stored(id)).row?.consignStatus).toBe(30);
    expect((await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}`)).statusCode).toBe(200);
    expect((await stored(id)).row?.consignStatus).toBe(20);

    await refused(id, 409, () => call(consignor, 'POST', 'SetMailOrderNumber', { ...ids(id), mailOrderNumber: 'SF1' }));
    expect((await call(lab, 'POST', 'PassAuditConsignInfo', ids(id))).statusCode).toBe(200);
    s = await stored(id);
    expect(s.row?.consignStatus).toBe(40);
    expect(s.row?.acceptTime).not.toBeNull();

    await refused(id, 403, () => call(lab, 'POST', 'SetMailOrderNumber', { ...ids(id), mailOrderNumber: 'SF1' }));
    expect(
      (await call(consignor, 'POST', 'SetMailOrderNumber', { ...ids(id), mailOrderNumber: 'SF1409' })).statusCode,
    ).toBe(200);
    expect((await stored(id)).row?.mailOrderNumber).toBe('SF1409');

    await refused(id, 403, () => call(consignor, 'POST', 'ConfirmSample', { ids: [id] }));
    // Its samples carry labels from the commit: not received one by one, they are not received at all.
    await refused(id, 409, () => call(lab, 'POST', 'ConfirmSample', { ids: [id] }));
    // As a consignment committed before labels existed, the lab confirms the samples as a whole.
    await withoutLabels(f.t, id);
    expect((await call(lab, 'POST', 'ConfirmSample', { ids: [id] })).statusCode).toBe(200);
    expect((await stored(id)).row?.consignStatus).toBe(50);

    await refused(id, 409, () => call(lab, 'POST', 'CancelConsignInfo', { ...ids(id), description: 'no' }));
    const syncRes = await call(lab, 'POST', 'SyncUpdateConsignInfo', {
      ids: [id],
      description: 'LIMS',
      changes: { linkPerson: '李四', consignFormaNumber: 'F-001' },
    });
    expect(syncRes.statusCode).toBe(200);
    s = await stored(id);
    expect(s.row?.consignStatus).toBe(50);
    expect(s.row?.linkPerson).toBe('李四');
    const last = s.log.at(-1);
    expect(last?.exeType).toBe(7);
    expect(last?.exeDescription).toContain('linkPerson');
    expect(last?.exeDescription).toContain('李四');
    expect(s.log.map((l) => l.exeType)).toEqual([1, 1, 2, 4, 1, 2, 3, 9, 6, 7]);
    expect(s.log.map((l) => l.nextStep)).toEqual([10, 10, 20, 30, 30, 20, 40, 40, 50, 50]);

    const log = await call(consignor, 'GET', `GetConsignLog?consignId=${id}`);
    expect(envelopeOf<unknown[]>(log).result).toHaveLength(10);
  });

  it('commit → cancel by the consignor', async () => {
    const id = await create();
    await fill(id);
    expect((await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}`)).statusCode).toBe(200);
    await refused(id, 409, () => call(lab, 'POST', 'CancelConsignInfo', { ...ids(id), description: 'lab no' }));
    expect((await call(consignor, 'POST', 'CancelConsignInfo', { ...ids(id), description: '不测了' })).statusCode).toBe(
      200,
    );
    const s = await stored(id);
    expect(s.row?.consignStatus).toBe(70);
    expect(s.row?.cancelCause).toBe('不测了');
    expect(s.log.at(-1)?.exeType).toBe(5);
  });

  it('pass → cancel by the lab', async () => {
    const id = await create();
    await fill(id);
    await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}`);
    await call(lab, 'POST', 'PassAuditConsignInfo', ids(id));
    expect((await call(lab, 'POST', 'CancelConsignInfo', { ...ids(id), description: '设备故障' })).statusCode).toBe(
      200,
    );
    expect((await stored(id)).row?.consignStatus).toBe(70);
    await refused(id, 409, () => call(lab, 'POST', 'ConfirmSample', { ids: [id] }));
  });

  it('copy makes a new Draft with a new code and the samples', async () => {
    const id = await create();
    await fill(id);
    await call(consignor, 'POST', `CommitConsignInfo?consignInfoIds=${id}`);
    const res = await call(consignor, 'POST', 'CopyConsignInfo', ids(id));
    expect(res.statusCode).toBe(200);
    const [copyId] = envelopeOf<{ succeeded: string[] }>(res).result?.succeeded ?? [];
    expect(copyId).toBeDefined();
    expect(copyId).not.toBe(id);
    const original = await stored(id);
    const copy = await stored(copyId as string);
    expect(copy.row?.consignStatus).toBe(10);
    expect(copy.row?.consignCode).not.toBe(original.row?.consignCode);
    expect(copy.log.map((l) => l.exeType)).toEqual([10]);
    const detail = envelopeOf<{ samples: { params: unknown[] }[]; allowedActions: string[] }>(
      await call(consignor, 'GET', `GetConsingInfo?id=${copyId}`),
    ).result;
    expect(detail?.samples).toHaveLength(1);
    expect(detail?.samples[0]?.params).toHaveLength(1);
    expect(detail?.allowedActions).toEqual(expect.arrayContaining(['SAVE', 'COMMIT', 'DELETE', 'COPY']));
    expect(original.row?.consignStatus).toBe(20);
    await refused(id, 403, () => call(lab, 'POST', 'CopyConsignInfo', ids(id)));
  });

  it('delete from draft is soft and hides the record', async () => {
    const id = await create();
    await refused(id, 403, () => call(admin, 'DELETE', `DeleteConsignInfo?ids=${id}`));
    const res = await call(consignor, 'DELETE', `DeleteConsignInfo?ids=${id}&description=dup`);
    expect(res.statusCode).toBe(200);
    const s = await stored(id);
    expect(s.row?.isDeleted).toBe(true);
    expect(s.row?.consignStatus).toBe(10);
    expect(s.log.at(-1)?.exeType).toBe(11);
    expect((await call(consignor, 'GET', `GetConsingInfo?id=${id}`)).statusCode).toBe(404);
    await refused(id, 404, () => call(consignor, 'DELETE', `DeleteConsignInfo?ids=${id}`));
  });
});
