// The session as the running app holds it, above the sign-in page and the shell alike: the calls it makes go out in
// the interface language of the settings (the one the language menus set), with the stored bearer token; a signed-in
// call answered 401 ends the session. No toast here: the session's calls are quiet and Chakra is the shell's.
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { ApiContext, createApi, createApiClient } from '../api';
import { BrandingProvider } from '../app/branding';
import { useSettings } from '../app/settings';
import { resolveApiBase } from '../app/storage';
import { ThemeSync } from '../features/account/ThemeSync';
import { readToken, SessionProvider, useSessionActor } from './SessionProvider';
import { SessionTenantProvider } from './SessionTenant';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

function SessionBridge({ actorRef }: { actorRef: { current: AnyActorRef | null } }) {
  const actor = useSessionActor();
  useEffect(() => {
    actorRef.current = actor;
  }, [actor, actorRef]);
  return null;
}

/**
 * The session actor, the API it calls (also ApiContext's until the shell provides its own), the lab's branding and the
 * request's tenant.
 */
export function BrowserSession({ inspect, children }: { inspect?: Inspect; children: ReactNode }) {
  const { language } = useSettings();
  const languageRef = useRef(language);
  languageRef.current = language;
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const sessionRef = useRef<AnyActorRef | null>(null);

  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: resolveApiBase(),
        getToken: readToken,
        getLanguage: () => languageRef.current,
        onUnauthorized: () => {
          if (sessionRef.current?.getSnapshot().matches('SignedIn'))
            sessionRef.current.send({ type: 'SESSION_EXPIRED' });
        },
      }),
    [],
  );
  const api = useMemo(() => createApi(client), [client]);
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
        <ThemeSync client={client} />
        <SessionTenantProvider>
          <BrandingProvider>{children}</BrandingProvider>
        </SessionTenantProvider>
      </SessionProvider>
    </ApiContext.Provider>
  );
}
