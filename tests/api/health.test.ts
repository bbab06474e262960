import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { TENANT_ROLE } from '../../server/db/tenancy/scope';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { createPostgresDatabase } from './test-database';

// The probes a load balancer and an orchestrator poll: live while the process runs; ready only when the database
// answers with every migration applied and a tenant's statement runs as a request's would, and not once the process
// drains for a shutdown.

describe('health probes', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'lc-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LabConsign</title>');
    t = await createTestApp({ seed: false, distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers live and ready on a migrated database', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('keeps unknown /health paths out of the browser app', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/health/whatever' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/json/);
    // The browser app still answers its own paths.
    const page = await t.app.inject({ method: 'GET', url: '/consignments' });
    expect(page.headers['content-type']).toMatch(/html/);
  });

  it('turns not-ready, while still live, once the process drains', async () => {
    t.app.markDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness while starting', () => {
  it('answers 503 until the migrations are applied, then 200', async () => {
    const scratch = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase('lc_test') : undefined;
    const handle = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
    const app = await buildApp({ db: handle.db, jwtSecret: randomBytes(32).toString('hex') });
    try {
      const before = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(before.statusCode).toBe(503);
      expect(before.json()).toEqual({ status: 'starting', reason: 'migrations' });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
      await handle.migrate();
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
      await scratch?.drop();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    const app = await buildApp({ db: handle.db, jwtSecret: randomBytes(32).toString('hex') });
    try {
      await handle.close();
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
    } finally {
      await app.close();
    }
  });
});

describe('readiness when requests fail', () => {
  it("answers 503 while the tenants' role cannot read the users, as a sign-in cannot", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      // On the owner's connection (outside any tenant): the tables are still there, and still the owner's to read.
      await t.db.execute(sql`revoke select on users from ${sql.identifier(TENANT_ROLE)}`);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/TokenAuth/Authenticate',
        payload: { userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberClient: false },
      });
      expect(signIn.statusCode).toBe(500);
      expect(envelopeOf(signIn).success).toBe(false);
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'tenant' });
    } finally {
      await t.close();
    }
  });
});
