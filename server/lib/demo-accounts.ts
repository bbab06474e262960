import { inArray, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { DEMO_PASSWORD, USERS } from '../db/seed/demo-data';
import type { Tenancy } from '../db/tenancy/index';
import { translate } from './i18n';

/** The demo accounts present in the default tenant, as lines to print at start-up. */
export async function demoAccountLines(tenancy: Tenancy, password = DEMO_PASSWORD): Promise<string[]> {
  const names = USERS.map((u) => u.userName);
  const tenant = await tenancy.defaultTenant();
  if (!tenant) return [];
  const present = await tenancy.within(tenant, () =>
    tenancy.db
      .select({ userName: users.userName })
      .from(users)
      .where(inArray(sql`lower(${users.userName})`, names)),
  );
  if (present.length === 0) return [];
  return [
    translate('en', 'server.startup.demoAccounts', { password }),
    ...USERS.filter((u) => present.some((p) => p.userName.toLowerCase() === u.userName)).map(
      (u) => `  ${u.userName.padEnd(11)} role ${u.role}`,
    ),
  ];
}
