import { NoResult, PagedResult } from '../../../contracts/common';
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
} from '../../../contracts/role';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { del, get, noResult, post, put, routeTable } from '../../lib/routes';
import { requirePermission } from '../../plugins/auth';
import {
  allPermissions,
  createRole,
  deleteRole,
  getRole,
  listRoles,
  roleForEdit,
  rolesGranting,
  updateRole,
} from './service';

/** /api/services/app/Role: roles and the permissions they grant (admin only). */
const roleRoutes = routeTable('Role', requirePermission(Permission.RolesManage), (db) => [
  get('/GetAll', { query: RoleListQuery, result: PagedResult(RoleDto) }, ({ language, query }) =>
    listRoles(db, language, query.keyword, pageOf(query)),
  ),
  get('/Get', { query: RoleIdQuery, result: RoleDto }, ({ language, query }) => getRole(db, language, query.id)),
  get('/GetRolesAsync', { query: RolesGrantingQuery, result: RoleList }, ({ language, query }) =>
    rolesGranting(db, language, query.permission),
  ),
  get('/GetAllPermissions', { result: PermissionList }, ({ language }) => allPermissions(language)),
  get('/GetRoleForEdit', { query: RoleIdQuery, result: RoleForEdit }, ({ language, query }) =>
    roleForEdit(db, language, query.id),
  ),
  post('/Create', { body: CreateRoleBody, result: RoleDto }, ({ body, language }) => createRole(db, language, body)),
  put('/Update', { body: UpdateRoleBody, result: RoleDto }, ({ body, language }) => updateRole(db, language, body)),
  del('/Delete', { query: RoleIdQuery, result: NoResult }, ({ query }) => noResult(deleteRole(db, query.id))),
]);

export default roleRoutes;
