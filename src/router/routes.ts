// The route table (docs/architecture.md): public routes, then the menu groups. Each screen names the permission of its area
// (contracts/permissions.ts), the one the server checks for the calls behind it, so a role (custom ones too) opens
// exactly the screens whose calls it may make; a group shows while one of its screens does (filter.ts). Menu icons
// are named here and drawn by the shell (src/layout/menuIcons.ts), so the first load carries no icon set.
import { Permission } from '../../contracts/permissions';
import type { LazyScreen } from './lazyPage';
import { HOME_PATH } from './paths';
import { screens } from './screens';
import type { AppRoute, PageKey, RouteMeta } from './types';

export { HOME_PATH, isPublicPath } from './paths';

// The screens the table shows (src/router/screens.ts).
const {
  BookingWizardPage,
  CataloguePage,
  LibraryPage,
  StandardsPage,
  ConsignmentDetailPage,
  ConsignorConsignmentsPage,
  LabIncomingPage,
  LabelPrintPage,
  MessagesPage,
  NoticeListPage,
  ProjectManagerPage,
  ReceptionPage,
  RegistrationsPage,
  RoleManagerPage,
  SamplingPage,
  ConsignorReportsPage,
  LabReportsPage,
  AuditSiteBookingPage,
  SiteBookingFormPage,
  HandoverBookingsPage,
  OnSiteBookingsPage,
  SiteVisitsPage,
  SmsRecordsPage,
  TenantManagerPage,
  TestingOrgDetailPage,
  ConsignUnitCenterPage,
  ConsignUnitManagerPage,
  TestUnitManagerPage,
  UserManagerPage,
  WitnessPage,
  WitnessQueuePage,
} = screens;

/** A screen of a menu group; its route name is its first path segment unless given. */
function screen(
  path: string,
  shows: LazyScreen | PageKey,
  meta: RouteMeta,
  more: { name?: string; hidden?: true } = {},
): AppRoute {
  return {
    path,
    name: more.name ?? path.split('/')[0],
    ...(more.hidden && { hidden: true }),
    ...(typeof shows === 'string' ? { page: shows } : { component: shows }),
    meta,
  };
}

/** A menu group: its address opens its first screen (`redirect`). */
function group(path: string, redirect: string, meta: RouteMeta, children: AppRoute[]): AppRoute {
  return { path, name: path.slice(1), redirect, meta, children };
}

const hidden = { hidden: true } as const;
/** The permissions of each area: a consignor's bookings, a lab's audit, and so on. */
const BOOK = { permissions: [Permission.ConsignmentBook] };
const AUDIT = { permissions: [Permission.ConsignmentAudit] };
const TRACK = { permissions: [Permission.ReportsTrack] };
const SEARCH = { permissions: [Permission.TestingOrgSearch] };
const LIBRARIES = { permissions: [Permission.LibrariesManage] };
const CONSIGN_UNITS = { permissions: [Permission.ConsignUnitsManage] };
/** UnitType (server/lib/enums.ts), for screens of one kind of unit: a permission like OwnUnitManage means "one's own". */
const UNIT = { consignUnit: 1, testUnit: 2 } as const;
/**
 * The witness's screens: any signed-in user of a consigning unit (the supervising engineer's unit is one); the server
 * lists and opens only the consignments whose witness the user is, so no booking permission is asked.
 */
const WITNESS = { permissions: [Permission.Pages], unitType: UNIT.consignUnit, notForAdmin: true } as const;

/** Routes every signed-in user has (no roles). */
export const constantRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: HOME_PATH,
    children: [
      screen('dashboard', 'dashboard', { title: 'menu.dashboard', icon: 'house', affix: true }, { name: 'Dashboard' }),
    ],
  },
];

