import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chars, writtenAt } from './columns';

/**
 * The tenants (regional platforms) of the deployment: the host's table, outside any tenant. Id 1 is the default
 * tenant that held everything before tenants existed; 0 is the host itself and has no row. A tenant with a
 * connectionString keeps its rows in that database (server/db/tenancy/).
 */
export const tenants = pgTable(
  'tenants',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 2 }),
    tenancyName: chars(64).notNull(),
    name: chars(128).notNull(),
    adminEmailAddress: chars(256),
    connectionString: text(),
    isActive: boolean().notNull().default(true),
    creationTime: writtenAt(),
  },
  (t) => [uniqueIndex('tenants_tenancy_name_lower_uq').on(sql`lower(${t.tenancyName})`)],
);
