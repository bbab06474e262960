import { Type } from 'typebox';
import { NoResult } from '../../../contracts/common';
import {
  BindThirdLoginBody,
  OpenIdQuery,
  ThirdBinding,
  ThirdBindingList,
  ThirdUser,
  UnBindThirdBody,
  UserIdQuery,
} from '../../../contracts/third-auth';
import { get, noResult, post, routeTable } from '../../lib/routes';
import { bindingsOf, bindTicket, unbind, userByOpenId, userIdOf } from './service';

/** /api/services/app/ThirdAuth: WeChat bindings of the signed-in user. GetUserByWeChart is the product's spelling. */
const thirdAuthRoutes = routeTable('ThirdAuth', 'signed-in', (db, app) => [
  get('/GetThirdList', { result: ThirdBindingList }, ({ user }) => bindingsOf(db, user.id)),
  post('/BindThirdLogin', { body: BindThirdLoginBody, result: ThirdBinding }, ({ user, body }) =>
    bindTicket(db, app.thirdAuth.signer, user, body.ticket),
  ),
  post('/UnBindThird', { body: UnBindThirdBody, result: NoResult }, ({ user, body }) =>
    noResult(unbind(db, user, body.id)),
  ),
  get('/GetUserByWeChart', { query: OpenIdQuery, result: ThirdUser }, ({ user, query }) =>
    userByOpenId(db, user, query.openid),
  ),
  get('/GetUserId', { query: UserIdQuery, result: Type.String({ format: 'uuid' }) }, ({ user, query }) =>
    userIdOf(db, user, query.openid),
  ),
]);

export default thirdAuthRoutes;
