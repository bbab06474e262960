import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ExternalAuthenticateResult, ExternalProvider, ThirdBinding } from '../../contracts/third-auth';
import { loadConfig } from '../../server/config';
import { EMPTY_ID } from '../../server/db/ids';
import { attemptCounters, thirdAuthBindings, thirdAuthSpentNonces } from '../../server/db/schema/index';
import { type FakeWechat, startFakeWechat } from '../support/fake-wechat';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

// WeChat sign-in through a local stand-in for WeChat: the provider list, the landing call with code and state, the
// pending identity bound after a password sign-in, and every way a state, code or ticket can be wrong.

const LANDING = 'http://localhost:5173/auth-redirect';
let fake: FakeWechat;
let t: TestApp;
let off: TestApp;
let consignor: string;
let lab: string;
let admin: string;

beforeAll(async () => {
  fake = await startFakeWechat();
  // Without WECHAT_* the provider is off; with them (read as the server reads its environment) it is on.
  off = await createTestApp();
  const { wechat } = await loadConfig(fake.env(LANDING), false);
  t = await createTestApp({ wechat: wechat ?? undefined });
  [consignor, lab, admin] = await Promise.all([t.login('consignor'), t.login('lab'), t.login('admin')]);
});
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  await fake?.close();
});

const call = (method: 'GET' | 'POST', url: string, options: { token?: string; payload?: object } = {}) =>
  t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { 'accept-language': 'en', ...(options.token ? t.auth(options.token) : {}) },
  });

async function providers(app = t): Promise<ExternalProvider[]> {
  const response = await app.app.inject({ method: 'GET', url: '/api/TokenAuth/GetExternalAuthenticationProviders' });
  expect(response.statusCode).toBe(200);
  return envelopeOf<ExternalProvider[]>(response).result ?? [];
}

/** The browser's round trip: the provider list's sign-in page, approved as `openid`, back with code and state. */
async function approvedAs(openid: string) {
  const [wechat] = await providers();
  return fake.approve(wechat?.authorizeUrl ?? '', { openid, nickname: `Nick ${openid}` });
}

const land = (payload: object) => call('POST', '/api/TokenAuth/WeixinRedirect', { payload });
const spentCount = async () => (await t.db.select({ n: count() }).from(thirdAuthSpentNonces))[0]?.n ?? 0;
const bindingCount = async () => (await t.db.select({ n: count() }).from(thirdAuthBindings))[0]?.n ?? 0;

function expectError(response: { statusCode: number; json<R>(): R }, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  const error = envelopeOf(response).error;
  expect(`${error?.message} ${error?.validationErrors?.map((v) => v.message).join(' ')}`).toContain(message);
}

async function pendingTicketFor(openid: string): Promise<string> {
  const response = await land(await approvedAs(openid));
  expect(response.statusCode).toBe(200);
  const result = envelopeOf<ExternalAuthenticateResult>(response).result;
  expect(result?.accessToken).toBeNull();
  return result?.pendingTicket ?? '';
}

