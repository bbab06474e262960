import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../contracts/envelope';
import { ENV_SCHEMA } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { content, FILES, filePart, multipart } from '../api/files-fixture';
import { openSse } from '../api/sse-client';
import { createPostgresDatabase } from '../api/test-database';
import { freePort } from '../scale/api-process';
import { buildToScratch, jsonLines } from './built-server';
import {
  fromDeployFile,
  initRoles,
  type Roles,
  type Service,
  scratchDir,
  service,
  startNginx,
  startPgBouncer,
  until,
} from './topology';

// compose.yaml without containers: two compiled API replicas behind nginx (deploy/nginx.conf), on PostgreSQL through
// PgBouncer in transaction mode (deploy/pgbouncer.ini, no ignored startup parameters) as the runtime role that
// deploy/postgres-init.sh makes, their files in one S3-compatible store (s3rver). Every call goes through nginx, and
// each replica's log says which one served it (nginx's X-Request-Id is the API's request id).

/** How long a replica may take to migrate and listen on a busy two-core machine. */
const START_MS = 60_000;

const tag = randomBytes(4).toString('hex');
const roles: Roles = {
  owner: { user: `lc_owner_${tag}`, password: randomBytes(12).toString('hex') },
  runtime: { user: `lc_app_${tag}`, password: randomBytes(12).toString('hex') },
};
const jwtSecret = randomBytes(32).toString('hex');

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let built: Awaited<ReturnType<typeof buildToScratch>>;
let scratch: ReturnType<typeof scratchDir>;
let s3: { server: S3rver; endpoint: string; dir: ReturnType<typeof scratchDir> };
let bouncer: Service & { port: number };
let nginx: Service & { port: number };
const replicas: { name: string; port: number; process: Service }[] = [];
let seedLines: string[] = [];
let base: string;

function replicaEnv(port: number): Record<string, string> {
  const at = (role: { user: string; password: string }, hostPort: string) =>
    `postgres://${role.user}:${role.password}@${hostPort}/${database.name}`;
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: join(scratch.dir, 'data'),
    DIST_DIR: join(scratch.dir, 'no-dist'),
    DATABASE_URL: at(roles.runtime, `127.0.0.1:${bouncer.port}`),
    DATABASE_DIRECT_URL: at(roles.runtime, '127.0.0.1:5432'),
    DATABASE_MIGRATION_URL: at(roles.owner, '127.0.0.1:5432'),
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: 'true',
    PG_POOL_MAX: '5',
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'labconsign-files',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SHUTDOWN_GRACE_MS: '5000',
  };
}

/** Starts replica `index` (0 or 1) on `port` and waits until it is ready. */
async function startReplica(index: number, port: number) {
  const replica = { name: `api${index + 1}`, port, process: service(process.execPath, [built.main], replicaEnv(port)) };
  replicas[index] = replica;
  await until(
    async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200,
    START_MS,
    `${replica.name} to be ready`,
    replica.process.output,
  );
}

/** The replica whose log holds `requestId`. */
async function servedBy(requestId: string | null): Promise<string> {
  let name: string | undefined;
  await until(
    async () => {
      name = replicas.find((r) => requestId && r.process.output().includes(`"reqId":"${requestId}"`))?.name;
      return name !== undefined;
    },
    5_000,
    `a replica's log line for request ${requestId}`,
  );
  return name as string;
}

async function signIn(userName: string): Promise<string> {
  const response = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: userName, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<{ accessToken: string }>;
  if (!body.result) throw new Error(`sign-in of ${userName}: ${response.status} ${JSON.stringify(body)}`);
  return body.result.accessToken;
}

function uploadFile(token: string, file: Buffer) {
  const { payload, 'content-type': type } = multipart([filePart('report.pdf', file)]);
  return fetch(`${base}${FILES}/uploadFile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, 'accept-language': 'en' },
    body: payload,
  });
}

/** Calls `request` until the replica serving it is `wanted` (least_conn spreads idle calls over both). */
async function onReplica(wanted: string, request: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request();
    if ((await servedBy(response.headers.get('x-request-id'))) === wanted) return response;
    await response.arrayBuffer();
  }
  throw new Error(`nginx never sent a call to ${wanted}`);
}

const other = (name: string) => (name === 'api1' ? 'api2' : 'api1');

beforeAll(async () => {
  [database, built] = await Promise.all([createPostgresDatabase('lc_test'), buildToScratch()]);
  initRoles(database.name, roles);
  scratch = scratchDir('lc-stack-');
  const s3dir = scratchDir('lc-stack-s3-');
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir.dir });
  const { port: s3port } = await server.run();
  s3 = { server, endpoint: `http://127.0.0.1:${s3port}`, dir: s3dir };
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: 'labconsign-files' }));
  client.destroy();
  bouncer = await startPgBouncer(scratch.dir, roles.runtime);

  // The demo data (npm run seed:demo, compiled), with the replicas' settings; it migrates the database first.
  const seeding = service(process.execPath, [join(built.dir, 'seed-demo.js')], replicaEnv(0));
  const seeded = await seeding.exited;
  seedLines = seeding.lines();
  if (seeded !== 0) throw new Error(`seed-demo exited ${seeded}:\n${seeding.output()}`);

  const ports: [number, number] = [await freePort(), await freePort()];
  await startReplica(0, ports[0]);
  await startReplica(1, ports[1]);
  nginx = await startNginx(scratch.dir, ports);
  base = `http://127.0.0.1:${nginx.port}`;
}, 150_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.process.stop()));
  await Promise.all([nginx?.stop(), bouncer?.stop()]);
  await s3?.server.close();
  s3?.dir.remove();
  await database?.drop();
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  for (const role of [roles.owner.user, roles.runtime.user]) {
    await admin.query(`drop role if exists ${role}`).catch(() => undefined);
  }
  await admin.end();
  scratch?.remove();
  built?.remove();
}, 60_000);

