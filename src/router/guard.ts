// Navigation decisions (docs/architecture.md "The shell"), as one pure function the route elements call.
import { hasPermission, tenancyAllows } from './filter';
import { HOME_PATH, HOST_HOME_PATH, isPublicPath, LOGIN_PATH } from './paths';
import type { AppRoute, Reach, SessionPhase } from './types';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string; noGoBack?: boolean };

export interface GuardInput extends Reach {
  pathname: string;
  /** pathname + search, for the redirect parameter. */
  fullPath: string;
  phase: SessionPhase;
  /** The matched route and its ancestors (outermost first); empty for public routes. */
  chain?: readonly AppRoute[];
  /** The session's tenant is still being looked up: whether this is the host is not known yet. */
  tenantPending?: boolean;
}

/**
 * Whether every level of the matched chain lets `reach` in (the menu's rule, filter.ts): the host's screens on the
 * host only, the others in a tenant only; there admin enters everywhere but notForAdmin routes.
 */
export function canEnter(reach: Reach, chain: readonly AppRoute[]): boolean {
  if (!chain.every((route) => tenancyAllows(reach, route))) return false;
  if (!reach.host && reach.actorRole === 'admin') return !chain.some((route) => route.meta?.notForAdmin);
  return chain.every((route) => hasPermission(reach, route));
}

export function decide({ pathname, fullPath, phase, chain = [], tenantPending, ...reach }: GuardInput): GuardDecision {
  if (pathname === LOGIN_PATH) {
    if (phase === 'signedIn') return { kind: 'redirect', to: afterLoginTarget(fullPath.slice(pathname.length)) };
    if (phase === 'loading') return { kind: 'wait' };
    return { kind: 'allow' };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (phase === 'signedOut') return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  if (phase === 'loading' || tenantPending) return { kind: 'wait' };
  // The host holds no tenant's data, so no dashboard: its home is the tenant list.
  if (reach.host && pathname === HOME_PATH) return { kind: 'redirect', to: HOST_HOME_PATH };
  if (!canEnter(reach, chain)) return { kind: 'redirect', to: '/401', noGoBack: true };
  return { kind: 'allow' };
}

/** Where a signed-in user on /login goes: the redirect parameter when it is a local path, else the root. */
export function afterLoginTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/login')) return redirect;
  return '/';
}
