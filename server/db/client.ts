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

/**
 * PostgreSQL (with the pool size, default 10), an embedded database in a directory, or one in memory; `image`: an
 * in-memory PGlite opened from another one's data directory tarball (DatabaseHandle.dump); `engine`: PGlite's
 * compiled parts, for a process that opens many in-memory databases (the API tests).
 */
export type OpenOptions =
  | { url: string; poolMax?: number }
  | { dataDir: string }
  | { memory: true; image?: Blob; engine?: PgliteEngine };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** True when an embedded database directory was created by this call (first run). */
  created: boolean;
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to open copies from (OpenOptions `image`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** drizzle-kit's generated migrations (drizzle.config.ts `out`), kept outside the hand-written server code. */
export const migrationsFolder = join(appRoot, 'drizzle');

// An arbitrary constant shared by every process that migrates the same PostgreSQL database.
const MIGRATION_LOCK = 740_221_001;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.poolMax ?? 10);
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
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover) must not take the process down:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    created: false,
    async migrate() {
      // Several API processes may start at once: one migrates, the others wait, then find nothing to do.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
