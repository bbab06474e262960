import type { FastifyPluginAsync } from 'fastify';
import { Session } from '../../../contracts/api/session';
import type { LoginInformations } from '../../../contracts/session';
import { HOST_TENANT_ID } from '../../../contracts/tenant';
import type { TenantInfo } from '../../db/tenancy/index';
import { addOperations } from '../../lib/routes';

/** The request's tenant as ABP's session names it; the host is none. */
const tenantOf = ({ id, tenancyName, name, isActive }: TenantInfo): LoginInformations['tenant'] =>
  id === HOST_TENANT_ID ? null : { id, tenancyName, name, isActive };

/** /api/services/app/Session: ABP's session probe; open to anyone, user null when not signed in. */
const sessionRoutes: FastifyPluginAsync<{ version: string; releaseDate: string }> = async (app, options) => {
  await addOperations(app, Session, {
    GetCurrentLoginInformations: async ({ request }): Promise<LoginInformations> => {
      const user = request.currentUser;
      return {
        application: { version: options.version, releaseDate: options.releaseDate, features: {} },
        user: user
          ? {
              id: user.id,
              name: user.name,
              surname: user.profile.surname ?? '',
              userName: user.userName,
              emailAddress: user.profile.emailAddress,
            }
          : null,
        tenant: tenantOf(request.tenant),
      };
    },
  });
};

export default sessionRoutes;
