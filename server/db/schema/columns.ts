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

/** The unit a row belongs to, of any kind: unitType is UnitType (0 platform, 1 consigning unit, 2 test unit). */
export const ofUnit = () => ({
  unitType: smallint().notNull(),
  unitId: uuid().notNull(),
});

/** A table of rows that each belong to one unit (addresses, logos), indexed to find a unit's rows. */
export const unitRows = <C extends Record<string, PgColumnBuilderBase>>(table: string, columns: C) =>
  pgTable(table, { id: id(), ...ofUnit(), ...columns }, (t) => [index(`${table}_unit_idx`).on(t.unitType, t.unitId)]);

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
