import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { consignUnits, registrations, users } from '../../server/db/schema/index';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { latestCode, messagesTo } from './sms-outbox';

// What the Account API tests share: a seeded app with the administrator signed in, the calls, how an applicant gets
// an SMS code, and the row counts that show a refused call wrote nothing.

export let t: TestApp;
export let admin: { authorization: string };

export async function setupAccounts() {
  t = await createTestApp({ queue: true });
  admin = t.auth(await t.login('admin'));
}

type Headers = Record<string, string>;

export const app = (method: 'GET' | 'POST', path: string, payload?: object, headers: Headers = {}) =>
  t.app.inject({ method, url: `/api/services/app/${path}`, payload, headers });

export async function ok<T>(response: Awaited<ReturnType<typeof app>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}

/** The members the 400 names, in order. */
export const membersOf = (response: Awaited<ReturnType<typeof app>>) =>
  (envelopeOf(response).error?.validationErrors ?? []).flatMap((v) => v.members);

/**
 * An SMS code for `mobile`, asked for and read from the outbox as the applicant would (SendCodeType: 1 register,
 * 2 forgot password, where the code goes only to the account's own mobile).
 */
export async function codeFor(mobile: string, purpose: 1 | 2, userName?: string): Promise<string> {
  const before = (await messagesTo(t, mobile)).length;
  await ok(
    await app('POST', 'ValidateCodeService/SendValidateCodeToMobile', { mobile, sendCodeType: purpose, userName }),
  );
  return latestCode(t, mobile, before + 1);
}

export const newApplicant = (n: number) => ({
  unitName: `测试建设有限公司${n}`,
  userName: `applicant${n}`,
  name: `申请人${n}`,
  mobile: `1370000${String(n).padStart(4, '0')}`,
  password: `Apply#${n}246`,
});

export const register = async (body: ReturnType<typeof newApplicant>, headers?: Headers) =>
  app('POST', 'Account/Register', { ...body, validateCode: await codeFor(body.mobile, 1) }, headers);

/** Rows of the tables a registration writes. */
export async function accountRows() {
  const [[u], [c], [r]] = await Promise.all([
    t.db.select({ n: count() }).from(users),
    t.db.select({ n: count() }).from(consignUnits),
    t.db.select({ n: count() }).from(registrations),
  ]);
  return { users: u?.n, units: c?.n, registrations: r?.n };
}

export const setApproval = (on: boolean) =>
  app(
    'POST',
    'BaSystemControlParam/SetParamValues',
    { unitType: 0, paramValues: [{ paramCode: 'IsRegisterNeedAudit', paramValue: on ? '1' : '0' }] },
    admin,
  );

export const userNamed = async (userName: string) =>
  (await t.db.select().from(users).where(eq(users.userName, userName)))[0];
