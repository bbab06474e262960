import { count, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { consignInfos, consignUnits, testUnits, users } from '../../db/schema/index';

// What a tenant holds, read and deleted on the tenant's own connection: row-level security keeps every statement
// here inside that tenant, so none of them names it.

/** What a tenant holds beyond what it was created with. */
export interface Held {
  users: number;
  labs: number;
  consignUnits: number;
  consignments: number;
}

/** How many of each kind of thing the tenant holds beyond its first administrator; null when nothing. */
async function heldBeyondFirstAdmin(db: Database | Transaction, firstAdmin: string): Promise<Held | null> {
  const [[people], [labs], [consignors], [consignments]] = [
    await db
      .select({ n: count() })
      .from(users)
      .where(ne(sql`lower(${users.userName})`, firstAdmin)),
    await db.select({ n: count() }).from(testUnits),
    await db.select({ n: count() }).from(consignUnits),
    await db.select({ n: count() }).from(consignInfos),
  ];
  const held = {
    users: people?.n ?? 0,
    labs: labs?.n ?? 0,
    consignUnits: consignors?.n ?? 0,
    consignments: consignments?.n ?? 0,
  };
  return Object.values(held).some((n) => n > 0) ? held : null;
}

/** The tables whose rows belong to a tenant (they carry tenant_id). */
async function tenantTables(tx: Transaction): Promise<string[]> {
  const rows = await tx.execute<{ table_name: string }>(sql`select c.table_name from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = current_schema() and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`);
  return (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Deletes everything of the running tenant unless it holds more than it was created with; answers what it holds
 * then (nothing deleted). Tables go in passes: one whose rows are still referenced waits for the next pass.
 */
export async function emptyTenant(db: Database, firstAdmin: string): Promise<Held | null> {
  return db.transaction(async (tx) => {
    const held = await heldBeyondFirstAdmin(tx, firstAdmin);
    if (held) return held;
    let pending = await tenantTables(tx);
    while (pending.length > 0) {
      const left: string[] = [];
      for (const table of pending) {
        await tx
          .transaction((step) => step.execute(sql`delete from ${sql.identifier(table)}`))
          .catch((error: { code?: string; cause?: { code?: string } }) => {
            if ((error.cause?.code ?? error.code) !== FOREIGN_KEY_VIOLATION) throw error;
            left.push(table);
          });
      }
      if (left.length === pending.length) throw new Error(`tenant rows still referenced in ${left.join(', ')}`);
      pending = left;
    }
    return null;
  });
}
