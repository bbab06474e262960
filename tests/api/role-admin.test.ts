// Role administration (issue 16): every Role call's access, names in the caller's language, bad input that changes
// nothing, paging, and a user's permissions following their role on the next request. role.test.ts has the rules of
// static roles and the first custom-role checks.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rolePermissions, roles } from '../../server/db/schema/index';
import { Permission } from '../../server/lib/permissions';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface Role {
  id: string;
  name: string;
  displayName: string;
  description: string | null;
  isStatic: boolean;
  permissions: string[];
}
type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const base = '/api/services/app/Role';
const ZERO_ID = '00000000-0000-0000-0000-000000000000';
let t: TestApp;
let admin: Headers;

const call = (method: Method, path: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url: path.startsWith('/') ? path : `${base}/${path}`, headers, payload });
async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}
const inLanguage = (headers: Headers, language: string) => ({ ...headers, 'accept-language': language });
/** Rows of roles and of their stored grants: what a refused call must leave as it was. */
const stored = async () => [
  (await t.db.select({ n: count() }).from(roles))[0]?.n,
  (await t.db.select({ n: count() }).from(rolePermissions))[0]?.n,
];

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(await t.login('admin'));
});
afterAll(async () => t?.close());

describe('who may call Role', () => {
  test('every call: 401 without a token, 403 for a lab and a consignor, and nothing is written', async () => {
    const lab = t.auth(await t.login('lab'));
    const consignor = t.auth(await t.login('consignor'));
    const body = { name: 'intruder', displayName: 'X', grantedPermissions: [Permission.RolesManage] };
    const calls: [Method, string, object?][] = [
      ['GET', 'GetAll'],
      ['GET', `Get?id=${ZERO_ID}`],
      ['GET', 'GetRolesAsync'],
      ['GET', 'GetAllPermissions'],
      ['GET', `GetRoleForEdit?id=${ZERO_ID}`],
      ['POST', 'Create', body],
      ['PUT', 'Update', { id: ZERO_ID, ...body }],
      ['DELETE', `Delete?id=${ZERO_ID}`],
    ];
    const before = await stored();
    for (const [method, path, payload] of calls) {
      const anonymous = await call(method, path, {}, payload);
      expect(anonymous.statusCode, path).toBe(401);
      expect(envelopeOf(anonymous).unAuthorizedRequest, path).toBe(true);
      for (const caller of [lab, consignor]) {
        const refused = await call(method, path, caller, payload);
        expect(refused.statusCode, path).toBe(403);
        expect(envelopeOf(refused)).toMatchObject({ success: false, __abp: true });
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe('names in the caller’s language', () => {
  test('built-in roles and permissions are named in zh, en and es; a custom role as it was typed', async () => {
    const custom = await ok<Role>(
      await call('POST', 'Create', admin, { name: 'reportClerk', displayName: 'Report clerk / 报告员' }),
    );
    const expected = {
      zh: ['平台管理员', '委托单位', '检测机构', '角色管理'],
      en: ['Platform administrator', 'Consigning unit', 'Laboratory', 'Manage roles'],
      es: ['Administrador de la plataforma', 'Unidad solicitante', 'Laboratorio', 'Gestionar roles'],
    };
    for (const [language, [adminName, consignorName, labName, rolesManage]] of Object.entries(expected)) {
      const page = await ok<{ items: Role[] }>(await call('GET', 'GetAll', inLanguage(admin, language)));
      expect(
        page.items.map((r) => r.displayName),
        language,
      ).toEqual([adminName, consignorName, labName, 'Report clerk / 报告员']);
      const permissions = await ok<{ items: { name: string; displayName: string }[] }>(
        await call('GET', 'GetAllPermissions', inLanguage(admin, language)),
      );
      expect(permissions.items.find((p) => p.name === Permission.RolesManage)?.displayName, language).toBe(rolesManage);
      // The user form's choices (User/GetRoles) and Get, GetRoleForEdit name them the same way.
      const assignable = await ok<{ items: Role[] }>(
        await call('GET', '/api/services/app/User/GetRoles', inLanguage(admin, language)),
      );
      expect(assignable.items.find((r) => r.name === 'lab')?.displayName, language).toBe(labName);
      const labId = page.items.find((r) => r.name === 'lab')?.id;
      expect((await ok<Role>(await call('GET', `Get?id=${labId}`, inLanguage(admin, language)))).displayName).toBe(
        labName,
      );
      const edit = await ok<{ role: Role }>(
        await call('GET', `GetRoleForEdit?id=${labId}`, inLanguage(admin, language)),
      );
      expect(edit.role.displayName, language).toBe(labName);
    }
    await ok(await call('DELETE', `Delete?id=${custom.id}`, admin));
  });
});

describe('bad input gets a clear message in the caller’s language and changes nothing', () => {
  const messageOf = (response: Awaited<ReturnType<typeof call>>) => {
    const error = envelopeOf(response).error;
    return { members: error?.validationErrors?.flatMap((v) => v.members), text: error?.validationErrors?.[0]?.message };
  };

  test('duplicate name, empty name, unknown permission: 400 naming the field, in zh, en and es', async () => {
    const messages = {
      zh: ['已存在同名角色。', '未知权限“Pages.Everything”。'],
      en: ['A role with this name already exists.', 'Unknown permission "Pages.Everything".'],
      es: ['Ya existe un rol con este nombre.', 'Permiso desconocido «Pages.Everything».'],
    };
    const before = await stored();
    for (const [language, [taken, unknown]] of Object.entries(messages)) {
      const headers = inLanguage(admin, language);
      const duplicate = await call('POST', 'Create', headers, { name: 'LAB', displayName: 'Lab again' });
      expect(duplicate.statusCode).toBe(400);
      expect(messageOf(duplicate)).toEqual({ members: ['name'], text: taken });
      const empty = await call('POST', 'Create', headers, { name: '', displayName: 'Nameless' });
      expect(empty.statusCode).toBe(400);
      expect(messageOf(empty).members).toEqual(['name']);
      expect(messageOf(empty).text).toBeTruthy();
      const noDisplay = await call('POST', 'Create', headers, { name: 'clerk', displayName: '' });
      expect(messageOf(noDisplay).members).toEqual(['displayName']);
      const bad = { name: 'clerk', displayName: 'Clerk', grantedPermissions: [Permission.Pages, 'Pages.Everything'] };
      const unknownPermission = await call('POST', 'Create', headers, bad);
      expect(unknownPermission.statusCode).toBe(400);
      expect(messageOf(unknownPermission)).toEqual({ members: ['grantedPermissions'], text: unknown });
      // The host's permission is not one a tenant's role can grant.
      const hostOnly = { ...bad, grantedPermissions: [Permission.Pages, Permission.TenantsManage] };
      const tenantsManage = await call('POST', 'Create', headers, hostOnly);
      expect(tenantsManage.statusCode).toBe(400);
      expect(messageOf(tenantsManage).members).toEqual(['grantedPermissions']);
      expect(messageOf(tenantsManage).text).toContain(Permission.TenantsManage);
    }
    expect(await stored()).toEqual(before);
  });

  test('an update with an unknown permission or a taken name leaves the role as it was', async () => {
    const clerk = await ok<Role>(
      await call('POST', 'Create', admin, {
        name: 'intakeClerk',
        displayName: 'Intake clerk',
        grantedPermissions: [Permission.LibrariesManage],
      }),
    );
    const before = await stored();
    const change = { id: clerk.id, name: 'intakeClerk', displayName: 'Renamed' };
    const unknown = await call('PUT', 'Update', admin, { ...change, grantedPermissions: ['Pages.Nowhere'] });
    expect(unknown.statusCode).toBe(400);
    const taken = await call('PUT', 'Update', admin, { ...change, name: 'consignor' });
    expect(taken.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await ok<Role>(await call('GET', `Get?id=${clerk.id}`, admin))).toMatchObject({
      displayName: 'Intake clerk',
      permissions: [Permission.LibrariesManage],
    });
    expect((await call('PUT', 'Update', admin, { ...change, id: ZERO_ID })).statusCode).toBe(404);
    expect((await call('DELETE', `Delete?id=${ZERO_ID}`, admin)).statusCode).toBe(404);
    await ok(await call('DELETE', `Delete?id=${clerk.id}`, admin));
  });
});

test('GetAll is paged and searched by name or display name', async () => {
  const made: Role[] = [];
  for (const name of ['pagerOne', 'pagerTwo'])
    made.push(await ok<Role>(await call('POST', 'Create', admin, { name, displayName: `${name} role` })));
  const first = await ok<{ totalCount: number; items: Role[] }>(await call('GET', 'GetAll?maxResultCount=2', admin));
  expect(first.totalCount).toBe(5);
  expect(first.items.map((r) => r.name)).toEqual(['admin', 'consignor']);
  const last = await ok<{ items: Role[] }>(await call('GET', 'GetAll?skipCount=4&maxResultCount=2', admin));
  expect(last.items.map((r) => r.name)).toEqual(['pagerTwo']);
  const found = await ok<{ totalCount: number; items: Role[] }>(await call('GET', 'GetAll?keyword=PAGER', admin));
  expect(found.items.map((r) => r.name)).toEqual(['pagerOne', 'pagerTwo']);
  for (const role of made) await ok(await call('DELETE', `Delete?id=${role.id}`, admin));
});

test('a user’s permissions follow their role on their next request, with the same token', async () => {
  const clerk = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'libraryClerk',
      displayName: 'Library clerk',
      grantedPermissions: [Permission.Pages, Permission.LibrariesManage],
    }),
  );
  await ok(
    await call('POST', '/api/services/app/User/CreateUserBySys', admin, {
      userName: 'library.clerk',
      name: '图书管理员',
      password: 'Clerk#2468',
      unitType: 0,
      roleNames: ['libraryClerk'],
    }),
  );
  const user = t.auth(await t.login('library.clerk', { password: 'Clerk#2468' }));
  const info = async () =>
    await ok<{ roles: string[]; permissions: string[] }>(await call('GET', '/api/TokenAuth/GetUserInfo', user));
  const standards = () => call('GET', '/api/services/app/SysBaseStandard/GetAllStandard', user);
  const units = () => call('GET', '/api/services/app/ConsginUnit/GetConsginUnitListBySys', user);
  expect(await info()).toMatchObject({
    roles: ['libraryClerk'],
    permissions: [Permission.Pages, Permission.LibrariesManage].sort(),
  });
  expect((await standards()).statusCode).toBe(200);
  expect((await units()).statusCode).toBe(403);

  await ok(
    await call('PUT', 'Update', admin, {
      id: clerk.id,
      name: 'libraryClerk',
      displayName: 'Library clerk',
      grantedPermissions: [Permission.Pages, Permission.ConsignUnitsManage],
    }),
  );
  expect((await info()).permissions).toEqual([Permission.Pages, Permission.ConsignUnitsManage].sort());
  expect((await standards()).statusCode).toBe(403);
  expect((await units()).statusCode).toBe(200);
});
