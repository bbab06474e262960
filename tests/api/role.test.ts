import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { roles, users } from '../../server/db/schema/index';
import { ALL_PERMISSIONS, Permission, STATIC_ROLE_PERMISSIONS } from '../../server/lib/permissions';
import { createTestApp, envelopeOf, type TestApp } from './helpers';

interface Role {
  id: string;
  name: string;
  displayName: string;
  isStatic: boolean;
  permissions: string[];
}

const base = '/api/services/app/Role';
let t: TestApp;
let admin: { authorization: string };
let lab: { authorization: string };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url: `${base}/${path}`, headers: headers as Record<string, string>, payload });
async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return envelopeOf<T>(response).result as T;
}
/** Admin gives a user these roles (User/Update keeps the name as it is). */
const setRoles = async (id: string | undefined, name: string, roleNames: string[]) =>
  ok(
    await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/User/Update',
      headers: admin,
      payload: { id, name, roleNames },
    }),
  );
const roleCount = async () => (await t.db.select({ n: count() }).from(roles))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.auth(await t.login('admin'));
  lab = t.auth(await t.login('lab'));
});
afterAll(async () => t?.close());

test('admin reads the permission list, the roles and a static role for editing; others are refused', async () => {
  const perms = await ok<{ items: { name: string; displayName: string }[] }>(
    await t.app.inject({ url: `${base}/GetAllPermissions`, headers: { ...admin, 'accept-language': 'en' } }),
  );
  // Every name a tenant's roles can hold, but not the host's: a tenant never manages tenants.
  expect(perms.items.map((p) => p.name)).toEqual(ALL_PERMISSIONS.filter((name) => name !== Permission.TenantsManage));
  expect(perms.items.find((p) => p.name === Permission.RolesManage)?.displayName).toBe('Manage roles');
  const page = await ok<{ totalCount: number; items: Role[] }>(await call('GET', 'GetAll', admin));
  expect(page.items.map((r) => [r.name, r.isStatic])).toEqual([
    ['admin', true],
    ['consignor', true],
    ['lab', true],
  ]);
  const labRole = page.items.find((r) => r.name === 'lab') as Role;
  const edit = await ok<{ role: Role; grantedPermissionNames: string[] }>(
    await call('GET', `GetRoleForEdit?id=${labRole.id}`, admin),
  );
  expect(edit.grantedPermissionNames).toEqual([...STATIC_ROLE_PERMISSIONS.lab].sort());
  const auditors = await ok<{ items: Role[] }>(
    await call('GET', `GetRolesAsync?permission=${Permission.ConsignmentAudit}`, admin),
  );
  expect(auditors.items.map((r) => r.name)).toEqual(['lab']);
  for (const path of ['GetAll', 'GetAllPermissions', `GetRoleForEdit?id=${labRole.id}`, 'GetRolesAsync']) {
    expect((await call('GET', path, lab)).statusCode, path).toBe(403);
    expect((await call('GET', path)).statusCode, path).toBe(401);
  }
  expect((await call('GET', 'Get?id=00000000-0000-0000-0000-000000000009', admin)).statusCode).toBe(404);
});

test('a custom role grants its permissions through requirePermission, and loses them when changed', async () => {
  const created = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'roleKeeper',
      displayName: '角色管理员',
      grantedPermissions: [Permission.RolesManage, Permission.Pages],
    }),
  );
  expect(created).toMatchObject({ isStatic: false, permissions: [Permission.Pages, Permission.RolesManage] });
  const [labUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'lab'));
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/User/Update',
      headers: admin,
      payload: { id: labUser?.id, name: '王敏', roleNames: ['lab', 'roleKeeper'] },
    }),
  );
  expect((await call('GET', 'GetAll', lab)).statusCode).toBe(200);
  await ok(
    await call('PUT', 'Update', admin, {
      id: created.id,
      name: 'roleKeeper',
      displayName: '只读',
      grantedPermissions: [],
    }),
  );
  expect((await call('GET', 'GetAll', lab)).statusCode).toBe(403);

  const inUse = await call('DELETE', `Delete?id=${created.id}`, admin);
  expect(inUse.statusCode).toBe(400);
  await ok(
    await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/User/Update',
      headers: admin,
      payload: { id: labUser?.id, name: '王敏', roleNames: ['lab'] },
    }),
  );
  await ok(await call('DELETE', `Delete?id=${created.id}`, admin));
  expect((await call('GET', `Get?id=${created.id}`, admin)).statusCode).toBe(404);
});

