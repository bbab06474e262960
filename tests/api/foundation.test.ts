import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Id, Input, Str } from '../../contracts/common';
import { testUnits } from '../../server/db/schema/index';
import { envelope } from '../../server/lib/envelope';
import { Permission } from '../../server/lib/permissions';
import { requirePermission, signedIn } from '../../server/plugins/auth';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'lc-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LabConsign</title>');
writeFileSync(join(dist, 'app.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({
    distDir: dist,
    configure(app) {
      app.get('/api/services/app/Broken/Fail', async () => {
        throw new Error('password=secret in table users');
      });
      app.get(
        '/api/services/app/Probe/LabOnly',
        { preHandler: requirePermission(Permission.NoticesManage) },
        async (request) => ({
          userName: signedIn(request).userName,
        }),
      );
      // A probe route with the kinds of input later services take.
      app.post(
        '/api/services/app/Probe/Echo',
        {
          schema: {
            querystring: Input({
              ids: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
              flag: Type.Optional(Type.Boolean()),
            }),
            body: Input({ consignInfoIds: Type.Array(Id(), { maxItems: 10 }), description: Str(20) }),
            response: envelope(
              Type.Object({ ids: Type.Array(Type.Integer()), flag: Type.Boolean(), count: Type.Integer() }),
            ),
          },
        },
        async (request) => ({
          ids: request.query.ids ?? [],
          flag: request.query.flag ?? false,
          count: request.body.consignInfoIds.length,
          leaked: 'never serialised',
        }),
      );
    },
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const services = '/api/services/app';

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
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
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
    expect(JSON.stringify(doc.paths['/api/TokenAuth/Authenticate'])).toContain('userNameOrEmailAddress');
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

describe('Session, Test, EunmValue', () => {
  test('GetCurrentLoginInformations: user null when anonymous, the user when signed in', async () => {
    const anonymous = envelopeOf<{ user: unknown; tenant: unknown; application: { version: string } }>(
      await t.app.inject({ url: `${services}/Session/GetCurrentLoginInformations` }),
    );
    expect(anonymous.result).toMatchObject({ user: null, tenant: null });
    expect(anonymous.result?.application.version).toMatch(/\d+\.\d+\.\d+/);
    const signed = envelopeOf<{ user: { userName: string } }>(
      await t.app.inject({
        url: `${services}/Session/GetCurrentLoginInformations`,
        headers: t.auth(await t.login('consignor')),
      }),
    );
    expect(signed.result?.user.userName).toBe('consignor');
  });

  test('GetEnumValues: every enumeration of DESIGN.md §7, localized', async () => {
    const names = [
      'ConsignStatus',
      'ReportStatus',
      'ConsignType',
      'BookingType',
      'UnitType',
      'UserType',
      'Sex',
      'AfterTestOperate',
      'StandardUseType',
      'NoticeType',
      'MsgType',
      'SmsSendStatus',
      'SendCodeType',
      'ExpressDataType',
      'ThirdType',
      'ExeType',
      'ParamValueType',
    ];
    for (const name of names) {
      for (const language of ['zh', 'en', 'es']) {
        const response = await t.app.inject({
          url: `${services}/EunmValue/GetEnumValues?enumTypeName=${name}`,
          headers: { 'accept-language': language },
        });
        expect(response.statusCode).toBe(200);
        const values = envelopeOf<{ value: number; name: string; displayName: string }[]>(response).result ?? [];
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) expect(v.displayName, `${name}.${v.name} ${language}`).not.toContain('enums.');
      }
    }
    const en = envelopeOf<{ value: number; displayName: string }[]>(
      await t.app.inject({
        url: `${services}/EunmValue/GetEnumValues?EnumTypeName=consignstatus`,
        headers: { 'accept-language': 'en' },
      }),
    ).result;
    expect(en?.map((v) => v.value)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(en?.[3]?.displayName).toBe('Accepted');
    const zh = envelopeOf<{ displayName: string }[]>(
      await t.app.inject({ url: `${services}/EunmValue/GetEnumValues?enumTypeName=ConsignStatus` }),
    ).result;
    expect(zh?.[0]?.displayName).toBe('草稿');
  });

  test('GetEnumValues: unknown, missing or over-long enumTypeName → 400 with validationErrors', async () => {
    for (const query of ['?enumTypeName=Nope', '', `?enumTypeName=${'x'.repeat(65)}`, '?enumTypeName=Sex&extra=1']) {
      const response = await t.app.inject({ url: `${services}/EunmValue/GetEnumValues${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(envelopeOf(response).error?.validationErrors?.length, query).toBeGreaterThan(0);
    }
  });
});

describe('BaSystemControlParam', () => {
  const branding = (url: string, language = 'en') =>
    t.app.inject({
      url: `${services}/BaSystemControlParam/GetTestUnitInfoByConsignPlatURL?url=${encodeURIComponent(url)}`,
      headers: { 'accept-language': language },
    });

  test("branding follows the lab whose platform address is the URL's host", async () => {
    for (const url of ['http://lab1.localhost:5173/login', 'https://LAB1.localhost/', 'lab1.localhost']) {
      const result = envelopeOf<Record<string, unknown>>(await branding(url)).result;
      expect(result, url).toMatchObject({
        unitName: '华通公路工程检测有限公司',
        systemName: '华通检测在线委托平台',
        icp: '苏ICP备2024012345号-1',
        logoURL: '/logo.svg',
        iLISReportProgressQueryURL: 'https://ilis.example.com/report-progress?unit=HT',
      });
    }
    const lab2 = envelopeOf<Record<string, unknown>>(await branding('http://lab2.localhost:3000/')).result;
    expect(lab2).toMatchObject({ systemName: '江海检测委托服务平台', iLISReportProgressQueryURL: null });
  });

  test('no match, no url, or an inactive lab: the platform default in the caller’s language', async () => {
    const en = envelopeOf<Record<string, unknown>>(await branding('http://localhost:3000/')).result;
    expect(en).toEqual({
      unitId: null,
      unitName: null,
      logoURL: '/logo.svg',
      systemName: 'Public Service Platform for Highway and Waterway Testing',
      iLISReportProgressQueryURL: null,
      icp: null,
    });
    const zh = envelopeOf<{ systemName: string }>(
      await t.app.inject({ url: `${services}/BaSystemControlParam/GetTestUnitInfoByConsignPlatURL` }),
    ).result;
    expect(zh?.systemName).not.toBe(en?.systemName);
    await t.db.update(testUnits).set({ isActive: false }).where(eq(testUnits.jtsyjcAddress, 'lab2.localhost'));
    expect(envelopeOf<{ unitId: null }>(await branding('lab2.localhost')).result?.unitId).toBeNull();
    await t.db.update(testUnits).set({ isActive: true }).where(eq(testUnits.jtsyjcAddress, 'lab2.localhost'));
  });

  test('GetListByUnitID / GetByParamCode: own unit, platform, and the documented access rules', async () => {
    const [lab1] = await t.db.select().from(testUnits).where(eq(testUnits.jtsyjcAddress, 'lab1.localhost'));
    const [lab2] = await t.db.select().from(testUnits).where(eq(testUnits.jtsyjcAddress, 'lab2.localhost'));
    const lab = t.auth(await t.login('lab'));
    const consignor = t.auth(await t.login('consignor'));
    const admin = t.auth(await t.login('admin'));
    const get = (path: string, headers: Record<string, string>) =>
      t.app.inject({ url: `${services}/BaSystemControlParam/${path}`, headers });

    const own = await get('GetListByUnitID?unitType=2', lab);
    expect(own.statusCode).toBe(200);
    expect(envelopeOf<{ paramCode: string; paramValue: string }[]>(own).result).toEqual([
      expect.objectContaining({ paramCode: 'IsEnableProjectContractSectName', paramValue: '1', unitID: lab1?.id }),
    ]);
    const one = await get(
      `GetByParamCode?unitType=2&unitID=${lab2?.id}&paramCode=IsEnableProjectContractSectName`,
      consignor,
    );
    expect(envelopeOf<{ paramValue: string }>(one).result?.paramValue).toBe('0');
    expect(
      envelopeOf(await get(`GetByParamCode?unitType=2&unitID=${lab1?.id}&paramCode=NoSuchFlag`, admin)).result,
    ).toBeNull();
    expect((await get('GetListByUnitID?unitType=0', consignor)).statusCode).toBe(200);

    expect((await get(`GetListByUnitID?unitType=2&unitId=${lab2?.id}`, lab)).statusCode).toBe(403);
    expect((await get(`GetListByUnitID?unitType=2&unitId=${lab2?.id}`, admin)).statusCode).toBe(200);
    expect((await get('GetListByUnitID?unitType=2', {})).statusCode).toBe(401);
    expect((await get('GetListByUnitID?unitType=2', consignor)).statusCode).toBe(400);
    const bad = await get('GetByParamCode?unitType=9&unitID=not-a-uuid', lab);
    expect(bad.statusCode).toBe(400);
    const members = envelopeOf(bad).error?.validationErrors?.flatMap((v) => v.members);
    expect(members).toEqual(expect.arrayContaining(['unitType', 'unitID', 'paramCode']));
  });
});
