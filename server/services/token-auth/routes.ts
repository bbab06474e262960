import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Input, Nullable, Str } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { translate } from '../../lib/i18n';
import { signedIn } from '../../plugins/auth';
import { newestNotices } from '../notice/service';
import { authenticate, logout, unitNameOf, userDetails } from './service';

const AuthenticateBody = Input({
  userNameOrEmailAddress: Str(256, { minLength: 1 }),
  password: Str(128, { minLength: 1 }),
  rememberClient: Type.Optional(Type.Boolean()),
});

const AuthenticateResult = Type.Object({
  accessToken: Type.String(),
  encryptedAccessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  userId: Id(),
});

const UserInfo = Type.Object({
  userId: Id(),
  userName: Type.String(),
  name: Type.String(),
  roles: Type.Array(Type.String()),
  avatar: Nullable(Type.String()),
  status: Type.Integer({ description: '1 active (an inactive user cannot call this)' }),
  introduction: Nullable(Type.String()),
  unitId: Nullable(Id()),
  unitName: Type.String(),
  unitType: Type.Integer({ description: 'UnitType: 0 platform, 1 consigning unit, 2 test unit' }),
  userType: Type.Integer(),
  language: Type.String(),
  webUserNotices: Type.Array(
    Type.Object({ id: Id(), title: Type.String(), sendTime: Type.String({ format: 'date-time' }) }),
  ),
});

/** /api/TokenAuth: sign in, who am I, sign out. */
const tokenAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Authenticate',
    {
      schema: { tags: ['TokenAuth'], body: AuthenticateBody, response: envelope(AuthenticateResult) },
    },
    async (request) =>
      authenticate(app.db, request.body, request.ip, (claims, expiresIn) => app.jwt.sign(claims, { expiresIn })),
  );

  app.get(
    '/GetUserInfo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['TokenAuth'],
        security: [{ bearer: [] }],
        querystring: Input({ webUrl: Type.Optional(Str(2048)) }),
        response: envelope(UserInfo),
      },
    },
    async (request) => {
      const user = signedIn(request);
      const [details, unitName, notices] = await Promise.all([
        userDetails(app.db, user.id),
        unitNameOf(app.db, user),
        newestNotices(app.db, user, 5),
      ]);
      return {
        userId: user.id,
        userName: user.userName,
        name: user.name,
        roles: user.roles,
        avatar: details?.avatar ?? null,
        status: details?.isActive ? 1 : 0,
        introduction: details?.introduction ?? null,
        unitId: user.unitId,
        unitName: unitName ?? translate(request.language, 'app.notLinkedToUnit'),
        unitType: user.unitType,
        userType: user.userType,
        language: user.language,
        webUserNotices: notices.map(({ id, title, sendTime }) => ({ id, title, sendTime })),
      };
    },
  );

  app.get(
    '/Logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['TokenAuth'], security: [{ bearer: [] }], response: envelope(Type.Null()) },
    },
    async (request) => {
      await logout(app.db, signedIn(request));
      return null;
    },
  );
};

export default tokenAuthRoutes;
