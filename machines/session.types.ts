// Types of the session machine (machines/session.ts). Wire shapes follow docs/api.md.
import type { UserInfo } from '../contracts/token-auth';

export type RoleName = 'consignor' | 'lab' | 'admin';

export interface UserNotice {
  id: string;
  title: string;
  sendTime: string;
}

/** GET /api/TokenAuth/GetUserInfo result: the contract's wire shape. */
export type { UserInfo };

/** A message to show: a locale key (machine-made errors) or a server's text (already localized). */
export type SessionError = { kind: 'key'; key: string } | { kind: 'text'; text: string };

export interface Credentials {
  userName: string;
  password: string;
  rememberMe: boolean;
}

export interface AuthResult {
  accessToken: string;
  expireInSeconds?: number;
  userId?: string;
}

export interface SessionContext {
  token: string | null;
  user: UserInfo | null;
  roles: string[];
  rememberMe: boolean;
  error: SessionError | null;
}

export interface SessionInput {
  /** The token read from the auth cookie at start-up (null when none). */
  token: string | null;
}

export type SessionEvent =
  | { type: 'LOG_IN'; userName: string; password: string; rememberMe: boolean }
  | { type: 'LOG_OUT' }
  | { type: 'SESSION_EXPIRED' }
  /** The signed-in user changed their own account (avatar, language): reload it. */
  | { type: 'USER_CHANGED' }
  | { type: 'DISMISS_ERROR' };

export const SESSION_ERRORS = {
  verificationFailed: 'session.verificationFailed',
  rolesRequired: 'session.rolesRequired',
  loginFailed: 'session.loginFailed',
  loadUserFailed: 'session.loadUserFailed',
} as const;
