import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, PagedResult, pagedQuery, Str } from '../../../contracts/common';
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

export const RoleDto = Type.Object({
  id: Id(),
  name: Type.String(),
  displayName: Type.String(),
  normalizedName: Type.String(),
  description: Nullable(Type.String()),
  isStatic: Type.Boolean(),
  permissions: Type.Array(Type.String()),
  creationTime: Type.String({ format: 'date-time' }),
});

const PermissionDto = Type.Object({
  name: Type.String(),
  displayName: Type.String(),
  description: Nullable(Type.String()),
});

const RoleFields = {
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{1,31}$', maxLength: 32, description: 'letters first' }),
  displayName: Str(64, { minLength: 1 }),
  description: Type.Optional(Nullable(Str(500))),
  grantedPermissions: Type.Optional(Type.Array(Str(128), { maxItems: 100 })),
};

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
        querystring: Input({ keyword: Type.Optional(Str(64)), ...pagedQuery }),
        response: envelope(PagedResult(RoleDto)),
      },
    },
    async (request) => listRoles(db, request.query.keyword, pageOf(request.query)),
  );

  app.get(
    '/Get',
    { preHandler, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(RoleDto) } },
    async (request) => getRole(db, request.query.id),
  );

  app.get(
    '/GetRolesAsync',
    {
      preHandler,
      schema: {
        tags,
        security,
        querystring: Input({ permission: Type.Optional(Str(128)) }),
        response: envelope(Type.Object({ items: Type.Array(RoleDto) })),
      },
    },
    async (request) => rolesGranting(db, request.query.permission),
  );

  app.get(
    '/GetAllPermissions',
    {
      preHandler,
      schema: { tags, security, response: envelope(Type.Object({ items: Type.Array(PermissionDto) })) },
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
        querystring: Input({ id: Id() }),
        response: envelope(
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
        ),
      },
    },
    async (request) => roleForEdit(db, request.language, request.query.id),
  );

  app.post(
    '/Create',
    { preHandler, schema: { tags, security, body: Input(RoleFields), response: envelope(RoleDto) } },
    async (request) => createRole(db, request.body),
  );

  app.put(
    '/Update',
    { preHandler, schema: { tags, security, body: Input({ id: Id(), ...RoleFields }), response: envelope(RoleDto) } },
    async (request) => updateRole(db, request.body),
  );

  app.delete(
    '/Delete',
    { preHandler, schema: { tags, security, querystring: Input({ id: Id() }), response: envelope(Type.Null()) } },
    async (request) => {
      await deleteRole(db, request.query.id);
      return null;
    },
  );
};

export default roleRoutes;
