import { TokenAuth } from '../../../contracts/api/token-auth';
import { HOST_TENANT_ID } from '../../../contracts/tenant';
import type { UserInfo } from '../../../contracts/token-auth';
import { UserFacingError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { noResult, serve } from '../../lib/routes';
import { tokenSigner } from '../../plugins/auth';
import { personActorOf } from '../consign-info/access';
import { newestNotices } from '../notice/service';
import { externalProviders, signInExternally } from './external';
import { authenticate, logout, type Sign } from './service';

/** The handlers of TokenAuth (contracts/api/token-auth.ts). */
const tokenAuthRoutes = serve(TokenAuth, (db, app) => {
  const sign: Sign = tokenSigner(app);
  return {
    Authenticate: ({ request, body }) => {
      // A switched-off tenant's users cannot sign in (its pages say so from the session's tenant).
      if (!request.tenant.isActive) throw new UserFacingError('errors.tenantInactive', 403);
      return authenticate(db, body, request.ip, sign, request.tenant.id);
    },
    GetExternalAuthenticationProviders: () => externalProviders(app.thirdAuth),
    WeixinRedirect: ({ body, request }) =>
      signInExternally(db, app.thirdAuth, sign, {
        ...body,
        members: { code: 'code', state: 'state' },
        clientIp: request.ip,
      }),
    ExternalAuthenticate: ({ body, request }) =>
      signInExternally(db, app.thirdAuth, sign, {
        code: body.providerAccessCode,
        state: body.providerKey,
        members: { code: 'providerAccessCode', state: 'providerKey' },
        clientIp: request.ip,
      }),
    GetUserInfo: async ({ user, language, request }): Promise<UserInfo> => {
      // The user's row, unit name and profile came with the token's check (plugins/auth.ts): one more read, the
      // notices.
      const notices = await newestNotices(db, user, 5);
      const { profile } = user;
      return {
        userId: user.id,
        userName: user.userName,
        name: user.name,
        phoneNumber: profile.phoneNumber,
        roles: user.roles,
        permissions: user.permissions,
        actorRole: personActorOf(user),
        avatar: profile.avatar,
        // Only an active user gets past the token's check.
        status: 1,
        introduction: profile.introduction,
        unitId: user.unitId,
        // A platform user belongs to no unit; the host's is the platform operator itself.
        unitName:
          user.unitName ??
          translate(language, request.tenant.id === HOST_TENANT_ID ? 'app.platformOperator' : 'app.notLinkedToUnit'),
        unitType: user.unitType,
        userType: user.userType,
        language: user.language,
        uiTheme: profile.uiTheme,
        webUserNotices: notices.map(({ id, title, sendTime }) => ({ id, title, sendTime })),
      };
    },
    Logout: ({ user }) => noResult(logout(db, user)),
  };
});

export default tokenAuthRoutes;
