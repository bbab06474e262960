// The route table of SPEC.md §2: public routes, then the role-gated menu groups.
import {
  LuBookOpen,
  LuBuilding2,
  LuChartColumn,
  LuClipboardList,
  LuFileSearch,
  LuFlaskConical,
  LuFolderKanban,
  LuHouse,
  LuLandmark,
  LuLibrary,
  LuMegaphone,
  LuPackage,
  LuSearch,
  LuSettings,
  LuTruck,
  LuUserCog,
  LuUsers,
  LuWrench,
} from 'react-icons/lu';
import { lazyPage } from './lazyPage';
import type { AppRoute } from './types';

// Every screen is its own chunk, loaded when first opened.
const BookingWizardPage = lazyPage(() => import('../features/booking/BookingWizardPage'), 'BookingWizardPage');
const CataloguePage = lazyPage(() => import('../features/catalogue/CataloguePage'), 'CataloguePage');
const LibraryPage = lazyPage(() => import('../features/catalogue/LibraryPage'), 'LibraryPage');
const StandardsPage = lazyPage(() => import('../features/catalogue/StandardsPage'), 'StandardsPage');
const ConsignmentDetailPage = lazyPage(
  () => import('../features/consignment/ConsignmentDetailPage'),
  'ConsignmentDetailPage',
);
const ConsignorConsignmentsPage = lazyPage(
  () => import('../features/consignor-consignments/ConsignorConsignmentsPage'),
  'ConsignorConsignmentsPage',
);
const LabIncomingPage = lazyPage(() => import('../features/lab-incoming/LabIncomingPage'), 'LabIncomingPage');
const NoticeListPage = lazyPage(() => import('../features/notices/NoticeListPage'), 'NoticeListPage');
const ProjectManagerPage = lazyPage(() => import('../features/projects/ProjectManagerPage'), 'ProjectManagerPage');
const ConsignorReportsPage = lazyPage(() => import('../features/reports/ConsignorReportsPage'), 'ConsignorReportsPage');
const LabReportsPage = lazyPage(() => import('../features/reports/LabReportsPage'), 'LabReportsPage');
const AuditSiteBookingPage = lazyPage(
  () => import('../features/site-booking/SiteBookingDetail'),
  'AuditSiteBookingPage',
);
const SiteBookingFormPage = lazyPage(
  () => import('../features/site-booking/SiteBookingFormPage'),
  'SiteBookingFormPage',
);
const HandoverBookingsPage = lazyPage(
  () => import('../features/site-booking/SiteBookingListPage'),
  'HandoverBookingsPage',
);
const OnSiteBookingsPage = lazyPage(() => import('../features/site-booking/SiteBookingListPage'), 'OnSiteBookingsPage');
const SiteVisitsPage = lazyPage(() => import('../features/site-booking/SiteVisitsPage'), 'SiteVisitsPage');
const TestingOrgDetailPage = lazyPage(
  () => import('../features/testing-org/TestingOrgDetailPage'),
  'TestingOrgDetailPage',
);
const ConsignUnitCenterPage = lazyPage(
  () => import('../features/unit-admin/ConsignUnitCenterPage'),
  'ConsignUnitCenterPage',
);
const ConsignUnitManagerPage = lazyPage(
  () => import('../features/unit-admin/ConsignUnitManagerPage'),
  'ConsignUnitManagerPage',
);
const TestUnitManagerPage = lazyPage(() => import('../features/unit-admin/TestUnitManagerPage'), 'TestUnitManagerPage');
const UserManagerPage = lazyPage(() => import('../features/user-manager/UserManagerPage'), 'UserManagerPage');

export const PUBLIC_PATHS = [
  '/login',
  '/register',
  '/forgotPassword',
  '/auth-redirect',
  '/404',
  '/401',
  '/reportVerify',
] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname) || pathname.startsWith('/redirect/');
}

export const HOME_PATH = '/dashboard';

