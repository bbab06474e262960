import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreatedTenant } from '../../contracts/tenant';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { MoveRefused, moveTenant } from '../../server/db/tenancy/move';
import { migrateOwnDatabase, migrateTenantDatabases } from '../../server/db/tenancy/own-databases';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { as } from './tenant-fixture';
import { createPostgresDatabase, testDbKind } from './test-database';

// Tenants with a PostgreSQL database of their own (issue 17): created there, used there, moved there from the shared
// database (npm run tenant:move). On PGlite a tenant cannot have one, and Create says so.

const APP = '/api/services/app';
let t: TestApp;
let host: Record<string, string>;

async function call<T>(method: 'GET' | 'POST', path: string, headers: object, payload?: object) {
  const response = await t.app.inject({ method, url: `${APP}/${path}`, headers: { ...headers }, payload });
  return { status: response.statusCode, body: envelopeOf<T>(response) };
}

async function signIn(tenantId: number, userName: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    headers: as(tenantId),
    payload: { userNameOrEmailAddress: userName, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return as(tenantId, envelopeOf<{ accessToken: string }>(response).result?.accessToken);
}

const createTenant = (tenancyName: string, connectionString?: string) =>
  call<CreatedTenant>('POST', 'Tenant/Create', host, {
    tenancyName,
    name: `${tenancyName} platform`,
    adminEmailAddress: `admin@${tenancyName}.example.org`,
    connectionString,
  });

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    headers: as(0),
    payload: { userNameOrEmailAddress: 'host', password: DEMO_PASSWORD },
  });
  host = as(0, envelopeOf<{ accessToken: string }>(response).result?.accessToken);
});