describe('provider list', () => {
  test('is empty when WeChat is not configured, and landing there is refused', async () => {
    expect(await providers(off)).toEqual([]);
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/WeixinRedirect',
      headers: { 'accept-language': 'en' },
      payload: { code: 'x', state: 'y' },
    });
    expectError(response, 404, 'WeChat sign-in is not enabled');
  });

  test("names WeChat and its sign-in page with the site's app id, landing address and a state", async () => {
    const [wechat, ...others] = await providers();
    expect(others).toEqual([]);
    expect(wechat).toMatchObject({ name: 'WeChat', clientId: 'wx-fake-app-id', thirdType: 1 });
    const url = new URL(wechat?.authorizeUrl ?? '');
    expect(url.pathname).toBe('/connect/qrconnect');
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'wx-fake-app-id',
      redirect_uri: LANDING,
      response_type: 'code',
      scope: 'snsapi_login',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

describe('sign-in and binding', () => {
  test('an unbound identity gets a ticket; bound after a password sign-in, it signs in as that user', async () => {
    const ticket = await pendingTicketFor('openid-alice');
    expect(await bindingCount()).toBe(0);

    const bound = await call('POST', '/api/services/app/ThirdAuth/BindThirdLogin', {
      token: consignor,
      payload: { ticket },
    });
    expect(bound.statusCode).toBe(200);
    const binding = envelopeOf<ThirdBinding>(bound).result;
    expect(binding).toMatchObject({ thirdType: 1, unionFriendlyName: 'Nick openid-alice' });
    const list = envelopeOf<ThirdBinding[]>(
      await call('GET', '/api/services/app/ThirdAuth/GetThirdList', { token: consignor }),
    ).result;
    expect(list).toEqual([binding]);

    const signIn = envelopeOf<ExternalAuthenticateResult>(await land(await approvedAs('openid-alice'))).result;
    expect(signIn?.pendingTicket).toBeNull();
    expect(signIn?.userId).toBe(binding?.userId);
    const info = await call('GET', '/api/TokenAuth/GetUserInfo', { token: signIn?.accessToken ?? '' });
    expect(envelopeOf<{ userName: string }>(info).result?.userName).toBe('consignor');

    // ExternalAuthenticate is the same sign-in under ABP's names.
    const { code, state } = await approvedAs('openid-alice');
    const abp = await call('POST', '/api/TokenAuth/ExternalAuthenticate', {
      payload: { authProvider: 'WeChat', providerKey: state, providerAccessCode: code },
    });
    expect(envelopeOf<ExternalAuthenticateResult>(abp).result?.userId).toBe(binding?.userId);
  });

  test('a ticket binds once; an identity or an account binds only once', async () => {
    const ticket = await pendingTicketFor('openid-bob');
    const bind = (token: string, payload: object) =>
      call('POST', '/api/services/app/ThirdAuth/BindThirdLogin', { token, payload });
    // The consignor already has WeChat (the test above): refused, and the ticket stays usable.
    expectError(await bind(consignor, { ticket }), 409, 'already bound to a WeChat account');
    expect((await bind(lab, { ticket })).statusCode).toBe(200);
    expectError(await bind(admin, { ticket }), 400, 'already been handled');

    // The same WeChat identity for another account: refused while it is bound to the lab.
    const again = t.app.thirdAuth.signer.sign('ticket', {
      openId: 'openid-bob',
      unionId: null,
      nickname: 'b',
      headImage: null,
    });
    expectError(await bind(admin, { ticket: again }), 409, 'bound to another account');
  });

  test('a user unbinds only its own binding; then the identity is unbound again', async () => {
    const [own] =
      envelopeOf<ThirdBinding[]>(await call('GET', '/api/services/app/ThirdAuth/GetThirdList', { token: lab }))
        .result ?? [];
    const unbind = (token: string) =>
      call('POST', '/api/services/app/ThirdAuth/UnBindThird', { token, payload: { id: own?.id } });
    expectError(await unbind(consignor), 404, '');
    expectError(await unbind(admin), 404, '');
    expect((await unbind(lab)).statusCode).toBe(200);
    expectError(await unbind(lab), 404, '');
    expect(envelopeOf(await call('GET', '/api/services/app/ThirdAuth/GetThirdList', { token: lab })).result).toEqual(
      [],
    );
    expect(await pendingTicketFor('openid-bob')).not.toBe('');
  });

  test('who a WeChat identity belongs to: the user itself and the administrator may ask', async () => {
    const byWeChat = (token: string, openid: string) =>
      call('GET', `/api/services/app/ThirdAuth/GetUserByWeChart?openid=${openid}`, { token });
    const userId = async (token: string, openid: string) =>
      envelopeOf<string>(
        await call('GET', `/api/services/app/ThirdAuth/GetUserId?thirdType=1&openid=${openid}`, { token }),
      ).result;

    const own = envelopeOf<{ userName: string; userId: string }>(await byWeChat(consignor, 'openid-alice')).result;
    expect(own?.userName).toBe('consignor');
    expect(envelopeOf<{ userName: string }>(await byWeChat(admin, 'openid-alice')).result?.userName).toBe('consignor');
    expectError(await byWeChat(lab, 'openid-alice'), 404, '');
    expectError(await byWeChat(admin, 'openid-nobody'), 404, '');
    expect(await userId(consignor, 'openid-alice')).toBe(own?.userId);
    expect(await userId(admin, 'openid-alice')).toBe(own?.userId);
    expect(await userId(lab, 'openid-alice')).toBe(EMPTY_ID);
    expect(await userId(admin, 'openid-nobody')).toBe(EMPTY_ID);
    expect((await call('GET', '/api/services/app/ThirdAuth/GetUserByWeChart?openid=x')).statusCode).toBe(401);
  });
});

describe('refusals write nothing', () => {
  test('a reused, expired or forged state, or a wrong code, is refused with its own message', async () => {
    const used = await approvedAs('openid-carol');
    expect((await land(used)).statusCode).toBe(200);
    const before = await spentCount();

    const fresh = await approvedAs('openid-carol');
    expectError(await land({ code: fresh.code, state: used.state }), 400, 'already been used');

    const signer = t.app.thirdAuth.signer;
    const expired = signer.sign('state', {}, Date.now() - 11 * 60_000);
    expectError(await land({ code: fresh.code, state: expired }), 400, 'has expired');

    const [body, mac] = fresh.state.split('.');
    const forged = `${body}x.${mac}`;
    expectError(await land({ code: fresh.code, state: forged }), 400, 'not valid');
    expectError(await land({ code: fresh.code, state: `${body}.${mac?.slice(1)}` }), 400, 'not valid');
    const ticketAsState = signer.sign('ticket', {});
    expectError(await land({ code: fresh.code, state: ticketAsState }), 400, 'not valid');

    expectError(await land({ code: 'not-a-code', state: fresh.state }), 400, 'did not accept the authorization code');
    expect(await spentCount()).toBe(before);
    // The state survived the wrong code: the right one still signs in.
    expect((await land(fresh)).statusCode).toBe(200);
  });

  test('wrong types, missing fields, unknown fields and oversize values are 400 in the caller language', async () => {
    const before = [await spentCount(), await bindingCount()];
    const cases: [string, object][] = [
      ['/api/TokenAuth/WeixinRedirect', { code: 1, state: 'x' }],
      ['/api/TokenAuth/WeixinRedirect', { code: 'x' }],
      ['/api/TokenAuth/WeixinRedirect', { code: 'x', state: 'y', openid: 'z' }],
      ['/api/TokenAuth/WeixinRedirect', { code: 'x'.repeat(257), state: 'y' }],
      ['/api/TokenAuth/WeixinRedirect', { code: '', state: 'y' }],
      ['/api/TokenAuth/ExternalAuthenticate', { authProvider: 'QQ', providerKey: 'x', providerAccessCode: 'y' }],
      ['/api/services/app/ThirdAuth/BindThirdLogin', { ticket: 'x'.repeat(2049) }],
      ['/api/services/app/ThirdAuth/BindThirdLogin', {}],
      ['/api/services/app/ThirdAuth/BindThirdLogin', { ticket: 'forged.ticket' }],
      ['/api/services/app/ThirdAuth/UnBindThird', { id: 'not-an-id' }],
    ];
    for (const [url, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'accept-language': 'es', ...t.auth(admin) },
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(envelopeOf(response).error?.message).toMatch(/[a-záéíóúñ]/i);
    }
    const oversize = await call('GET', `/api/services/app/ThirdAuth/GetUserId?thirdType=2&openid=x`, { token: admin });
    expect(oversize.statusCode).toBe(400);
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/ThirdAuth/BindThirdLogin',
      payload: { ticket: t.app.thirdAuth.signer.sign('ticket', {}, Date.now() - 11 * 60_000) },
      headers: { 'accept-language': 'es', ...t.auth(admin) },
    });
    expectError(es, 400, 'ha caducado');
    expect([await spentCount(), await bindingCount()]).toEqual(before);
  });

  test('WeChat out of reach is a 502 that says so', async () => {
    const env = { ...fake.env(LANDING), WECHAT_TOKEN_URL: 'http://127.0.0.1:9/sns/oauth2/access_token' };
    const down = await createTestApp({ wechat: (await loadConfig(env, false)).wechat ?? undefined });
    try {
      const [wechat] = await providers(down);
      const back = await fake.approve(wechat?.authorizeUrl ?? '', { openid: 'o', nickname: 'n' });
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/WeixinRedirect',
        headers: { 'accept-language': 'en' },
        payload: back,
      });
      expectError(response, 502, 'cannot be reached');
    } finally {
      await down.close();
    }
  });
});

test('twenty refused codes from one address in 15 minutes, then 429 before WeChat is asked', async () => {
  // The address starts afresh (the tests above had a code refused from it too).
  await t.db.delete(attemptCounters).where(like(attemptCounters.key, 'wechat-address|%'));
  const { state } = await approvedAs('openid-guesser');
  const statuses: number[] = [];
  for (let i = 0; i < 21; i += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/WeixinRedirect',
      payload: { code: `guess-${i}`, state },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.filter((status) => status === 400)).toHaveLength(20);
  expect(statuses.at(-1)).toBe(429);
});

test('the calls are in the OpenAPI document under their product paths', async () => {
  const paths = Object.keys((await t.app.inject({ url: '/swagger/json' })).json<{ paths: object }>().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/TokenAuth/GetExternalAuthenticationProviders',
      '/api/TokenAuth/ExternalAuthenticate',
      '/api/TokenAuth/WeixinRedirect',
      ...['GetThirdList', 'BindThirdLogin', 'UnBindThird', 'GetUserByWeChart', 'GetUserId'].map(
        (call) => `/api/services/app/ThirdAuth/${call}`,
      ),
    ]),
  );
});
