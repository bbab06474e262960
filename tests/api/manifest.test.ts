import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { services } from '../../contracts/api/index';
import { wireOf } from '../../contracts/api/manifest';
import { createTestApp, type TestApp } from './helpers';

// The API manifest (contracts/api) is what the server serves and what the browser calls: every operation it
// declares answers at each of its paths with its method, and its one-line summary is the OpenAPI operation's. A
// service left out of server/app.ts, or an alias path that registers nothing, fails here; so does a route under /api
// that the manifest does not declare.

type Documented = { summary?: string; security?: unknown[] };

let t: TestApp;
let paths: Record<string, Record<string, Documented>>;

beforeAll(async () => {
  // With the app's download address, so that QRCodeService/Apk answers rather than saying that none is set (404).
  t = await createTestApp({ seed: false, appDownloadUrl: 'https://example.com/app.apk' });
  paths = (await t.app.inject({ url: '/swagger/json' })).json().paths;
});
afterAll(() => t.close());

const declared = Object.values(services).flatMap((service) =>
  Object.entries(service.operations).flatMap(([name, operation]) =>
    (operation.paths ?? [`/${name}`]).map((path: string) => ({
      where: `${operation.method} /api/${service.path}${path}`,
      url: `/api/${service.path}${path}`,
      method: operation.method,
      operation,
      access: operation.access ?? service.access,
    })),
  ),
);

/** The one route under /api that is no call: the live events stream (server/live/), a Server-Sent Events answer. */
const STREAM = 'GET /api/live/events';

describe('API manifest', () => {
  test('every route under /api is an operation of the manifest', () => {
    const inManifest = new Set(declared.map(({ where }) => where));
    const registered = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const outside = registered.filter(
      (where) => where.includes(' /api/') && where !== STREAM && !inManifest.has(where),
    );
    expect(registered).toContain(STREAM);
    expect(outside).toEqual([]);
  });

  test('every operation is documented at each of its paths with its summary', () => {
    expect(declared.length).toBeGreaterThan(100);
    for (const { where, url, method, operation } of declared) {
      const documented = paths[url]?.[method.toLowerCase()];
      expect(documented, where).toBeDefined();
      expect(documented?.summary, where).toBe(operation.summary);
    }
  });

  test('every operation answers at its paths, and one that needs a token refuses a call without one', async () => {
    for (const { where, url, method, access } of declared) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, where).not.toBe(404);
      // Without a token: 401, or 400 when the input is checked first (Fastify validates before the preHandler).
      if (typeof access !== 'string' || access === 'signed-in')
        expect([400, 401], where).toContain(response.statusCode);
    }
  });

  test('the browser’s wire facts are the manifest’s first path and method of each operation', () => {
    const wire = wireOf(services);
    expect(wire.BuReport.VerifyReport).toEqual({
      method: 'GET',
      path: 'services/app/BuReport/VerifyReport',
      file: false,
    });
    expect(wire.Dashboard.GetStatistic.path).toBe('services/app/Dashboard/GetStatistic');
    expect(wire.TuTestSample.DownloadImportTemplate.file).toBe(true);
    expect(wire.TokenAuth.Authenticate).toEqual({ method: 'POST', path: 'TokenAuth/Authenticate', file: false });
  });
});
