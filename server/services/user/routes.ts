import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileAnswer, NoResult, PagedResult } from '../../../contracts/common';
import { RoleList } from '../../../contracts/role';
import {
  AvatarResult,
  ChangeActiveBody,
  ChangeLanguageBody,
  ChangePasswordBody,
  CreateUserBody,
  PasswordStrength,
  ResetPasswordBody,
  StrengthBody,
  UpdateUserBody,
  UserIdQuery,
  UserListQuery,
  UserRow,
} from '../../../contracts/user';
import { envelope } from '../../lib/envelope';
import { pageOf } from '../../lib/paging';
import { Permission } from '../../lib/permissions';
import { acceptMultipart } from '../../lib/uploads';
import { requirePermission, signedIn } from '../../plugins/auth';
import { assignableRoles } from '../role/service';
import { AVATAR_PATH, avatarById, changeLanguage, changePassword, MAX_AVATAR_BYTES, uploadAvatar } from './account';
import { getUser, listUsers } from './list';
import { changeUserActive, createUser, deleteUser, resetPassword, updateUser } from './manage';
import { passwordStrength } from './password';

const tags = ['User'];
const security = [{ bearer: [] }];

/** /api/services/app/User: a unit's users (admin: everyone's) and the signed-in user's own account. */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const manage = requirePermission(Permission.UsersManage);
  // GetSysUserList is the product's name; GetAll is ABP's CRUD name for the same list.
  for (const path of ['/GetSysUserList', '/GetAll']) {
    app.get(
      path,
      {
        preHandler: manage,
        schema: { tags, security, querystring: UserListQuery, response: envelope(PagedResult(UserRow)) },
      },
      async (request) => listUsers(db, signedIn(request), request.query, pageOf(request.query)),
    );
  }

  app.get(
    '/Get',
    { preHandler: manage, schema: { tags, security, querystring: UserIdQuery, response: envelope(UserRow) } },
    async (request) => getUser(db, signedIn(request), request.query.id),
  );

  app.get(
    '/GetRoles',
    {
      preHandler: manage,
      schema: { tags, security, response: envelope(RoleList) },
    },
    async (request) => assignableRoles(db, signedIn(request)),
  );

  app.post(
    '/Create',
    { preHandler: manage, schema: { tags, security, body: CreateUserBody, response: envelope(UserRow) } },
    async (request) => createUser(db, signedIn(request), request.body),
  );

  app.post(
    '/CreateUserBySys',
    {
      preHandler: requirePermission(Permission.UsersAllUnits),
      schema: { tags, security, body: CreateUserBody, response: envelope(UserRow) },
    },
    async (request) => createUser(db, signedIn(request), request.body),
  );

  app.put(
    '/Update',
    { preHandler: manage, schema: { tags, security, body: UpdateUserBody, response: envelope(UserRow) } },
    async (request) => updateUser(db, signedIn(request), request.body),
  );

  app.post(
    '/ChangeUserActive',
    { preHandler: manage, schema: { tags, security, body: ChangeActiveBody, response: envelope(UserRow) } },
    async (request) => changeUserActive(db, signedIn(request), request.body),
  );

  app.delete(
    '/Delete',
    {
      preHandler: manage,
      schema: { tags, security, querystring: UserIdQuery, response: envelope(NoResult) },
    },
    async (request) => {
      await deleteUser(db, signedIn(request), request.query.id);
      return null;
    },
  );

  app.post(
    '/ResetPassword',
    { preHandler: manage, schema: { tags, security, body: ResetPasswordBody, response: envelope(NoResult) } },
    async (request) => {
      await resetPassword(db, signedIn(request), request.body);
      return null;
    },
  );

  app.post(
    '/ChangePassword',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: ChangePasswordBody, response: envelope(NoResult) },
    },
    async (request) => {
      await changePassword(db, signedIn(request), request.body);
      return null;
    },
  );

  app.post(
    '/ChangeLanguage',
    {
      preHandler: app.authenticate,
      schema: { tags, security, body: ChangeLanguageBody, response: envelope(NoResult) },
    },
    async (request) => {
      await changeLanguage(db, signedIn(request), request.body.languageName);
      return null;
    },
  );

  // POST, not GET: a password never travels in an address (addresses end up in logs).
  app.post(
    '/GetPasswordStrength',
    { schema: { tags, body: StrengthBody, response: envelope(PasswordStrength) } },
    async (request) => passwordStrength(request.body.password, request.body.userName),
  );

  app.get(
    '/GetAvatar',
    {
      schema: {
        tags,
        querystring: UserIdQuery,
        response: FileAnswer('the image'),
      },
    },
    async (request, reply) => {
      const image = await avatarById(db, request.query.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.content);
    },
  );

  acceptMultipart(app, MAX_AVATAR_BYTES);
  app.post(
    '/UploadAvatar',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `PNG, JPEG, GIF or WebP up to ${MAX_AVATAR_BYTES / 1024} KB in field \`file\`; served at ${AVATAR_PATH}<id>.`,
        response: envelope(AvatarResult),
      },
    },
    async (request) => uploadAvatar(db, signedIn(request), request.body),
  );
};

export default userRoutes;
