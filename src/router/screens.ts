// Every screen of the app, each a chunk of its own loaded when first shown or preloaded (src/router/lazyPage.ts): the
// route table (routes.ts) and the routes outside it (AppRoutes.tsx) both draw them from here. The key is the module's
// export. The plain screens draw without Chakra (plain elements and CSS modules): they are the ones a signed-in
// first load opens most, so it neither downloads nor evaluates Chakra (src/ui/chakra-scope.tsx).
import { lazyPages } from './lazyPage';

export const screens = lazyPages(
  {
    ForgotPasswordPage: () => import('../features/account/ForgotPasswordPage'),
    RegisterPage: () => import('../features/account/RegisterPage'),
    BookingWizardPage: () => import('../features/booking/BookingWizardPage'),
    CataloguePage: () => import('../features/catalogue/CataloguePage'),
    LibraryPage: () => import('../features/catalogue/LibraryPage'),
    StandardsPage: () => import('../features/catalogue/StandardsPage'),
    ConsignmentDetailPage: () => import('../features/consignment/ConsignmentDetailPage'),
    ConsignorConsignmentsPage: () => import('../features/consignor-consignments/ConsignorConsignmentsPage'),
    ErrorPage: () => import('../features/errors/ErrorPage'),
    ComingSoonPage: () => import('../features/placeholder/ComingSoonPage'),
    DashboardPage: () => import('../features/dashboard/DashboardPage'),
    LabIncomingPage: () => import('../features/lab-incoming/LabIncomingPage'),
    MessagesPage: () => import('../features/messages/MessagesPage'),
    NoticeListPage: () => import('../features/notices/NoticeListPage'),
    ProjectManagerPage: () => import('../features/projects/ProjectManagerPage'),
    RoleManagerPage: () => import('../features/role-manager/RoleManagerPage'),
    RedirectPage: () => import('../features/redirect/RedirectPage'),
    RegistrationsPage: () => import('../features/registrations/RegistrationsPage'),
    ConsignorReportsPage: () => import('../features/reports/ConsignorReportsPage'),
    LabReportsPage: () => import('../features/reports/LabReportsPage'),
    ReportVerifyPage: () => import('../features/reports/ReportVerifyPage'),
    AuditSiteBookingPage: () => import('../features/site-booking/SiteBookingDetail'),
    SiteBookingFormPage: () => import('../features/site-booking/SiteBookingFormPage'),
    HandoverBookingsPage: () => import('../features/site-booking/SiteBookingListPage'),
    OnSiteBookingsPage: () => import('../features/site-booking/SiteBookingListPage'),
    SiteVisitsPage: () => import('../features/site-booking/SiteVisitsPage'),
    SmsRecordsPage: () => import('../features/sms-records/SmsRecordsPage'),
    TenantManagerPage: () => import('../features/tenants/TenantManagerPage'),
    IlisQueryPage: () => import('../features/testing-org/IlisQueryPage'),
    TestingOrgDetailPage: () => import('../features/testing-org/TestingOrgDetailPage'),
    TestingOrgListPage: () => import('../features/testing-org/TestingOrgListPage'),
    ConsignUnitCenterPage: () => import('../features/unit-admin/ConsignUnitCenterPage'),
    ConsignUnitManagerPage: () => import('../features/unit-admin/ConsignUnitManagerPage'),
    TestUnitManagerPage: () => import('../features/unit-admin/TestUnitManagerPage'),
    UserManagerPage: () => import('../features/user-manager/UserManagerPage'),
    WechatLandingPage: () => import('../features/wechat/WechatLandingPage'),
  },
  {
    plain: [
      'CataloguePage',
      'DashboardPage',
      'LabIncomingPage',
      'LabReportsPage',
      'ConsignorReportsPage',
      'ConsignorConsignmentsPage',
      'ConsignUnitCenterPage',
    ],
  },
);
