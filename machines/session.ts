// The browser session: token → load user → permitted routes; any failure → local logout.
// Pure: the actors and the storage/navigation actions are placeholders that the browser fills
// with `sessionMachine.provide({ actors, actions })`.
import { assign, fromPromise, setup } from 'xstate';
import {
  type AuthResult,
  type Credentials,
  SESSION_ERRORS,
  type SessionContext,
  type SessionError,
  type SessionEvent,
  type SessionInput,
  type UserInfo,
} from './session.types';

export * from './session.types';

/** A thrown error's own text when it has one (the server's localized message), else a locale key. */
export function toSessionError(error: unknown, fallbackKey: string): SessionError {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return { kind: 'text', text: message };
  }
  return { kind: 'key', key: fallbackKey };
}

export function hasRoleList(user: UserInfo | null | undefined): boolean {
  return !!user && Array.isArray(user.roles) && user.roles.length > 0;
}

/** Why a loaded user cannot sign in: no user at all, or a user without roles. */
const refusalOf = (user: UserInfo | null | undefined): string =>
  user ? SESSION_ERRORS.rolesRequired : SESSION_ERRORS.verificationFailed;

const signedOut = { token: null, user: null, roles: [] } satisfies Partial<SessionContext>;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    authenticate: fromPromise<AuthResult, Credentials>(async () => {
      throw new Error('authenticate is provided by the caller');
    }),
    loadUser: fromPromise<UserInfo | null, { token: string }>(async () => {
      throw new Error('loadUser is provided by the caller');
    }),
    logout: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('logout is provided by the caller');
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string; rememberMe: boolean }) => {},
    clearToken: () => {},
    goToRoot: () => {},
    reloadPage: () => {},
    logLoadFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    'hasToken?': ({ context }) => !!context.token,
    'hasAccessToken?': ({ event }) => {
      const output = (event as { output?: AuthResult }).output;
      return typeof output?.accessToken === 'string' && output.accessToken !== '';
    },
    'lacksRoles?': ({ event }) => !hasRoleList((event as { output?: UserInfo | null }).output),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input?.token || null, user: null, roles: [], rememberMe: false, error: null }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'Start-up: a stored token means a user must be loaded; none means only public routes.',
      always: [{ guard: 'hasToken?', target: 'LoadingUser' }, { target: 'SignedOut' }],
    },
    SignedOut: {
      description: 'No token: only the public routes are reachable; the login form is shown.',
      on: {
        LOG_IN: {
          target: 'Authenticating',
          actions: assign({ rememberMe: ({ event }) => event.rememberMe, error: null }),
        },
        DISMISS_ERROR: { actions: assign({ error: null }) },
      },
    },
    Authenticating: {
      description: 'Credentials sent to TokenAuth/Authenticate (user name trimmed).',
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ event }) => {
          const login = event as Extract<SessionEvent, { type: 'LOG_IN' }>;
          return { userName: login.userName.trim(), password: login.password, rememberMe: login.rememberMe };
        },
        onDone: [
          {
            guard: 'hasAccessToken?',
            target: 'LoadingUser',
            actions: [
              assign({ token: ({ event }) => event.output.accessToken }),
              {
                type: 'storeToken',
                params: ({ context, event }) => ({ token: event.output.accessToken, rememberMe: context.rememberMe }),
              },
            ],
          },
          { target: 'SignedOut', actions: assign({ error: { kind: 'key', key: SESSION_ERRORS.verificationFailed } }) },
        ],
        onError: {
          target: 'SignedOut',
          actions: assign({ error: ({ event }) => toSessionError(event.error, SESSION_ERRORS.loginFailed) }),
        },
      },
    },
    LoadingUser: {
      description: 'Token present, roles not loaded: GetUserInfo, then the permitted routes are built from the roles.',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: 'lacksRoles?',
            target: 'SignedOut',
            actions: [
              assign({ ...signedOut, error: ({ event }) => ({ kind: 'key', key: refusalOf(event.output) }) }),
              'clearToken',
              { type: 'logLoadFailure', params: ({ event }) => ({ error: refusalOf(event.output) }) },
              'goToRoot',
            ],
          },
          {
            target: 'SignedIn',
            actions: assign({
              user: ({ event }) => event.output,
              roles: ({ event }) => [...(event.output?.roles ?? [])],
              error: null,
            }),
          },
        ],
        onError: {
          target: 'SignedOut',
          actions: [
            assign({ ...signedOut, error: ({ event }) => toSessionError(event.error, SESSION_ERRORS.loadUserFailed) }),
            'clearToken',
            { type: 'logLoadFailure', params: ({ event }) => ({ error: event.error }) },
            'goToRoot',
          ],
        },
      },
    },
    SignedIn: {
      description: 'User and roles loaded: the permitted routes and the menu are built from the roles.',
      initial: 'Idle',
      on: {
        LOG_OUT: { target: 'SigningOut' },
        SESSION_EXPIRED: {
          target: 'SignedOut',
          actions: [assign({ ...signedOut, error: null }), 'clearToken', 'goToRoot'],
        },
      },
      states: {
        Idle: {
          description: 'The loaded user is shown (header avatar, name, unit).',
          on: { USER_CHANGED: { target: 'RefreshingUser' } },
        },
        RefreshingUser: {
          description:
            'The user changed their own account (avatar, language): GetUserInfo again while the shell stays up.',
          on: { USER_CHANGED: { target: 'RefreshingUser', reenter: true } },
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            // A refresh that fails or comes back without roles keeps the user already shown: the change itself was
            // stored, and an expired token ends the session through SESSION_EXPIRED, not here.
            onDone: [
              { guard: 'lacksRoles?', target: 'Idle' },
              {
                target: 'Idle',
                actions: assign({
                  user: ({ event }) => event.output,
                  roles: ({ event }) => [...(event.output?.roles ?? [])],
                }),
              },
            ],
            onError: { target: 'Idle' },
          },
        },
      },
    },
    SigningOut: {
      description: 'GET TokenAuth/Logout; whatever it answers, the session is cleared locally and the page reloads.',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'SignedOut', actions: [assign({ ...signedOut, error: null }), 'clearToken', 'reloadPage'] },
        onError: { target: 'SignedOut', actions: [assign({ ...signedOut, error: null }), 'clearToken', 'reloadPage'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
