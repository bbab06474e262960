import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { migrateOwnDatabase } from './own-databases';

// npm run tenant:move -- <tenancy name> <postgres url>: a tenant leaves the shared database for a database of its own.
// The tenant is switched off while it moves; its rows are copied (read as the owner in the tenant's scope) into the
// migrated target in one transaction, counted on both sides, then the tenant's connection string is set and only then
// are its rows deleted from the shared database (docs/decisions.md "Tenant administration and a tenant's own database").

/** A table that holds tenants' rows, and the columns copied (generated columns are computed again on the target). */
interface TenantTable {
  name: string;
  columns: string[];
}

export interface MoveOptions {
  /** How long to wait after switching the tenant off, so every server process sees it (their cache: 5 s). */
  settleMs?: number;
  /** Rows read and written at a time. */
  batchRows?: number;
  log?: (line: string) => void;
}

export interface MoveResult {
  tenantId: number;
  /** Rows moved, per table (tables without rows of the tenant left out). */
  rows: Record<string, number>;
}

export class MoveRefused extends Error {}

// Values travel as PostgreSQL's own text (no Date or number parsing on the way), so nothing is rounded.
const asText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;
const id = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, types: asText, application_name: 'labconsign-tenant-move' });
  await client.connect();
  return client;
}

/** The tenant tables, parents before children (the foreign keys between them allow no other order). */
async function tenantTables(db: pg.Client): Promise<TenantTable[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
        and c.table_name in (select table_name from information_schema.columns
                              where table_schema = current_schema() and column_name = 'tenant_id')
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of columns.rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  const keys = await db.query<{ child: string; parent: string }>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint
      where contype = 'f' and connamespace = current_schema()::regnamespace and conrelid <> confrelid`,
  );
  const ordered: TenantTable[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.size) {
    const ready = [...tables.keys()].filter(
      (name) =>
        !placed.has(name) && keys.rows.every((k) => k.child !== name || placed.has(k.parent) || !tables.has(k.parent)),
    );
    if (ready.length === 0) throw new Error('the foreign keys between tenant tables form a cycle');
    for (const name of ready.sort()) {
      placed.add(name);
      ordered.push({ name, columns: tables.get(name) as string[] });
    }
  }
  return ordered;
}

async function countRows(db: pg.Client, table: string, tenantId: number): Promise<number> {
  const result = await db.query<{ n: string }>(`select count(*) as n from ${id(table)} where tenant_id = $1`, [
    tenantId,
  ]);
  return Number(result.rows[0]?.n ?? 0);
}

/** Copies the tenant's rows of one table, `batchRows` at a time through a cursor of the source's snapshot. */
async function copyTable(source: pg.Client, target: pg.Client, table: TenantTable, tenantId: number, batch: number) {
  const list = table.columns.map(id).join(', ');
  await source.query(
    `declare rows_out no scroll cursor for select ${list} from ${id(table.name)} where tenant_id = ${tenantId}`,
  );
  const width = table.columns.length;
  const perInsert = Math.max(1, Math.min(batch, Math.floor(60_000 / width)));
  for (;;) {
    const page = await source.query<Record<string, string | null>>(`fetch ${perInsert} from rows_out`);
    if (page.rows.length === 0) break;
    const values = page.rows.map((_, r) => `(${table.columns.map((_c, c) => `$${r * width + c + 1}`).join(', ')})`);
    const params = page.rows.flatMap((row) => table.columns.map((c) => row[c] ?? null));
    await target.query(`insert into ${id(table.name)} (${list}) values ${values.join(', ')}`, params);
  }
  await source.query('close rows_out');
}

/** Moves tenant `tenancyName` from the shared database `sharedUrl` to its own database `targetUrl`. */
export async function moveTenant(
  sharedUrl: string,
  tenancyName: string,
  targetUrl: string,
  options: MoveOptions = {},
): Promise<MoveResult> {
  const log = options.log ?? (() => undefined);
  const shared = await connect(sharedUrl);
  let restoreActive: (() => Promise<unknown>) | undefined;
  try {
    const found = await shared.query<{ id: number; is_active: string; connection_string: string | null }>(
      'select id, is_active, connection_string from tenants where lower(tenancy_name) = lower($1)',
      [tenancyName.trim()],
    );
    const tenant = found.rows[0];
    if (!tenant) throw new MoveRefused(`no tenant is named ${tenancyName}`);
    const tenantId = Number(tenant.id);
    if (tenant.connection_string) throw new MoveRefused(`tenant ${tenancyName} already has a database of its own`);
    // The owner is held by row-level security too (FORCE, drizzle/0019): both sessions are the tenant's from here on.
    const asTenant = (db: pg.Client) => db.query("select set_config('app.tenant_id', $1, false)", [String(tenantId)]);
    await asTenant(shared);

    log(`migrating the target database`);
    await migrateOwnDatabase(targetUrl);
    const target = await connect(targetUrl);
    try {
      await asTenant(target);
      const tables = await tenantTables(shared);
      for (const table of tables) {
        if ((await countRows(target, table.name, tenantId)) > 0)
          throw new MoveRefused(`the target database already holds rows of tenant ${tenancyName} (${table.name})`);
      }

      const wasActive = tenant.is_active === 't' || tenant.is_active === 'true';
      await shared.query('update tenants set is_active = false where id = $1', [tenantId]);
      restoreActive = () => shared.query('update tenants set is_active = $2 where id = $1', [tenantId, wasActive]);
      log(`tenant ${tenancyName} (${tenantId}) switched off while it moves`);
      await sleep(options.settleMs ?? 6_000);

      const rows: Record<string, number> = {};
      await shared.query('begin isolation level repeatable read read only');
      await target.query('begin');
      try {
        for (const table of tables) {
          const expected = await countRows(shared, table.name, tenantId);
          if (expected === 0) continue;
          await copyTable(shared, target, table, tenantId, options.batchRows ?? 1_000);
          const copied = await countRows(target, table.name, tenantId);
          if (copied !== expected)
            throw new Error(`${table.name}: ${expected} rows in the shared database, ${copied} copied`);
          rows[table.name] = copied;
          log(`${table.name}: ${copied} rows`);
        }
        await target.query('commit');
      } catch (error) {
        await target.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        await shared.query('rollback').catch(() => undefined);
      }

      // The switch-over: checked again against what was copied, in one transaction with the deletion.
      await shared.query('begin');
      try {
        await shared.query('select id from tenants where id = $1 for update', [tenantId]);
        for (const table of tables) {
          const now = await countRows(shared, table.name, tenantId);
          if (now !== (rows[table.name] ?? 0))
            throw new Error(`${table.name} changed during the move (${now} rows now, ${rows[table.name] ?? 0} copied)`);
        }
        await shared.query('update tenants set connection_string = $2, is_active = $3 where id = $1', [
          tenantId,
          targetUrl,
          wasActive,
        ]);
        for (const table of [...tables].reverse())
          await shared.query(`delete from ${id(table.name)} where tenant_id = $1`, [tenantId]);
        await shared.query('commit');
        restoreActive = undefined;
      } catch (error) {
        await shared.query('rollback').catch(() => undefined);
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${reason}: the tenant stays in the shared database; empty the target before trying again`);
      }
      log(`tenant ${tenancyName} now lives in its own database; its rows left the shared one`);
      return { tenantId, rows };
    } finally {
      await target.end();
    }
  } finally {
    await restoreActive?.().catch(() => undefined);
    await shared.end();
  }
}
