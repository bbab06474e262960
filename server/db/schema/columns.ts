import { type AnyPgColumn, boolean, customType, integer, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

// The column builders the tables share. A builder here writes the same SQL as the column it replaced.

/** Timestamps are stored with time zone and read back as Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The moment a row is written, set by the database. */
export const writtenAt = (name: string) => timestamptz(name).notNull().defaultNow();

/** The uuid primary key the server assigns (newId()). */
export const id = () => uuid('id').primaryKey();

/** A required reference to another row; `cascade` when the row belongs to the one it points at. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A row's place among its siblings. */
export const orderIndex = (name = 'order_index') => integer(name).notNull().default(0);

/** ABP's full-audited columns: who created, changed and (softly) deleted a row, and when. */
export const audited = () => ({
  creationTime: writtenAt('creation_time'),
  creatorUserId: uuid('creator_user_id'),
  lastModificationTime: timestamptz('last_modification_time'),
  lastModifierUserId: uuid('last_modifier_user_id'),
  isDeleted: boolean('is_deleted').notNull().default(false),
  deleterUserId: uuid('deleter_user_id'),
  deletionTime: timestamptz('deletion_time'),
});

/** Binary content (images kept in the database so every API process serves them without a shared disk). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An uploaded image: its MIME type, its bytes and when it was stored. */
export const image = () => ({
  contentType: varchar('content_type', { length: 32 }).notNull(),
  content: bytea('content').notNull(),
  creationTime: writtenAt('creation_time'),
});
