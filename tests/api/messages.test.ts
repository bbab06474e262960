import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResultOf } from '../../contracts/common';
import type { SysMessageRow } from '../../contracts/message';
import type { CreatedTenant } from '../../contracts/tenant';
import { messageSmsSettings, sysMessages, users } from '../../server/db/schema/index';
import { type ConsignFixture, consignFixture, ok, type Who } from './consign-fixture';
import { createTestApp, envelopeOf } from './helpers';
import { messagesTo, waitForMessages } from './sms-outbox';
import { openSse, type SseEvent, type SseStream } from './sse-client';
import { as } from './tenant-fixture';

// In-app messages and the live stream (issue 14 items 6 and 7): who hears of which step, reading and marking them,
// the SMS settings, and the Server-Sent Events a signed-in browser receives.

let f: ConsignFixture;
let base: string;

beforeAll(async () => {
  f = await consignFixture({ queue: true });
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => f?.t.close());

const USER = 'User/';
const messagesOf = async (who: Who, query = '') =>
  envelopeOf<PagedResultOf<SysMessageRow>>(ok(await f.call(who, 'GET', `${USER}GetSysMessageListByUid${query}`)))
    .result as PagedResultOf<SysMessageRow>;
const unread = async (who: Who) =>
  envelopeOf<{ count: number }>(ok(await f.call(who, 'GET', `${USER}GetUnreadSysMessageCount`))).result?.count;
const about = (rows: SysMessageRow[], id: string) => rows.filter((row) => row.subjectId === id);

describe('messages of the consignment lifecycle', () => {
  it('a submitted consignment tells its lab, not the consignor nor another lab', async () => {
    const before = { lab: await unread('lab'), lab2: await unread('lab2') };
    const id = await f.at(20);
    const lab = await messagesOf('lab');
    expect(about(lab.items, id).map((m) => m.kind)).toEqual(['consignSubmitted']);
    expect(await unread('lab')).toBe((before.lab ?? 0) + 1);
    expect(await unread('lab2')).toBe(before.lab2);
    expect(about((await messagesOf('consignor')).items, id)).toEqual([]);
  });

  it('a rejection tells the consignor with the reason; passing and receiving samples follow', async () => {
    const id = await f.at(20);
    ok(
      await f.call('lab', 'POST', 'BuConsignInfo/NoPassAuditConsignInfo', {
        consignInfoIds: [id],
        description: 'no seal',
      }),
    );
    const [rejected] = about((await messagesOf('consignor')).items, id);
    expect(rejected).toMatchObject({ kind: 'consignRejected', params: { reason: 'no seal' }, readTime: null });
    expect(about((await messagesOf('consignor2')).items, id)).toEqual([]);

    const accepted = await f.at(50);
    const kinds = about((await messagesOf('consignor')).items, accepted).map((m) => m.kind);
    expect(kinds).toEqual(['samplesReceived', 'consignPassed']);
  });

  it('an issued report tells the consignor, naming the report and its consignment', async () => {
    const id = await f.at(50);
    const created = ok(
      await f.call('lab', 'POST', 'BuReport/CreateReport', { consignId: id, reportNumber: 'BG-MSG-1' }),
    );
    const reportId = envelopeOf<{ id: string }>(created).result?.id as string;
    expect(about((await messagesOf('consignor')).items, reportId)).toEqual([]);
    ok(await f.call('lab', 'PUT', 'BuReport/UpdateReportStatus', { reportIds: [reportId], reportStatus: 40 }));
    const [issued] = about((await messagesOf('consignor')).items, reportId);
    expect(issued).toMatchObject({ kind: 'reportIssued', subjectNo: 'BG-MSG-1' });
    expect(issued?.params.consignCode).toMatch(/^CL-/);
  });

  it('a refused step leaves no message', async () => {
    const id = await f.at(10);
    const before = await unread('lab');
    const refused = await f.call('lab', 'POST', 'BuConsignInfo/PassAuditConsignInfo', { consignInfoIds: [id] });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await unread('lab')).toBe(before);
  });

  it('a lab notice reaches the units that consign to it', async () => {
    const created = ok(await f.call('lab', 'POST', 'SysNotice/Create', { title: 'Closed on Monday' }));
    const noticeId = envelopeOf<{ id: string }>(created).result?.id as string;
    expect(about((await messagesOf('consignor')).items, noticeId)).toMatchObject([
      { kind: 'noticePublished', subjectNo: 'Closed on Monday' },
    ]);
    expect(about((await messagesOf('lab')).items, noticeId)).toEqual([]);
  });
});

