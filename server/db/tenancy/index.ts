import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { eq, type Logger, sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_TENANT_ID, HOST_TENANT_ID } from '../../../contracts/tenant';
import type { Database } from '../client';
import { tenants } from '../schema/index';
import { ownDatabase, scopedDatabase, type TenantConnection } from './scope';

// Tenants in the data layer. The application's `db` is a stand-in that runs every statement in the scope of the
// tenant whose request (or job) is running (./scope.ts): row-level security then limits each read and write to that
// tenant, so no query names a tenant. Outside any tenant it is the platform's scope, in which the platform's own tables
// answer and every tenant table raises an error: nothing falls back to a tenant.

/** What a tenant's row says, as the requests need it (cached a few seconds: see TENANT_TTL_MS). */
export interface TenantInfo {
  id: number;
  tenancyName: string;
  name: string;
  isActive: boolean;
  connectionString: string | null;
}

interface Scope {
  tenant: TenantInfo;
  db: Database;
}

/** The host: tenant 0, never a row of `tenants`. */
export const HOST: TenantInfo = {
  id: HOST_TENANT_ID,
  tenancyName: '',
  name: '',
  isActive: true,
  connectionString: null,
};

/** How long a process trusts what it read of a tenant (renamed, switched off) before reading it again. */
const TENANT_TTL_MS = 5_000;
/** A tenant's connections unused this long are closed (the default tenant's and the host's stay). */
const IDLE_CLOSE_MS = 5 * 60_000;

const CURRENT = Symbol('current database');

/** The database a handle runs on now: the tenant's when `db` is the application's stand-in. */
export const actualDatabase = (db: Database): Database => (db as unknown as { [CURRENT]?: Database })[CURRENT] ?? db;

export class Tenancy {
  /** The application's handle: the running tenant's scope, the platform's outside any tenant. */
  readonly db: Database;
  /** The platform's scope: its own tables (tenants, jobs, live events, settings); tenant tables refuse it. */
  readonly platform: Database;
  private readonly scope = new AsyncLocalStorage<Scope>();
  private readonly connections = new Map<
    number,
    { connection: TenantConnection; url: string | null; usedAt: number }
  >();
  private readonly known = new Map<number, { info: TenantInfo | undefined; at: number }>();
  private readonly sweeper: NodeJS.Timeout;

  /**
   * `runtime`: the login's handle (the pool, or the embedded database) every scope runs on; `logger`: every statement
   * of the tenants' scopes (the bench captures a call's SQL with it).
   */
  constructor(
    private readonly runtime: Database,
    private readonly logger?: Logger,
  ) {
    const platform = scopedDatabase(this.client, null);
    this.platform = platform;
    const current = () => this.scope.getStore()?.db ?? platform;
    this.db = new Proxy(platform, {
      get(_target, key) {
        const db = current();
        if (key === CURRENT) return db;
        const value = Reflect.get(db, key, db);
        return typeof value === 'function' ? value.bind(db) : value;
      },
    });
    this.sweeper = setInterval(() => void this.closeIdle(), 60_000).unref();
  }

  private get client(): pg.Pool | PGlite {
    return (this.runtime as unknown as { $client: pg.Pool | PGlite }).$client;
  }

  /** True on PostgreSQL: only there may a tenant have a database of its own. */
  get onPostgres(): boolean {
    return this.client instanceof pg.Pool;
  }

  /** The tenant whose request or job is running; undefined outside any. */
  get current(): TenantInfo | undefined {
    return this.scope.getStore()?.tenant;
  }

  /** Runs `run` as `tenant`: every query of the application's `db` inside it is that tenant's. */
  async within<T>(tenant: TenantInfo, run: () => Promise<T>): Promise<T> {
    const db = await this.connection(tenant);
    return this.scope.run({ tenant, db }, run);
  }

  /** Enters `tenant` for the rest of a request (a hook's `done`). */
  async enter(tenant: TenantInfo, done: () => void): Promise<void> {
    const db = await this.connection(tenant);
    this.scope.run({ tenant, db }, done);
  }

