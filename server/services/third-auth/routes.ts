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
  get(
    '/GetThirdList',
    { summary: "Lists the signed-in user's WeChat bindings.", result: ThirdBindingList },
    ({ user }) => bindingsOf(db, user.id),
  ),
  post(
    '/BindThirdLogin',
    {
      summary: 'Binds the WeChat identity of a sign-in ticket to the signed-in user.',
      body: BindThirdLoginBody,
      result: ThirdBinding,
    },
    ({ user, body }) => bindTicket(db, app.thirdAuth.signer, user, body.ticket),
  ),
  post(
    '/UnBindThird',
    { summary: "Removes one of the signed-in user's WeChat bindings.", body: UnBindThirdBody, result: NoResult },
    ({ user, body }) => noResult(unbind(db, user, body.id)),
  ),
  get(
    '/GetUserByWeChart',
    { summary: 'Finds the user bound to a WeChat openid.', query: OpenIdQuery, result: ThirdUser },
    ({ user, query }) => userByOpenId(db, user, query.openid),
  ),
  get(
    '/GetUserId',
    {
      summary: 'Answers the id of the user bound to a WeChat openid (the empty id when none).',
      query: UserIdQuery,
      result: Type.String({ format: 'uuid' }),
    },
    ({ user, query }) => userIdOf(db, user, query.openid),
  ),
]);

export default thirdAuthRoutes;
