import { inArray, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { USERS } from '../db/seed/demo-data';
import type { Tenancy } from '../db/tenancy/index';

/** The demo accounts present in the default tenant (user name and role), for the start-up log. */
export async function demoAccounts(tenancy: Tenancy): Promise<{ userName: string; role: string }[]> {
  const names = USERS.map((u) => u.userName);
  const present = await tenancy.withinDefault(() =>
    tenancy.db
      .select({ userName: users.userName })
      .from(users)
      .where(inArray(sql`lower(${users.userName})`, names)),
  );
  return USERS.filter((u) => present.some((p) => p.userName.toLowerCase() === u.userName)).map((u) => ({
    userName: u.userName,
    role: u.role,
  }));
}
