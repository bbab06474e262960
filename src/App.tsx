import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { type Api, ApiContext, type ApiError, createApi, createApiClient, errorLog } from './api';
import { BrandingProvider } from './app/branding';
import { SettingsProvider, type SettingsProviderProps, useSettings } from './app/settings';
import { getCookie, resolveApiBase, TOKEN_COOKIE } from './app/storage';
import { Provider } from './components/ui/provider';
import { Toaster, toaster } from './components/ui/toaster';
import { intlLocale, loadedMessages, loadMessages } from './i18n';
import { AppRoutes } from './router/AppRoutes';
import { SessionProvider, useSessionActor } from './session/SessionProvider';

/** Network failures and server faults are interface errors worth keeping in the error log. */
export function shouldLogError(error: ApiError): boolean {
  return error.status === 0 || error.status >= 500;
}

/** The chosen language's catalogue; until the first one has arrived nothing is drawn, and a switch keeps the old one. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language } = useSettings();
  const [shown, setShown] = useState(() => {
    const messages = loadedMessages(language);
    return messages ? { language, messages } : null;
  });
  useEffect(() => {
    let current = true;
    loadMessages(language).then((messages) => current && setShown({ language, messages }));
    return () => {
      current = false;
    };
  }, [language]);
  if (!shown) return null;
  return (
    <IntlProvider locale={intlLocale[shown.language]} messages={shown.messages} defaultLocale="zh-CN">
      {children}
    </IntlProvider>
  );
}

/** Everything the screens need besides the router: Chakra, settings, language. */
export function AppProviders({
  children,
  settings,
}: {
  children: ReactNode;
  settings?: SettingsProviderProps['initial'];
}) {
  return (
    <Provider>
      <SettingsProvider initial={settings}>
        <I18nProvider>
          {children}
          <Toaster />
        </I18nProvider>
      </SettingsProvider>
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

  const api = useMemo(
    () =>
      givenApi ??
      createApi(
        createApiClient({
          baseUrl: resolveApiBase(),
          getToken: () => getCookie(TOKEN_COOKIE),
          getLanguage: () => languageRef.current,
          onUnauthorized: () => {
            if (sessionRef.current?.getSnapshot().matches('SignedIn'))
              sessionRef.current.send({ type: 'SESSION_EXPIRED' });
          },
          onError: (error) => {
            if (shouldLogError(error)) errorLog.add({ message: error.message, url: error.url, stack: error.stack });
            toaster.create({ type: 'error', title: error.message, closable: true, duration: 5000 });
          },
        }),
      ),
    [givenApi],
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
