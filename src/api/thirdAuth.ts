// WeChat sign-in and bindings (TokenAuth's external sign-in, ThirdAuth). The sign-in page asks for the provider list
// before the shell exists, through a quiet client of its own; the shell's screens use useThirdAuthApi().
import { useMemo } from 'react';
import type { ExternalAuthenticateResult, ExternalProvider, ThirdBinding } from '../../contracts/third-auth';
import { resolveApiBase } from '../app/storage';
import { readToken } from '../session/SessionProvider';
import { type ApiClient, createApiClient } from './client';
import { useShellClient } from './shellClient';

export type { ExternalAuthenticateResult, ExternalProvider, ThirdBinding } from '../../contracts/third-auth';

const THIRD = 'services/app/ThirdAuth/';

export function createThirdAuthApi(client: ApiClient) {
  return {
    providers: () => client.get<ExternalProvider[]>('TokenAuth/GetExternalAuthenticationProviders', { quiet: true }),
    /** The landing page shows this call's error itself. */
    land: (code: string, state: string) =>
      client.post<ExternalAuthenticateResult>('TokenAuth/WeixinRedirect', { body: { code, state }, quiet: true }),
    bindings: () => client.get<ThirdBinding[]>(`${THIRD}GetThirdList`),
    bind: (ticket: string) => client.post<ThirdBinding>(`${THIRD}BindThirdLogin`, { body: { ticket } }),
    unbind: (id: string) => client.post<null>(`${THIRD}UnBindThird`, { body: { id } }),
  };
}
export type ThirdAuthApi = ReturnType<typeof createThirdAuthApi>;

export function useThirdAuthApi(): ThirdAuthApi {
  const client = useShellClient();
  return useMemo(() => createThirdAuthApi(client), [client]);
}

/** For the sign-in page, which has no shell: quiet calls in the given language. */
export const publicThirdAuthApi = (language: () => string) =>
  createThirdAuthApi(createApiClient({ baseUrl: resolveApiBase(), getToken: readToken, getLanguage: language }));
