import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeFoundation, services, setupFoundation, t } from './foundation-fixture';
import { envelopeOf } from './helpers';

// The envelope and the conventions every service follows, checked on probe routes and the real ones.

beforeAll(setupFoundation);
afterAll(closeFoundation);

describe('envelope and conventions', () => {
  test('success, 404 and 500 all answer the ABP envelope', async () => {
    const ok = await t.app.inject({ url: `${services}/Test/GetGuid` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/application\/json/);
    expect(Object.keys(ok.json()).sort()).toEqual(
      ['__abp', 'error', 'result', 'success', 'targetUrl', 'unAuthorizedRequest'].sort(),
    );
    expect(envelopeOf<string>(ok)).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
    expect(envelopeOf<string>(ok).result).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const missing = await t.app.inject({
      url: `${services}/NoSuchService/Nothing`,
      headers: { 'accept-language': 'en' },
    });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing)).toMatchObject({
      success: false,
      result: null,
      error: { code: 404, message: 'Not found.' },
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/TokenAuth/Nothing' })).statusCode).toBe(404);

    const broken = await t.app.inject({ url: `${services}/Broken/Fail`, headers: { 'accept-language': 'en' } });
    expect(broken.statusCode).toBe(500);
    const body = envelopeOf(broken);
    expect(body.success).toBe(false);
    expect(body.error?.message).toContain(String(broken.headers['x-request-id']));
    expect(broken.body).not.toMatch(/secret|table users|stack|\.ts/);
  });

  test('method names are case-insensitive and request ids are echoed', async () => {
    const lower = await t.app.inject({ url: `${services}/test/getguid` });
    expect(lower.statusCode).toBe(200);
    expect(lower.headers['x-request-id']).toBeTruthy();
    const given = await t.app.inject({ url: `${services}/Test/GetGuid`, headers: { 'x-request-id': 'trace-1234567' } });
    expect(given.headers['x-request-id']).toBe('trace-1234567');
  });

  test('/swagger/json lists the routes from the same schemas', async () => {
    const response = await t.app.inject({ url: '/swagger/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/TokenAuth/Authenticate',
      '/api/TokenAuth/GetUserInfo',
      '/api/TokenAuth/Logout',
      `${services}/Session/GetCurrentLoginInformations`,
      `${services}/BaSystemControlParam/GetTestUnitInfoByConsignPlatURL`,
      `${services}/BaSystemControlParam/GetListByUnitID`,
      `${services}/BaSystemControlParam/GetByParamCode`,
      `${services}/EunmValue/GetEnumValues`,
      `${services}/Test/GetGuid`,
      `${services}/Dashboard/GetStatistic`,
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    // The body is the named contract shape AuthenticateBody (contracts/token-auth.ts), listed once as a component.
    expect(JSON.stringify(doc.paths['/api/TokenAuth/Authenticate'])).toContain('#/components/schemas/AuthenticateBody');
    expect(JSON.stringify(doc.components.schemas.AuthenticateBody)).toContain('userNameOrEmailAddress');
    expect((await t.app.inject({ url: '/swagger' })).statusCode).toBeLessThan(400);
  });

  test('the browser app is served, with index.html for its client-side routes', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>LabConsign</title>');
    expect((await t.app.inject({ url: '/app.js' })).body).toContain('console.log');
    const deep = await t.app.inject({ url: '/UserCenter/testingOrganization' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('<title>LabConsign</title>');
    const api = await t.app.inject({ url: '/api/services/app/Nope/Nope' });
    expect(api.statusCode).toBe(404);
    expect(envelopeOf(api).success).toBe(false);
  });

  test('query arrays from repeated keys, coerced types, PascalCase body keys; the response schema is what leaves', async () => {
    const id = '01900000-0000-7000-8000-000000000001';
    const echo = (query: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${services}/Probe/Echo${query}`, payload: payload as object });
    const many = await echo('?ids=20&ids=40&Flag=true', { ConsignInfoIds: [id, id], Description: 'ok' });
    expect(many.statusCode).toBe(200);
    expect(envelopeOf(many).result).toEqual({ ids: [20, 40], flag: true, count: 2 });
    expect(many.body).not.toContain('never serialised');
    expect(envelopeOf(await echo('?ids=20', { consignInfoIds: [], description: '' })).result).toMatchObject({
      ids: [20],
    });
    for (const [query, payload, member] of [
      ['?ids=abc', { consignInfoIds: [], description: '' }, 'ids.0'],
      ['', { consignInfoIds: ['nope'], description: '' }, 'consignInfoIds.0'],
      ['', { consignInfoIds: [], description: 'x'.repeat(21) }, 'description'],
      ['', { consignInfoIds: '1', description: '' }, 'consignInfoIds'],
      ['', { description: '' }, 'consignInfoIds'],
    ] as const) {
      const response = await echo(query, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const members = envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members);
      expect(members, JSON.stringify(payload)).toContain(member);
    }
  });

  test('requirePermission: 401 without a token, 403 for a role without it, through for roles granting it', async () => {
    const call = (headers: Record<string, string>) => t.app.inject({ url: `${services}/Probe/LabOnly`, headers });
    expect((await call({})).statusCode).toBe(401);
    const refused = await call({ ...t.auth(await t.login('consignor')), 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(envelopeOf(refused)).toMatchObject({ success: false, unAuthorizedRequest: false });
    expect(envelopeOf(refused).error?.message).toBe('You are not allowed to do this.');
    expect((await call(t.auth(await t.login('lab')))).statusCode).toBe(200);
    expect((await call(t.auth(await t.login('admin')))).statusCode).toBe(200);
  });

  test('unsupported content type: 415 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: 'userNameOrEmailAddress=lab',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(envelopeOf(response).success).toBe(false);
  });
});