describe('the compose topology, through nginx', () => {
  it('is ready through the pooler, and every line the replicas and the seed printed is JSON', async () => {
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    expect(jsonLines(seedLines)).toContainEqual(expect.objectContaining({ msg: expect.stringMatching(/^Demo data/) }));
    for (const replica of replicas) {
      const lines = jsonLines(replica.process.lines());
      expect(lines).toContainEqual(expect.objectContaining({ msg: expect.stringMatching(/^LabConsign is running/) }));
      expect(lines).toContainEqual(expect.objectContaining({ accounts: expect.any(Array) }));
    }
  });

  it('a file uploaded through one replica downloads byte-identical through the other', async () => {
    const token = await signIn('consignor');
    const file = content.pdf(256 * 1024);
    const uploaded = await uploadFile(token, file);
    expect(uploaded.status).toBe(200);
    const { path } = ((await uploaded.json()) as Envelope<{ path: string }>).result as { path: string };
    const writer = await servedBy(uploaded.headers.get('x-request-id'));
    const download = await onReplica(other(writer), () =>
      fetch(`${base}${FILES}/DownloadFile?path=${encodeURIComponent(path)}`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('an event written through one replica reaches a live stream held open on the other', async () => {
    const [consignor, lab] = [await signIn('consignor'), await signIn('lab')];
    const stream = await openSse(base, consignor);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    // The stream's replica: the one whose log has a request for /api/live/events still open.
    const streaming = replicas.find((r) => r.process.output().includes('/api/live/events'))?.name as string;
    const created = await onReplica(other(streaming), () =>
      fetch(`${base}/api/services/app/SysNotice/Create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${lab}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `stack ${randomBytes(3).toString('hex')}` }),
      }),
    );
    const id = ((await created.json()) as Envelope<{ id: string }>).result?.id;
    const event = await stream.next((e) => (e.data as { subjectId?: string }).subjectId === id, 20_000);
    expect(event.data).toMatchObject({ kind: 'noticePublished' });
    stream.close();
  });

  it("an upload over the application's limit gets the product's JSON 413, not nginx's", async () => {
    // nginx lets through every upload the application may take, so that the application is the one to refuse.
    const nginxLimit = Number(/client_max_body_size (\d+)m;/.exec(fromDeployFile('nginx.conf', []))?.[1]) * 2 ** 20;
    const { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_ACCESSORY_BYTES } = ENV_SCHEMA.properties;
    const defaults = [UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_ACCESSORY_BYTES].map(
      (setting) => (setting as unknown as { default: number }).default,
    );
    expect(nginxLimit).toBeGreaterThan(Math.max(...defaults) + 2 ** 20);
    const fileLimit = (UPLOAD_MAX_FILE_BYTES as unknown as { default: number }).default;
    const tooLarge = await uploadFile(await signIn('consignor'), content.pdf(fileLimit + 64 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('content-type')).toMatch(/json/);
    const body = (await tooLarge.json()) as Envelope<unknown>;
    expect(body.success).toBe(false);
    expect(body.error?.message).toEqual(expect.any(String));
  });

  it('replicas restarted while the other migrates start, and no migration lock outlives its migration', async () => {
    // Both at once: each takes the migration lock at start while the other may hold it.
    await Promise.all(replicas.map((r) => r.process.stop()));
    const ports = replicas.map((r) => r.port);
    await Promise.all(ports.map((port, index) => startReplica(index, port)));
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const direct = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database.name}` });
    await direct.connect();
    try {
      const held = await direct.query(
        "select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database where l.locktype = 'advisory' and d.datname = current_database() and l.granted",
      );
      expect(held.rows[0].n).toBe(0);
    } finally {
      await direct.end();
    }
  });
});
