// The lab's own centre (UserCenter/testingOrganization for a lab), in tabs kept in the address: its catalogue
// (LabCatalogue), its organisation (information, logo, qualifications, addresses) and its system parameters. The
// other tabs load when shown.
import { Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueEditApi } from '../../api/catalogue';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { useTabParam } from '../../utils/useTabParam';
import { LabCatalogue } from './LabCatalogue';

const SystemParamsPanel = lazy(async () => ({
  default: (await import('../system-params/SystemParamsPanel')).SystemParamsPanel,
}));
const LabOrganisationPanel = lazy(async () => ({
  default: (await import('../unit-admin/LabOrganisationPanel')).LabOrganisationPanel,
}));

const TABS = ['catalogue', 'organisation', 'parameters'] as const;

export function LabCentre() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useSession(selectUser);
  const api = useCatalogueEditApi();
  const [tab, setTab] = useTabParam(TABS);
  const loading = <LoadingSpinner testId="lab-centre-loading" />;
  if (!user?.unitId) return null;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount data-testid="lab-centre">
      <Tabs.List px={{ base: '2', md: '4' }} pt="2" overflowX="auto">
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} data-testid={`lab-centre-tab-${name}`}>
            {t(`unitAdmin.labCentre.tab.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="catalogue" pt="0">
        <LabCatalogue api={api} testUnitId={user.unitId} />
      </Tabs.Content>
      <Tabs.Content value="organisation" px={{ base: '2', md: '4' }}>
        <Suspense fallback={loading}>
          <LabOrganisationPanel testUnitId={user.unitId} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="parameters" px={{ base: '2', md: '4' }} maxW="4xl">
        <Suspense fallback={loading}>
          <SystemParamsPanel unit={{ unitType: 2 }} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