if (testDbKind(process.env.TEST_DB) === 'pglite') {
  afterAll(async () => t?.close());
  describe('a tenant database of its own on the embedded database', () => {
    test('Create with a connection string is a 400 saying PostgreSQL is needed, and makes no tenant', async () => {
      const created = await createTenant('pglown', 'postgres://postgres@127.0.0.1:5432/postgres');
      expect(created.status).toBe(400);
      expect(JSON.stringify(created.body.error)).toContain('PostgreSQL');
      const available = await call('POST', 'Account/IsTenantAvailable', {}, { tenancyName: 'pglown' });
      expect(available.body.result).toEqual({ state: 3, tenantId: null });
    });
  });
} else {
  type Scratch = Awaited<ReturnType<typeof createPostgresDatabase>>;
  let own: Scratch;
  let target: Scratch;
  beforeAll(async () => {
    own = await createPostgresDatabase('lc_test');
    target = await createPostgresDatabase('lc_test');
  });
  const sharedUrl = () => (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;

  /** Rows of the tenant per table, read as the owner of the database at `url`. */
  async function counts(url: string, tenantId: number, tables: string[]): Promise<Record<string, number>> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const out: Record<string, number> = {};
      for (const table of tables) {
        const result = await client.query(`select count(*)::int as n from ${table} where tenant_id = $1`, [tenantId]);
        out[table] = result.rows[0].n;
      }
      return out;
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await t?.close();
    await own?.drop();
    await target?.drop();
  });

  /** As the tenant's admin: a user and a consigning unit. */
  async function addRows(admin: Record<string, string>, suffix: string) {
    const user = await call('POST', 'User/Create', admin, {
      userName: `clerk${suffix}`,
      password: 'Clerk#1234',
      name: `Clerk ${suffix}`,
      roleNames: ['admin'],
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const unit = await call('POST', 'ConsginUnit/Create', admin, { name: `Builder ${suffix}` });
    expect(unit.status, JSON.stringify(unit.body)).toBe(200);
  }

  async function listed(admin: Record<string, string>) {
    const users = await call<{ items: { userName: string }[] }>('GET', 'User/GetAll?maxResultCount=50', admin);
    const units = await call<{ items: { name: string }[] }>('GET', 'ConsginUnit/GetConsginUnitListBySys', admin);
    return {
      users: users.body.result?.items.map((u) => u.userName).sort(),
      units: units.body.result?.items.map((u) => u.name),
    };
  }

  describe('a tenant with a PostgreSQL database of its own', () => {
    test('is created there: its rows are in its own database, none in the shared one', async () => {
      const created = await createTenant('ownlab', own.url);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const tenant = created.body.result as CreatedTenant;
      expect(tenant.tenant.hasOwnDatabase).toBe(true);
      const admin = await signIn(tenant.tenant.id, 'admin', tenant.adminPassword);
      await addRows(admin, 'own');
      expect(await listed(admin)).toEqual({ users: ['admin', 'clerkown'], units: ['Builder own'] });
      const tables = ['users', 'consign_units', 'roles'];
      const there = await counts(own.url, tenant.tenant.id, tables);
      expect(there.users).toBe(2);
      expect(there.consign_units).toBe(1);
      expect(there.roles).toBe(3);
      expect(await counts(sharedUrl(), tenant.tenant.id, tables)).toEqual({ users: 0, consign_units: 0, roles: 0 });
    });

    test('every start migrates the tenants’ own databases; one unreachable is logged, the others go on', async () => {
      const ghost = (await createTenant('ghostlab')).body.result as CreatedTenant;
      const owner = new pg.Client({ connectionString: sharedUrl() });
      await owner.connect();
      const lines: string[] = [];
      const log = { info: (_: object, m: string) => lines.push(m), error: (_: object, m: string) => lines.push(m) };
      try {
        await owner.query('update tenants set connection_string = $2 where id = $1', [
          ghost.tenant.id,
          'postgres://postgres@127.0.0.1:1/nowhere',
        ]);
        expect(await migrateTenantDatabases(t.db, log)).toEqual([ghost.tenant.id]);
        expect(lines).toHaveLength(2);
        expect(lines.filter((m) => m.includes('could not'))).toHaveLength(1);
      } finally {
        await owner.query('update tenants set connection_string = null where id = $1', [ghost.tenant.id]);
        await owner.end();
      }
    });

    test('moves from the shared database with its rows, counted on both sides, and is used there after', async () => {
      const created = (await createTenant('movelab')).body.result as CreatedTenant;
      const id = created.tenant.id;
      await addRows(await signIn(id, 'admin', created.adminPassword), 'mv');
      const tables = ['users', 'user_roles', 'roles', 'role_permissions', 'consign_units', 'sys_test_sample'];
      const before = await counts(sharedUrl(), id, tables);
      expect(before.users).toBe(2);
      expect(before.consign_units).toBe(1);

      const moved = await moveTenant(sharedUrl(), 'MoveLab', target.url);
      expect(moved.tenantId).toBe(id);
      for (const table of tables) expect(moved.rows[table], table).toBe(before[table]);
      expect(await counts(target.url, id, tables)).toEqual(before);
      const emptied = await counts(sharedUrl(), id, Object.keys(moved.rows));
      expect(Object.values(emptied).every((n) => n === 0)).toBe(true);

      // The running app finds the tenant in its new home: same password, same rows.
      const admin = await signIn(id, 'admin', created.adminPassword);
      expect(await listed(admin)).toEqual({ users: ['admin', 'clerkmv'], units: ['Builder mv'] });
      await addRows(admin, 'after');
      expect((await counts(target.url, id, ['users'])).users).toBe(3);
      expect((await counts(sharedUrl(), id, ['users'])).users).toBe(0);

      await expect(moveTenant(sharedUrl(), 'movelab', own.url, { settleMs: 0 })).rejects.toThrow(MoveRefused);
    });

    test('refuses a target that already holds rows of the tenant, and leaves the tenant where it was', async () => {
      const created = (await createTenant('twicelab')).body.result as CreatedTenant;
      // A copy already there: the tenant's rows put into the target by hand.
      const source = new pg.Client({ connectionString: sharedUrl() });
      await source.connect();
      const role = await source.query('select * from roles where tenant_id = $1 limit 1', [created.tenant.id]);
      await source.end();
      await migrateOwnDatabase(target.url);
      const into = new pg.Client({ connectionString: target.url });
      await into.connect();
      const row = role.rows[0] as Record<string, unknown>;
      const columns = Object.keys(row);
      await into.query(
        `insert into roles (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        columns.map((c) => row[c]),
      );
      await into.end();
      await expect(moveTenant(sharedUrl(), 'twicelab', target.url, { settleMs: 0 })).rejects.toThrow(
        /already holds rows/,
      );
      await signIn(created.tenant.id, 'admin', created.adminPassword);
      expect((await counts(sharedUrl(), created.tenant.id, ['roles'])).roles).toBe(3);
    });
  });
}
