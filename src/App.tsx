// For stories and tests: the shell's providers (./ShellProviders.tsx) with the settings, the language and Chakra's
// provider around them. The running app mounts src/Root.tsx, which holds the settings and the language for the
// sign-in page too and loads the shell as a chunk (src/router/ShellRoutes.tsx).
import type { ReactNode } from 'react';
import { SettingsProvider, type SettingsProviderProps } from './app/settings';
import { I18nProvider } from './i18n/I18nProvider';
import { ShellProviders } from './ShellProviders';
import { Provider } from './ui/provider';

/** Everything the screens need besides the router: settings, language, Chakra, the server-state cache. */
export function AppProviders({
  children,
  settings,
}: {
  children: ReactNode;
  settings?: SettingsProviderProps['initial'];
}) {
  return (
    <SettingsProvider initial={settings}>
      <I18nProvider>
        <Provider>
          <ShellProviders>{children}</ShellProviders>
        </Provider>
      </I18nProvider>
    </SettingsProvider>
  );
}
