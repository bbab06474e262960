import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { ensureRuntimeLogin, startPgBouncer } from '../support/pgbouncer';
import { ADMIN_URL, createPostgresDatabase, prepare, testDbKind } from './test-database';

// Once per run of an API project: migrate and seed one database, the template every test app copies
// (tests/api/test-database.ts). Made fresh each run, never reused: the demo data is dated relative to the day it is
// seeded, and several runs may share one PostgreSQL server, each with a template of its own.

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = testDbKind(project.config.env.TEST_DB);
  if (kind === 'pglite') {
    const handle = await openDatabase({ memory: true });
    await prepare(handle, true);
    if (!handle.dump) throw new Error('an in-memory PGlite can always dump its data directory');
    const dir = mkdtempSync(join(tmpdir(), 'lc-api-template-'));
    const image = join(dir, 'seeded.tar');
    writeFileSync(image, new Uint8Array(await (await handle.dump()).arrayBuffer()));
    await handle.close();
    project.provide('apiTemplate', { kind, image });
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  // The api-pooler project: the apps' statements go through PgBouncer in transaction mode (test-database.ts).
  const pooler = project.config.env.TEST_POOLER ? await startPgBouncer() : undefined;
  if (pooler) {
    await ensureRuntimeLogin(ADMIN_URL);
    project.provide('pooler', { port: pooler.port });
  }
  const template = await createPostgresDatabase('lc_tpl');
  const handle = await openDatabase({ url: template.url });
  try {
    await prepare(handle, true);
  } catch (error) {
    await handle.close();
    await template.drop();
    await pooler?.stop();
    throw error;
  }
  // A database can be copied only while nobody is connected to it.
  await handle.close();
  project.provide('apiTemplate', { kind, database: template.name });
  return async () => {
    await template.drop();
    await pooler?.stop();
  };
}
