// 检测机构信息维护 (UserCenter/testingOrganization): a lab's user centre (LabCentre.tsx: its catalogue, organisation
// and system parameters in tabs); admin gets any lab's information read only instead (AdminLabInformation). Each
// loads when drawn, so neither carries the other's code.
import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useAcrossLabs } from '../lab-incoming/LabScope';

const LabCentre = lazy(async () => ({ default: (await import('./LabCentre')).LabCentre }));
const AdminLabInformation = lazy(async () => ({
  default: (await import('../testing-org/AdminLabInformation')).AdminLabInformation,
}));

export function CataloguePage() {
  const acrossLabs = useAcrossLabs();
  return (
    <Suspense fallback={<LoadingSpinner testId="lab-centre-loading" />}>
      {acrossLabs ? <AdminLabInformation /> : <LabCentre />}
    </Suspense>
  );
}
