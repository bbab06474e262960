import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'drizzle-orm';
import Fastify, { type FastifyHttpOptions, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { writeSnapshot } from './backup/pglite';
import { lastBackupAt } from './backup/record';
import { filesArchiveDir, pgliteSnapshotDir } from './backup/settings';
import { takeBackup } from './backup/take';
import type { WechatSettings } from './config';
import type { Database } from './db/client';
import { Tenancy } from './db/tenancy/index';
import { queueImageMove } from './jobs/files';
import { type QueueOptions, startQueue } from './jobs/queue';
import { appRoot } from './lib/app-root';
import { serializerCompiler } from './lib/serialization';
import { validatorCompiler } from './lib/validation';
import livePlugin from './live/plugin';
import authPlugin from './plugins/auth';
import backupPlugin from './plugins/backup';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import envelopePlugin from './plugins/envelope';
import healthPlugin from './plugins/health';
import inputKeysPlugin from './plugins/input-keys';
import inputTextPlugin from './plugins/input-text';
import languagePlugin from './plugins/language';
import metricsPlugin from './plugins/metrics';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import storagePlugin from './plugins/storage';
import swaggerPlugin from './plugins/swagger';
import tenancyPlugin from './plugins/tenancy';
import accountRoutes from './services/account/routes';
import { testParamRoutes } from './services/catalogue/param-routes';
import { testSampleRoutes } from './services/catalogue/routes';
import configurationRoutes from './services/configuration/routes';
import buConsignInfoRoutes from './services/consign-info/routes';
import consignUnitRoutes from './services/consign-unit/routes';
import dashboardRoutes from './services/dashboard/routes';
import enumValueRoutes from './services/enum-value/routes';
import { fileServiceRoutes, unitImageRoutes } from './services/file/routes';
import ilisIntegrationRoutes from './services/ilis-integration/routes';
import messageRoutes from './services/message/routes';
import noticeRoutes from './services/notice/routes';
import projectRoutes from './services/project/routes';
import { qrCodeRoutes } from './services/qr-code/routes';
import { qualificationRoutes, tuQualificationRoutes } from './services/qualification/routes';
import buReportRoutes from './services/report/routes';
import roleRoutes from './services/role/routes';
import buSampleInfoRoutes from './services/sample-info/routes';
import sampleLabelRoutes from './services/sample-label/routes';
import sessionRoutes from './services/session/routes';
import bookingRoutes from './services/site-consign/routes';
import smsRecordRoutes from './services/sms-record/routes';
import { sysBaseStandardRoutes, sysTestSampleRoutes } from './services/sys-library/routes';
import systemParamRoutes from './services/system-param/routes';
import tenantRoutes from './services/tenant/routes';
import testRoutes from './services/test/routes';
import testUnitRoutes from './services/test-unit/routes';
import thirdAuthPlugin from './services/third-auth/plugin';
import thirdAuthRoutes from './services/third-auth/routes';
import tokenAuthRoutes from './services/token-auth/routes';
import { unitLogoRoutes } from './services/unit-logo/routes';
import userRoutes from './services/user/routes';
import validateCodeRoutes from './services/validate-code/routes';
import { DEFAULT_UPLOAD_LIMITS, type FileStorage, type UploadLimits } from './storage/index';
import { localStorage } from './storage/local';

export interface AppOptions {
  /** The runtime's login handle; every statement on it runs in a tenant's or the platform's scope (db/tenancy). */
  db: Database;
  /** PostgreSQL: a session connection for LISTEN (DATABASE_DIRECT_URL), when `db` goes through a pooler. */
  directUrl?: string;
  jwtSecret: string;
  /** TENANCY_DOMAIN: `<tenancy name>.<domain>` names a tenant; omitted = tenants are chosen on the sign-in page. */
  tenancyDomain?: string;
  logger?: FastifyServerOptions['logger'];
  /** Told every statement the requests run on their tenant's connections (the bench's capture); omitted = none. */
  sqlLogger?: Logger;
  /** The built browser app; omitted = API only. */
  distDir?: string;
  /** Behind a load balancer: which forwarded-for hops to trust (client address for the sign-in limit). */
  trustProxy?: boolean | string;
  /** Bearer token for GET /metrics (METRICS_TOKEN); unset = only loopback callers not behind a proxy may read it. */
  metricsToken?: string;
  /** Run the job queue (SMS sending, stored files) in this process; omitted = no queue (tests that need none). */
  queue?: Pick<QueueOptions, 'pollingIntervalSeconds' | 'stopTimeoutMs'> & {
    /** The services the jobs use besides the storage below. */
    context: Omit<QueueOptions['context'], 'storage'>;
  };
  /** WeChat sign-in (server/config.ts); omitted or null = off: no provider listed, no button. */
  wechat?: WechatSettings | null;
  /** The mobile app's download address for QRCodeService/Apk (APP_DOWNLOAD_URL); omitted = 404. */
  appDownloadUrl?: string;
  /** Where uploaded files go (server/storage/); omitted = a directory under the system's temporary directory. */
  storage?: FileStorage;
  /** The largest upload of each kind; omitted = the defaults of server/config.ts. */
  uploadLimits?: UploadLimits;
  /**
   * The embedded database: POST /backup takes its online backup into `dir` (BACKUP_DIR), `dump` being the database's
   * (DatabaseHandle.dump); omitted = no /backup (PostgreSQL is backed up by pgBackRest, npm run backup).
   */
  backup?: { dir: string; dump: () => Promise<Blob> };
}

const pkg = JSON.parse(readFileSync(`${appRoot}/package.json`, 'utf8')) as { version: string };
const releaseDate = new Date().toISOString();

/** The services of the API manifest: each knows its own path. */
const SERVED: FastifyPluginAsync[] = [
  tokenAuthRoutes,
  systemParamRoutes,
  enumValueRoutes,
  dashboardRoutes,
  accountRoutes,
  testSampleRoutes,
  testParamRoutes,
  projectRoutes,
  testUnitRoutes,
  consignUnitRoutes,
  validateCodeRoutes,
  roleRoutes,
  smsRecordRoutes,
  buConsignInfoRoutes,
  buSampleInfoRoutes,
  bookingRoutes,
  buReportRoutes,
  noticeRoutes,
  userRoutes,
  messageRoutes,
  thirdAuthRoutes,
  tenantRoutes,
  configurationRoutes,
  sampleLabelRoutes,
  ilisIntegrationRoutes,
  testRoutes,
  tuQualificationRoutes,
  qualificationRoutes,
  unitLogoRoutes,
  sysTestSampleRoutes,
  sysBaseStandardRoutes,
  fileServiceRoutes,
  unitImageRoutes,
];

/** Accept a caller's request id (load balancer, client) when it is short and plain; else make one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  // A random UUID (node's, from a cached pool of entropy): a request id needs no time order, and v7's fresh random
  // bytes per call were 3% of a light request's CPU.
  return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
}

/** The API (and, with distDir, the browser app) as one Fastify instance; listening is the caller's business. */
export async function buildApp(options: AppOptions) {
  const serverOptions: FastifyHttpOptions<Server> = {
    logger: options.logger ?? false,
    genReqId: requestId,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    // A path that does not decode (/%c0) is refused before any hook runs: still an envelope with the request id.
    frameworkErrors: (error, request, reply) =>
      app.errorHandler(error, request, reply.header('x-request-id', request.id)),
  };
  const app = Fastify(serverOptions).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const tenancy = new Tenancy(options.db, options.sqlLogger);
  await app.register(tenancyPlugin, { tenancy, domain: options.tenancyDomain });
  const db = tenancy.db;

  const storage = options.storage ?? localStorage(join(tmpdir(), 'labconsign-files'));
  // Jobs start with the app and stop when it closes, after the last request (which may have queued one) is answered.
  const queue =
    options.queue &&
    (await startQueue(db, {
      ...options.queue,
      tenancy,
      login: options.db,
      context: { ...options.queue.context, storage },
      log: app.log,
    }));
  // The tenants' connections close after the jobs have finished (a job still sending writes its record on them).
  app.addHook('onClose', async () => {
    await queue?.stop();
    await tenancy.close();
  });
  if (queue) await queueImageMove(tenancy, queue);

  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { db });
  await app.register(storagePlugin, {
    storage,
    limits: options.uploadLimits ?? DEFAULT_UPLOAD_LIMITS,
  });
  await app.register(languagePlugin);
  await app.register(envelopePlugin);
  await app.register(metricsPlugin, {
    token: options.metricsToken,
    queue,
    login: options.db,
    lastBackup: () => lastBackupAt(tenancy.platform),
  });
  const backup = options.backup;
  if (backup) {
    const archive = localStorage(filesArchiveDir(backup.dir));
    const snapshot = () => writeSnapshot(backup.dump, pgliteSnapshotDir(backup.dir));
    await app.register(backupPlugin, {
      token: options.metricsToken,
      run: () => takeBackup({ tenancy, storage, archive, snapshot }),
    });
  }
  await app.register(inputKeysPlugin);
  await app.register(inputTextPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret });
  await app.register(swaggerPlugin, { version: pkg.version });
  await app.register(healthPlugin, { login: options.db });
  await app.register(livePlugin, { login: options.db, directUrl: options.directUrl, secret: options.jwtSecret });
  await app.register(thirdAuthPlugin, { wechat: options.wechat ?? null, secret: options.jwtSecret });

  // Paths are the product's wire names (docs/api.md), matched case-insensitively as in ABP.
  await app.register(sessionRoutes, { version: pkg.version, releaseDate });
  // The services of the API manifest (contracts/api) register at the paths it gives them.
  for (const routes of SERVED) await app.register(routes);
  await app.register(qrCodeRoutes(options.appDownloadUrl));

  if (options.distDir) await app.register(spaPlugin, { distDir: options.distDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
