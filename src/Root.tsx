// What the running app mounts. The settings, the language, the router and the session hold for every page; /login
// draws from these alone (plain elements and CSS modules, src/features/login), and every other address loads the
// shell's chunk (src/router/ShellRoutes.tsx: Chakra, the server-state cache, the other routes) before it draws.
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SettingsProvider } from './app/settings';
import { LoginPage } from './features/login/LoginPage';
import { I18nProvider } from './i18n/I18nProvider';
import { Guard } from './router/Guard';
import { loadShell } from './router/loadShell';
import { PageSpinner } from './router/PageSpinner';
import { LOGIN_PATH } from './router/paths';
import { BrowserSession, type Inspect } from './session/BrowserSession';
import './Root.css';

const ShellRoutes = lazy(async () => ({ default: (await loadShell()).ShellRoutes }));

function Screens() {
  const { pathname } = useLocation();
  if (pathname === LOGIN_PATH) {
    return (
      <Guard>
        <LoginPage />
      </Guard>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <ShellRoutes />
    </Suspense>
  );
}

export function Root({ inspect }: { inspect?: Inspect }) {
  return (
    <SettingsProvider>
      <I18nProvider>
        <BrowserRouter>
          <BrowserSession inspect={inspect}>
            <Screens />
          </BrowserSession>
        </BrowserRouter>
      </I18nProvider>
    </SettingsProvider>
  );
}
