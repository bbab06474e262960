// A menu group's own address (/UserCenter): the group's first screen this user may open (filter.ts groupLanding).
import { Navigate } from 'react-router-dom';
import { usePermittedRoutes } from '../layout/useMenu';
import { useSession } from '../session/SessionProvider';
import { selectUser } from '../session/selectors';
import { groupLanding } from './filter';
import { resolveMenuPath } from './match';
import { HOME_PATH } from './paths';

export function GroupIndex({ path }: { path: string }) {
  const group = usePermittedRoutes().find((route) => route.path === path);
  const user = useSession(selectUser);
  const landing = group && groupLanding(group);
  return <Navigate to={landing ? resolveMenuPath(landing, user) : HOME_PATH} replace />;
}
