import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import fastifyEnv from '@fastify/env';
import Fastify from 'fastify';
import { type Static, Type } from 'typebox';
import type { BackupSettings } from './backup/settings';
import type { PostgresUrls } from './db/client';
import { type DatabaseTimeouts, DEFAULT_TIMEOUTS } from './db/pool';
import type { HttpSmsSettings } from './sms/http';
import type { StorageSettings, UploadLimits } from './storage/index';

/**
 * Every environment variable the server reads, declared once with its type and default (.env.example documents
 * them, and a unit test keeps the two in step). Validated by @fastify/env (env-schema: ajv with type coercion).
 */
export const ENV_SCHEMA = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'HTTP port (0 = any free port).' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'Address to listen on.' }),
  DATA_DIR: Type.String({ default: 'data', description: 'Embedded database and generated secret (no DATABASE_URL).' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: "PostgreSQL as the runtime's login (may be PgBouncer in transaction mode); unset = embedded PGlite.",
    }),
  ),
  DATABASE_DIRECT_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'The same login on a session connection, never a transaction pooler (live events); = DATABASE_URL.',
    }),
  ),
  DATABASE_MIGRATION_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: "The tables' owner on a session connection (migrations only); unset = DATABASE_DIRECT_URL.",
    }),
  ),
  PG_POOL_MAX: Type.Integer({ minimum: 1, maximum: 500, default: 10, description: 'PostgreSQL pool size.' }),
  PG_CONNECT_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    default: DEFAULT_TIMEOUTS.connectMs,
    description: 'How long a statement waits for a PostgreSQL connection (pool full, server away) before failing.',
  }),
  PG_QUERY_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    default: DEFAULT_TIMEOUTS.queryMs,
    description: "How long a statement waits for PostgreSQL's answer before failing.",
  }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32, description: 'Token signing secret (≥ 32 characters).' })),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  DIST_DIR: Type.String({ default: 'dist', description: 'The built browser app.' }),
  TRUST_PROXY: Type.Optional(
    Type.String({ description: "'true' or comma-separated proxy addresses; unset = direct connections." }),
  ),
  SHUTDOWN_DELAY_MS: Type.Integer({
    minimum: 0,
    default: 0,
    description: 'After SIGTERM: answer /health/ready 503 this long, still serving, before closing the listener.',
  }),
  SHUTDOWN_GRACE_MS: Type.Integer({
    minimum: 0,
    default: 10_000,
    description: 'Then: how long in-flight requests may take before their connections are cut.',
  }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: 'Bearer token that /metrics requires.' })),
  DEMO_PASSWORD: Type.Optional(Type.String({ minLength: 8, description: 'Password of the seeded demo accounts.' })),
  SMS_PROVIDER: Type.Enum(['outbox', 'http'], {
    default: 'outbox',
    description: 'outbox: SMS go to DATA_DIR/outbox and the log; http: to the gateway at SMS_HTTP_URL.',
  }),
  SMS_HTTP_URL: Type.Optional(Type.String({ pattern: '^https?://', description: "The SMS gateway's send endpoint." })),
  SMS_HTTP_KEY: Type.Optional(Type.String({ minLength: 1, description: 'SMS gateway account key.' })),
  SMS_HTTP_SECRET: Type.Optional(Type.String({ minLength: 8, description: 'SMS gateway signing secret.' })),
  SMS_SIGN_NAME: Type.String({ default: 'LabConsign', description: 'Sender name the SMS gateway shows.' }),
  STORAGE: Type.Enum(['local', 's3'], {
    default: 'local',
    description: 'Where uploaded files go: local = DATA_DIR/files; s3 = the S3-compatible bucket S3_BUCKET.',
  }),
  S3_ENDPOINT: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'S3-compatible endpoint; unset = AWS S3 of S3_REGION.' }),
  ),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3, maxLength: 63, description: 'The bucket (STORAGE=s3).' })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1', description: 'The bucket region.' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1, description: 'S3 access key; unset = the SDK chain.' })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1, description: 'S3 secret key.' })),
  S3_FORCE_PATH_STYLE: Type.Boolean({
    default: false,
    description:
      'Address the bucket as endpoint/bucket (MinIO and most self-hosted stores) instead of bucket.endpoint.',
  }),
  UPLOAD_MAX_IMAGE_BYTES: Type.Integer({
    minimum: 1,
    default: 10 * 1024 * 1024,
    description: 'FileService/uploadImg.',
  }),
  UPLOAD_MAX_FILE_BYTES: Type.Integer({
    minimum: 1,
    default: 50 * 1024 * 1024,
    description: 'FileService/uploadFile.',
  }),
  UPLOAD_MAX_ACCESSORY_BYTES: Type.Integer({
    minimum: 1,
    default: 200 * 1024 * 1024,
    description: 'FileService/uploadAccessory (consignment and report attachments).',
  }),
  WECHAT_APP_ID: Type.Optional(Type.String({ maxLength: 64, description: 'WeChat sign-in: the app id (appid).' })),
  WECHAT_APP_SECRET: Type.Optional(Type.String({ maxLength: 128, description: 'WeChat sign-in: the app secret.' })),
  WECHAT_REDIRECT_URI: Type.Optional(
    Type.String({ pattern: '^https?://', description: "WeChat sign-in: this site's /auth-redirect, as registered." }),
  ),
  WECHAT_AUTHORIZE_URL: Type.String({
    pattern: '^https?://',
    default: 'https://open.weixin.qq.com/connect/qrconnect',
    description: "WeChat's sign-in page.",
  }),
  WECHAT_TOKEN_URL: Type.String({
    pattern: '^https?://',
    default: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    description: "WeChat's code-for-token endpoint.",
  }),
  WECHAT_USERINFO_URL: Type.String({
    pattern: '^https?://',
    default: 'https://api.weixin.qq.com/sns/userinfo',
    description: "WeChat's user information endpoint.",
  }),
  APP_DOWNLOAD_URL: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'The mobile app download address QRCodeService/Apk encodes.' }),
  ),
  BACKUP_DIR: Type.String({
    default: 'backups',
    description:
      'npm run backup: the copy of every stored file (files/) and, on PGlite, the database snapshots (pglite/).',
  }),
  PGBACKREST_CONFIG: Type.String({
    default: 'deploy/pgbackrest.conf',
    description: "PostgreSQL backups: pgBackRest's configuration (repository, data directory, retention).",
  }),
  PGBACKREST_STANZA: Type.String({ minLength: 1, default: 'labconsign', description: "pgBackRest's stanza." }),
  PGBACKREST_USER: Type.Optional(
    Type.String({
      pattern: '^[a-z_][a-z0-9_-]*$',
      description:
        "The operating-system user pgBackRest runs as when run by root (the cluster's owner, e.g. postgres).",
    }),
  ),
  PG_STOP_COMMAND: Type.Optional(
    Type.String({ minLength: 1, description: 'npm run restore: the shell command that stops PostgreSQL.' }),
  ),
  PG_START_COMMAND: Type.Optional(
    Type.String({ minLength: 1, description: 'npm run restore: the shell command that starts PostgreSQL again.' }),
  ),
  TENANCY_DOMAIN: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9.-]+\\.[a-z]{2,}$',
      description: 'Requests to <tenancy name>.<this domain> are that tenant’s; unset = chosen on the sign-in page.',
    }),
  ),
});
export type Env = Static<typeof ENV_SCHEMA>;

