// The request's tenant (regional platform), as Session/GetCurrentLoginInformations answers it: looked up once when
// the app starts, again when the browser chooses another tenant (the `Abp.TenantId` cookie, read by the server when
// the domain names none). null is the host: the platform operator, whose administrator manages tenants and sees none
// of their data (the menu and the guard, src/router/filter.ts). A failed look-up is 'unknown' and changes nothing.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { HOST_TENANT_ID, TENANT_COOKIE } from '../../contracts/cookies';
import { type Api, ApiContext, type LoginInformations } from '../api';
import { removeCookie, setCookie } from '../app/storage';

export type SessionTenantInfo = LoginInformations['tenant'];

export type TenantLoad = { status: 'loading' } | { status: 'unknown' } | { status: 'ready'; tenant: SessionTenantInfo };

export interface SessionTenant {
  load: TenantLoad;
  /** Ask the server again (after the browser chose another tenant). */
  reload(): Promise<void>;
  /** How many times it was asked again: what depends on the tenant (the branding) looks again when this moves. */
  switches: number;
}

const NOTHING: SessionTenant = { load: { status: 'unknown' }, reload: async () => {}, switches: 0 };
const SessionTenantContext = createContext<SessionTenant>(NOTHING);

/** How long the browser keeps its choice of tenant (ABP keeps it for years; a year here). */
const CHOICE_DAYS = 365;

/** A tenant id (HOST_TENANT_ID for the platform operator), or null for the default tenant. */
export type TenantChoice = number | null;
export { HOST_TENANT_ID };

/** Remembers the browser's tenant for every later call (path /, SameSite=Lax); null forgets it (the default). */
export function chooseTenant(choice: TenantChoice): void {
  if (choice === null) removeCookie(TENANT_COOKIE);
  else setCookie(TENANT_COOKIE, String(choice), CHOICE_DAYS);
}

async function lookUp(api: Api): Promise<TenantLoad> {
  try {
    const { tenant } = await api.getLoginInformations();
    // A server that does not answer the tenant yet: nothing is known.
    return tenant === undefined ? { status: 'unknown' } : { status: 'ready', tenant };
  } catch {
    return { status: 'unknown' };
  }
}

/** `value`: a fixed answer (stories and tests, which need no API then); otherwise the server is asked. */
export function SessionTenantProvider({ children, value }: { children: ReactNode; value?: SessionTenantInfo }) {
  const api = useContext(ApiContext);
  const [load, setLoad] = useState<TenantLoad>(
    value === undefined ? { status: 'loading' } : { status: 'ready', tenant: value },
  );
  const [switches, setSwitches] = useState(0);
  const reload = useCallback(async () => {
    if (value !== undefined || !api) return;
    setLoad(await lookUp(api));
    setSwitches((n) => n + 1);
  }, [api, value]);
  useEffect(() => {
    if (value !== undefined || !api) return;
    let alive = true;
    void lookUp(api).then((answer) => alive && setLoad(answer));
    return () => {
      alive = false;
    };
  }, [api, value]);
  const shared = useMemo(() => ({ load, reload, switches }), [load, reload, switches]);
  return <SessionTenantContext.Provider value={shared}>{children}</SessionTenantContext.Provider>;
}

export const useSessionTenant = (): SessionTenant => useContext(SessionTenantContext);

/** Whether this page talks to the host (the platform operator), not to a tenant. */
export const isHostLoad = (load: TenantLoad): boolean => load.status === 'ready' && load.tenant === null;

/** Whether the request's tenant is switched off: its users cannot sign in and its public pages say so. */
export const isSwitchedOff = (load: TenantLoad): boolean =>
  load.status === 'ready' && load.tenant !== null && !load.tenant.isActive;
