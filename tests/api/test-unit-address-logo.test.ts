import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../server/db/ids';
import { testUnits, unitAddresses, unitLogos } from '../../server/db/schema/index';
import { UnitType } from '../../server/lib/enums';
import { MAX_ADDRESSES } from '../../server/services/unit-address/service';
import { envelopeOf, type TestApp } from './helpers';
import { type UnitFixture, unitFixture } from './unit-fixture';

interface Address {
  id: string;
  addressText: string;
  isMain: boolean;
}

const base = '/api/services/app/BaTestUnit';
let t: TestApp;
let as: UnitFixture['as'];
let lab1Id: string;
let lab2Id: string;

beforeAll(async () => {
  ({
    t,
    as,
    labIds: [lab1Id, lab2Id],
    // The queue drops a replaced logo's file.
  } = await unitFixture(['admin', 'lab', 'lab2', 'consignor'], { queue: true }));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url: `${base}/${url}`, headers: as[who], payload });
const addresses = async (who: string, unitId?: string) => {
  const response = await call('GET', `GetAddressList${unitId ? `?unitId=${unitId}` : ''}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<Address[]>(response).result as Address[];
};
const liveAddressCount = async (unitId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(unitAddresses)
      .where(and(eq(unitAddresses.unitId, unitId), eq(unitAddresses.isDeleted, false)))
  )[0]?.n;

describe('lab addresses', () => {
  test('a lab adds its own address; marking it main leaves exactly one main; deleting the main promotes another', async () => {
    const before = await addresses('lab');
    const saved = await call('POST', 'SaveAddress', 'lab', {
      addressText: '南京市鼓楼区新收样点 9 号',
      isMain: true,
      personSex: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const added = envelopeOf<Address>(saved).result as Address;
    const after = await addresses('lab');
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((a) => a.isMain).map((a) => a.id)).toEqual([added.id]);
    expect((await call('DELETE', `DeleteAddress?id=${added.id}`, 'lab')).statusCode).toBe(200);
    const remaining = await addresses('lab');
    expect(remaining.map((a) => a.id)).not.toContain(added.id);
    expect(remaining.filter((a) => a.isMain)).toHaveLength(1);
  });

  test('admin edits any lab’s address by unit id', async () => {
    const [first] = await addresses('admin', lab2Id);
    const response = await call('POST', 'SaveAddress', 'admin', { id: first?.id, addressText: '南通市改址 1 号' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await addresses('lab2')).find((a) => a.id === first?.id)?.addressText).toBe('南通市改址 1 号');
  });

  test('another lab’s address → 404, a consignor → 403, bad input → 400; nothing written', async () => {
    const [other] = await addresses('lab2');
    const countBefore = await liveAddressCount(lab2Id);
    expect((await call('POST', 'SaveAddress', 'lab', { id: other?.id, addressText: 'x' })).statusCode).toBe(404);
    expect((await call('POST', 'SaveAddress', 'lab', { unitId: lab2Id, addressText: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `DeleteAddress?id=${other?.id}`, 'lab')).statusCode).toBe(404);
    expect((await call('GET', `GetAddressList?unitId=${lab2Id}`, 'lab')).statusCode).toBe(404);
    expect((await call('POST', 'SaveAddress', 'consignor', { unitId: lab2Id, addressText: 'x' })).statusCode).toBe(403);
    for (const body of [{ addressText: '' }, { addressText: 'x', personSex: 3 }]) {
      expect((await call('POST', 'SaveAddress', 'lab2', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await liveAddressCount(lab2Id)).toBe(countBefore);
    expect((await addresses('lab2')).find((a) => a.id === other?.id)?.addressText).toBe(other?.addressText);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(who: string, file: Blob | null, unitId?: string) {
  const form = new FormData();
  if (file) form.append('file', file, 'logo.png');
  if (unitId) form.append('unitId', unitId);
  const request = new Request('http://x', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/UploadLogo`,
      headers: { ...as[who], 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(body),
    }),
  );
}
const logoRows = async (unitId: string) =>
  (await t.db.select({ n: count() }).from(unitLogos).where(eq(unitLogos.unitId, unitId)))[0]?.n;

describe('UploadLogo', () => {
  test('a lab uploads its logo: stored once, served back publicly with its type, shown by GetUnitDetail', async () => {
    const first = await upload('lab', new Blob([PNG], { type: 'image/png' }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload('lab', new Blob([PNG], { type: 'application/octet-stream' }));
    const { logoPath } = envelopeOf<{ logoPath: string }>(second).result as { logoPath: string };
    expect(logoPath).toMatch(/^\/api\/services\/app\/UnitLogo\/Get\?id=/);
    expect(await logoRows(lab1Id)).toBe(1);
    const served = await t.app.inject({ url: logoPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const detail = await call('GET', `GetUnitDetail?id=${lab1Id}`, 'consignor');
    expect(envelopeOf<{ logoPath: string }>(detail).result?.logoPath).toBe(logoPath);
    expect((await t.app.inject({ url: `/api/services/app/UnitLogo/Get?id=${newId()}` })).statusCode).toBe(404);
  });

  test('admin uploads for any lab by unitId', async () => {
    const response = await upload('admin', new Blob([PNG]), lab2Id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await logoRows(lab2Id)).toBe(1);
  });

  test('not an image, empty, too large → 400 on file; another lab 404; consignor 403; nothing stored', async () => {
    const [before] = await t.db
      .select({ logoPath: testUnits.logoPath })
      .from(testUnits)
      .where(eq(testUnits.id, lab2Id));
    const svg = await upload(
      'lab2',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    );
    expect(svg.statusCode).toBe(400);
    expect(envelopeOf(svg).error?.validationErrors?.[0]?.members).toEqual(['file']);
    expect((await upload('lab2', null)).statusCode).toBe(400);
    const big = Buffer.concat([PNG, Buffer.alloc(520 * 1024)]);
    expect((await upload('lab2', new Blob([big]))).statusCode).toBe(400);
    expect((await upload('lab2', new Blob([PNG]), lab1Id)).statusCode).toBe(404);
    expect((await upload('consignor', new Blob([PNG]), lab2Id)).statusCode).toBe(403);
    expect((await upload('lab2', new Blob([PNG]), 'not-an-id')).statusCode).toBe(400);
    const [after] = await t.db.select({ logoPath: testUnits.logoPath }).from(testUnits).where(eq(testUnits.id, lab2Id));
    expect(after?.logoPath).toBe(before?.logoPath);
    expect(await logoRows(lab2Id)).toBe(1);
  });
});

test('a unit keeps at most MAX_ADDRESSES: the one past it is 409 and not stored', async () => {
  const live = and(eq(unitAddresses.unitId, lab2Id), eq(unitAddresses.isDeleted, false));
  const held = async () => (await t.db.select({ n: count() }).from(unitAddresses).where(live))[0]?.n ?? 0;
  const room = MAX_ADDRESSES - (await held());
  await t.db.insert(unitAddresses).values(
    Array.from({ length: room }, (_, i) => ({
      id: newId(),
      unitId: lab2Id,
      unitType: UnitType.TestUnit,
      addressText: `仓库 ${i} 号`,
    })),
  );
  const refused = await call('POST', 'SaveAddress', 'lab2', { addressText: '多出的地址' });
  expect(refused.statusCode).toBe(409);
  expect(await held()).toBe(MAX_ADDRESSES);
  expect(await addresses('lab2')).toHaveLength(MAX_ADDRESSES);
});
