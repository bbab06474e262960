import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PagedResultOf } from '../../../contracts/common';
import type { UserListQuery, UserRow, UserSortProp } from '../../../contracts/user';
import type { Database } from '../../db/client';
import { anyContains } from '../../db/match';
import { users } from '../../db/schema/index';
import { UnitType } from '../../lib/enums';
import type { Page } from '../../lib/paging';
import type { CurrentUser } from '../../plugins/auth';
import { canDelete, managesOwnUnit, readableUser, unitScope } from './access';

// Written out in full: in a one-table select Drizzle leaves column names unqualified, which a subquery
// would resolve against its own tables.
const roleNames = sql<string[]>`(select coalesce(json_agg(r.name order by r.name), '[]'::json)
  from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id")`;

const unitName = sql<string | null>`case "users"."unit_type"
  when ${UnitType.TestUnit} then (select tu.test_unit_name from test_units tu where tu.id = "users"."unit_id")
  when ${UnitType.ConsignUnit} then (select cu.name from consign_units cu where cu.id = "users"."unit_id")
  end`;

const columns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  phoneNumber: users.phoneNumber,
  emailAddress: users.emailAddress,
  description: users.description,
  isActive: users.isActive,
  userType: users.userType,
  unitId: users.unitId,
  unitType: users.unitType,
  unitName,
  roleNames,
  creationTime: users.creationTime,
  lastLoginTime: users.lastLoginTime,
};

type Selected = Omit<UserRow, 'isOption' | 'isCanDeleteUser' | 'creationTime' | 'lastLoginTime'> & {
  creationTime: Date;
  lastLoginTime: Date | null;
};

function withRights(user: CurrentUser, row: Selected): UserRow {
  return {
    ...row,
    creationTime: new Date(row.creationTime).toISOString(),
    lastLoginTime: row.lastLoginTime ? new Date(row.lastLoginTime).toISOString() : null,
    isOption: managesOwnUnit(user),
    isCanDeleteUser: canDelete(user, row),
  };
}

const sortColumns: Record<UserSortProp, SQL | AnyPgColumn> = {
  creationTime: users.creationTime,
  userName: sql`lower(${users.userName})`,
  name: users.name,
  lastLoginTime: users.lastLoginTime,
};

/** User/GetSysUserList: one unit's users (or, for admin, any unit's or everyone), filtered, sorted and paged in SQL. */
export async function listUsers(
  db: Database,
  user: CurrentUser,
  query: UserListQuery,
  page: Page,
): Promise<PagedResultOf<UserRow>> {
  const scope = unitScope(user, query);
  const where = and(
    eq(users.isDeleted, false),
    scope.unitType === null ? undefined : eq(users.unitType, scope.unitType),
    scope.unitId === null ? undefined : eq(users.unitId, scope.unitId),
    query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
    anyContains(query.keyword, [users.userName, users.name, users.phoneNumber]),
  );
  const direction = query.sortOrder === 'ascending' ? asc : desc;
  const sort = sortColumns[query.sortProp ?? 'creationTime'];
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(direction(sort), direction(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: rows.map((row) => withRights(user, row)) };
}

/** User/Get: one user the caller may read. */
export async function getUser(db: Database, user: CurrentUser, id: string): Promise<UserRow> {
  const target = await readableUser(db, user, id);
  const [row] = await db.select(columns).from(users).where(eq(users.id, target.id));
  return withRights(user, row as Selected);
}
