// The calls the browser makes, by name. Screens use these through ApiContext, never fetch.
import { createContext, useContext } from 'react';
import type { ApiClient } from './client';
import { endpoints } from './endpoints';
import type {
  AuthenticateResult,
  Branding,
  EnumValue,
  LoginInformations,
  Statistic,
  TenantAvailability,
  UserInfo,
} from './types';

export interface Api {
  authenticate(input: { userName: string; password: string; rememberMe: boolean }): Promise<AuthenticateResult>;
  getUserInfo(): Promise<UserInfo | null>;
  logout(): Promise<unknown>;
  getBranding(url: string): Promise<Branding>;
  getEnumValues(enumTypeName: string): Promise<EnumValue[]>;
  getStatistic(): Promise<Statistic>;
  /** Session/GetCurrentLoginInformations: the request's tenant (null: the host) and the signed-in user, if any. */
  getLoginInformations(): Promise<LoginInformations>;
  /** Account/IsTenantAvailable: 1 available, 2 switched off, 3 no tenant of that name. */
  isTenantAvailable(tenancyName: string): Promise<TenantAvailability>;
}

export function createApi(client: ApiClient): Api {
  const tokenAuth = endpoints(client, 'TokenAuth');
  return {
    authenticate: ({ userName, password, rememberMe }) =>
      tokenAuth.Authenticate({
        body: { userNameOrEmailAddress: userName, password, rememberClient: rememberMe },
        // The login form shows this error itself.
        quiet: true,
      }),
    getUserInfo: () => tokenAuth.GetUserInfo({ query: { webUrl: globalThis.location?.origin ?? '' }, quiet: true }),
    logout: () => tokenAuth.Logout({ quiet: true }),
    getBranding: (url) =>
      endpoints(client, 'BaSystemControlParam').GetTestUnitInfoByConsignPlatURL({ query: { url }, quiet: true }),
    getEnumValues: (enumTypeName) => endpoints(client, 'EunmValue').GetEnumValues({ query: { enumTypeName } }),
    getStatistic: () => endpoints(client, 'Dashboard').GetStatistic(),
    getLoginInformations: () => endpoints(client, 'Session').GetCurrentLoginInformations({ quiet: true }),
    isTenantAvailable: (tenancyName) =>
      endpoints(client, 'Account').IsTenantAvailable({ body: { tenancyName }, quiet: true, reads: true }),
  };
}

export const ApiContext = createContext<Api | null>(null);

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiContext');
  return api;
}
