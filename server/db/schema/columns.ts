import { boolean, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and read back as Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** ABP's full-audited columns: who created, changed and (softly) deleted a row, and when. */
export const audited = () => ({
  creationTime: timestamptz('creation_time').notNull().defaultNow(),
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
