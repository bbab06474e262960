import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, migrationsFolder } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /health/ready answers 503, so that a load balancer sends new work elsewhere. */
    markDraining(): void;
  }
}

/** How long the readiness probe waits for each of its checks before calling the database unavailable. */
const PROBE_TIMEOUT_MS = 2000;

/** The first row of a raw query: both drivers (node-postgres, PGlite) answer `{ rows }`. */
async function firstRow<T>(db: Database, query: SQL): Promise<T | undefined> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows[0];
}

/** When the newest applied migration was made (drizzle's __drizzle_migrations.created_at), 0 if none. */
async function newestAppliedMigration(db: Database): Promise<number> {
  const table = await firstRow<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return 0;
  const applied = await firstRow<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return Number(applied?.newest ?? 0);
}

/**
 * A statement run the way a request runs one: on the default tenant's connections, as the tenant role, through row-level
 * security. It fails when requests would: a runtime role that cannot log in, missing grants, a pooler that is down.
 */
async function readAsTenant(app: FastifyInstance): Promise<void> {
  await app.tenancy.withinDefault(() => app.db.execute(sql`select 1 from users limit 1`));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators, outside /api and not in the OpenAPI document:
 * GET /health/live answers 200 while the process runs; GET /health/ready answers 200 when every migration in drizzle/
 * is applied and a tenant's statement succeeds as a request's would, 503 while migrations are pending (starting), when
 * either check fails or takes too long (unavailable: database or tenant), or once draining.
 */
export interface HealthOptions {
  /** The runtime's login handle: the applied migrations are read on it, even before the roles they make exist. */
  login: Database;
}

export default fp<HealthOptions>(
  async (app, { login }) => {
    const newestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
    let draining = false;
    app.decorate('markDraining', () => {
      draining = true;
    });
    app.addHook('preClose', async () => {
      draining = true;
    });

    app.get('/health/live', { schema: { hide: true } }, async () => ({ status: 'live' }));
    app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
      if (draining) return reply.code(503).send({ status: 'draining' });
      try {
        const applied = await withTimeout(newestAppliedMigration(login), PROBE_TIMEOUT_MS);
        if (applied < newestMigration) return reply.code(503).send({ status: 'starting', reason: 'migrations' });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness probe: database unavailable');
        return reply.code(503).send({ status: 'unavailable', reason: 'database' });
      }
      try {
        await withTimeout(readAsTenant(app), PROBE_TIMEOUT_MS);
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, "readiness probe: a tenant's statement failed");
        return reply.code(503).send({ status: 'unavailable', reason: 'tenant' });
      }
    });
    // Any other /health path is a plain 404, never the browser app.
    app.get('/health/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  },
  { name: 'health', dependencies: ['db', 'tenancy'] },
);
