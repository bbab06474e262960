import { ThirdAuth } from '../../../contracts/api/third-auth';
import { noResult, serve } from '../../lib/routes';
import { bindingsOf, bindTicket, unbind, userByOpenId, userIdOf } from './service';

/** The handlers of ThirdAuth (contracts/api/third-auth.ts): WeChat bindings of the signed-in user. */
const thirdAuthRoutes = serve(ThirdAuth, (db, app) => ({
  GetThirdList: ({ user }) => bindingsOf(db, user.id),
  BindThirdLogin: ({ user, body }) => bindTicket(db, app.thirdAuth.signer, user, body.ticket),
  UnBindThird: ({ user, body }) => noResult(unbind(db, user, body.id)),
  GetUserByWeChart: ({ user, query }) => userByOpenId(db, user, query.openid),
  GetUserId: ({ user, query }) => userIdOf(db, user, query.openid),
}));

export default thirdAuthRoutes;
