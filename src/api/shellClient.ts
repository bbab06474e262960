// The shell's API client: bearer cookie, the interface language, the error toast and error log, 401 ends the
// session, and every successful write marks the cached reads stale so that lists refetch (TanStack Query).
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useSettings } from '../app/settings';
import { getCookie, resolveApiBase, TOKEN_COOKIE } from '../app/storage';
import { useSessionActor } from '../session/SessionProvider';
import { toaster } from '../ui/toaster';
import { useLatest } from '../utils/useLatest';
import { type ApiClient, createApiClient, type RequestOptions } from './client';
import { errorLog } from './errorLog';
import type { ApiError } from './errors';

/** Network failures and server faults are interface errors worth keeping in the error log. */
export function shouldLogError(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

export interface ShellHooks {
  language(): string;
  /** A signed-in call answered 401. */
  sessionExpired(): void;
  queryClient: QueryClient;
}

/**
 * The client with every successful write (any method but GET, unless the call is marked `reads`) marking all cached
 * reads stale, so the ones on screen refetch at once, and dropping the ones not on screen. Applied to the real client and to the fakes of tests alike.
 */
export function invalidating(client: ApiClient, queryClient: QueryClient): ApiClient {
  const write =
    (method: 'post' | 'put' | 'delete') =>
    async <T>(path: string, options?: RequestOptions): Promise<T> => {
      const result = await client[method]<T>(path, options);
      if (!options?.reads) {
        // Reads not on screen are dropped, so a screen opened after the write never shows its pre-write answer
        // while it refetches; the ones on screen refetch in place.
        queryClient.removeQueries({ type: 'inactive' });
        void queryClient.invalidateQueries();
      }
      return result;
    };
  return { get: client.get, post: write('post'), put: write('put'), delete: write('delete') };
}

export function createShellClient(hooks: ShellHooks): ApiClient {
  const client = createApiClient({
    baseUrl: resolveApiBase(),
    getToken: () => getCookie(TOKEN_COOKIE),
    getLanguage: hooks.language,
    onUnauthorized: hooks.sessionExpired,
    onError: (error) => {
      if (shouldLogError(error)) errorLog.add({ message: error.message, url: error.url, stack: error.stack });
      toaster.create({ type: 'error', title: error.message, closable: true, duration: 5000 });
    },
  });
  return invalidating(client, hooks.queryClient);
}

/** Stories and tests provide a fake client here: every feature API built on useShellClient() then calls it. */
export const ShellClientContext = createContext<ApiClient | null>(null);

/** The shell's client for the feature APIs. Needs the SettingsProvider, SessionProvider and QueryClientProvider. */
export function useShellClient(): ApiClient {
  const given = useContext(ShellClientContext);
  const language = useLatest(useSettings().language);
  const session = useLatest(useSessionActor());
  const queryClient = useQueryClient();
  const built = useMemo(
    () =>
      createShellClient({
        language,
        sessionExpired: () => {
          const actor = session();
          if (actor.getSnapshot().matches('SignedIn')) actor.send({ type: 'SESSION_EXPIRED' });
        },
        queryClient,
      }),
    [language, session, queryClient],
  );
  return useMemo(() => (given ? invalidating(given, queryClient) : built), [given, built, queryClient]);
}
