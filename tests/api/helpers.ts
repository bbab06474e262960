import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Envelope } from '../../contracts/envelope';
import { type App, buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';

// A fresh, migrated and seeded database per test app: in-memory PGlite (TEST_DB=pglite, the
// default) or a throw-away database on the local PostgreSQL server (TEST_DB=postgres).

const ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: App;
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Signs in a demo account (or any user) and returns its bearer token. */
  login(userName: string, options?: { password?: string; rememberClient?: boolean }): Promise<string>;
  /** Authorization header for a token. */
  auth(token: string): { authorization: string };
  close(): Promise<void>;
}

/** A throw-away database on the local PostgreSQL server (TEST_PG_URL), dropped by `drop()`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Serve a browser build from this directory. */
  distDir?: string;
  /** Add routes or hooks before the app is ready (e.g. a route that fails, to test the 500 path). */
  configure?: (app: App) => void | Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const scratch = kind === 'postgres' ? await createPostgresDatabase() : undefined;
  const handle = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
  await handle.migrate();
  if (options.seed !== false) await seedDemo(handle.db, { password: DEMO_PASSWORD });
  const app = await buildApp({ db: handle.db, jwtSecret: randomBytes(32).toString('hex'), distDir: options.distDir });
  await options.configure?.(app);
  await app.ready();

  async function login(userName: string, opts: { password?: string; rememberClient?: boolean } = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: {
        userNameOrEmailAddress: userName,
        password: opts.password ?? DEMO_PASSWORD,
        rememberClient: opts.rememberClient ?? false,
      },
    });
    const body = response.json<Envelope<{ accessToken: string }>>();
    if (response.statusCode !== 200 || !body.result) {
      throw new Error(`login ${userName} failed: ${response.statusCode} ${response.body}`);
    }
    return body.result.accessToken;
  }

  return {
    app,
    db: handle.db,
    kind,
    login,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await handle.close();
      await scratch?.drop();
    },
  };
}

/** The parsed envelope of an inject response. */
export const envelopeOf = <T = unknown>(response: { json<R>(): R }) => response.json<Envelope<T>>();
