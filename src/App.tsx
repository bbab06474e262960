import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { type Api, ApiContext, createApi } from './api';
import { createQueryClient } from './api/queryClient';
import { createShellClient } from './api/shellClient';
import { BrandingProvider } from './app/branding';
import { SettingsProvider, type SettingsProviderProps, useSettings } from './app/settings';
import { Provider } from './components/ui/provider';
import { Toaster } from './components/ui/toaster';
import {
  catalogueScope,
  intlLocale,
  type Language,
  loadCatalogue,
  loadedMessages,
  type Messages,
  subscribeCatalogues,
} from './i18n';
import { AppRoutes } from './router/AppRoutes';
import { SessionProvider, useSessionActor } from './session/SessionProvider';

/**
 * The chosen language's catalogue (its first part until a chunked screen wants the whole); until the first one has
 * arrived nothing is drawn, and a switch keeps the old one. Read from the catalogue store, so a screen that waited
 * for the whole catalogue never draws before this provider has it.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings();
  const scope = useSyncExternalStore(subscribeCatalogues, catalogueScope, catalogueScope);
  const messages = useSyncExternalStore(subscribeCatalogues, () => loadedMessages(language, scope));
  const [shown, setShown] = useState<{ language: Language; messages: Messages } | null>(null);
  if (messages && messages !== shown?.messages) setShown({ language, messages });
  useEffect(() => {
    void loadCatalogue(language, scope);
  }, [language, scope]);
  const current = messages ? { language, messages } : shown;
  if (!current) return null;
  return (
    <IntlProvider locale={intlLocale[current.language]} messages={current.messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}

/** Everything the screens need besides the router: Chakra, settings, language, the server-state cache. */
export function AppProviders({
  children,
  settings,
}: {
  children: ReactNode;
  settings?: SettingsProviderProps['initial'];
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <SettingsProvider initial={settings}>
          <I18nProvider>
            {children}
            <Toaster />
          </I18nProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </Provider>
  );
}

function SessionBridge({ actorRef }: { actorRef: { current: AnyActorRef | null } }) {
  const actor = useSessionActor();
  useEffect(() => {
    actorRef.current = actor;
  }, [actor, actorRef]);
  return null;
}

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

function Services({ inspect, api: givenApi }: { inspect?: Inspect; api?: Api }) {
  const { language } = useSettings();
  const languageRef = useRef(language);
  languageRef.current = language;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const sessionRef = useRef<AnyActorRef | null>(null);
  const queryClient = useQueryClient();

  const api = useMemo(
    () =>
      givenApi ??
      createApi(
        createShellClient({
          language: () => languageRef.current,
          sessionExpired: () => {
            if (sessionRef.current?.getSnapshot().matches('SignedIn'))
              sessionRef.current.send({ type: 'SESSION_EXPIRED' });
          },
          queryClient,
        }),
      ),
    [givenApi, queryClient],
  );
  const effects = useMemo(
    () => ({
      goToRoot: () => navigateRef.current('/', { replace: true }),
      reloadPage: () => globalThis.location.reload(),
    }),
    [],
  );

  return (
    <ApiContext.Provider value={api}>
      <SessionProvider api={api} effects={effects} inspect={inspect}>
        <SessionBridge actorRef={sessionRef} />
        <BrandingProvider>
          <AppRoutes />
        </BrandingProvider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}

export function App({ inspect }: { inspect?: Inspect }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Services inspect={inspect} />
      </BrowserRouter>
    </AppProviders>
  );
}
