import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { USERS } from '../db/seed/demo-data';

/** The demo accounts present in this database (user name and role), for the start-up log. */
export async function demoAccounts(db: Database): Promise<{ userName: string; role: string }[]> {
  const names = USERS.map((u) => u.userName);
  const present = await db
    .select({ userName: users.userName })
    .from(users)
    .where(inArray(sql`lower(${users.userName})`, names));
  return USERS.filter((u) => present.some((p) => p.userName.toLowerCase() === u.userName)).map((u) => ({
    userName: u.userName,
    role: u.role,
  }));
}
