import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// The column builders the tables share. A builder here writes the same SQL as the column it replaced. Columns are
// named after their keys in snake_case (`casing` in server/db/client.ts and drizzle.config.ts): `regTime` is
// reg_time; a column whose name is no such spelling of its key names it itself.

/** Text of up to `length` characters. */
export const chars = (length: number) => varchar({ length });

/** Timestamps are stored with time zone and read back as Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** The moment a row is written, set by the database. */
export const writtenAt = () => timestamptz().notNull().defaultNow();

/** The uuid primary key the server assigns (newId()). */
export const id = () => uuid().primaryKey();

/** A required reference to another row; `cascade` when the row belongs to the one it points at. */
export const requiredRef = (target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid()
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A row's place among its siblings. */
export const orderIndex = () => integer().notNull().default(0);

/**
 * The tenant a row belongs to. Written by the database from the connection's tenant (`current_tenant()`, set by the
 * tenant's connections: server/db/tenancy/), never by code; row-level security shows a connection only its tenant's
 * rows (drizzle/0015_tenants.sql).
 */
const tenantId = () => integer().notNull().default(sql`current_tenant()`);

/**
 * A table whose rows belong to one tenant: every read and write of it is scoped to the connection's tenant. The
 * column is left out of the table's type: no query names it (an index that leads with it says `sql\`tenant_id\``).
 */
export const tenantTable = ((name: string, columns: Record<string, PgColumnBuilderBase>, extra?: never) =>
  pgTable(name, { ...columns, tenantId: tenantId() }, extra)) as unknown as typeof pgTable;

/** The leading column of a unique index that holds within a tenant. */
export const tenantKey = sql`tenant_id`;

/** A tenant table's tenant column, for the one place that must name it: an ON CONFLICT target (a unique index). */
export const tenantColumn = (table: object): AnyPgColumn => (table as { tenantId: AnyPgColumn }).tenantId;

/** The unit a row belongs to, of any kind: unitType is UnitType (0 platform, 1 consigning unit, 2 test unit). */
export const ofUnit = () => ({
  unitType: smallint().notNull(),
  unitId: uuid().notNull(),
});

/** A table of rows that each belong to one unit (addresses, logos), indexed to find a unit's rows. */
export const unitRows = <C extends Record<string, PgColumnBuilderBase>>(table: string, columns: C) =>
  tenantTable(table, { id: id(), ...ofUnit(), ...columns }, (t) => [
    index(`${table}_unit_idx`).on(t.unitType, t.unitId),
  ]);

/** ABP's full-audited columns: who created, changed and (softly) deleted a row, and when. */
export const audited = () => ({
  creationTime: writtenAt(),
  creatorUserId: uuid(),
  lastModificationTime: timestamptz(),
  lastModifierUserId: uuid(),
  isDeleted: boolean().notNull().default(false),
  deleterUserId: uuid(),
  deletionTime: timestamptz(),
});

/** Binary content: only in image rows written before images moved to the file storage (see `image`). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An uploaded image (a logo, an avatar): its MIME type, where the file storage (server/storage/) keeps its bytes,
 * their count, and when it was stored. `content` holds the bytes of a row written before images moved to the
 * storage until the start-up move (server/jobs/move-images.ts) takes them there; it is dropped in the next release.
 */
export const image = () => ({
  contentType: chars(32).notNull(),
  storageKey: chars(512),
  size: integer(),
  content: bytea(),
  creationTime: writtenAt(),
});
