// Menu building, by permission: a route names the permissions the server checks for the calls behind it
// (all of them are needed) and, where a permission means something only inside one kind of unit, that unit type. No permissions → everyone signed in;
// admin → every route but those marked notForAdmin (the product's rule). A group is shown while one of its children
// is, and is checked again for each child, recursively. Tenancy comes first: on the host (the platform operator) only
// the host's screens (hostOnly) show, inside a tenant never, for admin too (issue 17).
import type { AppRoute, MenuContext, Reach } from './types';

/** Whether the route itself (not its parents) lets `reach` in. */
export function hasPermission(reach: Reach, route: AppRoute): boolean {
  const meta = route.meta;
  if (meta?.unitType !== undefined && reach.unitType !== meta.unitType) return false;
  const needs = meta?.permissions;
  return !needs || needs.every((name) => reach.permissions.includes(name));
}

/** Whether the route's screen belongs where the page is: the host's screens on the host, the others in a tenant. */
export function tenancyAllows(reach: Pick<Reach, 'host'>, route: AppRoute): boolean {
  if (route.children?.length) return true;
  return Boolean(route.meta?.hostOnly) === Boolean(reach.host);
}

function brandingAllows(route: AppRoute, context: MenuContext): boolean {
  const needs = route.meta?.requiresBranding;
  return !needs || !!context.branding?.[needs];
}

export function filterRoutes(routes: readonly AppRoute[], context: MenuContext): AppRoute[] {
  const isAdmin = !context.host && context.actorRole === 'admin';
  const result: AppRoute[] = [];
  for (const route of routes) {
    if (!brandingAllows(route, context) || !tenancyAllows(context, route)) continue;
    if (isAdmin ? route.meta?.notForAdmin : !hasPermission(context, route)) continue;
    const copy: AppRoute = { ...route };
    if (route.children?.length) {
      copy.children = filterRoutes(route.children, context);
      if (!copy.children.some((child) => !child.hidden)) continue;
    }
    result.push(copy);
  }
  return result;
}

/**
 * Where a group's own address leads, given the group as filtered for the user: its `redirect` when that screen is
 * among the children the user may open, else the first of them in the menu (a pattern; see resolveMenuPath).
 */
export function groupLanding(group: AppRoute): string | undefined {
  const children = (group.children ?? []).filter((child) => !child.hidden);
  const paths = children.map((child) => joinPath(group.path, child.path));
  if (group.redirect && paths.some((path) => path === group.redirect || path.startsWith(`${group.redirect}/:`)))
    return group.redirect;
  return paths[0];
}

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

export interface MenuEntry {
  /** Full path pattern ('/UserCenter/UserManager/:un/:ui/:ut'). */
  path: string;
  name: string;
  title: string;
  route: AppRoute;
  parent?: AppRoute;
}

/** Visible leaf entries (hidden ones left out) in menu order. */
export function flattenMenu(routes: readonly AppRoute[], parentPath = '', parent?: AppRoute): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const path = parentPath ? joinPath(parentPath, route.path) : route.path;
    if (route.children?.length) out.push(...flattenMenu(route.children, path, route));
    else if (route.meta?.title) out.push({ path, name: route.name ?? path, title: route.meta.title, route, parent });
  }
  return out;
}
