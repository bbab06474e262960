import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import { type App, buildApp } from '../../server/app';
import type { WechatSettings } from '../../server/config';
import type { Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { outboxProvider } from '../../server/sms/outbox';
import type { SmsProvider } from '../../server/sms/provider';
import type { FileStorage, UploadLimits } from '../../server/storage/index';
import { localStorage } from '../../server/storage/local';
import { openScratch, type TestDbKind, testDbKind } from './test-database';

// A test app on a database of its own, a copy of the run's seeded template (tests/api/test-database.ts).

export interface TestApp {
  app: App;
  db: Database;
  kind: TestDbKind;
  /** Signs in a demo account (or any user) and returns its bearer token. */
  login(userName: string, options?: LoginOptions): Promise<string>;
  /** Authorization header for a token. */
  auth(token: string): { authorization: string };
  /** Runs `run` in the default tenant's scope, as a request of it would (`app.db` is then that tenant's). */
  inDefaultTenant<T>(run: () => Promise<T>): Promise<T>;
  /** With `queue`: the directory the outbox provider writes SMS to (tests/api/sms-outbox.ts reads it). */
  outboxDir: string;
  /** Without `storage`: the local directory uploaded files go to. */
  filesDir: string;
  close(): Promise<void>;
}

export interface LoginOptions {
  password?: string;
  rememberClient?: boolean;
  /** The tenant to sign in to (omitted: the default one). */
  tenantId?: number;
}

export interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Serve a browser build from this directory. */
  distDir?: string;
  /** Add routes or hooks before the app is ready (e.g. a route that fails, to test the 500 path). */
  configure?: (app: App) => void | Promise<void>;
  /** Run the job queue (SMS): `true` with the outbox provider in a directory of the app's own, or another provider. */
  queue?: true | { sms: SmsProvider };
  /** WeChat sign-in settings (server/config.ts `wechat`); omitted = off. */
  wechat?: WechatSettings;
  /** The mobile app's download address (APP_DOWNLOAD_URL); omitted = unset. */
  appDownloadUrl?: string;
  /** Uploaded files go here; omitted = a local directory of the app's own (`filesDir`). */
  storage?: FileStorage;
  uploadLimits?: UploadLimits;
  /** TENANCY_DOMAIN: `<tenancy name>.<domain>` names a tenant. */
  tenancyDomain?: string;
  /** The token signing secret (omitted = a random one): another app on the same database that shares it is a second API process. */
  jwtSecret?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const kind = testDbKind(process.env.TEST_DB);
  const scratch = await openScratch(kind, options.seed !== false, inject('apiTemplate'), inject('pooler'));
  const { handle } = scratch;
  const outboxDir = mkdtempSync(join(tmpdir(), 'lc-outbox-'));
  const filesDir = mkdtempSync(join(tmpdir(), 'lc-files-'));
  const sms = options.queue === true ? outboxProvider(outboxDir) : options.queue?.sms;
  const app = await buildApp({
    db: handle.db,
    directUrl: handle.directUrl,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    distDir: options.distDir,
    queue: sms && { context: { sms }, pollingIntervalSeconds: 0.5, stopTimeoutMs: 2000 },
    wechat: options.wechat,
    appDownloadUrl: options.appDownloadUrl,
    storage: options.storage ?? localStorage(filesDir),
    uploadLimits: options.uploadLimits,
    tenancyDomain: options.tenancyDomain,
  });
  await options.configure?.(app);
  await app.ready();

  async function login(userName: string, opts: LoginOptions = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      ...(opts.tenantId !== undefined && { headers: { 'abp.tenantid': String(opts.tenantId) } }),
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
    db: scratch.fixtures,
    kind,
    login,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    inDefaultTenant: (run) => app.tenancy.withinDefault(run),
    outboxDir,
    filesDir,
    async close() {
      await app.close();
      await scratch.close();
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The parsed envelope of an inject response. */
export const envelopeOf = <T = unknown>(response: { json<R>(): R }) => response.json<Envelope<T>>();
