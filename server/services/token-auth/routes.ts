import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoResult } from '../../../contracts/common';
import { AuthenticateBody, AuthenticateResult, UserInfo, UserInfoQuery } from '../../../contracts/token-auth';
import { envelope } from '../../lib/envelope';
import { translate } from '../../lib/i18n';
import { signedIn } from '../../plugins/auth';
import { newestNotices } from '../notice/service';
import { authenticate, logout, unitNameOf, userDetails } from './service';

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
        querystring: UserInfoQuery,
        response: envelope(UserInfo),
      },
    },
    async (request): Promise<UserInfo> => {
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
      schema: { tags: ['TokenAuth'], security: [{ bearer: [] }], response: envelope(NoResult) },
    },
    async (request) => {
      await logout(app.db, signedIn(request));
      return null;
    },
  );
};

export default tokenAuthRoutes;
