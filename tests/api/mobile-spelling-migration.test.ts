import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { type Database, type DatabaseHandle, migrationsFolder, openDatabase } from '../../server/db/client';
import { createPostgresDatabase, testDbKind } from './test-database';

// drizzle/0020: the accounts' mobiles stored in another spelling before numbers had one (+86…, 0086…, spaces, dashes)
// are rewritten as the look-ups now spell them, in every tenant, and the owner is held by the policies again after.

const before = mkdtempSync(join(tmpdir(), 'lc-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** drizzle/ as it was before 0020: the same files, the journal without its entry and the ones after it. */
function migrationsBefore0020(): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // The migrator runs what is newer than the last applied entry: a later migration applied first would skip 0020.
  journal.entries = journal.entries.filter((entry) => Number.parseInt(entry.tag, 10) < 20);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, { migrationsFolder: folder });
  else await migratePg(handle.db as never, { migrationsFolder: folder });
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function addUser(db: Database, tenantId: number, userName: string, phone: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    await tx.execute(
      sql`insert into users (id, user_name, name, password_hash, phone_number)
        values (gen_random_uuid(), ${userName}, ${userName}, 'x', ${phone})`,
    );
  });
}

test('stored mobiles take the one spelling in every tenant; landlines and foreign numbers lose only separators', async () => {
  const scratch = testDbKind(process.env.TEST_DB) === 'postgres' ? await createPostgresDatabase('lc_test') : undefined;
  const handle = await openDatabase(scratch ? { url: scratch.url } : { memory: true });
  try {
    await migrateTo(handle, migrationsBefore0020());
    await handle.db.execute(sql`insert into tenants (id, tenancy_name, name) values (7, 'north', 'North')`);
    const given: [number, string, string][] = [
      [1, 'plus', '+86 136-1234-5678'],
      [1, 'zeros', '008613612345679'],
      [7, 'bare', '8613612345670'],
      [7, 'same', '13612345671'],
      [1, 'abroad', '0044 20 7946 0958'],
      [1, 'landline', '010-6552 9988'],
    ];
    for (const [tenant, userName, phone] of given) await addUser(handle.db, tenant, userName, phone);

    await handle.migrate();

    const stored = rows<{ user_name: string; phone_number: string }>(
      await handle.db.execute(sql`select user_name, phone_number from users order by user_name`),
    );
    expect(Object.fromEntries(stored.map((row) => [row.user_name, row.phone_number]))).toEqual({
      abroad: '+442079460958',
      bare: '13612345670',
      landline: '01065529988',
      plus: '13612345678',
      same: '13612345671',
      zeros: '13612345679',
    });
    const forced = rows<{ forced: boolean }>(
      await handle.db.execute(sql`select relforcerowsecurity as forced from pg_class where relname = 'users'`),
    );
    expect(forced[0]?.forced).toBe(true);
  } finally {
    await handle.close();
    await scratch?.drop();
  }
});
