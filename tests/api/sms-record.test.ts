import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmsRecordRow } from '../../contracts/sms-record';
import { users } from '../../server/db/schema/index';
import { MsgType } from '../../server/lib/enums';
import { enqueueSms } from '../../server/sms/enqueue';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { latestCode, waitForMessages } from './sms-outbox';

// The SMS records: the administrator reads every SMS, a unit's staff their unit's only; a code is never shown.

let t: TestApp;
const tokens: Record<string, string> = {};
const unitOf: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  for (const name of ['admin', 'lab', 'lab2', 'consignor']) tokens[name] = await t.login(name);
  for (const name of ['lab', 'lab2', 'consignor']) {
    const [user] = await t.db.select({ unitId: users.unitId }).from(users).where(eq(users.userName, name));
    unitOf[name] = user?.unitId as string;
  }
  // One notice to each unit (queued as the app queues a notice's SMS: in the default tenant's scope), and a code the
  // lab user asked for to bind a new mobile.
  for (const [name, mobile] of [
    ['lab', '13600000001'],
    ['lab2', '13600000002'],
    ['consignor', '13600000003'],
  ] as const) {
    await t.inDefaultTenant(() =>
      enqueueSms(t.app.db, {
        sendSource: 'Notice',
        msgType: MsgType.Notice,
        mobile,
        text: `A notice for ${name}`,
        acceptUnitId: unitOf[name],
      }),
    );
  }
  const bind = await t.app.inject({
    method: 'POST',
    url: '/api/services/app/ValidateCodeService/SendValidateCodeToMobile',
    headers: t.auth(tokens.lab as string),
    payload: { mobile: '13600000004', sendCodeType: 3 },
  });
  expect(bind.statusCode).toBe(200);
  for (const mobile of ['13600000001', '13600000002', '13600000003']) await waitForMessages(t, mobile, 1);
});
afterAll(async () => t?.close());

async function list(as: string, query = '') {
  const response = await t.app.inject({
    url: `/api/services/app/SmsRecord/GetAll?${query.includes('maxResultCount') ? '' : 'maxResultCount=100'}${query}`,
    headers: { ...t.auth(tokens[as] as string), 'accept-language': 'en' },
  });
  return {
    status: response.statusCode,
    page: envelopeOf<{ totalCount: number; items: SmsRecordRow[] }>(response).result,
  };
}
const phones = (items: SmsRecordRow[] = []) => items.map((row) => row.acceptPhone).sort();

describe('who reads which SMS records', () => {
  test('the administrator reads all of them, newest first', async () => {
    const { status, page } = await list('admin');
    expect(status).toBe(200);
    expect(phones(page?.items)).toEqual(['13600000001', '13600000002', '13600000003', '13600000004']);
    const times = (page?.items ?? []).map((row) => row.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('a lab reads its own unit’s only; another lab does not see them', async () => {
    expect(phones((await list('lab')).page?.items)).toEqual(['13600000001', '13600000004']);
    expect(phones((await list('lab2')).page?.items)).toEqual(['13600000002']);
  });

  test('a consignor has no SMS records permission (Pages.SmsRecords): 403', async () => {
    expect((await list('consignor')).status).toBe(403);
  });

  test('not signed in: 401', async () => {
    const response = await t.app.inject({ url: '/api/services/app/SmsRecord/GetAll' });
    expect(response.statusCode).toBe(401);
  });
});

describe('what a record shows', () => {
  test('a verification code is masked; the rest of the message is there', async () => {
    const code = await latestCode(t, '13600000004');
    const [row] = (await list('lab', '&acceptPhone=13600000004')).page?.items ?? [];
    expect(row).toMatchObject({ msgType: MsgType.ValidateCode, isPrivate: true, sendSource: 'ValidateCode' });
    // In the language of the user who asked (lab's stored language, Chinese).
    expect(row?.msgContent).toMatch(/验证码为 \*{6}/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.acceptUserNameFriendly).toBe('王敏');
  });

  test('filters: type, status, mobile and time range; bad filters are refused', async () => {
    expect(phones((await list('admin', `&msgType=${MsgType.Notice}`)).page?.items)).toHaveLength(3);
    await t.db.execute(sql`update sms_records set send_status = 3 where accept_phone = '13600000002'`);
    expect(phones((await list('admin', '&sendStatus=3')).page?.items)).toEqual(['13600000002']);
    expect((await list('admin', '&acceptPhone=13600000003')).page?.totalCount).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list('admin', `&startTime=${today}&endTime=${today}`)).page?.totalCount).toBe(4);
    expect((await list('admin', '&endTime=2000-01-01')).page?.totalCount).toBe(0);
    expect((await list('admin', '&msgType=9')).status).toBe(400);
    expect((await list('admin', '&acceptPhone=abc')).status).toBe(400);
  });

  test('paged: totalCount with a short page', async () => {
    const { page } = await list('admin', '&maxResultCount=2&skipCount=1');
    expect(page?.totalCount).toBe(4);
    expect(page?.items).toHaveLength(2);
  });
});
