import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, drizzleOptions, type Transaction } from '../client';

// A tenant's connections: they take the tenant role and carry the tenant's id, so that row-level security
// (drizzle/0015_tenants.sql) shows them only that tenant's rows and stamps that tenant on every row they write.

/** The role the tenants' connections take; created by the migration. */
export const TENANT_ROLE = 'labconsign_tenant';

/** The rest of an owner's transaction runs as `tenantId`, held by row-level security (seeding, the host's work). */
export async function enterTenant(tx: Transaction, tenantId: number): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${TENANT_ROLE}, true), set_config('app.tenant_id', ${String(tenantId)}, true)`,
  );
}

// Any constant shared by the processes that grant at start-up (two GRANTs at once may collide in the catalogue).
const GRANT_LOCK = 740_221_002;

/**
 * Lets the tenants' connections use a schema a library creates at start-up (pg-boss's `pgboss`: a request queues its
 * jobs in its own transaction), now and for the tables the library adds later.
 */
export async function grantSchemaToTenants(owner: Database, schema: string): Promise<void> {
  const name = sql.identifier(schema);
  const role = sql.identifier(TENANT_ROLE);
  await owner.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GRANT_LOCK})`);
    await tx.execute(sql`grant usage on schema ${name} to ${role}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema ${name} to ${role}`);
    await tx.execute(sql`grant usage, select on all sequences in schema ${name} to ${role}`);
    await tx.execute(sql`grant execute on all functions in schema ${name} to ${role}`);
    await tx.execute(
      sql`alter default privileges in schema ${name} grant select, insert, update, delete on tables to ${role}`,
    );
  });
}

/** A tenant's database handle and how to let it go. */
export interface TenantConnection {
  db: Database;
  close(): Promise<void>;
}

/**
 * PostgreSQL: a pool of its own whose connections start as the tenant (startup options, so no statement is added to
 * any query), on the shared database or on the tenant's own. Idle connections close after `idleMs`.
 */
export function tenantPool(
  url: string,
  tenantId: number,
  max: number,
  idleMs: number,
  logger?: Logger,
): TenantConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: idleMs,
    options: `-c role=${TENANT_ROLE} -c app.tenant_id=${tenantId}`,
    application_name: `labconsign-tenant-${tenantId}`,
  });
  pool.on('error', (error) => console.error(`tenant ${tenantId}: database connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, ...drizzleOptions, logger });
  return { db: db as unknown as Database, close: () => pool.end() };
}

/**
 * PGlite has one connection for everyone: each statement and each transaction of a tenant runs in a transaction that
 * first takes the role and the tenant's id for itself (set_config …, true), so no tenant's setting outlives it.
 */
export function tenantPglite(client: PGlite, tenantId: number, logger?: Logger): TenantConnection {
  const enter = (tx: PgliteTransaction) =>
    tx.query("select set_config('role', $1, true), set_config('app.tenant_id', $2, true)", [
      TENANT_ROLE,
      String(tenantId),
    ]);
  const scoped = {
    query: (sql: string, params?: unknown[], options?: object) =>
      client.transaction(async (tx) => {
        await enter(tx);
        return tx.query(sql, params, options);
      }),
    transaction: <T>(run: (tx: PgliteTransaction) => Promise<T>) =>
      client.transaction(async (tx) => {
        await enter(tx);
        return run(tx);
      }),
  };
  const db = drizzlePglite({ client: scoped as unknown as PGlite, ...drizzleOptions, logger });
  return { db: db as unknown as Database, close: async () => undefined };
}