test('static roles cannot be deleted, renamed, renamed for display or given other permissions', async () => {
  const { items } = await ok<{ items: Role[] }>(await call('GET', 'GetRolesAsync', admin));
  const consignorRole = items.find((r) => r.name === 'consignor') as Role;
  expect((await call('DELETE', `Delete?id=${consignorRole.id}`, admin)).statusCode).toBe(403);
  const renamed = await call('PUT', 'Update', admin, { id: consignorRole.id, name: 'client', displayName: 'x' });
  expect(envelopeOf(renamed).error?.validationErrors?.[0]?.members).toEqual(['name']);
  const regranted = await call('PUT', 'Update', admin, {
    id: consignorRole.id,
    name: 'consignor',
    displayName: consignorRole.displayName,
    grantedPermissions: [Permission.Pages],
  });
  expect(envelopeOf(regranted).error?.validationErrors?.[0]?.members).toEqual(['grantedPermissions']);
  const relabelled = await call('PUT', 'Update', admin, {
    id: consignorRole.id,
    name: 'consignor',
    displayName: '委托方',
  });
  expect(envelopeOf(relabelled).error?.validationErrors?.[0]?.members).toEqual(['displayName']);
  // Its description changes; the display name sent back is the one shown, in the caller's language.
  const described = await ok<Role>(
    await t.app.inject({
      method: 'PUT',
      url: `${base}/Update`,
      headers: { ...admin, 'accept-language': 'es' },
      payload: { id: consignorRole.id, name: 'consignor', displayName: 'Unidad solicitante', description: 'Obras' },
    }),
  );
  expect(described).toMatchObject({
    displayName: 'Unidad solicitante',
    description: 'Obras',
    permissions: [...STATIC_ROLE_PERMISSIONS.consignor].sort(),
  });
  expect((await call('DELETE', `Delete?id=${consignorRole.id}`, lab)).statusCode).toBe(403);
});

