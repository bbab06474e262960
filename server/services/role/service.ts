import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PagedResultOf } from '../../../contracts/common';
import type {
  CreateRoleBody,
  PermissionList,
  RoleDto,
  RoleForEdit,
  RoleList,
  UpdateRoleBody,
} from '../../../contracts/role';
import type { Database } from '../../db/client';
import { rowExists } from '../../db/exists';
import { newId } from '../../db/ids';
import { anyContains, sameText } from '../../db/match';
import { rolePermissions, roles, userRoles } from '../../db/schema/index';
import { invalidInput, notFound, UserFacingError } from '../../lib/errors';
import { type Language, translate } from '../../lib/i18n';
import type { Page } from '../../lib/paging';
import {
  GRANTABLE_PERMISSIONS,
  isGrantablePermission,
  isStaticRoleName,
  STATIC_ROLE_PERMISSIONS,
} from '../../lib/permissions';
import type { CurrentUser } from '../../plugins/auth';
import { managesAllUnits } from '../user/access';

// Written out in full: in a one-table select Drizzle leaves column names unqualified.
const stored = sql<string[]>`(select coalesce(json_agg(rp.name order by rp.name), '[]'::json)
  from role_permissions rp where rp.role_id = "roles"."id")`;

const columns = {
  id: roles.id,
  name: roles.name,
  displayName: roles.displayName,
  description: roles.description,
  isStatic: roles.isStatic,
  stored,
  creationTime: roles.creationTime,
};

type Row = { id: string; name: string; displayName: string; description: string | null; isStatic: boolean };

const isBuiltIn = (row: Row): row is Row & { name: keyof typeof STATIC_ROLE_PERMISSIONS } =>
  row.isStatic && isStaticRoleName(row.name);

/**
 * A static role's grants are fixed in code and its display name is `role.<name>` in the caller's language; any other
 * role's are its stored rows and the display name its administrator gave.
 */
function toDto(language: Language, row: Row & { stored: string[]; creationTime: Date }): RoleDto {
  const { stored: names, ...rest } = row;
  const builtIn = isBuiltIn(row);
  return {
    ...rest,
    displayName: builtIn ? translate(language, `role.${row.name}`) : row.displayName,
    normalizedName: row.name.toUpperCase(),
    permissions: builtIn ? [...STATIC_ROLE_PERMISSIONS[row.name]].sort() : names,
    creationTime: new Date(row.creationTime).toISOString(),
  };
}

/** Role/GetAll: by name, paged; keyword matches name or display name. */
export async function listRoles(
  db: Database,
  language: Language,
  keyword: string | undefined,
  page: Page,
): Promise<PagedResultOf<RoleDto>> {
  const where = anyContains(keyword, [roles.name, roles.displayName]);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(roles).where(where).orderBy(asc(roles.name)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: rows.map((row) => toDto(language, row)) };
}

/** Role/GetRolesAsync: every role (there are few), or those granting `permission`. */
export async function rolesGranting(
  db: Database,
  language: Language,
  permission: string | undefined,
): Promise<RoleList> {
  const rows = await db.select(columns).from(roles).orderBy(asc(roles.name));
  const items = rows
    .map((row) => toDto(language, row))
    .filter((r) => !permission || r.permissions.includes(permission));
  return { items };
}

/** User/GetRoles: the roles the caller may give: admin any, a unit's main account its unit's own role. */
export async function assignableRoles(db: Database, language: Language, user: CurrentUser): Promise<RoleList> {
  const all = await rolesGranting(db, language, undefined);
  return managesAllUnits(user) ? all : { items: all.items.filter((r) => user.roles.includes(r.name) && r.isStatic) };
}

export async function getRole(db: Database, language: Language, id: string): Promise<RoleDto> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id.toLowerCase()));
  if (!row) throw notFound();
  return toDto(language, row);
}

export function allPermissions(language: Language): PermissionList {
  return {
    items: GRANTABLE_PERMISSIONS.map((name) => ({
      name,
      displayName: translate(language, `permission.${name}`),
      description: translate(language, `permission.${name}.description`),
    })),
  };
}

/** Role/GetRoleForEdit: the role, every permission, and the names it grants. */
export async function roleForEdit(db: Database, language: Language, id: string): Promise<RoleForEdit> {
  const role = await getRole(db, language, id);
  const { permissions, creationTime, normalizedName, ...fields } = role;
  return { role: fields, permissions: allPermissions(language).items, grantedPermissionNames: permissions };
}

function checkedPermissions(names: string[] | undefined): string[] {
  const unique = [...new Set(names ?? [])];
  const unknown = unique.find((n) => !isGrantablePermission(n));
  if (unknown) throw invalidInput('grantedPermissions', 'errors.role.unknownPermission', { permission: unknown });
  return unique;
}

async function assertNameFree(db: Database, name: string, exceptId?: string): Promise<void> {
  if (await rowExists(db, roles, sameText(roles.name, name), exceptId))
    throw invalidInput('name', 'errors.role.nameTaken');
}

export async function createRole(db: Database, language: Language, input: CreateRoleBody): Promise<RoleDto> {
  const name = input.name.trim();
  const granted = checkedPermissions(input.grantedPermissions);
  await assertNameFree(db, name);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(roles).values({
      id,
      name,
      displayName: input.displayName.trim(),
      description: input.description?.trim() || null,
      isStatic: false,
    });
    if (granted.length) await tx.insert(rolePermissions).values(granted.map((p) => ({ roleId: id, name: p })));
  });
  return getRole(db, language, id);
}

/**
 * Role/Update: a static role keeps its name, display name (shown in each language) and grants; only its description
 * may change. Every other role changes wholly.
 */
export async function updateRole(db: Database, language: Language, input: UpdateRoleBody): Promise<RoleDto> {
  const current = await getRole(db, language, input.id);
  const name = input.name.trim();
  const granted = checkedPermissions(input.grantedPermissions ?? current.permissions);
  if (current.isStatic) {
    if (name !== current.name) throw invalidInput('name', 'errors.role.staticFixed');
    if (input.displayName.trim() !== current.displayName) throw invalidInput('displayName', 'errors.role.staticFixed');
    const same = granted.length === current.permissions.length && granted.every((p) => current.permissions.includes(p));
    if (!same) throw invalidInput('grantedPermissions', 'errors.role.staticFixed');
  } else {
    await assertNameFree(db, name, current.id);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set(
        current.isStatic
          ? { description: input.description?.trim() || null }
          : { name, displayName: input.displayName.trim(), description: input.description?.trim() || null },
      )
      .where(eq(roles.id, current.id));
    if (current.isStatic) return;
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, current.id));
    if (granted.length) await tx.insert(rolePermissions).values(granted.map((p) => ({ roleId: current.id, name: p })));
  });
  return getRole(db, language, current.id);
}

/** Role/Delete: never a static role, nor a role someone still holds (checked in the same statement). */
export async function deleteRole(db: Database, id: string): Promise<void> {
  const [role] = await db
    .select({ id: roles.id, isStatic: roles.isStatic })
    .from(roles)
    .where(eq(roles.id, id.toLowerCase()));
  if (!role) throw notFound();
  if (role.isStatic) throw new UserFacingError('errors.role.staticCannotDelete', 403);
  const held = sql`exists (select 1 from ${userRoles} where ${userRoles.roleId} = ${role.id})`;
  const deleted = await db
    .delete(roles)
    .where(and(eq(roles.id, role.id), sql`not ${held}`))
    .returning({ id: roles.id });
  if (deleted.length === 0) throw new UserFacingError('errors.role.inUse', 400);
}
