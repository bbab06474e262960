import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreatedTenant } from '../../contracts/tenant';
import { queueWantedSms } from '../../server/services/message/sms';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { as } from './tenant-fixture';

// The authorization matrix across tenants (issue 17): a second tenant's administrator, a LIMS client and the public
// report check, each in the second tenant, reach nothing of the default tenant's, read or write; and the default
// tenant's administrator reaches nothing of the second's.

const APP = '/api/services/app';
let t: TestApp;
let other: CreatedTenant;
let otherAdmin: Record<string, string>;
let defaultAdmin: Record<string, string>;
/** Ids and codes of the default tenant's demo rows, read as the owner. */
let ids: { consignment: string; user: string; lab: string; project: string; otherAdminId: string };
let limsCode: string;
let report: { number: string; code: string };

async function row<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0] as T;
}

const call = async (method: 'GET' | 'POST' | 'PUT', path: string, headers: object, payload?: object) => {
  const response = await t.app.inject({ method, url: `${APP}/${path}`, headers: { ...headers }, payload });
  const body = envelopeOf<Record<string, unknown>>(response);
  return { status: response.statusCode, result: body.result, error: body.error };
};

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  const signIn = async (tenantId: number, userName: string, password?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: as(tenantId),
      payload: { userNameOrEmailAddress: userName, password: password ?? 'Demo#1234' },
    });
    return envelopeOf<{ accessToken: string }>(response).result?.accessToken as string;
  };
  const host = as(0, await signIn(0, 'host'));
  const created = await call('POST', 'Tenant/Create', host, {
    tenancyName: 'isolated',
    name: 'Isolated',
    adminEmailAddress: 'admin@isolated.example.org',
  });
  other = created.result as unknown as CreatedTenant;
  otherAdmin = as(other.tenant.id, await signIn(other.tenant.id, 'admin', other.adminPassword));
  defaultAdmin = as(1, await t.login('admin'));
  const consignment = await row<{ id: string }>(sql`select id from consign_info where tenant_id = 1 limit 1`);
  const user = await row<{ id: string }>(sql`select id from users where tenant_id = 1 and user_name = 'consignor'`);
  const lab = await row<{ id: string; code: string }>(
    sql`select id, lmis_integrated_code as code from test_units where tenant_id = 1 and lmis_integrated_code is not null limit 1`,
  );
  const project = await row<{ id: string }>(sql`select id from projects where tenant_id = 1 limit 1`);
  const admin = await row<{ id: string }>(sql`select id from users where tenant_id = ${other.tenant.id}`);
  const issued = await row<{ number: string; code: string }>(
    sql`select report_number as number, auth_code as code from bu_report where tenant_id = 1 limit 1`,
  );
  ids = { consignment: consignment.id, user: user.id, lab: lab.id, project: project.id, otherAdminId: admin.id };
  limsCode = lab.code;
  report = issued;
});
afterAll(async () => t?.close());

describe('no read crosses tenants', () => {
  test('the second tenant’s administrator finds none of the default tenant’s rows by id, and lists none', async () => {
    for (const path of [
      `BuConsignInfo/GetConsingInfo?id=${ids.consignment}`,
      `User/Get?id=${ids.user}`,
      `BaTestUnit/GetUnitDetail?id=${ids.lab}`,
      `BaProject/GetProjectById?id=${ids.project}`,
    ]) {
      expect((await call('GET', path, defaultAdmin)).status, `default: ${path}`).toBe(200);
      expect((await call('GET', path, otherAdmin)).status, `other: ${path}`).toBe(404);
    }
    expect((await call('GET', 'BaTestUnit/GetAllUnit', otherAdmin)).result?.totalCount).toBe(0);
    expect((await call('GET', 'User/GetAll?maxResultCount=100', otherAdmin)).result?.totalCount).toBe(1);
    expect((await call('GET', `User/Get?id=${ids.otherAdminId}`, defaultAdmin)).status).toBe(404);
  });

  test('a LIMS client of a default-tenant lab is a stranger in the second tenant', async () => {
    const list = (headers: object) =>
      t.app.inject({
        url: `${APP}/ILISIntegration/GetBuConsignInfoList?authCode=${limsCode}`,
        headers: { ...headers },
      });
    expect((await list({})).statusCode).toBe(200);
    expect((await list({ 'abp.tenantid': String(other.tenant.id) })).statusCode).toBe(401);
  });

  test('the public report check finds a default-tenant report only in the default tenant', async () => {
    const verify = async (headers: object) =>
      envelopeOf<{ genuine: boolean }>(
        await t.app.inject({
          url: `${APP}/BuReport/VerifyReport?reportNumber=${encodeURIComponent(report.number)}&authCode=${report.code}`,
          headers: { ...headers },
        }),
      ).result?.genuine;
    expect(await verify({})).toBe(true);
    expect(await verify({ 'abp.tenantid': String(other.tenant.id) })).toBe(false);
  });
});

describe('no write crosses tenants', () => {
  test('the second tenant’s administrator cannot change a default-tenant user, and nothing changes', async () => {
    const before = await row<{ name: string; active: boolean }>(
      sql`select name, is_active as active from users where id = ${ids.user}`,
    );
    const renamed = await call('PUT', 'User/Update', otherAdmin, { id: ids.user, name: 'Taken over' });
    expect(renamed.status).toBe(404);
    const switchedOff = await call('POST', 'User/ChangeUserActive', otherAdmin, { userId: ids.user, isActive: false });
    expect(switchedOff.status).toBe(404);
    expect(await row(sql`select name, is_active as active from users where id = ${ids.user}`)).toEqual(before);
  });

  test('what the second tenant writes carries its tenant, whatever the body says', async () => {
    // A tenantId in the body is a field User/Create does not read: dropped before validation, never stored.
    const made = await call('POST', 'User/Create', otherAdmin, {
      userName: 'clerk',
      password: 'Ledger#1234',
      name: 'Clerk',
      roleNames: ['admin'],
      tenantId: 1,
    });
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    expect(await row(sql`select tenant_id as tenant from users where user_name = 'clerk'`)).toEqual({
      tenant: other.tenant.id,
    });
  });
});

describe('work done later stays in its tenant', () => {
  test('the SMS a second-tenant message asks for is recorded in that tenant, claimed by whichever process', async () => {
    await t.db.execute(sql`update users set phone_number = '13800000099' where id = ${ids.otherAdminId}`);
    await t.db.execute(sql`insert into sys_messages (id, user_id, kind, subject_no, sms, tenant_id)
      values (gen_random_uuid(), ${ids.otherAdminId}, 'reportIssued', 'BG-ISO-1', true, ${other.tenant.id})`);
    expect(await queueWantedSms(t.app.tenancy, t.app.log)).toBe(1);
    expect(await row(sql`select tenant_id as tenant from sms_records where accept_phone = '13800000099'`)).toEqual({
      tenant: other.tenant.id,
    });
    const seen = await call('GET', 'SmsRecord/GetAll', defaultAdmin);
    expect(JSON.stringify(seen.result)).not.toContain('13800000099');
  });
});
