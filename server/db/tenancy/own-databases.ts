import { isNotNull } from 'drizzle-orm';
import { type Database, openDatabase } from '../client';
import { tenants } from '../schema/index';

// Tenants with a PostgreSQL database of their own (tenants.connection_string): each gets the schema when it is created
// (Tenant/Create), when a tenant moves there (npm run tenant:move) and at every server start (an upgrade).

/** Brings one tenant's own database to the current schema, under that database's migration lock (openDatabase). */
export async function migrateOwnDatabase(url: string): Promise<void> {
  // migrate() holds its lock and migrates on a session of its own; the pool only asks who the login is.
  const handle = await openDatabase({ url, poolMax: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}

export interface OwnDatabaseLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * At start-up, after the shared database: migrates every tenant's own database, one after the other. One that cannot
 * be reached or migrated is logged and the server starts anyway: the other tenants are not held hostage by one
 * database, and that tenant's requests fail until its database is back and the server restarts (docs/decisions.md).
 * Answers the ids of the tenants whose database was not migrated.
 */
export async function migrateTenantDatabases(owner: Database, log: OwnDatabaseLog): Promise<number[]> {
  const rows = await owner
    .select({ id: tenants.id, tenancyName: tenants.tenancyName, url: tenants.connectionString })
    .from(tenants)
    .where(isNotNull(tenants.connectionString))
    .orderBy(tenants.id);
  const failed: number[] = [];
  for (const row of rows) {
    const fields = { tenantId: row.id, tenancyName: row.tenancyName };
    try {
      await migrateOwnDatabase(row.url as string);
      log.info(fields, "tenant's own database migrated");
    } catch (error) {
      failed.push(row.id);
      log.error({ ...fields, err: error }, "tenant's own database could not be migrated; starting without it");
    }
  }
  return failed;
}
