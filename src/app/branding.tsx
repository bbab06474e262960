// Branding per lab (docs/architecture.md): looked up from the page's origin, in the session's tenant (again when the sign-in page
// switches to another tenant: a lab's domain is a lab of that tenant); failures are silent.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Branding, useApi } from '../api';
import { useSessionTenant } from '../session/SessionTenant';

const BrandingContext = createContext<Branding | null>(null);

export const DEFAULT_LOGO = '/logo.svg';

export function BrandingProvider({ children, value }: { children: ReactNode; value?: Branding | null }) {
  const api = useApi();
  const [branding, setBranding] = useState<Branding | null>(value ?? null);
  const { switches } = useSessionTenant();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tenant (sent as its cookie) decides which lab the origin is, so a switch looks it up again
  useEffect(() => {
    if (value !== undefined) return;
    let alive = true;
    api
      .getBranding(globalThis.location?.origin ?? '')
      .then((b) => alive && setBranding(b))
      .catch(() => {
        // GetTestUnitInfoByConsignPlatURL failures show no message: the default branding stands.
      });
    return () => {
      alive = false;
    };
  }, [api, value, switches]);
  return <BrandingContext.Provider value={branding}>{children}</BrandingContext.Provider>;
}

export function useBranding(): Branding | null {
  return useContext(BrandingContext);
}

/** Logo (API host + logoURL, else the default) and system name (else the localized default). */
export function useBrandIdentity(): { logo: string; systemName: string; icp: string | null } {
  const branding = useBranding();
  const intl = useIntl();
  const logoURL = branding?.logoURL;
  const logo = logoURL
    ? /^(https?:)?\/\//.test(logoURL) || logoURL.startsWith('/')
      ? logoURL
      : `/${logoURL}`
    : DEFAULT_LOGO;
  return {
    logo,
    systemName: branding?.systemName || intl.formatMessage({ id: 'app.defaultSystemName' }),
    icp: branding?.icp || null,
  };
}
