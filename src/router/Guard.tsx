// The navigation guard (./guard.ts decides) as a route element: waits, redirects or draws its children.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { isHostLoad, useSessionTenant } from '../session/SessionTenant';
import { selectActsAs, selectPermissions, selectPhase, selectUnitType } from '../session/selectors';
import { decide } from './guard';
import { PageSpinner } from './PageSpinner';
import type { AppRoute } from './types';

/** Applies decide() to the current location. */
export function Guard({ chain = [], children }: { chain?: AppRoute[]; children: ReactNode }) {
  const location = useLocation();
  const phase = useSession(selectPhase);
  const actorRole = useSession(selectActsAs);
  const permissions = useSession(selectPermissions);
  const unitType = useSession(selectUnitType);
  const tenant = useSessionTenant().load;
  const decision = decide({
    pathname: location.pathname,
    fullPath: location.pathname + location.search,
    phase,
    actorRole,
    permissions,
    unitType,
    host: isHostLoad(tenant),
    tenantPending: tenant.status === 'loading',
    chain,
  });
  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={decision.noGoBack ? { noGoBack: true } : undefined} />;
  }
  return <>{children}</>;
}
