// Fills the pure session machine with the browser's effects (ky calls, the auth cookie,
// navigation, reload) and shares the running actor (createActorContext).
import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { type Actor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { Api } from '../api';
import { getCookie, REMEMBER_DAYS, removeCookie, setCookie, TOKEN_COOKIE } from '../app/storage';

export const SessionContext = createActorContext(sessionMachine);
export const useSession = SessionContext.useSelector;
export const useSessionActor = SessionContext.useActorRef;
export type SessionActor = Actor<typeof sessionMachine>;

export function readToken(): string | null {
  return getCookie(TOKEN_COOKIE);
}

export interface SessionEffects {
  goToRoot(): void;
  reloadPage(): void;
}

export function provideSession(api: Api, effects: SessionEffects) {
  return sessionMachine.provide({
    actors: {
      authenticate: fromPromise(({ input }) => api.authenticate(input)),
      loadUser: fromPromise(() => api.getUserInfo()),
      logout: fromPromise(() => api.logout()),
    },
    actions: {
      storeToken: (_, { token, rememberMe }) => setCookie(TOKEN_COOKIE, token, rememberMe ? REMEMBER_DAYS : undefined),
      clearToken: () => removeCookie(TOKEN_COOKIE),
      goToRoot: () => effects.goToRoot(),
      reloadPage: () => effects.reloadPage(),
      logLoadFailure: (_, { error }) => {
        // The product's behaviour: the failure to get the user info is also logged to the console, in Chinese.
        console.error('获取用户信息失败', error);
      },
    },
  });
}

export interface SessionProviderProps {
  api: Api;
  children: ReactNode;
  token?: string | null;
  effects?: SessionEffects;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

const browserEffects: SessionEffects = {
  goToRoot: () => {
    if (globalThis.location && globalThis.location.pathname !== '/login')
      globalThis.history.replaceState(null, '', '/');
    globalThis.dispatchEvent?.(new PopStateEvent('popstate'));
  },
  reloadPage: () => globalThis.location.reload(),
};

export function SessionProvider({ api, children, token, effects = browserEffects, inspect }: SessionProviderProps) {
  const logic = useMemo(() => provideSession(api, effects), [api, effects]);
  const initialToken = token === undefined ? readToken() : token;
  return (
    <SessionContext.Provider logic={logic} options={{ input: { token: initialToken }, inspect }}>
      {children}
    </SessionContext.Provider>
  );
}
