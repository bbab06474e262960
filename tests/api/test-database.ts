import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_TENANT_ID } from '../../contracts/tenant';
import {
  type Database,
  type DatabaseHandle,
  drizzleOptions,
  openDatabase,
  type PgliteEngine,
} from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_PASSWORD, type PasswordHashCost, seedDemo } from '../../server/db/seed';
import { RUNTIME } from '../support/pgbouncer';

// The API tests' databases: in-memory PGlite (TEST_DB=pglite, the default) or databases on the local PostgreSQL
// server (TEST_DB=postgres). Migrating and seeding cost most of a test file's start, so the global setup
// (tests/api/global-setup.ts) does it once per run into a template, and every test app opens a copy of it.

export const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDbKind = 'pglite' | 'postgres';
export const testDbKind = (value: string | undefined): TestDbKind => (value === 'postgres' ? 'postgres' : 'pglite');

/** The run's migrated and seeded database: a PGlite data directory tarball, or a PostgreSQL database to copy. */
export type Template = { kind: 'pglite'; image: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate?: Template;
    pooler?: Pooler;
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database on the local server, empty or (PostgreSQL's CREATE DATABASE … TEMPLATE) a copy of `template`. */
export async function createPostgresDatabase(
  prefix: 'lc_test' | 'lc_tpl',
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * The demo accounts' password hashes in the tests: argon2id still, at RFC 9106's low-memory end instead of the
 * library's 64 MiB × 3 passes. The suites sign the demo accounts in hundreds of times, and each sign-in verified the
 * default hash (a quarter of a CPU second): about a tenth of the API suites' CPU time. Passwords set through the API
 * (registration, changes, resets) are still hashed with the defaults the product uses.
 */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 4096, timeCost: 1, parallelism: 1 };

/** Brings a new database to the current schema and, when asked, fills it with the demo data. */
export async function prepare(handle: DatabaseHandle, seed: boolean): Promise<void> {
  await prepareDatabase(handle);
  if (seed) await seedDemo(handle.db, { password: DEMO_PASSWORD, hashCost: TEST_HASH_COST });
}

/**
 * PGlite's compiled WebAssembly and file bundle, and the template's tarball, each made once per worker: the API
 * projects run file after file in one worker (vite.config.ts), and reading the 44 MB tarball and PGlite's 15 MB of
 * parts again for every test app cost about 0.3 s CPU each, mostly system time (bench/results/test-speed.md, part 3). A test database
 * starts with 16 MB of shared buffers instead of PostgreSQL's 128 MB: opening a copy of the template took 1.2–2 CPU s
 * with 128 MB and about 0.7 s with 16 MB, and a test file reads a little of the 44 MB database (bench/results/test-speed.md, part 7).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
let engine: Promise<PgliteEngine> | undefined;
const images = new Map<string, Blob>();

/**
 * A Blob that also keeps its bytes at hand. PGlite reads the file bundle and the template through `arrayBuffer()` on
 * every database it opens, and Node's Blob answers that by reading its store in chunks and joining them: 0.4 s of CPU
 * for the 44 MB template, more than half of opening a copy (bench/results/test-speed.md, part 9). A copy of the held
 * bytes is a plain memory copy.
 */
class HeldBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  constructor(bytes: Uint8Array<ArrayBuffer>) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

function pgliteEngine(): Promise<PgliteEngine> {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = (file: string) => WebAssembly.compile(readFileSync(join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    const fsBundle = new HeldBlob(readFileSync(join(dist, 'pglite.data')));
    return { pgliteWasmModule, initdbWasmModule, fsBundle, startParams: TEST_START_PARAMS };
  })();
  return engine;
}

function templateImage(path: string): Blob {
  let image = images.get(path);
  if (!image) {
    image = new HeldBlob(readFileSync(path));
    images.set(path, image);
  }
  return image;
}

/**
 * The tests' own statements (fixtures and checks, as a superuser past row-level security) write as the default tenant,
 * as the data from before tenants did: a session default of their own connection, which the app never shares on
 * PostgreSQL and overrides with its own scope on PGlite's one connection (server/db/tenancy/scope.ts), so the app
 * itself still finds no tenant outside one.
 */
const FIXTURES_OPTIONS = `-c app.tenant_id=${DEFAULT_TENANT_ID}`;

export interface ScratchDatabase {
  /** What the app runs on. */
  handle: DatabaseHandle;
  /** What the test reads and writes on itself (the superuser, the default tenant's by default). */
  fixtures: Database;
  close(): Promise<void>;
}

/** The run's PgBouncer (the api-pooler project): the app's login goes through it as a role that owns nothing. */
export interface Pooler {
  port: number;
}

/** `url` as the runtime's login, through the pooler when `port` is given. */
export function runtimeUrl(url: string, port?: number): string {
  const runtime = new URL(url);
  runtime.username = RUNTIME.user;
  runtime.password = RUNTIME.password;
  if (port !== undefined) {
    runtime.hostname = '127.0.0.1';
    runtime.port = String(port);
  }
  return runtime.toString();
}

/**
 * A database of one test app's own: a copy of the run's seeded template when there is one and the app wants the
 * demo data; otherwise (seed: false, or a project without the global setup) a new one migrated, and seeded unless
 * told not to, here. With `pooler`, the app's statements go through PgBouncer as the runtime login, and its session
 * connections (LISTEN, migrations) straight to the server, as in production.
 */
export async function openScratch(
  kind: TestDbKind,
  seed: boolean,
  template?: Template,
  pooler?: Pooler,
): Promise<ScratchDatabase> {
  const copyOf = seed && template?.kind === kind ? template : undefined;
  if (kind === 'pglite') {
    const image = copyOf?.kind === 'pglite' ? templateImage(copyOf.image) : undefined;
    const handle = await openDatabase({ memory: true, image, engine: await pgliteEngine() });
    await handle.db.execute(sql.raw(`set app.tenant_id = '${DEFAULT_TENANT_ID}'`));
    if (!image) await prepare(handle, seed);
    return { handle, fixtures: handle.db, close: () => handle.close() };
  }
  const scratch = await createPostgresDatabase('lc_test', copyOf?.kind === 'postgres' ? copyOf.database : undefined);
  const handle = await openDatabase(
    pooler
      ? { url: runtimeUrl(scratch.url, pooler.port), directUrl: runtimeUrl(scratch.url), migrationUrl: scratch.url }
      : { url: scratch.url },
  );
  if (!copyOf) await prepare(handle, seed);
  // A copy of the template is migrated; as the owner's first start would, this lets the runtime login take its roles.
  else if (pooler) await handle.migrate();
  const fixturePool = new pg.Pool({ connectionString: scratch.url, max: 2, options: FIXTURES_OPTIONS });
  return {
    handle,
    fixtures: drizzle({ client: fixturePool, ...drizzleOptions }) as unknown as Database,
    async close() {
      await handle.close();
      await fixturePool.end();
      await scratch.drop();
    },
  };
}
