// The route table (src/router/routes.ts) as react-router routes, each behind the guard; /login is src/Root.tsx's.
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PendingWechatBind } from '../features/wechat/PendingWechatBind';
import { GroupIndex } from './GroupIndex';
import { Guard } from './Guard';
import { type LazyScreen, lazyPages } from './lazyPage';
import { findRoute } from './match';
import { PageSpinner } from './PageSpinner';
import { allRoutes, asyncRoutes, HOME_PATH, isPublicPath } from './routes';
import { screens } from './screens';
import type { AppRoute, PageKey } from './types';

/** The screen opened with the shell (preloadScreen), which the frame waits for. */
let firstScreen: Promise<unknown> = Promise.resolve();

// The shell's frame is a chunk of its own, loaded with the shell for the address the browser opened (preloadScreen).
const { Layout } = lazyPages(
  {
    // The frame waits for the screen opened with it (preloadScreen), so both paint at once.
    Layout: async () => (await Promise.all([import('../layout/Layout'), firstScreen]))[0],
  },
  { plain: ['Layout'] },
);

/** The screens the route table names by key rather than by component. */
const KEYED_SCREENS: Partial<Record<PageKey, LazyScreen>> = {
  dashboard: screens.DashboardPage,
  testingOrgList: screens.TestingOrgListPage,
  ilisQuery: screens.IlisQueryPage,
};

const screenOf = (route: AppRoute): LazyScreen | undefined =>
  route.component ?? (route.page ? KEYED_SCREENS[route.page] : undefined);

function pageFor(route: AppRoute): ReactNode {
  const Screen = screenOf(route);
  return Screen ? <Screen key={route.name} /> : <screens.ComingSoonPage key={route.name} title={route.meta?.title} />;
}

/**
 * The address the browser opened, loaded with the shell: the frame and the screen's chunks at once (not the frame,
 * then the screen once the frame has drawn), and the frame's first paint already shows the screen.
 */
export function preloadScreen(pathname: string): void {
  if (isPublicPath(pathname)) return;
  const screen = findRoute(pathname, allRoutes)?.route;
  firstScreen = (screen && screenOf(screen)?.preload()) ?? Promise.resolve();
  void Layout.preload();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PendingWechatBind />
      <Routes>
        <Route path="/register" element={<screens.RegisterPage />} />
        <Route path="/forgotPassword" element={<screens.ForgotPasswordPage />} />
        <Route path="/auth-redirect" element={<screens.WechatLandingPage />} />
        <Route path="/reportVerify" element={<screens.ReportVerifyPage />} />
        <Route path="/404" element={<screens.ErrorPage code={404} />} />
        <Route path="/401" element={<screens.ErrorPage code={401} />} />
        <Route path="/redirect/*" element={<screens.RedirectPage />} />
        <Route
          element={
            <Guard>
              <Layout />
            </Guard>
          }
        >
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path={HOME_PATH} element={<screens.DashboardPage />} />
          {asyncRoutes.map((group) => (
            <Route key={group.path} path={group.path}>
              <Route
                index
                element={
                  <Guard chain={[group]}>
                    <GroupIndex path={group.path} />
                  </Guard>
                }
              />
              {(group.children ?? []).map((child) => (
                <Route
                  key={child.path}
                  path={child.path}
                  element={<Guard chain={[group, child]}>{pageFor(child)}</Guard>}
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
