// The route table of SPEC.md §2: public routes, then the role-gated menu groups. Menu icons are named here and
// drawn by the shell (src/layout/menuIcons.ts), so the first load carries no icon set.
import type { LazyScreen } from './lazyPage';
import { HOME_PATH } from './paths';
import { screens } from './screens';
import type { AppRoute, PageKey, RoleName, RouteMeta } from './types';

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
  MessagesPage,
  NoticeListPage,
  ProjectManagerPage,
  RegistrationsPage,
  ConsignorReportsPage,
  LabReportsPage,
  AuditSiteBookingPage,
  SiteBookingFormPage,
  HandoverBookingsPage,
  OnSiteBookingsPage,
  SiteVisitsPage,
  SmsRecordsPage,
  TestingOrgDetailPage,
  ConsignUnitCenterPage,
  ConsignUnitManagerPage,
  TestUnitManagerPage,
  UserManagerPage,
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
const CONSIGNOR: RoleName[] = ['consignor'];
const LAB: RoleName[] = ['lab'];
const ADMIN: RoleName[] = ['admin'];
const LAB_ADMIN: RoleName[] = ['lab', 'admin'];

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

/** Role-gated groups, filtered per user (SPEC §2 "Menu building"). */
export const asyncRoutes: AppRoute[] = [
  group(
    '/ConsignInfo',
    '/ConsignInfo/rawMateriaConsignInfo',
    { title: 'menu.consignInfo', icon: 'package', roles: CONSIGNOR },
    [
      screen('rawMateriaConsignInfo', ConsignorConsignmentsPage, {
        title: 'menu.rawMateriaConsignInfo',
        icon: 'flask',
        roles: CONSIGNOR,
      }),
      screen('sitePreConsignInfo', OnSiteBookingsPage, {
        title: 'menu.sitePreConsignInfo',
        icon: 'truck',
        roles: CONSIGNOR,
      }),
      screen('payCompletionPreConsignInfo', HandoverBookingsPage, {
        title: 'menu.payCompletionPreConsignInfo',
        icon: 'clipboard',
        roles: CONSIGNOR,
      }),
      screen(
        'addSitePreConsignInfo',
        SiteBookingFormPage,
        { title: 'menu.addSitePreConsignInfo', roles: CONSIGNOR, noCache: true },
        hidden,
      ),
      screen(
        'addConsignInfo',
        BookingWizardPage,
        { title: 'menu.addConsignInfo', roles: CONSIGNOR, noCache: true },
        hidden,
      ),
      screen(
        'consignInfoDetail/:id',
        ConsignmentDetailPage,
        { title: 'consignorList.detailTitle', roles: CONSIGNOR, noCache: true },
        hidden,
      ),
    ],
  ),
  group(
    '/BusinessManagement',
    '/BusinessManagement/preManagement',
    { title: 'menu.businessManagement', icon: 'kanban', roles: LAB_ADMIN },
    [
      // Admin reads these two across labs, with a lab filter (read only).
      screen('preManagement', LabIncomingPage, { title: 'menu.preManagement', icon: 'package', roles: LAB_ADMIN }),
      screen('reportList', LabReportsPage, { title: 'menu.reportList', icon: 'chart', roles: LAB_ADMIN }),
      screen('NoticeList', NoticeListPage, {
        title: 'menu.noticeList',
        icon: 'megaphone',
        roles: LAB_ADMIN,
      }),
      screen('SmsRecordList', SmsRecordsPage, {
        title: 'menu.smsRecordList',
        icon: 'clipboard',
        roles: LAB_ADMIN,
      }),
      screen('preConsignInfo', ConsignmentDetailPage, { title: 'menu.preConsignInfo', roles: LAB_ADMIN }, hidden),
      screen(
        'addConsignInfo',
        ConsignmentDetailPage,
        { title: 'menu.auditConsignInfo', roles: LAB },
        { name: 'auditConsignInfo', hidden: true },
      ),
      screen(
        'auditSitePreConsignInfo',
        AuditSiteBookingPage,
        { title: 'menu.auditSitePreConsignInfo', roles: LAB },
        hidden,
      ),
      screen('siteVisitSchedule', SiteVisitsPage, { title: 'menu.siteVisitSchedule', roles: LAB }, hidden),
    ],
  ),
  group(
    '/TestingOrgSearch',
    '/TestingOrgSearch/TestingOrgList',
    { title: 'menu.testingOrgSearch', icon: 'search', roles: CONSIGNOR },
    [
      screen('TestingOrgList', 'testingOrgList', { title: 'menu.testingOrgList', icon: 'landmark', roles: CONSIGNOR }),
      screen('reportSchedule', ConsignorReportsPage, {
        title: 'menu.reportSchedule',
        icon: 'chart',
        roles: CONSIGNOR,
      }),
      screen('ilisQuerySystem', 'ilisQuery', {
        title: 'menu.ilisQuerySystem',
        icon: 'fileSearch',
        roles: CONSIGNOR,
        requiresBranding: 'iLISReportProgressQueryURL',
      }),
      screen(
        'TestingOrgDetail/:id',
        TestingOrgDetailPage,
        { title: 'menu.testingOrgDetail', roles: CONSIGNOR, breadcrumb: false },
        hidden,
      ),
    ],
  ),
  group(
    '/UserCenter',
    '/UserCenter/UserManager',
    { title: 'menu.userCenter', icon: 'userCog', roles: ['consignor', 'lab', 'admin'] },
    [
      // Admin: any lab's published information, read only, chosen in a lab filter.
      screen('testingOrganization', CataloguePage, {
        title: 'menu.testingOrganization',
        icon: 'building',
        roles: LAB_ADMIN,
      }),
      // The consigning unit's own centre: admin has no unit, and keeps every unit under System → units.
      screen('ConsginUnitCenter', ConsignUnitCenterPage, {
        title: 'menu.consginUnitCenter',
        icon: 'building',
        roles: CONSIGNOR,
        noCache: true,
        notForAdmin: true,
      }),
      screen('UserManager/:un/:ui/:ut', UserManagerPage, {
        title: 'menu.userManager',
        icon: 'users',
        roles: ['consignor', 'lab', 'admin'],
        noCache: true,
      }),
      screen('Messages', MessagesPage, {
        title: 'menu.messages',
        icon: 'bell',
        roles: ['consignor', 'lab', 'admin'],
        noCache: true,
      }),
    ],
  ),
  group(
    '/SystemManager',
    '/SystemManager/TestUnitManager',
    { title: 'menu.systemManager', icon: 'settings', roles: ADMIN },
    [
      screen('TestUnitManager', TestUnitManagerPage, {
        title: 'menu.testUnitManager',
        icon: 'flask',
        roles: ADMIN,
      }),
      screen('ConsginUnitManager', ConsignUnitManagerPage, {
        title: 'menu.consginUnitManager',
        icon: 'building',
        roles: ADMIN,
      }),
      screen('Registrations', RegistrationsPage, { title: 'menu.registrations', icon: 'users', roles: ADMIN }),
      screen('ProjectManager', ProjectManagerPage, { title: 'menu.projectManager', icon: 'wrench', roles: ADMIN }),
      screen('SysTestSampleManager', LibraryPage, {
        title: 'menu.sysTestSampleManager',
        icon: 'library',
        roles: ADMIN,
      }),
      screen('SysBaseStandardManager', StandardsPage, {
        title: 'menu.sysBaseStandardManager',
        icon: 'book',
        roles: ADMIN,
      }),
    ],
  ),
];

export const allRoutes: AppRoute[] = [...constantRoutes, ...asyncRoutes];
