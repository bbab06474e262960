import { NoResult } from '../common';
import {
  ExternalAuthenticateBody,
  ExternalAuthenticateResult,
  ExternalProviderList,
  WeixinRedirectBody,
} from '../third-auth';
import { AuthenticateBody, AuthenticateResult, UserInfo, UserInfoQuery } from '../token-auth';
import { service } from './manifest';

/** /api/TokenAuth: sign in (with a password or WeChat), who am I, sign out. */
export const TokenAuth = service({
  path: 'TokenAuth',
  tag: 'TokenAuth',
  access: 'signed-in',
  operations: {
    Authenticate: {
      method: 'POST',
      summary: 'Signs in with a user name (or email) and password and answers a bearer token.',
      access: 'anyone',
      body: AuthenticateBody,
      result: AuthenticateResult,
    },
    GetExternalAuthenticationProviders: {
      method: 'GET',
      summary: 'Lists the external sign-in providers (WeChat) this server is set up for.',
      access: 'anyone',
      result: ExternalProviderList,
    },
    WeixinRedirect: {
      method: 'POST',
      summary: 'Signs in with the code WeChat’s redirect brought back.',
      access: 'anyone',
      body: WeixinRedirectBody,
      result: ExternalAuthenticateResult,
    },
    ExternalAuthenticate: {
      method: 'POST',
      summary: 'Signs in with an external provider’s access code (ABP’s name for the WeChat sign-in).',
      access: 'anyone',
      body: ExternalAuthenticateBody,
      result: ExternalAuthenticateResult,
    },
    GetUserInfo: {
      method: 'GET',
      summary: 'Reads the signed-in user: roles, permissions, unit, profile and newest notices.',
      query: UserInfoQuery,
      result: UserInfo,
    },
    Logout: { method: 'GET', summary: 'Signs out: the token stops being accepted.', result: NoResult },
  },
});
