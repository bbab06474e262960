import { index, smallint, uuid } from 'drizzle-orm/pg-core';
import { chars, id, requiredRef, tenantTable, timestamptz, writtenAt } from './columns';
import { users } from './users';

/**
 * A consigning unit's self-registration (Account/Register). status 0 waiting for approval, 1 approved (at once when
 * the platform asks for no approval), 2 refused. The unit and user ids are not references: a refusal removes the
 * waiting unit and user, and this row keeps what was asked and why it was refused.
 */
export const registrations = tenantTable(
  'registrations',
  {
    id: id(),
    consignUnitId: uuid().notNull(),
    userId: uuid().notNull(),
    unitName: chars(128).notNull(),
    userName: chars(64).notNull(),
    name: chars(64).notNull(),
    mobile: chars(32).notNull(),
    status: smallint().notNull().default(0),
    refuseReason: chars(500),
    decidedBy: uuid(),
    decidedAt: timestamptz(),
    creationTime: writtenAt(),
  },
  (t) => [index('registrations_status_idx').on(t.status, t.creationTime)],
);

/** The interface theme colour a user chose (Configuration/ChangeUiTheme), applied when they sign in. */
export const userUiThemes = tenantTable('user_ui_themes', {
  userId: requiredRef(() => users.id, 'cascade').primaryKey(),
  theme: chars(16).notNull(),
  changedAt: writtenAt(),
});