/** Routes every signed-in user has (no roles). */
export const constantRoutes: AppRoute[] = [
  {
    path: '/',
    redirect: HOME_PATH,
    children: [
      {
        path: 'dashboard',
        name: 'Dashboard',
        page: 'dashboard',
        meta: { title: 'menu.dashboard', icon: LuHouse, affix: true },
      },
    ],
  },
];

/** Role-gated groups, filtered per user (SPEC §2 "Menu building"). */
export const asyncRoutes: AppRoute[] = [
  {
    path: '/ConsignInfo',
    name: 'ConsignInfo',
    redirect: '/ConsignInfo/rawMateriaConsignInfo',
    meta: { title: 'menu.consignInfo', icon: LuPackage, roles: ['consignor'] },
    children: [
      {
        path: 'rawMateriaConsignInfo',
        name: 'rawMateriaConsignInfo',
        component: ConsignorConsignmentsPage,
        meta: { title: 'menu.rawMateriaConsignInfo', icon: LuFlaskConical, roles: ['consignor'] },
      },
      {
        path: 'sitePreConsignInfo',
        name: 'sitePreConsignInfo',
        component: OnSiteBookingsPage,
        meta: { title: 'menu.sitePreConsignInfo', icon: LuTruck, roles: ['consignor'] },
      },
      {
        path: 'payCompletionPreConsignInfo',
        name: 'payCompletionPreConsignInfo',
        component: HandoverBookingsPage,
        meta: { title: 'menu.payCompletionPreConsignInfo', icon: LuClipboardList, roles: ['consignor'] },
      },
      {
        path: 'addSitePreConsignInfo',
        name: 'addSitePreConsignInfo',
        hidden: true,
        component: SiteBookingFormPage,
        meta: { title: 'menu.addSitePreConsignInfo', roles: ['consignor'], noCache: true },
      },
      {
        path: 'addConsignInfo',
        name: 'addConsignInfo',
        hidden: true,
        component: BookingWizardPage,
        meta: { title: 'menu.addConsignInfo', roles: ['consignor'], noCache: true },
      },
      {
        path: 'consignInfoDetail/:id',
        name: 'consignInfoDetail',
        hidden: true,
        component: ConsignmentDetailPage,
        meta: { title: 'consignorList.detailTitle', roles: ['consignor'], noCache: true },
      },
    ],
  },
  {
    path: '/BusinessManagement',
    name: 'BusinessManagement',
    redirect: '/BusinessManagement/preManagement',
    meta: { title: 'menu.businessManagement', icon: LuFolderKanban, roles: ['lab', 'admin'] },
    children: [
      {
        path: 'preManagement',
        name: 'preManagement',
        component: LabIncomingPage,
        meta: { title: 'menu.preManagement', icon: LuPackage, roles: ['lab'] },
      },
      {
        path: 'reportList',
        name: 'reportList',
        component: LabReportsPage,
        meta: { title: 'menu.reportList', icon: LuChartColumn, roles: ['lab'] },
      },
      {
        path: 'NoticeList',
        name: 'NoticeList',
        component: NoticeListPage,
        meta: { title: 'menu.noticeList', icon: LuMegaphone, roles: ['lab', 'admin'] },
      },
      {
        path: 'preConsignInfo',
        name: 'preConsignInfo',
        hidden: true,
        component: ConsignmentDetailPage,
        meta: { title: 'menu.preConsignInfo', roles: ['lab', 'admin'] },
      },
      {
        path: 'addConsignInfo',
        name: 'auditConsignInfo',
        hidden: true,
        component: ConsignmentDetailPage,
        meta: { title: 'menu.auditConsignInfo', roles: ['lab'] },
      },
      {
        path: 'auditSitePreConsignInfo',
        name: 'auditSitePreConsignInfo',
        hidden: true,
        component: AuditSiteBookingPage,
        meta: { title: 'menu.auditSitePreConsignInfo', roles: ['lab'] },
      },
      {
        path: 'siteVisitSchedule',
        name: 'siteVisitSchedule',
        hidden: true,
        component: SiteVisitsPage,
        meta: { title: 'menu.siteVisitSchedule', roles: ['lab'] },
      },
    ],
  },
  {
    path: '/TestingOrgSearch',
    name: 'TestingOrgSearch',
    redirect: '/TestingOrgSearch/TestingOrgList',
    meta: { title: 'menu.testingOrgSearch', icon: LuSearch, roles: ['consignor'] },
    children: [
      {
        path: 'TestingOrgList',
        name: 'TestingOrgList',
        page: 'testingOrgList',
        meta: { title: 'menu.testingOrgList', icon: LuLandmark, roles: ['consignor'] },
      },
      {
        path: 'reportSchedule',
        name: 'reportSchedule',
        component: ConsignorReportsPage,
        meta: { title: 'menu.reportSchedule', icon: LuChartColumn, roles: ['consignor'] },
      },
      {
        path: 'ilisQuerySystem',
        name: 'ilisQuerySystem',
        page: 'ilisQuery',
        meta: {
          title: 'menu.ilisQuerySystem',
          icon: LuFileSearch,
          roles: ['consignor'],
          requiresBranding: 'iLISReportProgressQueryURL',
        },
      },
      {
        path: 'TestingOrgDetail/:id',
        name: 'TestingOrgDetail',
        hidden: true,
        component: TestingOrgDetailPage,
        meta: { title: 'menu.testingOrgDetail', roles: ['consignor'], breadcrumb: false },
      },
    ],
  },
  {
    path: '/UserCenter',
    name: 'UserCenter',
    redirect: '/UserCenter/UserManager',
    meta: { title: 'menu.userCenter', icon: LuUserCog, roles: ['consignor', 'lab', 'admin'] },
    children: [
      {
        path: 'testingOrganization',
        name: 'testingOrganization',
        component: CataloguePage,
        meta: { title: 'menu.testingOrganization', icon: LuBuilding2, roles: ['lab'] },
      },
      {
        path: 'ConsginUnitCenter',
        name: 'ConsginUnitCenter',
        component: ConsignUnitCenterPage,
        meta: { title: 'menu.consginUnitCenter', icon: LuBuilding2, roles: ['consignor'], noCache: true },
      },
      {
        path: 'UserManager/:un/:ui/:ut',
        name: 'UserManager',
        component: UserManagerPage,
        meta: { title: 'menu.userManager', icon: LuUsers, roles: ['consignor', 'lab', 'admin'], noCache: true },
      },
    ],
  },
  {
    path: '/SystemManager',
    name: 'SystemManager',
    redirect: '/SystemManager/TestUnitManager',
    meta: { title: 'menu.systemManager', icon: LuSettings, roles: ['admin'] },
    children: [
      {
        path: 'TestUnitManager',
        name: 'TestUnitManager',
        component: TestUnitManagerPage,
        meta: { title: 'menu.testUnitManager', icon: LuFlaskConical, roles: ['admin'] },
      },
      {
        path: 'ConsginUnitManager',
        name: 'ConsginUnitManager',
        component: ConsignUnitManagerPage,
        meta: { title: 'menu.consginUnitManager', icon: LuBuilding2, roles: ['admin'] },
      },
      {
        path: 'ProjectManager',
        name: 'ProjectManager',
        component: ProjectManagerPage,
        meta: { title: 'menu.projectManager', icon: LuWrench, roles: ['admin'] },
      },
      {
        path: 'SysTestSampleManager',
        name: 'SysTestSampleManager',
        component: LibraryPage,
        meta: { title: 'menu.sysTestSampleManager', icon: LuLibrary, roles: ['admin'] },
      },
      {
        path: 'SysBaseStandardManager',
        name: 'SysBaseStandardManager',
        component: StandardsPage,
        meta: { title: 'menu.sysBaseStandardManager', icon: LuBookOpen, roles: ['admin'] },
      },
    ],
  },
];

export const allRoutes: AppRoute[] = [...constantRoutes, ...asyncRoutes];
