import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_TENANT_ID } from '../../contracts/tenant';
import { openDatabase } from '../../server/db/client';
import { consignInfos, tenants, users } from '../../server/db/schema/index';
import { createTestApp, type TestApp } from './helpers';
import { createPostgresDatabase, testDbKind } from './test-database';

// Tenant context that fails closed (drizzle/0019, server/db/tenancy/scope.ts): every statement takes its tenant and
// role inside its own transaction, a statement with no tenant finds every tenant table refusing it, and nothing runs
// as the tables' owner. On PGlite, on PostgreSQL, and (api-pooler) through PgBouncer in transaction mode.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Drizzle wraps the database's error: the refusal is its cause. */
const refusedForNoTenant = (statement: Promise<unknown>) =>
  expect(statement).rejects.toMatchObject({ cause: { message: expect.stringMatching(/no tenant is set/) } });

describe('a statement with no tenant', () => {
  test('a read of a tenant table is an error, not a fallback to the default tenant', async () => {
    await refusedForNoTenant(t.app.tenancy.platform.select().from(users));
    // The application's handle outside any request or job is the platform's scope.
    await refusedForNoTenant(t.app.db.select({ id: consignInfos.id }).from(consignInfos).limit(1));
  });

  test('a write to a tenant table is an error and leaves nothing behind', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    await refusedForNoTenant(
      t.app.db.execute(sql`insert into users (id, user_name, name) values (gen_random_uuid(), 'nobody', 'Nobody')`),
    );
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  test("the platform's own tables answer", async () => {
    const listed = await t.app.tenancy.platform.select({ id: tenants.id }).from(tenants);
    expect(listed.map((row) => row.id)).toContain(DEFAULT_TENANT_ID);
  });
});

describe("a tenant's statements", () => {
  test("see the tenant's rows, as a role that owns no table", async () => {
    const found = await t.inDefaultTenant(async () => ({
      users: await t.app.db.select({ id: users.id }).from(users),
      role: rows<{ role: string }>(await t.app.db.execute(sql`select current_user as role`))[0]?.role,
    }));
    expect(found.users.length).toBeGreaterThan(0);
    expect(found.role).toBe('labconsign_tenant');
    const platformRole = rows<{ role: string }>(await t.app.tenancy.platform.execute(sql`select current_user as role`));
    expect(platformRole[0]?.role).toBe('labconsign_runtime');
    const owned = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from pg_class c join pg_roles r on r.oid = c.relowner
        where r.rolname in ('labconsign_tenant', 'labconsign_runtime')`),
    );
    expect(owned[0]?.n).toBe(0);
  });

  test('a transaction keeps its tenant to the end, and the next statement on the connection has none', async () => {
    const inside = await t.inDefaultTenant(() =>
      t.app.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).limit(1);
        return rows<{ id: string }>(await tx.execute(sql`select current_setting('app.tenant_id') as id`))[0]?.id;
      }),
    );
    expect(inside).toBe(String(DEFAULT_TENANT_ID));
    await refusedForNoTenant(t.app.tenancy.platform.select().from(users));
  });
});

test('every tenant table holds its owner to row-level security too (FORCE)', async () => {
  const tables = rows<{ name: string; forced: boolean }>(
    await t.db.execute(sql`select c.relname as name, c.relforcerowsecurity as forced from pg_class c
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
        and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')`),
  );
  expect(tables.length).toBeGreaterThan(30);
  expect(tables.filter((table) => !table.forced)).toEqual([]);
});

if (testDbKind(process.env.TEST_DB) === 'postgres') {
  describe('migrating on PostgreSQL', () => {
    test('the migration lock ends with its migration, and a process that waits for it says so', async () => {
      const scratch = await createPostgresDatabase('lc_test');
      const holder = new pg.Client({ connectionString: scratch.url });
      const handle = await openDatabase({ url: scratch.url });
      try {
        await holder.connect();
        // Another process is migrating: it holds the lock.
        await holder.query('select pg_advisory_lock(740221001)');
        const heard: string[] = [];
        const migrating = handle.migrate((message) => heard.push(message));
        await expect.poll(() => heard, { timeout: 10_000 }).toEqual([expect.stringMatching(/waiting/)]);
        await holder.query('select pg_advisory_unlock(740221001)');
        await migrating;
        const held = await holder.query(
          `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 740221001
             and database = (select oid from pg_database where datname = current_database())`,
        );
        expect(held.rows[0]?.n).toBe(0);
      } finally {
        await holder.end();
        await handle.close();
        await scratch.drop();
      }
    });
  });
}
