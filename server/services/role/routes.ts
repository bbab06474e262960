import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
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

const tags = ['Role'];
const security = [{ bearer: [] }];

/** /api/services/app/Role: roles and the permissions they grant (admin only). */
const roleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const preHandler = requirePermission(Permission.RolesManage);

  app.get(
    '/GetAll',
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: RoleListQuery,
        response: envelope(PagedResult(RoleDto)),
      },
    },
    async (request) => listRoles(db, request.query.keyword, pageOf(request.query)),
  );

  app.get(
    '/Get',
    { preHandler, schema: { tags, security, querystring: RoleIdQuery, response: envelope(RoleDto) } },
    async (request) => getRole(db, request.query.id),
  );

  app.get(
    '/GetRolesAsync',
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: RolesGrantingQuery,
        response: envelope(RoleList),
      },
    },
    async (request) => rolesGranting(db, request.query.permission),
  );

  app.get(
    '/GetAllPermissions',
    {
      preHandler,
      schema: { tags, security, response: envelope(PermissionList) },
    },
    async (request) => allPermissions(request.language),
  );

  app.get(
    '/GetRoleForEdit',
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: RoleIdQuery,
        response: envelope(RoleForEdit),
      },
    },
    async (request) => roleForEdit(db, request.language, request.query.id),
  );

  app.post(
    '/Create',
    { preHandler, schema: { tags, security, body: CreateRoleBody, response: envelope(RoleDto) } },
    async (request) => createRole(db, request.body),
  );

  app.put(
    '/Update',
    { preHandler, schema: { tags, security, body: UpdateRoleBody, response: envelope(RoleDto) } },
    async (request) => updateRole(db, request.body),
  );

  app.delete(
    '/Delete',
    { preHandler, schema: { tags, security, querystring: RoleIdQuery, response: envelope(NoResult) } },
    async (request) => {
      await deleteRole(db, request.query.id);
      return null;
    },
  );
};

export default roleRoutes;
