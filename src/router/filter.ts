// Menu building (SPEC §2): no roles → everyone; admin → every route but those marked notForAdmin; otherwise the
// route's roles must intersect the user's, checked recursively through the children.
import type { AppRoute, MenuContext } from './types';

export const ADMIN_ROLE = 'admin';

export function hasPermission(roles: readonly string[], route: AppRoute): boolean {
  const allowed = route.meta?.roles;
  if (!allowed || allowed.length === 0) return true;
  return roles.some((role) => (allowed as readonly string[]).includes(role));
}

function brandingAllows(route: AppRoute, context: MenuContext): boolean {
  const needs = route.meta?.requiresBranding;
  return !needs || !!context.branding?.[needs];
}

export function filterRoutes(routes: readonly AppRoute[], context: MenuContext): AppRoute[] {
  const isAdmin = context.roles.includes(ADMIN_ROLE);
  const result: AppRoute[] = [];
  for (const route of routes) {
    if (!brandingAllows(route, context)) continue;
    if (isAdmin ? route.meta?.notForAdmin : !hasPermission(context.roles, route)) continue;
    const copy: AppRoute = { ...route };
    if (route.children) copy.children = filterRoutes(route.children, context);
    result.push(copy);
  }
  return result;
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
