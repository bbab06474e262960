import { useMemo } from 'react';
import { useBranding } from '../app/branding';
import { filterRoutes } from '../router/filter';
import { allRoutes } from '../router/routes';
import { useSession } from '../session/SessionProvider';
import { isHostLoad, useSessionTenant } from '../session/SessionTenant';
import { selectActsAs, selectPermissions, selectUnitType } from '../session/selectors';

/** The routes this user may see (menu building, ../router/filter.ts): on the host, the host's screens only. */
export function usePermittedRoutes() {
  const actorRole = useSession(selectActsAs);
  const permissions = useSession(selectPermissions);
  const unitType = useSession(selectUnitType);
  const branding = useBranding();
  const host = isHostLoad(useSessionTenant().load);
  return useMemo(
    () => filterRoutes(allRoutes, { actorRole, permissions, unitType, branding, host }),
    [actorRole, permissions, unitType, branding, host],
  );
}
