// Navigation decisions of SPEC.md §4/§5, as one pure function the route elements call.
import { ADMIN_ROLE, hasPermission } from './filter';
import { isPublicPath, LOGIN_PATH } from './paths';
import type { AppRoute, Reach, SessionPhase } from './types';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; noGoBack?: boolean };

export interface GuardInput extends Reach {
  pathname: string;
  /** pathname + search, for the redirect parameter. */
  fullPath: string;
  phase: SessionPhase;
  /** The matched route and its ancestors (outermost first); empty for public routes. */
  chain?: readonly AppRoute[];
}

/** Whether every level of the matched chain lets `reach` in (the menu's rule, filter.ts); admin enters everywhere but notForAdmin routes. */
export function canEnter(reach: Reach, chain: readonly AppRoute[]): boolean {
  if (reach.roles.includes(ADMIN_ROLE)) return !chain.some((route) => route.meta?.notForAdmin);
  return chain.every((route) => hasPermission(reach, route));
}

export function decide({ pathname, fullPath, phase, chain = [], ...reach }: GuardInput): GuardDecision {
  if (pathname === LOGIN_PATH) {
    if (phase === 'signedIn') return { kind: 'redirect', to: afterLoginTarget(fullPath.slice(pathname.length)) };
    if (phase === 'loading') return { kind: 'wait' };
    return { kind: 'allow' };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (phase === 'signedOut') return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  if (phase === 'loading') return { kind: 'wait' };
  if (!canEnter(reach, chain)) return { kind: 'redirect', to: '/401', noGoBack: true };
  return { kind: 'allow' };
}

/** Where a signed-in user on /login goes: the redirect parameter when it is a local path, else the root. */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')) return redirect;
  return '/';
}
