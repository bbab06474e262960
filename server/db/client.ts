import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { appRoot } from '../lib/app-root';
import { processLog } from '../lib/process-log';
import { type DatabaseTimeouts, DEFAULT_TIMEOUTS, openPool } from './pool';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One handle type for both drivers: code never knows whether it runs on PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A handle a query runs on: the database itself or a caller's transaction. */
export type Db = Database | Transaction;

/** How Drizzle reads the schema: column names are the keys in snake_case (server/db/schema/columns.ts). */
export const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * PGlite's compiled WebAssembly and file bundle, which it otherwise reads and compiles again for each database, and
 * the server settings it starts with (PGlite.defaultStartParams unless given).
 */
export type PgliteEngine = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle' | 'startParams'>;

/** PostgreSQL's three ways in (server/config.ts DATABASE_URL, DATABASE_DIRECT_URL, DATABASE_MIGRATION_URL). */
export interface PostgresUrls {
  /** The runtime's login (owns no table); may be a pooler in transaction mode. */
  url: string;
  /** The same login on a session of its own (LISTEN); default `url`. */
  directUrl?: string;
  /** The tables' owner on a session of its own (migrations and their lock); default `directUrl`. */
  migrationUrl?: string;
}

/**
 * PostgreSQL (with the pool size, default 10, and the timeouts, default DEFAULT_TIMEOUTS), an embedded database in a directory, or one in memory; `image`: an
 * in-memory PGlite opened from another one's data directory tarball (DatabaseHandle.dump); `engine`: PGlite's
 * compiled parts, for a process that opens many in-memory databases (the API tests).
 */
export type OpenOptions =
  | (PostgresUrls & { poolMax?: number; timeouts?: DatabaseTimeouts })
  | { dataDir: string }
  | { memory: true; image?: Blob; engine?: PgliteEngine };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when an embedded database directory was created by this call (first run). */
  created: boolean;
  /** PostgreSQL: the session connection for LISTEN (PostgresUrls `directUrl`). */
  directUrl?: string;
  /** PostgreSQL: the owner's connection, for what only the owner may set up (the job queue's schema). */
  migrationUrl?: string;
  /** Applies the pending migrations as the owner; `log` hears of a wait for another process's migration. */
  migrate(log?: (message: string) => void): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (default uncompressed), to open copies from (OpenOptions `image`). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

/** drizzle-kit's generated migrations (drizzle.config.ts `out`), kept outside the hand-written server code. */
export const migrationsFolder = join(appRoot, 'drizzle');

// An arbitrary constant shared by every process that migrates the same PostgreSQL database.
const MIGRATION_LOCK = 740_221_001;
/** The roles the runtime's statements switch to (drizzle/0015, 0019; server/db/tenancy/scope.ts). */
const RUNTIME_ROLES = ['labconsign_tenant', 'labconsign_runtime'];

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options, options.poolMax ?? 10, options.timeouts ?? DEFAULT_TIMEOUTS);
  const dataDir = 'dataDir' in options ? resolve(options.dataDir) : undefined;
  const created = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create({
        loadDataDir: 'image' in options ? options.image : undefined,
        ...('engine' in options ? options.engine : {}),
      });
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    created: dataDir === undefined || created,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: (compression = 'none') => client.dumpDataDir(compression),
    close: () => client.close(),
  };
}

async function openPostgres(urls: PostgresUrls, max: number, timeouts: DatabaseTimeouts): Promise<DatabaseHandle> {
  const directUrl = urls.directUrl ?? urls.url;
  const migrationUrl = urls.migrationUrl ?? directUrl;
  const pool = openPool({ connectionString: urls.url, max }, timeouts, (error) =>
    processLog.warn({ err: error }, 'database connection lost'),
  );
  // Who the runtime is on the server (a pooler may log in as another user than the URL names).
  const { rows } = await pool.query<{ login: string }>('select current_user as login');
  const login = rows[0]?.login as string;
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    created: false,
    directUrl,
    migrationUrl,
    async migrate(log = () => undefined) {
      // A session of its own, closed at the end: its advisory lock goes with it, whatever happens to this process, so
      // no lock outlives its migration (a pooled connection would keep it). Several processes may start at once: one
      // migrates, the others wait, then find nothing to do.
      const owner = new pg.Client({ connectionString: migrationUrl, application_name: 'labconsign-migrate' });
      await owner.connect();
      try {
        const tried = await owner.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
          MIGRATION_LOCK,
        ]);
        if (!tried.rows[0]?.locked) {
          log('another process is migrating the database; waiting for it');
          await owner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        }
        await migratePg(drizzlePg({ client: owner, ...drizzleOptions }), { migrationsFolder });
        await grantRuntimeRoles(owner, login);
      } finally {
        await owner.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** Lets the runtime's login take the roles its statements switch to, when it is not the owner itself. */
async function grantRuntimeRoles(owner: pg.Client, login: string): Promise<void> {
  const { rows } = await owner.query<{ owner: string; member: boolean }>(
    `select current_user as owner, pg_has_role($1, 'labconsign_tenant', 'member')
       and pg_has_role($1, 'labconsign_runtime', 'member') as member`,
    [login],
  );
  if (rows[0]?.member || rows[0]?.owner === login) return;
  const grant = `grant ${RUNTIME_ROLES.join(', ')} to ${pg.escapeIdentifier(login)}`;
  try {
    await owner.query(grant);
  } catch (error) {
    throw new Error(`the migration role may not let ${login} take the runtime roles; as a superuser run: ${grant}`, {
      cause: error,
    });
  }
}
