import type { ComponentType } from 'react';
import type { IconType } from 'react-icons';

export type RoleName = 'consignor' | 'lab' | 'admin';

/** Screens a route can show; the element for each key lives in AppRoutes. */
export type PageKey = 'dashboard' | 'comingSoon' | 'testingOrgList' | 'ilisQuery' | 'userManager';

export interface RouteMeta {
  /** Locale key of the title (menu, tab, breadcrumb, search). */
  title: string;
  icon?: IconType;
  /** Roles allowed; none means everyone signed in. */
  roles?: RoleName[];
  /** Never kept in the cached-views list. */
  noCache?: boolean;
  keepAlive?: boolean;
  /** false: not shown in the breadcrumb trail. */
  breadcrumb?: boolean;
  /** Pinned in the tab bar (cannot be closed). */
  affix?: boolean;
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
  component?: ComponentType;
  meta?: RouteMeta;
  children?: AppRoute[];
}

export interface MenuContext {
  roles: readonly string[];
  branding?: { iLISReportProgressQueryURL?: string | null } | null;
}

/** Where the session is, as the guard sees it. */
export type SessionPhase = 'signedOut' | 'loading' | 'signedIn';
