import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { openDatabase } from '../../server/db/client';
import { prepareDatabase } from '../../server/db/prepare';
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed';
import { createPostgresDatabase } from './test-database';

// The compiled server as production runs it (plain node on the esbuild bundle), stopped the way an orchestrator
// stops it: a sign-in already under way when SIGTERM arrives still succeeds, the readiness probe turns 503 while
// the process drains, new connections are refused once it stops listening, and the process exits 0.

const root = resolve(import.meta.dirname, '../..');

/** A request whose body arrives in two parts, so that it is in flight for as long as the test wants. */
function slowSignIn(port: number) {
  const body = JSON.stringify({ userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberClient: false });
  const req = request({
    port,
    method: 'POST',
    path: '/api/TokenAuth/Authenticate',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((done, fail) => {
    req.on('error', fail);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
    });
  });
  req.write(body.slice(0, 10));
  return { answer, finish: () => req.end(body.slice(10)) };
}

/** Status of a GET on a fresh connection, or the connection error's code. */
function probe(port: number, path: string): Promise<number | string> {
  return new Promise((done) => {
    const req = request({ port, path, agent: false }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until<T>(check: () => Promise<T>, accept: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; tries < 600; tries += 1) {
    const value = await check();
    if (accept(value)) return value;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('the built server on SIGTERM', () => {
  let work: string;
  let bundle: string;
  let server: ChildProcess;
  let output = '';
  let scratch: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;

  beforeAll(async () => {
    // Its own bundle (the api and api-pg projects run at once); under the repository, where it finds its assets.
    mkdirSync(join(root, 'build'), { recursive: true });
    work = mkdtempSync(join(root, 'build', 'test-'));
    bundle = await buildServer(work);
    if (process.env.TEST_DB !== 'postgres') return; // the server makes and seeds its embedded database itself
    // On PostgreSQL the server seeds nothing (the demo data comes from npm run seed:demo).
    scratch = await createPostgresDatabase('lc_test');
    const handle = await openDatabase({ url: scratch.url });
    await prepareDatabase(handle);
    await seedDemo(handle.db, { password: DEMO_PASSWORD });
    await handle.close();
  });
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await scratch?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('finishes the request in flight, answers not-ready while draining, and exits 0', async () => {
    server = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DIST_DIR: join(work, 'no-dist'),
        JWT_SECRET: 'process-test-secret-0123456789abcdef',
        SHUTDOWN_DELAY_MS: '3000',
        SHUTDOWN_GRACE_MS: '20000',
        ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: join(work, 'data') }),
      },
    });
    const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const port = Number(
      (
        await until(
          async () => output.match(/running at http:\/\/localhost:(\d+)/),
          (match) => match !== null || server.exitCode !== null,
          'the server to listen',
        )
      )?.[1],
    );
    expect(port, output).toBeGreaterThan(0);
    expect(await probe(port, '/health/ready')).toBe(200);

    const signIn = slowSignIn(port);
    await sleep(300); // its headers are in: the request is in flight
    server.kill('SIGTERM');
    await until(
      () => probe(port, '/health/ready'),
      (status) => status === 503,
      'ready to answer 503',
    );
    expect(await probe(port, '/health/live')).toBe(200);
    await until(
      () => probe(port, '/health/live'),
      (status) => status === 'ECONNREFUSED',
      'the listener to close',
    );

    signIn.finish();
    const answer = await signIn.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).result.accessToken).toEqual(expect.any(String));
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"closed"');
  });
});