test('bad input is 400 and writes nothing; only admin creates', async () => {
  const before = await roleCount();
  const cases: [object, string][] = [
    [{ name: 'x', displayName: 'X' }, 'name'],
    [{ name: '9lives', displayName: 'X' }, 'name'],
    [{ name: 'Admin', displayName: 'X' }, 'name'],
    [{ name: 'auditor', displayName: '' }, 'displayName'],
    [{ name: 'auditor', displayName: 'X', grantedPermissions: ['Pages.Everything'] }, 'grantedPermissions'],
  ];
  for (const [body, member] of cases) {
    const response = await call('POST', 'Create', admin, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(envelopeOf(response).error?.validationErrors?.flatMap((v) => v.members)).toContain(member);
  }
  expect((await call('POST', 'Create', lab, { name: 'auditor', displayName: 'X' })).statusCode).toBe(403);
  expect(await roleCount()).toBe(before);
  // A field the call does not read is dropped, as ABP drops it: a forged isStatic makes no static role.
  const forged = await call('POST', 'Create', admin, { name: 'forged', displayName: 'F', isStatic: true });
  expect(forged.statusCode).toBe(200);
  expect(envelopeOf(forged).result).toMatchObject({ name: 'forged', isStatic: false });
});

test('a custom role opens a migrated service check: a consignor granted LibrariesManage keeps the standards', async () => {
  const [consignorUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'consignor'));
  const consignor = t.auth(await t.login('consignor'));
  const standards = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api/services/app/SysBaseStandard/${path}`, headers: consignor, payload });
  const standard = { baseStandardName: '公路工程沥青及沥青混合料试验规程', printsManCode: 'JTG E20-2011-R' };
  const giveRoles = (roleNames: string[]) => setRoles(consignorUser?.id, '孙立新', roleNames);
  expect((await standards('GET', 'GetAllStandard')).statusCode).toBe(403);
  expect((await standards('POST', 'Insert', standard)).statusCode).toBe(403);

  const keeper = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'standardsKeeper',
      displayName: '标准管理员',
      grantedPermissions: [Permission.LibrariesManage],
    }),
  );
  await giveRoles(['consignor', 'standardsKeeper']);
  expect((await standards('GET', 'GetAllStandard')).statusCode).toBe(200);
  const inserted = await ok<{ printsManCode: string }>(await standards('POST', 'Insert', standard));
  expect(inserted.printsManCode).toBe(standard.printsManCode);

  await giveRoles(['consignor']);
  expect((await standards('GET', 'GetAllStandard')).statusCode).toBe(403);
  await ok(await call('DELETE', `Delete?id=${keeper.id}`, admin));
});

test('a lab clerk with a custom role (no "lab" role) publishes its lab’s notices and sets its lab’s switches', async () => {
  const [labUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'lab'));
  const giveRoles = (roleNames: string[]) => setRoles(labUser?.id, '王建华', roleNames);
  const clerkRole = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'labClerk',
      displayName: '检测机构文员',
      grantedPermissions: [Permission.Pages, Permission.NoticesManage, Permission.SystemParamsManage],
    }),
  );
  await giveRoles(['labClerk']);
  const clerk = t.auth(await t.login('lab'));
  const notice = await ok<{ id: string; testUnitId: string | null }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/services/app/SysNotice/Create',
      headers: clerk,
      payload: { title: '年末收样安排' },
    }),
  );
  expect(notice.testUnitId).not.toBeNull();
  const own = await ok<{ items: { id: string }[] }>(
    await t.app.inject({ url: '/api/services/app/SysNotice/GetAll', headers: clerk }),
  );
  expect(own.items.map((n) => n.id)).toContain(notice.id);
  const params = await ok<{ paramCode: string; unitID: string; paramValue: string }[]>(
    await t.app.inject({
      method: 'POST',
      url: '/api/services/app/BaSystemControlParam/SetParamValues',
      headers: clerk,
      payload: { paramValues: [{ paramCode: 'IsEnableProjectContractSectName', paramValue: '1' }] },
    }),
  );
  expect(params.find((p) => p.paramCode === 'IsEnableProjectContractSectName')).toMatchObject({
    unitID: notice.testUnitId,
    paramValue: '1',
  });

  await giveRoles(['lab']);
  await ok(await call('DELETE', `Delete?id=${clerkRole.id}`, admin));
});

test('GetUserInfo tells the role a user acts in from unit and permission, whatever its roles are named', async () => {
  const [labUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.userName, 'lab'));
  const giveRoles = (roleNames: string[]) => setRoles(labUser?.id, '王建华', roleNames);
  const actorRoleOf = async () =>
    (
      await ok<{ actorRole: string | null }>(
        await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(await t.login('lab')) }),
      )
    ).actorRole;
  const auditor = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'labAuditor',
      displayName: '检测机构审核员',
      grantedPermissions: [Permission.Pages, Permission.ConsignmentAudit],
    }),
  );
  const reader = await ok<Role>(
    await call('POST', 'Create', admin, {
      name: 'labReader',
      displayName: '只读',
      grantedPermissions: [Permission.Pages],
    }),
  );
  expect(await actorRoleOf()).toBe('lab');
  await giveRoles(['labAuditor']);
  expect(await actorRoleOf()).toBe('lab');
  await giveRoles(['labReader']);
  expect(await actorRoleOf()).toBeNull();
  const consignor = await ok<{ actorRole: string | null }>(
    await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: t.auth(await t.login('consignor')) }),
  );
  expect(consignor.actorRole).toBe('consignor');
  expect(
    (await ok<{ actorRole: string | null }>(await t.app.inject({ url: '/api/TokenAuth/GetUserInfo', headers: admin })))
      .actorRole,
  ).toBe('admin');

  await giveRoles(['lab']);
  for (const role of [auditor, reader]) await ok(await call('DELETE', `Delete?id=${role.id}`, admin));
});
