// What the running app mounts. The settings, the language, the router and the session hold for every page; /login
// draws from these alone (plain elements and CSS modules, src/features/login), and every other address loads the
// shell's chunk (src/router/ShellRoutes.tsx: the server-state cache, the other routes) before it draws. The
// sign-in page is a small chunk of its own too, so the signed-in pages do not load it; main.tsx asks for whichever of
// the two the address needs as it starts, alongside the catalogue.
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SettingsProvider } from './app/settings';
import { I18nProvider } from './i18n/I18nProvider';
import { Guard } from './router/Guard';
import { loadShell } from './router/loadShell';
import { PageSpinner } from './router/PageSpinner';
import { LOGIN_PATH } from './router/paths';
import { BrowserSession, type Inspect } from './session/BrowserSession';
import './Root.css';

let signIn: Promise<typeof import('./features/login/LoginPage')> | undefined;

/** The sign-in page's chunk, loaded once. */
export function loadSignIn(): Promise<typeof import('./features/login/LoginPage')> {
  signIn ??= import('./features/login/LoginPage');
  return signIn;
}

const LoginPage = lazy(async () => ({ default: (await loadSignIn()).LoginPage }));
const ShellRoutes = lazy(async () => ({ default: (await loadShell()).ShellRoutes }));

function Screens() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageSpinner />}>
      {pathname === LOGIN_PATH ? (
        <Guard>
          <LoginPage />
        </Guard>
      ) : (
        <ShellRoutes />
      )}
    </Suspense>
  );
}

export function Root({ inspect }: { inspect?: Inspect }) {
  return (
    <SettingsProvider>
      <BrowserRouter>
        {/* Above the catalogue's wait: the session and branding calls go out on the first render. */}
        <BrowserSession inspect={inspect}>
          <I18nProvider>
            <Screens />
          </I18nProvider>
        </BrowserSession>
      </BrowserRouter>
    </SettingsProvider>
  );
}
