// SysNotice: admin publishes platform-wide, a lab its own; each reader's home shows the right audience;
// a lab's detail shows that lab's notices; another lab's notice is 404 to change; bad input writes nothing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { consignInfos, sysNotices, testUnits, users } from '../../server/db/schema/index';
import { LABS } from '../../server/db/seed/demo-data';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

const api = '/api/services/app/SysNotice';
type Notice = { id: string; title: string; noticeType: number; testUnitId: string | null; sendUserName: string | null };
let t: TestApp;
type Headers = Record<string, string>;
let h: Record<'admin' | 'lab' | 'lab2' | 'consignor' | 'consignor2', Headers>;
let lab1Id: string;

beforeAll(async () => {
  t = await createTestApp();
  const as = async (userName: string) => t.auth(await t.login(userName));
  h = {
    admin: await as('admin'),
    lab: await as('lab'),
    lab2: await as('lab2'),
    consignor: await as('consignor'),
    consignor2: await as('consignor2'),
  };
  const [lab1] = await t.db
    .select({ id: testUnits.id })
    .from(testUnits)
    .where(eq(testUnits.testUnitName, LABS[0].testUnitName));
  lab1Id = lab1?.id as string;
});
afterAll(async () => t?.close());

async function call<T = Notice>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Headers,
  payload?: object,
) {
  const response = await t.app.inject({ method, url: `${api}/${path}`, headers, payload });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}
const titles = (rows: Notice[] | null | undefined) => (rows ?? []).map((n) => n.title);
const noticeCount = async () =>
  (await t.db.select({ n: count() }).from(sysNotices).where(eq(sysNotices.isDeleted, false)))[0]?.n ?? 0;

