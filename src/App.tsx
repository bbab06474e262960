// The providers of the shell (Chakra, the server-state cache, the toasts) and, for stories and tests, the same with
// the settings and the language around them. The running app mounts src/Root.tsx, which holds the settings and the
// language for the sign-in page too and loads the shell's providers as a chunk (src/router/ShellRoutes.tsx).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createQueryClient } from './api/queryClient';
import { SettingsProvider, type SettingsProviderProps, useSettings } from './app/settings';
import { Provider } from './components/ui/provider';
import { Toaster } from './components/ui/toaster';
import { I18nProvider } from './i18n/I18nProvider';

/**
 * The server names things in the caller's language (roles, permissions, statuses, enumerations): when the interface
 * language changes, the reads on screen are asked again in it and the others dropped, as after a write.
 */
function RefetchOnLanguage({ queryClient }: { queryClient: QueryClient }) {
  const { language } = useSettings();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }, [language, queryClient]);
  return null;
}

/** What the screens of the shell need inside the settings and the language: Chakra, the server-state cache, toasts. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <RefetchOnLanguage queryClient={queryClient} />
        {children}
        <Toaster />
      </QueryClientProvider>
    </Provider>
  );
}

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
        <ShellProviders>{children}</ShellProviders>
      </I18nProvider>
    </SettingsProvider>
  );
}
