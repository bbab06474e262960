// 检测机构信息维护 (UserCenter/testingOrganization): a lab's user centre (LabCentre.tsx: its catalogue, organisation
// and system parameters in tabs); admin gets any lab's information read only instead (AdminLabInformation). Each is a
// screen of its own (src/router/innerScreens.ts) loaded when drawn, with its own catalogue areas, so neither carries the
// other's code or texts. This one draws nothing itself but the spinner: a plain screen.
import { Suspense } from 'react';
import { innerScreens } from '../../router/innerScreens';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { useAcrossLabs } from '../lab-incoming/LabScope';

export function CataloguePage() {
  const acrossLabs = useAcrossLabs();
  return (
    <Suspense fallback={<LoadingSpinner testId="lab-centre-loading" />}>
      {acrossLabs ? <innerScreens.AdminLabInformation /> : <innerScreens.LabCentre />}
    </Suspense>
  );
}