test('admin publishes a platform notice that every signed-in user’s home shows first', async () => {
  const created = await call('POST', 'Create', h.admin, {
    title: '平台维护通知',
    content: '周六停机两小时',
    noticeNo: 'PT-9',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.result).toMatchObject({ noticeType: 1, testUnitId: null, sendUserName: '平台管理员' });
  for (const user of ['lab', 'lab2', 'consignor', 'consignor2'] as const) {
    const home = await call<Notice[]>('GET', 'GetHomeNoticeNewest?count=3', h[user]);
    expect(titles(home.body.result)[0]).toBe('平台维护通知');
  }
});

test('a lab’s notice reaches its staff and its lab detail, not another lab’s staff', async () => {
  const created = await call('POST', 'Create', h.lab, { title: '春节收样安排', content: '2月1日起暂停收样' });
  expect(created.status).toBe(200);
  expect(created.body.result).toMatchObject({ noticeType: 2, testUnitId: lab1Id });
  expect(titles((await call<Notice[]>('GET', 'GetHomeNoticeNewest', h.lab)).body.result)).toContain('春节收样安排');
  expect(titles((await call<Notice[]>('GET', 'GetHomeNoticeNewest', h.lab2)).body.result)).not.toContain(
    '春节收样安排',
  );
  const detail = await call<Notice[]>('GET', `GetNoticeNewestByUnit?testUnitId=${lab1Id}&count=10`, h.consignor2);
  expect(titles(detail.body.result)[0]).toBe('春节收样安排');
  expect(detail.body.result?.every((n) => n.testUnitId === lab1Id)).toBe(true);
  const byType = await call<{ items: Notice[] }>('GET', 'GetNoticeByType?noticeType=2&maxResultCount=50', h.lab);
  expect(byType.body.result?.items.every((n) => n.noticeType === 2 && n.testUnitId === lab1Id)).toBe(true);
  const newest = await call<Notice[]>('GET', 'GetNoticeNewestByType?noticeType=1&count=2', h.consignor);
  expect(newest.body.result?.every((n) => n.noticeType === 1)).toBe(true);
  expect(newest.body.result?.length).toBeLessThanOrEqual(2);
});

test('a lab’s notice reaches the consignors whose unit consigned to it, and no other consignor', async () => {
  // consignor2's unit gives up its consignments at lab 1 (the seed has one): lab 1's notice leaves its home only.
  const [unit] = await t.db.select({ id: users.unitId }).from(users).where(eq(users.userName, 'consignor2'));
  await t.db
    .update(consignInfos)
    .set({ isDeleted: true })
    .where(and(eq(consignInfos.consignUnitId, unit?.id as string), eq(consignInfos.testUnitId, lab1Id)));
  expect(titles((await call<Notice[]>('GET', 'GetHomeNoticeNewest', h.consignor)).body.result)).toContain(
    '春节收样安排',
  );
  expect(titles((await call<Notice[]>('GET', 'GetHomeNoticeNewest', h.consignor2)).body.result)).not.toContain(
    '春节收样安排',
  );
});

test('a lab lists and edits its own notices only; another lab’s notice is 404 and unchanged', async () => {
  const mine = await call<{ totalCount: number; items: Notice[] }>('GET', 'GetAll?maxResultCount=100', h.lab);
  expect(mine.body.result?.items.every((n) => n.testUnitId === lab1Id)).toBe(true);
  const theirs = await call('POST', 'Create', h.lab2, { title: '江海中心公告' });
  const id = theirs.body.result?.id as string;
  expect((await call('PUT', 'Update', h.lab, { id, title: 'hijacked' })).status).toBe(404);
  expect((await call('DELETE', `Delete?id=${id}`, h.lab)).status).toBe(404);
  const [row] = await t.db.select().from(sysNotices).where(eq(sysNotices.id, id));
  expect(row).toMatchObject({ title: '江海中心公告', isDeleted: false });
  const own = (mine.body.result?.items ?? [])[0] as Notice;
  const updated = await call('PUT', 'Update', h.lab, { id: own.id, title: '更新后的标题' });
  expect(updated.body.result?.title).toBe('更新后的标题');
  expect((await call('DELETE', `Delete?id=${own.id}`, h.lab)).status).toBe(200);
  expect((await call('GET', `Get?id=${own.id}`, h.lab)).status).toBe(404);
});

test('admin’s list holds every notice and filters platform ones; a consignor is refused (403)', async () => {
  const all = await call<{ totalCount: number }>('GET', 'GetAll', h.admin);
  expect(all.body.result?.totalCount).toBe(await noticeCount());
  const platform = await call<{ items: Notice[] }>(
    'GET',
    'GetAll?testUnitId=00000000-0000-0000-0000-000000000000&maxResultCount=100',
    h.admin,
  );
  expect(platform.body.result?.items.every((n) => n.testUnitId === null)).toBe(true);
  const before = await noticeCount();
  expect((await call('GET', 'GetAll', h.consignor)).status).toBe(403);
  expect((await call('POST', 'Create', h.consignor, { title: 'x' })).status).toBe(403);
  expect((await call('GET', 'GetHomeNoticeNewest', {})).status).toBe(401);
  expect(await noticeCount()).toBe(before);
});

test('bad input is 400 and writes nothing', async () => {
  const before = await noticeCount();
  expect((await call('POST', 'Create', h.lab, { title: '  ' })).status).toBe(400);
  expect((await call('POST', 'Create', h.lab, { title: 'x', noticeType: 1 })).status).toBe(400);
  expect((await call('POST', 'Create', h.admin, { title: 'x', noticeType: 2 })).status).toBe(400);
  expect((await call('POST', 'Create', h.admin, { title: 'x'.repeat(300) })).status).toBe(400);
  expect((await call('GET', 'GetNoticeByType?noticeType=9', h.lab)).status).toBe(400);
  expect(await noticeCount()).toBe(before);
});

test('sorting orders admin’s list both ways; an unknown sorting → 400', async () => {
  const sorted = async (sorting: string) =>
    titles(
      (
        await call<{ items: Notice[] }>(
          'GET',
          `GetAll?sorting=${encodeURIComponent(sorting)}&maxResultCount=100`,
          h.admin,
        )
      ).body.result?.items,
    );
  const ascending = await sorted('title');
  expect(ascending.length).toBeGreaterThan(1);
  expect(await sorted('title desc')).toEqual([...ascending].reverse());
  expect((await call('GET', 'GetAll?sorting=content', h.admin)).status).toBe(400);
});