  /** A tenant by id, or undefined when there is none; the host (0) is no tenant. */
  async tenant(id: number): Promise<TenantInfo | undefined> {
    if (id === HOST_TENANT_ID) return HOST;
    const cached = this.known.get(id);
    if (cached && Date.now() - cached.at < TENANT_TTL_MS) return cached.info;
    const [row] = await this.platform
      .select({
        id: tenants.id,
        tenancyName: tenants.tenancyName,
        name: tenants.name,
        isActive: tenants.isActive,
        connectionString: tenants.connectionString,
      })
      .from(tenants)
      .where(eq(tenants.id, id));
    this.known.set(id, { info: row, at: Date.now() });
    return row;
  }

  /** A tenant by its tenancy name (any letter case). */
  async tenantNamed(tenancyName: string): Promise<TenantInfo | undefined> {
    const [row] = await this.platform
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(sql`lower(${tenants.tenancyName})`, tenancyName.trim().toLowerCase()));
    return row ? this.tenant(row.id) : undefined;
  }

  /** Forget what this process read of a tenant (after the host changed it) and close its connections. */
  async forget(id: number): Promise<void> {
    this.known.delete(id);
    const open = this.connections.get(id);
    this.connections.delete(id);
    await open?.connection.close();
  }

  /**
   * Runs `run` in every tenant's scope, the host's included, one after the other: the work that spans tenants (the
   * SMS that messages ask for, start-up chores) is done tenant by tenant, as a tenant's own request would.
   */
  async forEachTenant(run: (tenant: TenantInfo) => Promise<void>): Promise<void> {
    const rows = await this.platform.select({ id: tenants.id }).from(tenants).orderBy(tenants.id);
    const failures: unknown[] = [];
    for (const id of [HOST_TENANT_ID, ...rows.map((row) => row.id)]) {
      const tenant = await this.tenant(id);
      // One tenant whose database is away does not hold up the others.
      if (tenant) await this.within(tenant, () => run(tenant)).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} tenant(s) failed`);
  }

  /** The default tenant: where a request lands when nothing names another. */
  defaultTenant(): Promise<TenantInfo | undefined> {
    return this.tenant(DEFAULT_TENANT_ID);
  }

  /** Runs `run` in the default tenant's scope, as one of its requests would (start-up lines, the probe, tests). */
  async withinDefault<T>(run: () => Promise<T>): Promise<T> {
    const tenant = await this.defaultTenant();
    if (!tenant) throw new Error('the default tenant is missing');
    return this.within(tenant, run);
  }

  private async connection(tenant: TenantInfo): Promise<Database> {
    const open = this.connections.get(tenant.id);
    if (open && open.url === tenant.connectionString) {
      open.usedAt = Date.now();
      return open.connection.db;
    }
    // A tenant moved to its own database (npm run tenant:move) since its pool opened: the old pool goes.
    if (open) void open.connection.close().catch(() => undefined);
    const connection = this.connect(tenant);
    this.connections.set(tenant.id, { connection, url: tenant.connectionString, usedAt: Date.now() });
    return connection.db;
  }

  /** The tenant's scope on the shared connections, or on a pool of its own database's. */
  private connect(tenant: TenantInfo): TenantConnection {
    const client = this.client;
    if (!tenant.connectionString) {
      return { db: scopedDatabase(client, tenant.id, this.logger), close: async () => undefined };
    }
    if (!(client instanceof pg.Pool)) {
      throw new Error('a tenant with a database of its own needs PostgreSQL (DATABASE_URL)');
    }
    return ownDatabase(client, tenant.connectionString, tenant.id, IDLE_CLOSE_MS, this.logger);
  }

  private async closeIdle(): Promise<void> {
    const now = Date.now();
    for (const [id, open] of this.connections) {
      if (id === DEFAULT_TENANT_ID || id === HOST_TENANT_ID || now - open.usedAt < IDLE_CLOSE_MS) continue;
      this.connections.delete(id);
      await open.connection.close();
    }
  }

  /** Closes every tenant's connections (the runtime's handle is the caller's). */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const open = [...this.connections.values()];
    this.connections.clear();
    await Promise.all(open.map((o) => o.connection.close()));
  }
}