/** Role-gated groups, filtered per user (./filter.ts). */
export const asyncRoutes: AppRoute[] = [
  group('/ConsignInfo', '/ConsignInfo/rawMateriaConsignInfo', { title: 'menu.consignInfo', icon: 'package' }, [
    screen('rawMateriaConsignInfo', ConsignorConsignmentsPage, {
      title: 'menu.rawMateriaConsignInfo',
      icon: 'flask',
      ...BOOK,
    }),
    screen('sitePreConsignInfo', OnSiteBookingsPage, {
      title: 'menu.sitePreConsignInfo',
      icon: 'truck',
      ...BOOK,
    }),
    screen('payCompletionPreConsignInfo', HandoverBookingsPage, {
      title: 'menu.payCompletionPreConsignInfo',
      icon: 'clipboard',
      ...BOOK,
    }),
    screen(
      'addSitePreConsignInfo',
      SiteBookingFormPage,
      { title: 'menu.addSitePreConsignInfo', ...BOOK, noCache: true },
      hidden,
    ),
    // Admin books nothing: the wizard is the consignor's (by its address too).
    screen(
      'addConsignInfo',
      BookingWizardPage,
      { title: 'menu.addConsignInfo', ...BOOK, noCache: true, notForAdmin: true },
      hidden,
    ),
    screen(
      'consignInfoDetail/:id',
      ConsignmentDetailPage,
      { title: 'consignorList.detailTitle', ...BOOK, noCache: true },
      hidden,
    ),
    // A consignment's sample labels: printed by its consignor, bound on site by its sampler (issue 42).
    screen(
      'sampleLabels/:id',
      LabelPrintPage,
      { title: 'menu.sampleLabels', ...BOOK, noCache: true, notForAdmin: true },
      hidden,
    ),
    screen('sampling/:id', SamplingPage, { title: 'menu.sampling', ...BOOK, noCache: true, notForAdmin: true }, hidden),
    // The witness's own account confirms what was bound in front of it (issue 42).
    screen('witnessQueue', WitnessQueuePage, { title: 'menu.witnessQueue', icon: 'scan', ...WITNESS }),
    screen('witness/:id', WitnessPage, { title: 'menu.witness', ...WITNESS, noCache: true }, hidden),
  ]),
  group(
    '/BusinessManagement',
    '/BusinessManagement/preManagement',
    { title: 'menu.businessManagement', icon: 'kanban' },
    [
      // Admin reads these two across labs, with a lab filter (read only).
      screen('preManagement', LabIncomingPage, { title: 'menu.preManagement', icon: 'package', ...AUDIT }),
      // Samples received one by one by their labels; admin takes no step in a consignment's workflow.
      screen('sampleReception', ReceptionPage, {
        title: 'menu.sampleReception',
        icon: 'scan',
        ...AUDIT,
        unitType: UNIT.testUnit,
        notForAdmin: true,
      }),
      screen('reportList', LabReportsPage, {
        title: 'menu.reportList',
        icon: 'chart',
        permissions: [Permission.ReportsManage],
      }),
      screen('NoticeList', NoticeListPage, {
        title: 'menu.noticeList',
        icon: 'megaphone',
        permissions: [Permission.NoticesManage],
      }),
      screen('SmsRecordList', SmsRecordsPage, {
        title: 'menu.smsRecordList',
        icon: 'clipboard',
        permissions: [Permission.SmsRecordsRead],
      }),
      screen('preConsignInfo', ConsignmentDetailPage, { title: 'menu.preConsignInfo', ...AUDIT }, hidden),
      screen(
        'addConsignInfo',
        ConsignmentDetailPage,
        { title: 'menu.auditConsignInfo', ...AUDIT },
        { name: 'auditConsignInfo', hidden: true },
      ),
      screen(
        'auditSitePreConsignInfo',
        AuditSiteBookingPage,
        { title: 'menu.auditSitePreConsignInfo', ...AUDIT },
        hidden,
      ),
      screen('siteVisitSchedule', SiteVisitsPage, { title: 'menu.siteVisitSchedule', ...AUDIT }, hidden),
    ],
  ),
  group('/TestingOrgSearch', '/TestingOrgSearch/TestingOrgList', { title: 'menu.testingOrgSearch', icon: 'search' }, [
    screen('TestingOrgList', 'testingOrgList', { title: 'menu.testingOrgList', icon: 'landmark', ...SEARCH }),
    screen('reportSchedule', ConsignorReportsPage, {
      title: 'menu.reportSchedule',
      icon: 'chart',
      ...TRACK,
    }),
    screen('ilisQuerySystem', 'ilisQuery', {
      title: 'menu.ilisQuerySystem',
      icon: 'fileSearch',
      ...TRACK,
      requiresBranding: 'iLISReportProgressQueryURL',
    }),
    screen(
      'TestingOrgDetail/:id',
      TestingOrgDetailPage,
      { title: 'menu.testingOrgDetail', ...SEARCH, breadcrumb: false },
      hidden,
    ),
  ]),
  group('/UserCenter', '/UserCenter/UserManager', { title: 'menu.userCenter', icon: 'userCog' }, [
    // Admin: any lab's published information, read only, chosen in a lab filter.
    screen('testingOrganization', CataloguePage, {
      title: 'menu.testingOrganization',
      icon: 'building',
      permissions: [Permission.CatalogueManage],
      unitType: UNIT.testUnit,
    }),
    // The consigning unit's own centre: admin has no unit, and keeps every unit under System → units.
    screen('ConsginUnitCenter', ConsignUnitCenterPage, {
      title: 'menu.consginUnitCenter',
      icon: 'building',
      permissions: [Permission.OwnUnitManage],
      unitType: UNIT.consignUnit,
      noCache: true,
      notForAdmin: true,
    }),
    screen('UserManager/:un/:ui/:ut', UserManagerPage, {
      title: 'menu.userManager',
      icon: 'users',
      permissions: [Permission.UsersManage],
      noCache: true,
    }),
    screen('Messages', MessagesPage, {
      title: 'menu.messages',
      icon: 'bell',
      permissions: [Permission.Pages],
      noCache: true,
    }),
  ]),
  group('/SystemManager', '/SystemManager/TestUnitManager', { title: 'menu.systemManager', icon: 'settings' }, [
    screen('TestUnitManager', TestUnitManagerPage, {
      title: 'menu.testUnitManager',
      icon: 'flask',
      permissions: [Permission.TestUnitsManage],
    }),
    screen('ConsginUnitManager', ConsignUnitManagerPage, {
      title: 'menu.consginUnitManager',
      icon: 'building',
      ...CONSIGN_UNITS,
    }),
    screen('Registrations', RegistrationsPage, { title: 'menu.registrations', icon: 'users', ...CONSIGN_UNITS }),
    screen('ProjectManager', ProjectManagerPage, {
      title: 'menu.projectManager',
      icon: 'wrench',
      // Every unit's projects: BaProject checks ProjectsManage, and ConsignUnitsManage for more than one's own unit.
      permissions: [Permission.ProjectsManage, Permission.ConsignUnitsManage],
    }),
    screen('SysTestSampleManager', LibraryPage, {
      title: 'menu.sysTestSampleManager',
      icon: 'library',
      ...LIBRARIES,
    }),
    screen('SysBaseStandardManager', StandardsPage, {
      title: 'menu.sysBaseStandardManager',
      icon: 'book',
      ...LIBRARIES,
    }),
    screen('RoleManager', RoleManagerPage, {
      title: 'menu.roleManager',
      icon: 'shield',
      permissions: [Permission.RolesManage],
    }),
    // The regional platforms: the host's administrator's only screen (HOST_HOME_PATH), never a tenant's (issue 17).
    screen('TenantManager', TenantManagerPage, {
      title: 'menu.tenantManager',
      icon: 'landmark',
      permissions: [Permission.TenantsManage],
      hostOnly: true,
    }),
  ]),
];

export const allRoutes: AppRoute[] = [...constantRoutes, ...asyncRoutes];
