// Which route of the table a location shows, with its ancestors (for guard, tabs, breadcrumb).
import { matchPath } from 'react-router-dom';
import type { PersonRole } from '../../contracts/token-auth';
import type { UserInfo } from '../../machines/session.types';
import { joinPath } from './filter';
import type { AppRoute } from './types';

export interface RouteMatch {
  route: AppRoute;
  chain: AppRoute[];
  /** Full path pattern of the route. */
  pattern: string;
  params: Record<string, string | undefined>;
}

export function findRoute(
  pathname: string,
  routes: readonly AppRoute[],
  parents: AppRoute[] = [],
  base = '',
): RouteMatch | null {
  for (const route of routes) {
    const pattern = base ? joinPath(base, route.path) : route.path;
    const chain = [...parents, route];
    if (route.children?.length) {
      const inner = findRoute(pathname, route.children, chain, pattern);
      if (inner) return inner;
    } else {
      const m = matchPath({ path: pattern, end: true }, pathname);
      if (m) return { route, chain, pattern, params: m.params };
    }
  }
  return null;
}

export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** A menu pattern with the signed-in user's values (UserManager/:un/:ui/:ut). */
export function resolveMenuPath(
  pattern: string,
  user: Pick<UserInfo, 'userName' | 'name' | 'unitId' | 'unitType'> | null,
): string {
  return pattern
    .replace(':un', encodeURIComponent(user?.userName || user?.name || '-'))
    .replace(':ui', user?.unitId || EMPTY_GUID)
    .replace(':ut', String(user?.unitType ?? 0))
    .replace(/\/:[^/]+/g, '');
}

/** Header dropdown's user-centre link, by the role the server told: lab → organisation, consignor → unit; else none. */
export function userCentrePath(actor: PersonRole | null): string | null {
  if (actor === 'lab') return '/UserCenter/testingOrganization';
  if (actor === 'consignor') return '/UserCenter/ConsginUnitCenter';
  return null;
}