/** Values that must never be echoed in an error message. */
const SECRETS = new Set([
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'DATABASE_MIGRATION_URL',
  'JWT_SECRET',
  'METRICS_TOKEN',
  'DEMO_PASSWORD',
  'SMS_HTTP_KEY',
  'SMS_HTTP_SECRET',
  'WECHAT_APP_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

/** WeChat sign-in, when app id, secret and the registered landing address are all set. */
export interface WechatSettings {
  appId: string;
  appSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

/** Process settings, from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL (server/db/client.ts PostgresUrls); undefined = the embedded database. */
  database: PostgresUrls | undefined;
  poolMax: number;
  databaseTimeouts: DatabaseTimeouts;
  jwtSecret: string | undefined;
  logLevel: string;
  distDir: string;
  /** Fastify trustProxy: true/false or proxy addresses; undefined = direct connections. */
  trustProxy: boolean | string | undefined;
  shutdownDelayMs: number;
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  demoPassword: string | undefined;
  /** Where SMS go: the outbox directory, or an HTTP gateway (server/sms/). */
  sms: { provider: 'outbox'; outboxDir: string } | ({ provider: 'http' } & HttpSmsSettings);
  /** null = WeChat sign-in is off (no provider listed, no button). */
  wechat: WechatSettings | null;
  /** The mobile app's download address; undefined = QRCodeService/Apk answers 404. */
  appDownloadUrl: string | undefined;
  /** TENANCY_DOMAIN: `<tenancy name>.<domain>` names a tenant. */
  tenancyDomain: string | undefined;
  /** Where uploaded files are kept (server/storage/). */
  storage: StorageSettings;
  /** The largest upload of each kind, in bytes (FileService). */
  uploadLimits: UploadLimits;
  /** npm run backup / npm run restore (server/backup/). */
  backup: BackupSettings;
}

export class ConfigError extends Error {}

interface AjvError {
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function describe(error: AjvError, given: Record<string, string>): string {
  const name = error.instancePath.slice(1);
  const allowed = Array.isArray(error.params.allowedValues) ? ` (${error.params.allowedValues.join(', ')})` : '';
  const value = SECRETS.has(name) ? '' : `, not ${JSON.stringify(given[name])}`;
  return `${name} ${error.message}${allowed}${value}`;
}

/**
 * The configuration from `env` (default: the process environment) over the optional `envFile` (a .env file in
 * the working directory, when present). An empty value counts as unset. A bad value throws a ConfigError that
 * names each offending variable.
 */
export async function loadConfig(
  env: Record<string, string | undefined> = process.env,
  envFile: string | false = '.env',
): Promise<Config> {
  const fromFile = envFile && existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const given = Object.fromEntries(
    Object.entries({ ...fromFile, ...env }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const loader = Fastify();
  try {
    await loader.register(fastifyEnv, { schema: structuredClone(ENV_SCHEMA), data: given, env: false });
    await loader.ready();
  } catch (error) {
    const problems = ((error as { errors?: AjvError[] }).errors ?? []).map((e) => describe(e, given));
    throw new ConfigError(`Invalid configuration: ${problems.join('; ') || (error as Error).message}`);
  } finally {
    await loader.close();
  }
  const values = loader.getEnvs<Env>();
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(values.DATA_DIR),
    database: values.DATABASE_URL
      ? {
          url: values.DATABASE_URL,
          directUrl: values.DATABASE_DIRECT_URL,
          migrationUrl: values.DATABASE_MIGRATION_URL,
        }
      : undefined,
    poolMax: values.PG_POOL_MAX,
    databaseTimeouts: { connectMs: values.PG_CONNECT_TIMEOUT_MS, queryMs: values.PG_QUERY_TIMEOUT_MS },
    jwtSecret: values.JWT_SECRET,
    logLevel: values.LOG_LEVEL,
    distDir: resolve(values.DIST_DIR),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    metricsToken: values.METRICS_TOKEN,
    demoPassword: values.DEMO_PASSWORD,
    sms: smsSettings(values),
    wechat: wechatOf(values),
    appDownloadUrl: values.APP_DOWNLOAD_URL,
    tenancyDomain: values.TENANCY_DOMAIN,
    storage: storageOf(values),
    uploadLimits: {
      image: values.UPLOAD_MAX_IMAGE_BYTES,
      file: values.UPLOAD_MAX_FILE_BYTES,
      accessory: values.UPLOAD_MAX_ACCESSORY_BYTES,
    },
    backup: {
      dir: resolve(values.BACKUP_DIR),
      pgbackrest: {
        config: resolve(values.PGBACKREST_CONFIG),
        stanza: values.PGBACKREST_STANZA,
        user: values.PGBACKREST_USER,
      },
      stopCommand: values.PG_STOP_COMMAND,
      startCommand: values.PG_START_COMMAND,
    },
  };
}

/** Local files under DATA_DIR/files, or the S3 bucket (which needs S3_BUCKET; the key pair goes together). */
function storageOf(values: Env): StorageSettings {
  if (values.STORAGE === 'local') return { kind: 'local', dir: resolve(values.DATA_DIR, 'files') };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!bucket) throw new ConfigError('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    bucket,
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function wechatOf(values: Env): WechatSettings | null {
  const { WECHAT_APP_ID: appId, WECHAT_APP_SECRET: appSecret, WECHAT_REDIRECT_URI: redirectUri } = values;
  if (!appId || !appSecret || !redirectUri) return null;
  return {
    appId,
    appSecret,
    redirectUri,
    authorizeUrl: values.WECHAT_AUTHORIZE_URL,
    tokenUrl: values.WECHAT_TOKEN_URL,
    userInfoUrl: values.WECHAT_USERINFO_URL,
  };
}

/** The SMS provider's settings; http needs its URL, key and secret (a ConfigError names what is missing). */
function smsSettings(values: Env): Config['sms'] {
  if (values.SMS_PROVIDER === 'outbox') return { provider: 'outbox', outboxDir: resolve(values.DATA_DIR, 'outbox') };
  const { SMS_HTTP_URL: url, SMS_HTTP_KEY: key, SMS_HTTP_SECRET: secret } = values;
  if (!url || !key || !secret) {
    const missing = Object.entries({ SMS_HTTP_URL: url, SMS_HTTP_KEY: key, SMS_HTTP_SECRET: secret })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new ConfigError(`Invalid configuration: SMS_PROVIDER=http needs ${missing.join(', ')}`);
  }
  return { provider: 'http', url, key, secret, signName: values.SMS_SIGN_NAME };
}

function parseTrustProxy(value: string | undefined): boolean | string | undefined {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/** Where the embedded database keeps its files inside the data directory. */
export const pgliteDir = (dataDir: string) => resolve(dataDir, 'pglite');
