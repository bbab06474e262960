import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { processLog } from '../../lib/process-log';
import { type Database, drizzleOptions, type Transaction } from '../client';
import { openPool, timeoutsOf } from '../pool';

// Every statement of the application runs in a transaction that takes a role and a tenant for itself
// (set_config(…, true): SET LOCAL), the way PostgREST and Supabase scope a request. Nothing is left on the connection,
// so any connection may serve any tenant next: one pool for all tenants, and a pooler in transaction mode (PgBouncer)
// in front of PostgreSQL works. Row-level security (drizzle/0015, 0019) shows a tenant only its rows and stamps its id
// on every row it writes; a statement with no tenant (the platform's own tables) finds every tenant table refusing it.

/** The role a tenant's statements take; created by the migrations. */
export const TENANT_ROLE = 'labconsign_tenant';
/** The role of the statements outside any tenant: the platform's tables (tenants, jobs, live events, settings). */
export const RUNTIME_ROLE = 'labconsign_runtime';

/** The statement that puts the rest of its transaction in a tenant's scope (`null`: the platform's, no tenant). */
export function enterScopeSql(tenantId: number | null): string {
  if (tenantId !== null && !Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  const role = tenantId === null ? RUNTIME_ROLE : TENANT_ROLE;
  return `select set_config('role', '${role}', true), set_config('app.tenant_id', '${tenantId ?? ''}', true)`;
}

/** The rest of an owner's transaction runs as `tenantId`, held by row-level security (seeding, the host's work). */
export async function enterTenant(tx: Transaction, tenantId: number): Promise<void> {
  await tx.execute(sql.raw(enterScopeSql(tenantId)));
}

/** The first word of a statement drizzle sends: its transactions start with `begin`. */
const startsTransaction = (query: unknown): query is { text: string } | string => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/**
 * A stand-in for node-postgres's pool that drizzle takes for one (it treats any client whose class name holds "Pool"
 * as a pool): a single statement runs as `begin; <scope>` · statement · `commit` on a connection of the shared pool;
 * a transaction's `begin` carries the scope in the same round trip.
 */
class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly enter: string,
  ) {}

  async query(query: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`begin; ${this.enter}`);
      const result = await client.query(query, values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((failed: Error) => {
        broken = failed;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const enter = this.enter;
    return new Proxy(client, {
      get(target, key) {
        if (key === 'query') {
          return (query: pg.QueryConfig | string, values?: unknown[]) =>
            startsTransaction(query)
              ? target.query(`${typeof query === 'string' ? query : query.text}; ${enter}`)
              : target.query(query as pg.QueryConfig, values);
        }
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

/** PGlite has one connection for everyone: each statement and each transaction takes its scope first. */
function scopedPglite(client: PGlite, enter: string) {
  const scoped = (tx: PgliteTransaction) => tx.exec(enter);
  return {
    query: (text: string, params?: unknown[], options?: object) =>
      client.transaction(async (tx) => {
        await scoped(tx);
        return tx.query(text, params, options);
      }),
    transaction: <T>(run: (tx: PgliteTransaction) => Promise<T>) =>
      client.transaction(async (tx) => {
        await scoped(tx);
        return run(tx);
      }),
  };
}

/** A handle whose every statement runs in `tenantId`'s scope (`null`: the platform's) on `client`'s connections. */
export function scopedDatabase(client: pg.Pool | PGlite, tenantId: number | null, logger?: Logger): Database {
  const enter = enterScopeSql(tenantId);
  if (client instanceof pg.Pool) {
    const pool = new ScopedPool(client, enter) as unknown as pg.Pool;
    return drizzlePg({ client: pool, ...drizzleOptions, logger }) as unknown as Database;
  }
  const pglite = scopedPglite(client, enter) as unknown as PGlite;
  return drizzlePglite({ client: pglite, ...drizzleOptions, logger }) as unknown as Database;
}

/** A tenant's database handle and how to let it go. */
export interface TenantConnection {
  db: Database;
  close(): Promise<void>;
}

/**
 * A tenant with a PostgreSQL database of its own: a pool of its own there, as large as the runtime's and with its
 * timeouts, idle connections closed after `idleMs`.
 */
export function ownDatabase(runtime: pg.Pool, url: string, tenantId: number, idleMs: number, logger?: Logger) {
  const pool = openPool(
    {
      connectionString: url,
      max: runtime.options.max ?? 10,
      idleTimeoutMillis: idleMs,
      application_name: `labconsign-tenant-${tenantId}`,
    },
    timeoutsOf(runtime),
    (error) => processLog.warn({ tenantId, err: error }, 'database connection lost'),
  );
  return { db: scopedDatabase(pool, tenantId, logger), close: () => pool.end() } satisfies TenantConnection;
}
