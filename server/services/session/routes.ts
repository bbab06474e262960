import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id, Nullable } from '../../../contracts/common';
import { envelope } from '../../lib/envelope';
import { userDetails } from '../token-auth/service';

const LoginInformations = Type.Object({
  application: Type.Object({
    version: Type.String(),
    releaseDate: Type.String({ format: 'date-time' }),
    features: Type.Record(Type.String(), Type.Boolean()),
  }),
  user: Nullable(
    Type.Object({
      id: Id(),
      name: Type.String(),
      surname: Type.String(),
      userName: Type.String(),
      emailAddress: Nullable(Type.String()),
    }),
  ),
  tenant: Type.Null({ description: 'single-tenant: always null' }),
});

/** /api/services/app/Session: ABP's session probe; open to anyone, user null when not signed in. */
const sessionRoutes: FastifyPluginAsyncTypebox<{ version: string; releaseDate: string }> = async (app, options) => {
  app.get(
    '/GetCurrentLoginInformations',
    { preHandler: app.identify, schema: { tags: ['Session'], response: envelope(LoginInformations) } },
    async (request) => {
      const user = request.currentUser;
      const details = user ? await userDetails(app.db, user.id) : undefined;
      return {
        application: { version: options.version, releaseDate: options.releaseDate, features: {} },
        user: user
          ? {
              id: user.id,
              name: user.name,
              surname: details?.surname ?? '',
              userName: user.userName,
              emailAddress: details?.emailAddress ?? null,
            }
          : null,
        tenant: null,
      };
    },
  );
};

export default sessionRoutes;
