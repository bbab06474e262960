// WeChat sign-in and bindings (TokenAuth's external sign-in, ThirdAuth). The sign-in page asks for the provider list
// before the shell exists, through a quiet client of its own; the shell's screens use useThirdAuthApi().
import { useMemo } from 'react';
import { resolveApiBase } from '../app/storage';
import { readToken } from '../session/SessionProvider';
import { type ApiClient, createApiClient } from './client';
import { endpoints } from './endpoints';
import { useShellClient } from './shellClient';

export type { ExternalAuthenticateResult, ExternalProvider, ThirdBinding } from '../../contracts/third-auth';

export function createThirdAuthApi(client: ApiClient) {
  const tokenAuth = endpoints(client, 'TokenAuth');
  const third = endpoints(client, 'ThirdAuth');
  return {
    providers: () => tokenAuth.GetExternalAuthenticationProviders({ quiet: true }),
    /** The landing page shows this call's error itself. */
    land: (code: string, state: string) => tokenAuth.WeixinRedirect({ body: { code, state }, quiet: true }),
    bindings: () => third.GetThirdList(),
    bind: (ticket: string) => third.BindThirdLogin({ body: { ticket } }),
    unbind: (id: string) => third.UnBindThird({ body: { id } }),
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
