import { NoResult, PagedResult } from '../common';
import { Permission } from '../permissions';
import {
  CreateRoleBody,
  PermissionList,
  RoleDto,
  RoleForEdit,
  RoleIdQuery,
  RoleList,
  RoleListQuery,
  RolesGrantingQuery,
  UpdateRoleBody,
} from '../role';
import { service } from './manifest';

/** /api/services/app/Role: roles and the permissions they grant (admin only). */
export const Role = service({
  path: 'services/app/Role',
  tag: 'Role',
  access: { permission: [Permission.RolesManage] },
  operations: {
    GetAll: {
      method: 'GET',
      summary: 'Lists the roles, by keyword.',
      query: RoleListQuery,
      result: PagedResult(RoleDto),
    },
    Get: { method: 'GET', summary: 'Reads one role.', query: RoleIdQuery, result: RoleDto },
    GetRolesAsync: {
      method: 'GET',
      summary: 'Lists the roles that grant a permission.',
      query: RolesGrantingQuery,
      result: RoleList,
    },
    GetAllPermissions: {
      method: 'GET',
      summary: 'Lists every permission a role may grant, with its name in the caller’s language.',
      result: PermissionList,
    },
    GetRoleForEdit: {
      method: 'GET',
      summary: 'Reads a role with the permissions it grants, for its form.',
      query: RoleIdQuery,
      result: RoleForEdit,
    },
    Create: { method: 'POST', summary: 'Creates a role.', body: CreateRoleBody, result: RoleDto },
    Update: { method: 'PUT', summary: 'Changes a role and what it grants.', body: UpdateRoleBody, result: RoleDto },
    Delete: {
      method: 'DELETE',
      summary: 'Deletes a role no user holds (static roles stay).',
      query: RoleIdQuery,
      result: NoResult,
    },
  },
});
