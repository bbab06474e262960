// The permission names the server checks (ABP style, `Pages.<Area>.<Action>`), in one place, and what
// each static role grants. Display names live in locales/ under `permission.<name>`. The browser gates each menu
// entry by the permission of its area (src/router/routes.ts), so a custom role changes the menu as it changes calls.

export const Permission = {
  Pages: 'Pages',
  ConsignmentBook: 'Pages.Consignment.Book',
  ConsignmentAudit: 'Pages.Consignment.Audit',
  ReportsManage: 'Pages.Reports.Manage',
  ReportsTrack: 'Pages.Reports.Track',
  TestingOrgSearch: 'Pages.TestingOrgSearch',
  NoticesManage: 'Pages.Notices.Manage',
  CatalogueManage: 'Pages.Catalogue.Manage',
  OwnUnitManage: 'Pages.UserCenter.OwnUnit',
  ProjectsManage: 'Pages.Projects.Manage',
  /** Read the users of one's own unit; the unit's main account also changes them. */
  UsersManage: 'Pages.Users.Manage',
  /** Users of every unit and of the platform. */
  UsersAllUnits: 'Pages.Users.AllUnits',
  RolesManage: 'Pages.Roles.Manage',
  TestUnitsManage: 'Pages.SystemManager.TestUnits',
  ConsignUnitsManage: 'Pages.SystemManager.ConsignUnits',
  LibrariesManage: 'Pages.SystemManager.Libraries',
  SystemParamsManage: 'Pages.SystemParams.Manage',
  /** The SMS sent: admin every unit's, anyone else their own unit's. */
  SmsRecordsRead: 'Pages.SmsRecords',
  /** The tenants (regional platforms) of the deployment: the host's administrator only (ABP's name). */
  TenantsManage: 'Pages.Tenants',
} as const;

export type PermissionName = (typeof Permission)[keyof typeof Permission];

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.values(Permission);

/** What a tenant's own role may grant: every name but the host's (a tenant never manages tenants). */
export const GRANTABLE_PERMISSIONS: readonly PermissionName[] = ALL_PERMISSIONS.filter(
  (name) => name !== Permission.TenantsManage,
);

export const isGrantablePermission = (name: string): name is PermissionName =>
  (GRANTABLE_PERMISSIONS as readonly string[]).includes(name);

/** The roles every installation has (docs/architecture.md); they cannot be deleted and their grants are fixed here. */
export const STATIC_ROLE_PERMISSIONS: Record<'admin' | 'lab' | 'consignor' | 'host', readonly PermissionName[]> = {
  /** The platform operator's administrator (host, tenant 0): tenants, never a tenant's data. */
  host: [Permission.Pages, Permission.TenantsManage],
  admin: [
    Permission.Pages,
    Permission.NoticesManage,
    Permission.ProjectsManage,
    Permission.UsersManage,
    Permission.UsersAllUnits,
    Permission.RolesManage,
    Permission.TestUnitsManage,
    Permission.ConsignUnitsManage,
    Permission.LibrariesManage,
    Permission.SystemParamsManage,
    Permission.SmsRecordsRead,
  ],
  lab: [
    Permission.Pages,
    Permission.ConsignmentAudit,
    Permission.ReportsManage,
    Permission.NoticesManage,
    Permission.CatalogueManage,
    Permission.OwnUnitManage,
    Permission.UsersManage,
    Permission.SystemParamsManage,
    Permission.SmsRecordsRead,
  ],
  consignor: [
    Permission.Pages,
    Permission.ConsignmentBook,
    Permission.ReportsTrack,
    Permission.TestingOrgSearch,
    Permission.OwnUnitManage,
    Permission.ProjectsManage,
    Permission.UsersManage,
  ],
};

export const isStaticRoleName = (name: string): name is keyof typeof STATIC_ROLE_PERMISSIONS =>
  Object.hasOwn(STATIC_ROLE_PERMISSIONS, name);

/**
 * What a set of held roles grants: a static role its fixed list, any other role the names stored for it.
 * `stored` maps a custom role's name to its granted names.
 */
export function grantedBy(roleNames: readonly string[], stored: ReadonlyMap<string, readonly string[]>): string[] {
  const granted = new Set<string>();
  for (const role of roleNames) {
    const names = isStaticRoleName(role) ? STATIC_ROLE_PERMISSIONS[role] : (stored.get(role) ?? []);
    for (const name of names) granted.add(name);
  }
  return [...granted].sort();
}
