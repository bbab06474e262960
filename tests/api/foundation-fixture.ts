import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Type } from 'typebox';
import { Id, Input, Str } from '../../contracts/common';
import { envelope } from '../../server/lib/envelope';
import { Permission } from '../../server/lib/permissions';
import { requirePermission, signedIn } from '../../server/plugins/auth';
import { createTestApp, type TestApp } from './helpers';

// The app the foundation tests run against: the real one plus probe routes (a failing route, a permission-guarded
// one, one taking the kinds of input later services take) and a built client in a temporary folder.

export let t: TestApp;
export const services = '/api/services/app';
// Made by each setup and removed by its close: files of one worker share this module (the API projects run without
// isolation), and the second file to use it must not find the first one's build gone.
let dist = '';

/** Starts the app with the probe routes; run it in beforeAll. */
export async function setupFoundation() {
  dist = mkdtempSync(join(tmpdir(), 'lc-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LabConsign</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({
    distDir: dist,
    configure(app) {
      app.get('/api/services/app/Broken/Fail', async () => {
        throw new Error('password=secret in table users');
      });
      app.get(
        '/api/services/app/Probe/LabOnly',
        { preHandler: requirePermission(Permission.NoticesManage) },
        async (request) => ({
          userName: signedIn(request).userName,
        }),
      );
      // A probe route with the kinds of input later services take.
      app.post(
        '/api/services/app/Probe/Echo',
        {
          schema: {
            querystring: Input({
              ids: Type.Optional(Type.Array(Type.Integer(), { maxItems: 10 })),
              flag: Type.Optional(Type.Boolean()),
            }),
            body: Input({ consignInfoIds: Type.Array(Id(), { maxItems: 10 }), description: Str(20) }),
            response: envelope(
              Type.Object({ ids: Type.Array(Type.Integer()), flag: Type.Boolean(), count: Type.Integer() }),
            ),
          },
        },
        async (request) => ({
          ids: request.query.ids ?? [],
          flag: request.query.flag ?? false,
          count: request.body.consignInfoIds.length,
          leaked: 'never serialised',
        }),
      );
    },
  });
}

/** Closes the app and removes the built client; run it in afterAll. */
export async function closeFoundation() {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
}
