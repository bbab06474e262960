import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreatedTenant, TenantDto } from '../../contracts/tenant';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { as } from './tenant-fixture';

// Tenants (issue 17): the host creates and switches off tenants; each tenant's data is its own, by row-level security.

const APP = '/api/services/app';
let t: TestApp;
let host: Record<string, string>;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: object, payload?: object) {
  const response = await t.app.inject({ method, url: `${APP}/${path}`, headers: { ...headers }, payload });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}

async function signIn(tenantId: number, userName: string, password = DEMO_PASSWORD) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    headers: as(tenantId),
    payload: { userNameOrEmailAddress: userName, password },
  });
  return { status: response.statusCode, token: envelopeOf<{ accessToken: string }>(response).result?.accessToken };
}

async function createTenant(tenancyName: string) {
  const created = await call<CreatedTenant>('POST', 'Tenant/Create', host, {
    tenancyName,
    name: `${tenancyName} platform`,
    adminEmailAddress: `admin@${tenancyName}.example.org`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.result as CreatedTenant;
}

/** How many rows of `table` the tenant owns, read as the owner (no row-level security). */
async function ownedRows(table: string, tenantId: number): Promise<number> {
  const result = await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

beforeAll(async () => {
  t = await createTestApp({ tenancyDomain: 'labs.example.org' });
  const signedIn = await signIn(0, 'host');
  expect(signedIn.status).toBe(200);
  host = as(0, signedIn.token);
});
afterAll(async () => t?.close());

describe('the host and its tenants', () => {
  test('the host administrator signs in as the host only; tenants are the host’s alone', async () => {
    expect((await signIn(1, 'host')).status).toBe(401);
    expect((await signIn(0, 'admin')).status).toBe(401);
    const admin = as(1, await t.login('admin'));
    expect((await call('GET', 'Tenant/GetAll', admin)).status).toBe(403);
    const list = await call<{ totalCount: number; items: TenantDto[] }>('GET', 'Tenant/GetAll', host);
    expect(list.body.result?.items.map((x) => x.tenancyName)).toContain('Default');
    // The header's unit: the host is the platform operator; a tenant's administrator is linked to no unit.
    const unitOf = async (headers: object) => {
      const response = await t.app.inject({
        url: '/api/TokenAuth/GetUserInfo',
        headers: { ...headers, 'accept-language': 'en' },
      });
      return envelopeOf<{ unitName: string }>(response).result?.unitName;
    };
    expect(await unitOf(host)).toBe('Platform operator');
    expect(await unitOf(admin)).toBe('Not linked to a unit');
  });

  test('a new tenant gets its first administrator and the reference lists, and nothing of another tenant', async () => {
    const north = await createTenant('north');
    expect(north.tenant).toMatchObject({ tenancyName: 'north', isActive: true, hasOwnDatabase: false });
    const available = await call('POST', 'Account/IsTenantAvailable', {}, { tenancyName: 'NORTH' });
    expect(available.body.result).toEqual({ state: 1, tenantId: north.tenant.id });
    expect((await call('POST', 'Account/IsTenantAvailable', {}, { tenancyName: 'nowhere' })).body.result).toEqual({
      state: 3,
      tenantId: null,
    });

    const signedIn = await signIn(north.tenant.id, 'admin', north.adminPassword);
    expect(signedIn.status).toBe(200);
    const admin = as(north.tenant.id, signedIn.token);
    const users = await call<{ totalCount: number }>('GET', 'User/GetAll', admin);
    expect(users.body.result?.totalCount).toBe(1);
    const labs = await call<{ totalCount: number }>('GET', 'BaTestUnit/GetAll', admin);
    expect(labs.status, JSON.stringify(labs.body)).toBe(200);
    expect(labs.body.result?.totalCount).toBe(0);
    expect(await ownedRows('sys_test_sample', north.tenant.id)).toBeGreaterThan(0);

    // The same user name lives in both tenants; what one creates the other never sees.
    const made = await call('POST', 'User/Create', admin, {
      userName: 'consignor',
      password: 'North#1234',
      name: 'N',
      roleNames: ['admin'],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const defaultUsers = await call<{ items: { userName: string; name: string }[] }>(
      'GET',
      'User/GetAll?keyword=consignor&maxResultCount=50',
      as(1, await t.login('admin')),
    );
    const namesakes = defaultUsers.body.result?.items.filter((u) => u.userName === 'consignor') ?? [];
    expect(namesakes).toHaveLength(1);
    expect(namesakes[0]?.name).not.toBe('N');
    expect(await ownedRows('users', north.tenant.id)).toBe(2);
    const session = await call<{ tenant: unknown }>('GET', 'Session/GetCurrentLoginInformations', admin);
    expect(session.body.result?.tenant).toEqual({
      id: north.tenant.id,
      tenancyName: 'north',
      name: 'north platform',
      isActive: true,
    });
  });

  test('a tenant is found by its sub-domain, before any cookie; an unknown one is a 404', async () => {
    const hill = await createTenant('hill');
    const session = async (host: string, headers: object = {}) =>
      (
        await t.app.inject({
          url: `${APP}/Session/GetCurrentLoginInformations`,
          headers: { host, 'accept-language': 'en', ...headers },
        })
      ).json<{ result: { tenant: { id: number } | null } | null }>();
    expect((await session('hill.labs.example.org')).result?.tenant?.id).toBe(hill.tenant.id);
    expect((await session('HILL.labs.example.org', { cookie: 'Abp.TenantId=1' })).result?.tenant?.id).toBe(
      hill.tenant.id,
    );
    expect((await session('localhost', { cookie: `Abp.TenantId=${hill.tenant.id}` })).result?.tenant?.id).toBe(
      hill.tenant.id,
    );
    expect((await session('localhost')).result?.tenant?.id).toBe(1);
    expect((await session('nowhere.labs.example.org')).result).toBeNull();
  });

  test('a token works only in the tenant that issued it', async () => {
    const east = await createTenant('east');
    const eastToken = (await signIn(east.tenant.id, 'admin', east.adminPassword)).token as string;
    const defaultToken = await t.login('admin');
    expect((await call('GET', 'User/GetAll', as(east.tenant.id, eastToken))).status).toBe(200);
    expect((await call('GET', 'User/GetAll', as(1, eastToken))).status).toBe(401);
    expect((await call('GET', 'User/GetAll', { authorization: `Bearer ${eastToken}` })).status).toBe(401);
    const crossed = await call('GET', 'User/GetAll', as(east.tenant.id, defaultToken));
    expect(crossed.status).toBe(401);
    expect(crossed.body.error?.message).toMatch(/another platform/);
    expect((await call('GET', 'User/GetAll', as(999_999))).status).toBe(404);
  });

  test('a switched-off tenant cannot sign in and says so; the default tenant stays on', async () => {
    const west = await createTenant('west');
    const token = (await signIn(west.tenant.id, 'admin', west.adminPassword)).token as string;
    const off = await call<TenantDto>('PUT', 'Tenant/Update', host, {
      id: west.tenant.id,
      tenancyName: 'west',
      name: 'West',
      isActive: false,
    });
    expect(off.body.result).toMatchObject({ name: 'West', isActive: false });
    expect((await signIn(west.tenant.id, 'admin', west.adminPassword)).status).toBe(403);
    expect((await call('GET', 'User/GetAll', as(west.tenant.id, token))).status).toBe(401);
    const session = await call<{ tenant: { isActive: boolean } }>(
      'GET',
      'Session/GetCurrentLoginInformations',
      as(west.tenant.id),
    );
    expect(session.body.result?.tenant.isActive).toBe(false);
    expect((await call('POST', 'Account/IsTenantAvailable', {}, { tenancyName: 'west' })).body.result).toEqual({
      state: 2,
      tenantId: west.tenant.id,
    });
    const keepOn = await call('PUT', 'Tenant/Update', host, {
      id: 1,
      tenancyName: 'Default',
      name: 'Default',
      isActive: false,
    });
    expect(keepOn.status).toBe(400);
    expect(
      (await call('PUT', 'Tenant/Update', host, { id: west.tenant.id, tenancyName: 'north', name: 'W' })).status,
    ).toBe(400);
  });

  test('a malformed tenancy name or e-mail is refused naming the field, in the caller’s language; nothing is written', async () => {
    const tenantsBefore = await t.db.execute(sql`select count(*)::int as n from tenants`);
    const cases: [object, string][] = [
      [{ tenancyName: '1north', adminEmailAddress: 'admin@north.example.org' }, 'tenancyName'],
      [{ tenancyName: 'has space', adminEmailAddress: 'admin@north.example.org' }, 'tenancyName'],
      [{ tenancyName: 'n', adminEmailAddress: 'admin@north.example.org' }, 'tenancyName'],
      [{ tenancyName: 'malformed', adminEmailAddress: 'not-an-address' }, 'adminEmailAddress'],
    ];
    for (const [fields, member] of cases) {
      for (const language of ['zh', 'en', 'es']) {
        const refused = await call(
          'POST',
          'Tenant/Create',
          { ...host, 'accept-language': language },
          {
            name: 'Malformed platform',
            ...fields,
          },
        );
        expect(refused.status, JSON.stringify(fields)).toBe(400);
        const errors = refused.body.error?.validationErrors ?? [];
        expect(
          errors.flatMap((e) => e.members),
          JSON.stringify(fields),
        ).toContain(member);
        expect(errors[0]?.message).toBeTruthy();
      }
    }
    const english = await call('POST', 'Tenant/Create', { ...host, 'accept-language': 'en' }, cases[3]?.[0]);
    const spanish = await call('POST', 'Tenant/Create', { ...host, 'accept-language': 'es' }, cases[3]?.[0]);
    expect(english.body.error?.validationErrors?.[0]?.message).not.toBe(
      spanish.body.error?.validationErrors?.[0]?.message,
    );
    expect(await t.db.execute(sql`select count(*)::int as n from tenants`)).toEqual(tenantsBefore);
    expect((await call('POST', 'Account/IsTenantAvailable', {}, { tenancyName: 'malformed' })).body.result).toEqual({
      state: 3,
      tenantId: null,
    });
  });

  test('only an empty tenant is deleted, with everything it was created with', async () => {
    const south = await createTenant('south');
    const admin = as(south.tenant.id, (await signIn(south.tenant.id, 'admin', south.adminPassword)).token);
    await call('POST', 'User/Create', admin, {
      userName: 'someone',
      password: 'South#1234',
      name: 'S',
      roleNames: ['admin'],
    });
    const refused = await call('DELETE', `Tenant/Delete?id=${south.tenant.id}`, host);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('1');
    expect(await ownedRows('users', south.tenant.id)).toBe(2);

    const empty = await createTenant('empty');
    expect(await ownedRows('roles', empty.tenant.id)).toBe(3);
    expect((await call('DELETE', `Tenant/Delete?id=${empty.tenant.id}`, host)).status).toBe(200);
    for (const table of ['users', 'roles', 'role_permissions', 'sys_test_sample', 'base_standards', 'system_params'])
      expect(await ownedRows(table, empty.tenant.id)).toBe(0);
    expect((await call('GET', `Tenant/Get?id=${empty.tenant.id}`, host)).status).toBe(404);
    expect((await call('DELETE', 'Tenant/Delete?id=1', host)).status).toBe(400);
  });

  test('the five Tenant calls and IsTenantAvailable are in the OpenAPI document under their seed paths', async () => {
    const doc = (await t.app.inject({ url: '/swagger/json' })).json<{
      paths: Record<string, Record<string, object>>;
    }>();
    const expected = {
      'Tenant/Create': 'post',
      'Tenant/Get': 'get',
      'Tenant/GetAll': 'get',
      'Tenant/Update': 'put',
      'Tenant/Delete': 'delete',
      'Account/IsTenantAvailable': 'post',
    };
    for (const [path, method] of Object.entries(expected))
      expect(doc.paths[`${APP}/${path}`]?.[method], path).toMatchObject({ operationId: expect.any(String) });
  });

  test('every table that holds a tenant column is guarded by row-level security', async () => {
    const result = await t.db.execute(sql`select c.relname from pg_class c
      join information_schema.columns col on col.table_name = c.relname and col.column_name = 'tenant_id'
      where c.relkind = 'r' and col.table_schema = current_schema()
        and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
