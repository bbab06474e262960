import type { PermissionName } from '../../contracts/permissions';
import type { PersonRole } from '../../contracts/token-auth';
import type { LazyScreen } from './lazyPage';

/** Menu icons by name; the shell draws them (src/layout/menuIcons.ts), so the route table carries no icon set. */
export type MenuIconName =
  | 'bell'
  | 'book'
  | 'building'
  | 'chart'
  | 'clipboard'
  | 'fileSearch'
  | 'flask'
  | 'house'
  | 'kanban'
  | 'landmark'
  | 'library'
  | 'megaphone'
  | 'package'
  | 'scan'
  | 'search'
  | 'settings'
  | 'shield'
  | 'truck'
  | 'userCog'
  | 'users'
  | 'wrench';

/** Screens a route can show; the element for each key lives in AppRoutes. */
export type PageKey = 'dashboard' | 'comingSoon' | 'testingOrgList' | 'ilisQuery' | 'userManager';

export interface RouteMeta {
  /** Locale key of the title (menu, tab, breadcrumb, search). */
  title: string;
  icon?: MenuIconName;
  /** The permissions the server checks for the route's calls, all needed (contracts/permissions.ts); none: everyone. */
  permissions?: readonly PermissionName[];
  /** Only for members of a unit of this type (UnitType: 0 platform, 1 consigning unit, 2 test unit). */
  unitType?: number;
  /** Never kept in the cached-views list. */
  noCache?: boolean;
  keepAlive?: boolean;
  /** false: not shown in the breadcrumb trail. */
  breadcrumb?: boolean;
  /** Pinned in the tab bar (cannot be closed). */
  affix?: boolean;
  /**
   * Not for admin, who otherwise sees every route: a screen that only means something inside one unit the
   * admin already manages elsewhere (the consigning unit's own centre; docs/decisions.md "Admin reads across labs").
   */
  notForAdmin?: true;
  /**
   * A screen of the host (the platform operator: tenants), shown only where the page talks to the host; every other
   * screen holds a tenant's data and is shown only inside a tenant, whatever its permissions let through.
   */
  hostOnly?: true;
  /** Shown only when the branding carries this value (ilisQuerySystem). */
  requiresBranding?: 'iLISReportProgressQueryURL';
}

export interface AppRoute {
  /** Top-level routes: absolute ('/ConsignInfo'); children: relative ('rawMateriaConsignInfo'). */
  path: string;
  name?: string;
  redirect?: string;
  hidden?: boolean;
  page?: PageKey;
  /** The screen itself; wins over `page` (feature screens wire themselves here). */
  component?: LazyScreen;
  meta?: RouteMeta;
  children?: AppRoute[];
}

/**
 * What a signed-in user brings to the menu and the guard, as GetUserInfo tells it: the role it acts in (admin sees
 * all; never guessed from role names), permissions, unit type.
 */
export interface Reach {
  actorRole?: PersonRole | null;
  permissions: readonly string[];
  unitType?: number;
  /** The page talks to the host (the session's tenant is null): only the host's screens (RouteMeta.hostOnly). */
  host?: boolean;
}

export interface MenuContext extends Reach {
  branding?: { iLISReportProgressQueryURL?: string | null } | null;
}

/** Where the session is, as the guard sees it. */
export type SessionPhase = 'signedOut' | 'loading' | 'signedIn';
