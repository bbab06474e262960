import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testUnits } from '../../server/db/schema/index';
import { closeFoundation, services, setupFoundation, t } from './foundation-fixture';
import { envelopeOf } from './helpers';

// Session, Test and EunmValue, and the system control parameters (branding by address).

beforeAll(setupFoundation);
afterAll(closeFoundation);

describe('Session, Test, EunmValue', () => {
  test('GetCurrentLoginInformations: user null when anonymous, the user when signed in', async () => {
    const anonymous = envelopeOf<{ user: unknown; tenant: unknown; application: { version: string } }>(
      await t.app.inject({ url: `${services}/Session/GetCurrentLoginInformations` }),
    );
    // No domain, cookie or header names a tenant: the default one (issue 17).
    expect(anonymous.result).toMatchObject({
      user: null,
      tenant: { id: 1, tenancyName: 'Default', name: 'Default', isActive: true },
    });
    expect(anonymous.result?.application.version).toMatch(/\d+\.\d+\.\d+/);
    const signed = envelopeOf<{ user: { userName: string } }>(
      await t.app.inject({
        url: `${services}/Session/GetCurrentLoginInformations`,
        headers: t.auth(await t.login('consignor')),
      }),
    );
    expect(signed.result?.user.userName).toBe('consignor');
  });

  test('GetEnumValues: every enumeration, localized', async () => {
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
    for (const query of ['?enumTypeName=Nope', '', `?enumTypeName=${'x'.repeat(65)}`, '?enumTypeName=']) {
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
