import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { app, ok, setupAccounts, t } from './account-fixture';
import { envelopeOf } from './helpers';

// Configuration/ChangeUiTheme keeps a theme colour per user; GetUserInfo hands it back at sign-in. And the OpenAPI
// document lists the account calls under their wire paths.

beforeAll(setupAccounts);
afterAll(async () => t?.close());

const themeOf = async (token: string) =>
  envelopeOf<{ uiTheme: string | null }>(
    await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(token) }),
  ).result?.uiTheme;

describe('ChangeUiTheme', () => {
  test('stores the colour for the user only, and the next sign-in gets it', async () => {
    const lab = await t.login('lab');
    expect(await themeOf(lab)).toBeNull();
    await ok(await app('POST', 'Configuration/ChangeUiTheme', { theme: '#13C2C2' }, t.auth(lab)));
    await ok(await app('POST', 'Configuration/ChangeUiTheme', { theme: '#722ed1' }, t.auth(lab)));
    expect(await themeOf(await t.login('lab'))).toBe('#722ed1');
    expect(await themeOf(await t.login('lab2'))).toBeNull();
  });

  test('bad colours are a localized 400 that changes nothing; no token is 401', async () => {
    const token = await t.login('consignor');
    await ok(await app('POST', 'Configuration/ChangeUiTheme', { theme: '#409EFF' }, t.auth(token)));
    for (const bad of [{}, { theme: 'red' }, { theme: '#12345' }, { theme: 409 }, { theme: `#${'a'.repeat(99)}` }]) {
      const refused = await app('POST', 'Configuration/ChangeUiTheme', bad, {
        ...t.auth(token),
        'accept-language': 'zh',
      });
      expect(refused.statusCode).toBe(400);
      expect(envelopeOf(refused).error?.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await themeOf(token)).toBe('#409EFF');
    expect((await app('POST', 'Configuration/ChangeUiTheme', { theme: '#409EFF' })).statusCode).toBe(401);
  });
});

test('the account calls are in the OpenAPI document under their wire paths', async () => {
  const doc = (await t.app.inject({ url: '/swagger/json' })).json<{ paths: Record<string, object> }>();
  const base = '/api/services/app';
  for (const path of [
    'Account/IsTenantAvailable',
    'Account/IsUnitNameAvailable',
    'Account/Register',
    'Account/GetRegistrations',
    'Account/ApproveRegistration',
    'Account/RefuseRegistration',
    'User/ResetPasswordByValidateCode',
    'Configuration/ChangeUiTheme',
  ]) {
    expect(doc.paths, path).toHaveProperty([`${base}/${path}`]);
  }
});
