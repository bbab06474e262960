import { type Static, Type } from 'typebox';
import { Id, Input, Line, Nullable, named, pagedQuery, Str } from './common';

// Wire shapes of Role (docs/api.md "Users and roles"): roles and the permissions they grant, in ABP's shapes
// (RoleDto, PermissionDto, GetRoleForEdit's output).

export const RoleDto = named(
  'RoleDto',
  Type.Object({
    id: Id(),
    name: Type.String(),
    displayName: Type.String(),
    normalizedName: Type.String(),
    description: Nullable(Type.String()),
    isStatic: Type.Boolean(),
    permissions: Type.Array(Type.String()),
    creationTime: Type.String({ format: 'date-time' }),
  }),
);
export type RoleDto = Static<typeof RoleDto>;

/** GetRolesAsync and User/GetRoles: every role at once, in ABP's `{ items }`. */
export const RoleList = named('RoleList', Type.Object({ items: Type.Array(RoleDto) }));
export type RoleList = Static<typeof RoleList>;

export const PermissionDto = named(
  'PermissionDto',
  Type.Object({
    name: Type.String(),
    displayName: Type.String(),
    description: Nullable(Type.String()),
  }),
);
export type PermissionDto = Static<typeof PermissionDto>;

export const PermissionList = named('PermissionList', Type.Object({ items: Type.Array(PermissionDto) }));
export type PermissionList = Static<typeof PermissionList>;

export const RoleForEdit = named(
  'RoleForEdit',
  Type.Object({
    role: Type.Object({
      id: Id(),
      name: Type.String(),
      displayName: Type.String(),
      description: Nullable(Type.String()),
      isStatic: Type.Boolean(),
    }),
    permissions: Type.Array(PermissionDto),
    grantedPermissionNames: Type.Array(Type.String()),
  }),
);
export type RoleForEdit = Static<typeof RoleForEdit>;

export const RoleListQuery = Input({ keyword: Type.Optional(Str(64)), ...pagedQuery });

export const RolesGrantingQuery = Input({ permission: Type.Optional(Str(128)) });

export const RoleIdQuery = Input({ id: Id() });

const RoleFields = {
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{1,31}$', maxLength: 32, description: 'letters first' }),
  displayName: Line(64, { minLength: 1 }),
  description: Type.Optional(Nullable(Str(500))),
  grantedPermissions: Type.Optional(Type.Array(Str(128), { maxItems: 100 })),
};

/** ABP's role forms name the granted permissions `grantedPermissionNames` (the edit form) or `permissions`. */
const roleAliases = { grantedPermissionNames: 'grantedPermissions', permissions: 'grantedPermissions' };

export const CreateRoleBody = named('CreateRoleBody', Input(RoleFields, roleAliases));
export type CreateRoleBody = Static<typeof CreateRoleBody>;

export const UpdateRoleBody = named('UpdateRoleBody', Input({ id: Id(), ...RoleFields }, roleAliases));
export type UpdateRoleBody = Static<typeof UpdateRoleBody>;
