import { useMemo } from 'react';
import { useBranding } from '../app/branding';
import { filterRoutes } from '../router/filter';
import { allRoutes } from '../router/routes';
import { useSession } from '../session/SessionProvider';
import { selectRoles } from '../session/selectors';

/** The routes this user may see (SPEC §2 menu building). */
export function usePermittedRoutes() {
  const roles = useSession(selectRoles);
  const branding = useBranding();
  return useMemo(() => filterRoutes(allRoutes, { roles, branding }), [roles, branding]);
}
