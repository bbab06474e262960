// The route table (src/router/routes.ts) as react-router routes, each behind the guard; /login is src/Root.tsx's.
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '../features/errors/ErrorPage';
import { ComingSoonPage } from '../features/placeholder/ComingSoonPage';
import { Guard } from './Guard';
import { lazyPages } from './lazyPage';
import { PageSpinner } from './PageSpinner';
import { asyncRoutes, HOME_PATH } from './routes';
import type { AppRoute, PageKey } from './types';

// Each screen (the shell's frame included) is a chunk of its own, loaded when shown.
const {
  DashboardPage,
  AccountHelpPage,
  RegisterPage,
  ForgotPasswordPage,
  RedirectPage,
  ReportVerifyPage,
  IlisQueryPage,
  TestingOrgListPage,
  Layout,
} = lazyPages({
  DashboardPage: () => import('../features/dashboard/DashboardPage'),
  AccountHelpPage: () => import('../features/public/AccountHelpPage'),
  RegisterPage: () => import('../features/account/RegisterPage'),
  ForgotPasswordPage: () => import('../features/account/ForgotPasswordPage'),
  RedirectPage: () => import('../features/redirect/RedirectPage'),
  ReportVerifyPage: () => import('../features/reports/ReportVerifyPage'),
  IlisQueryPage: () => import('../features/testing-org/IlisQueryPage'),
  TestingOrgListPage: () => import('../features/testing-org/TestingOrgListPage'),
  Layout: () => import('../layout/Layout'),
});

function pageFor(key: PageKey | undefined, route: AppRoute): ReactNode {
  if (route.component) {
    const Screen = route.component;
    return <Screen key={route.name} />;
  }
  switch (key) {
    case 'dashboard':
      return <DashboardPage />;
    case 'testingOrgList':
      return <TestingOrgListPage />;
    case 'ilisQuery':
      return <IlisQueryPage />;
    default:
      return <ComingSoonPage key={route.name} title={route.meta?.title} />;
  }
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgotPassword" element={<ForgotPasswordPage />} />
        <Route path="/auth-redirect" element={<AccountHelpPage kind="authRedirect" />} />
        <Route path="/reportVerify" element={<ReportVerifyPage />} />
        <Route path="/404" element={<ErrorPage code={404} />} />
        <Route path="/401" element={<ErrorPage code={401} />} />
        <Route path="/redirect/*" element={<RedirectPage />} />
        <Route
          element={
            <Guard>
              <Layout />
            </Guard>
          }
        >
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path={HOME_PATH} element={<DashboardPage />} />
          {asyncRoutes.map((group) => (
            <Route key={group.path} path={group.path}>
              <Route
                index
                element={
                  <Guard chain={[group]}>
                    <Navigate to={group.redirect ?? HOME_PATH} replace />
                  </Guard>
                }
              />
              {(group.children ?? []).map((child) => (
                <Route
                  key={child.path}
                  path={child.path}
                  element={<Guard chain={[group, child]}>{pageFor(child.page, child)}</Guard>}
                />
              ))}
            </Route>
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
