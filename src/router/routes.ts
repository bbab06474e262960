// The route table of SPEC.md §2: public routes, then the role-gated menu groups.
import {
  LuBuilding2,
  LuChartColumn,
  LuClipboardList,
  LuFileSearch,
  LuFlaskConical,
  LuFolderKanban,
  LuHouse,
  LuLandmark,
  LuMegaphone,
  LuPackage,
  LuSearch,
  LuSettings,
  LuTruck,
  LuUserCog,
  LuUsers,
  LuWrench,
} from 'react-icons/lu';
import { BookingWizardPage } from '../features/booking/BookingWizardPage';
import { ConsignmentDetailPage } from '../features/consignment/ConsignmentDetailPage';
import { ConsignorConsignmentsPage } from '../features/consignor-consignments/ConsignorConsignmentsPage';
import { LabIncomingPage } from '../features/lab-incoming/LabIncomingPage';
import type { AppRoute } from './types';

export const PUBLIC_PATHS = ['/login', '/register', '/forgotPassword', '/auth-redirect', '/404', '/401'] as const;

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
        page: 'comingSoon',
        meta: { title: 'menu.sitePreConsignInfo', icon: LuTruck, roles: ['consignor'] },
      },
      {
        path: 'payCompletionPreConsignInfo',
        name: 'payCompletionPreConsignInfo',
        page: 'comingSoon',
        meta: { title: 'menu.payCompletionPreConsignInfo', icon: LuClipboardList, roles: ['consignor'] },
      },
      {
        path: 'addSitePreConsignInfo',
        name: 'addSitePreConsignInfo',
        hidden: true,
        page: 'comingSoon',
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
        page: 'comingSoon',
        meta: { title: 'menu.reportList', icon: LuChartColumn, roles: ['lab'] },
      },
      {
        path: 'NoticeList',
        name: 'NoticeList',
        page: 'comingSoon',
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
        page: 'comingSoon',
        meta: { title: 'menu.auditSitePreConsignInfo', roles: ['lab'] },
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
        page: 'comingSoon',
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
        page: 'comingSoon',
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
        page: 'comingSoon',
        meta: { title: 'menu.testingOrganization', icon: LuBuilding2, roles: ['lab'] },
      },
      {
        path: 'ConsginUnitCenter',
        name: 'ConsginUnitCenter',
        page: 'comingSoon',
        meta: { title: 'menu.consginUnitCenter', icon: LuBuilding2, roles: ['consignor'], noCache: true },
      },
      {
        path: 'UserManager/:un/:ui/:ut',
        name: 'UserManager',
        page: 'userManager',
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
        page: 'comingSoon',
        meta: { title: 'menu.testUnitManager', icon: LuFlaskConical, roles: ['admin'] },
      },
      {
        path: 'ConsginUnitManager',
        name: 'ConsginUnitManager',
        page: 'comingSoon',
        meta: { title: 'menu.consginUnitManager', icon: LuBuilding2, roles: ['admin'] },
      },
      {
        path: 'ProjectManager',
        name: 'ProjectManager',
        page: 'comingSoon',
        meta: { title: 'menu.projectManager', icon: LuWrench, roles: ['admin'] },
      },
    ],
  },
];

export const allRoutes: AppRoute[] = [...constantRoutes, ...asyncRoutes];
