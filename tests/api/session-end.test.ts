import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CreatedTenant } from '../../contracts/tenant';
import { type App, buildApp } from '../../server/app';
import { users } from '../../server/db/schema/index';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelopeOf, type TestApp } from './helpers';
import { openSse, type SseStream } from './sse-client';
import { as } from './tenant-fixture';

// Sessions that end close their open live streams at once on every API process (issue 38): the change is made on one
// app, the streams are open on a second app over the same database (two processes' worth: its own bus and, on
// PostgreSQL, its own LISTEN connection). Without the announcement a stream noticed only at its heartbeat (20 s).

/** What the product promises: the party's streams close within a second of the change's answer, on every process. */
const AT_ONCE_MS = 1_000;

let t: TestApp;
let other: App;
let otherBase: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  const jwtSecret = randomBytes(32).toString('hex');
  t = await createTestApp({ jwtSecret });
  other = await buildApp({ db: t.db, jwtSecret });
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await other?.close();
  await t?.close();
});

/** A stream on the other app, once it is ready. */
async function streamOf(token: string, tenantId = 1): Promise<SseStream> {
  const stream = await openSse(otherBase, token, undefined, as(tenantId));
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

async function post(url: string, token: string, payload: object, tenantId = 1) {
  const response = await t.app.inject({ method: 'POST', url, headers: as(tenantId, token), payload });
  expect(response.statusCode, response.body).toBe(200);
}

const idOf = async (userName: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0]?.id as string;

describe('a session that ends closes its live stream on every process at once', () => {
  test('signing out ends that token’s stream, not the same user’s other sign-in', async () => {
    const [signedOut, kept] = [await t.login('lab'), await t.login('lab')];
    const [ending, staying] = [await streamOf(signedOut), await streamOf(kept)];
    const response = await t.app.inject({ url: '/api/TokenAuth/Logout', headers: t.auth(signedOut) });
    expect(response.statusCode).toBe(200);
    expect(await ending.endsWithin(AT_ONCE_MS)).toBe(true);
    expect(await staying.endsWithin(1_000)).toBe(false);
  });

  test('a password reset ends the user’s streams', async () => {
    const stream = await streamOf(await t.login('consignor'));
    await post('/api/services/app/User/ResetPassword', await t.login('admin'), {
      adminPassword: DEMO_PASSWORD,
      userId: await idOf('consignor'),
      newPassword: 'Reset#9753',
    });
    expect(await stream.endsWithin(AT_ONCE_MS)).toBe(true);
  });

  test('deactivating a user ends their streams', async () => {
    const stream = await streamOf(await t.login('lab2'));
    await post('/api/services/app/User/ChangeUserActive', await t.login('admin'), {
      userId: await idOf('lab2'),
      isActive: false,
    });
    expect(await stream.endsWithin(AT_ONCE_MS)).toBe(true);
  });

  test('switching a tenant off ends its users’ streams; another tenant’s stay', async () => {
    const host = await t.login('host', { tenantId: 0 });
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Tenant/Create',
      headers: as(0, host),
      payload: { tenancyName: 'east', name: 'East', adminEmailAddress: 'admin@east.example.org' },
    });
    const east = envelopeOf<CreatedTenant>(create).result as CreatedTenant;
    const eastAdmin = await t.login('admin', { tenantId: east.tenant.id, password: east.adminPassword });
    const [ending, staying] = [await streamOf(eastAdmin, east.tenant.id), await streamOf(await t.login('admin'))];
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/services/app/Tenant/Update',
      headers: as(0, host),
      payload: { id: east.tenant.id, tenancyName: 'east', name: 'East', isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await ending.endsWithin(AT_ONCE_MS)).toBe(true);
    expect(await staying.endsWithin(1_000)).toBe(false);
  });
});