describe('reading and marking messages', () => {
  it('marks one read, then all; another user’s message is not touched', async () => {
    await f.at(20);
    await f.at(20);
    const [first] = (await messagesOf('lab', '?unreadOnly=true')).items;
    const theirs = (await messagesOf('consignor', '?unreadOnly=true')).items[0];
    const before = (await unread('lab')) ?? 0;
    expect(before).toBeGreaterThanOrEqual(2);
    const marked = ok(await f.call('lab', 'POST', `${USER}MarkSysMessagesRead`, { ids: [first?.id, theirs?.id] }));
    expect(envelopeOf<{ count: number }>(marked).result?.count).toBe(1);
    expect(await unread('lab')).toBe(before - 1);
    const [stillUnread] = await f.t.db
      .select()
      .from(sysMessages)
      .where(eq(sysMessages.id, theirs?.id as string));
    expect(stillUnread?.readTime).toBeNull();

    ok(await f.call('lab', 'POST', `${USER}MarkAllSysMessagesRead`));
    expect(await unread('lab')).toBe(0);
    expect((await messagesOf('lab', '?unreadOnly=true')).totalCount).toBe(0);
  });

  it('bad input is refused in the caller’s language and changes nothing', async () => {
    await f.at(20);
    const before = await unread('lab');
    const bad = await f.t.app.inject({
      method: 'POST',
      url: `/api/services/app/${USER}MarkSysMessagesRead`,
      headers: { ...f.t.auth(f.tok.lab), 'accept-language': 'es' },
      payload: { ids: ['not-an-id'] },
    });
    expect(bad.statusCode).toBe(400);
    const error = envelopeOf(bad).error;
    expect(error?.validationErrors?.[0]?.members).toEqual(['ids.0']);
    expect(error?.message).not.toMatch(/[\u4e00-\u9fff]/);
    const empty = await f.call('lab', 'POST', `${USER}MarkSysMessagesRead`, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(await unread('lab')).toBe(before);
  });
});

describe('SMS settings', () => {
  it('keeps the kinds a user chose and refuses an unknown kind without changing them', async () => {
    const saved = ok(
      await f.call('consignor', 'PUT', `${USER}SetSysMessageSettings`, {
        smsKinds: ['reportIssued', 'consignRejected'],
      }),
    );
    expect(envelopeOf(saved).result).toEqual({ smsKinds: ['consignRejected', 'reportIssued'] });
    const bad = await f.call('consignor', 'PUT', `${USER}SetSysMessageSettings`, { smsKinds: ['everything'] });
    expect(bad.statusCode).toBe(400);
    const read = ok(await f.call('consignor', 'GET', `${USER}GetSysMessageSettings`));
    expect(envelopeOf(read).result).toEqual({ smsKinds: ['consignRejected', 'reportIssued'] });
    const labs = await f.t.db.select().from(messageSmsSettings);
    expect(labs.every((row) => row.kind !== 'everything')).toBe(true);
  });
});

describe('SMS of messages', () => {
  it('a rejection sends the consignor the SMS it asked for, in its language; others get none', async () => {
    const [consignorPhone, labPhone] = ['13911110001', '13911110002'];
    await f.t.db
      .update(users)
      .set({ phoneNumber: consignorPhone, language: 'en' })
      .where(eq(users.userName, 'consignor'));
    await f.t.db.update(users).set({ phoneNumber: labPhone }).where(eq(users.userName, 'lab'));
    ok(await f.call('consignor', 'PUT', `${USER}SetSysMessageSettings`, { smsKinds: ['consignRejected'] }));
    ok(await f.call('lab', 'PUT', `${USER}SetSysMessageSettings`, { smsKinds: [] }));
    await f.at(30);
    const [sms] = await waitForMessages(f.t, consignorPhone, 1);
    expect(sms).toMatch(/^Consignment CL-\d{8}-\d{4} was returned: x$/);
    expect(await messagesTo(f.t, labPhone)).toEqual([]);
    const pending = await f.t.db.select().from(sysMessages).where(eq(sysMessages.sms, true));
    expect(pending.every((m) => m.smsQueuedAt !== null)).toBe(true);
  });
});

describe('the live stream', () => {
  const streams: SseStream[] = [];
  const open = async (who: Who | undefined, lastEventId?: string) => {
    const stream = await openSse(base, who && f.tok[who], lastEventId);
    streams.push(stream);
    return stream;
  };
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('needs a sign-in', async () => {
    expect((await open(undefined)).status).toBe(401);
  });

  it('brings the lab its new message and list change, and nothing of another lab', async () => {
    const lab = await open('lab');
    const lab2 = await open('lab2');
    await lab.next((e) => e.event === 'ready');
    const id = await f.at(20);
    const listed = await lab.next((e) => e.event === 'list' && (e.data as { consignId?: string }).consignId === id);
    const told = await lab.next((e) => e.event === 'message' && (e.data as { subjectId?: string }).subjectId === id);
    expect(told.data).toMatchObject({ kind: 'consignSubmitted' });
    expect(told.id).not.toBe(listed.id);
    await lab2.next((e) => e.event === 'ready');
    expect(lab2.events.filter((e) => e.event !== 'ready')).toEqual([]);
  });

  it('replays what a reconnecting client missed after Last-Event-ID', async () => {
    const first = await open('consignor');
    const ready = await first.next((e) => e.event === 'ready');
    first.close();
    const id = await f.at(30);
    const again = await open('consignor', ready.id);
    const rejected = await again.next(
      (e) => e.event === 'message' && (e.data as { subjectId?: string }).subjectId === id,
    );
    expect(rejected.data).toMatchObject({ kind: 'consignRejected', params: { reason: 'x' } });
  });

  it('event ids are sealed cursors of the tenant: they show no count or order, and no other tenant’s cursor replays', async () => {
    const host = await f.t.login('host', { tenantId: 0 });
    const created = await f.t.app.inject({
      method: 'POST',
      url: '/api/services/app/Tenant/Create',
      headers: { ...as(0, host) },
      payload: { tenancyName: 'south', name: 'South', adminEmailAddress: 'admin@south.example.org' },
    });
    const south = envelopeOf<CreatedTenant>(created).result as CreatedTenant;
    const southAdmin = await f.t.login('admin', { tenantId: south.tenant.id, password: south.adminPassword });
    const foreign = await openSse(base, southAdmin, undefined, as(south.tenant.id));
    streams.push(foreign);
    const [own, twice] = [await open('consignor'), await open('consignor')];
    const cursors = await Promise.all(
      [foreign, own, twice].map(async (s) => (await s.next((e) => e.event === 'ready')).id),
    );
    // The same moment twice, and another tenant's: three unrelated opaque strings, none a number.
    expect(new Set(cursors).size).toBe(3);
    for (const cursor of cursors) expect(cursor).toMatch(/^[\w-]{48}$/);
    const ownCursor = cursors[1] as string;
    for (const stream of [foreign, own, twice]) stream.close();
    // A stream held open meanwhile hears the message: once it has, the bus has handed it out (NOTIFY arrives after
    // the commit), so a stream opened from then on could only get it by replay.
    const watcher = await open('consignor');
    await watcher.next((e) => e.event === 'ready');
    const id = await f.at(30);
    const missed = (e: SseEvent) => e.event === 'message' && (e.data as { subjectId?: string }).subjectId === id;
    await watcher.next(missed);
    watcher.close();
    // Another tenant's cursor, or one altered by a character, opens a fresh stream: nothing is replayed from it.
    const altered = `${ownCursor.slice(0, 20)}${ownCursor[20] === 'A' ? 'B' : 'A'}${ownCursor.slice(21)}`;
    for (const cursor of [cursors[0] as string, altered, 'yesterday']) {
      const refused = await open('consignor', cursor);
      expect(refused.status).toBe(200);
      await refused.next((e) => e.event === 'ready');
      expect(refused.events.filter(missed)).toEqual([]);
    }
    await (await open('consignor', ownCursor)).next(missed);
  });
});

describe('closing the server', () => {
  it('ends open streams, so closing is not held up by them', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
      await t.login('lab'),
    );
    await stream.next((e) => e.event === 'ready');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});
