import { bigint, index, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chars, id, tenantTable, writtenAt } from './columns';
import { users } from './users';

/**
 * A stored file (FileService): an attachment of a consignment or report (foreignTable + foreignKey name the row it
 * hangs on, accessoryType what it is), or a plain upload (uploadImg, uploadFile: foreignTable null). The bytes live
 * in the file storage under storageKey (server/storage/); originalName is what a download is called. unitType and
 * unitId are the uploader's unit (UnitType; platform 0 with no id for admin), which owns a plain upload.
 */
export const accessories = tenantTable(
  'accessory',
  {
    id: id(),
    foreignTable: chars(32),
    foreignKey: uuid(),
    accessoryType: chars(32),
    originalName: chars(255).notNull(),
    storageKey: chars(512).notNull(),
    contentType: chars(128).notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    uploaderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    unitType: smallint().notNull(),
    unitId: uuid(),
    creationTime: writtenAt(),
  },
  (t) => [
    index('accessory_foreign_idx').on(t.foreignTable, t.foreignKey),
    uniqueIndex('accessory_storage_key_uq').on(t.storageKey),
  ],
);
