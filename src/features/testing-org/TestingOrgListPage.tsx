// SPEC §2: opening the testing-organisation list goes to the organisation's own detail page when
// the signed-in user's test unit already has an id.
import { Navigate } from 'react-router-dom';
import { EMPTY_GUID } from '../../router/match';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { ComingSoonPage } from '../placeholder/ComingSoonPage';

export const TEST_UNIT_TYPE = 2;

export function TestingOrgListPage() {
  const user = useSession(selectUser);
  if (user?.unitType === TEST_UNIT_TYPE && user.unitId && user.unitId !== EMPTY_GUID) {
    return <Navigate to={`/TestingOrgSearch/TestingOrgDetail/${user.unitId}`} replace />;
  }
  return <ComingSoonPage title="menu.testingOrgList" />;
}
