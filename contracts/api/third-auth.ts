import { Type } from 'typebox';
import { NoResult } from '../common';
import {
  BindThirdLoginBody,
  OpenIdQuery,
  ThirdBinding,
  ThirdBindingList,
  ThirdUser,
  UnBindThirdBody,
  UserIdQuery,
} from '../third-auth';
import { service } from './manifest';

/** /api/services/app/ThirdAuth: WeChat bindings of the signed-in user. GetUserByWeChart is the product's spelling. */
export const ThirdAuth = service({
  path: 'services/app/ThirdAuth',
  tag: 'ThirdAuth',
  access: 'signed-in',
  operations: {
    GetThirdList: { method: 'GET', summary: "Lists the signed-in user's WeChat bindings.", result: ThirdBindingList },
    BindThirdLogin: {
      method: 'POST',
      summary: 'Binds the WeChat identity of a sign-in ticket to the signed-in user.',
      body: BindThirdLoginBody,
      result: ThirdBinding,
    },
    UnBindThird: {
      method: 'POST',
      summary: "Removes one of the signed-in user's WeChat bindings.",
      body: UnBindThirdBody,
      result: NoResult,
    },
    GetUserByWeChart: {
      method: 'GET',
      summary: 'Finds the user bound to a WeChat openid.',
      query: OpenIdQuery,
      result: ThirdUser,
    },
    GetUserId: {
      method: 'GET',
      summary: 'Answers the id of the user bound to a WeChat openid (the empty id when none).',
      query: UserIdQuery,
      result: Type.String({ format: 'uuid' }),
    },
  },
});
