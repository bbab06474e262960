// The lab's own centre (UserCenter/testingOrganization for a lab), in tabs kept in the address: its catalogue
// (LabCatalogue), its organisation (information, logo, qualifications, addresses) and its system parameters. A plain
// screen (src/router/innerScreens.ts): the tabs and the catalogue draw without Chakra; the other tabs load when shown,
// with Chakra's provider.
import { lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueEditApi } from '../../api/catalogue';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { ChakraScope } from '../../ui/chakra-scope';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { Tabs } from '../../ui/Tabs';
import { useTabParam } from '../../utils/useTabParam';
import { LabCatalogue } from './LabCatalogue';
import styles from './LabCentre.module.css';

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
  const panels: Record<(typeof TABS)[number], ReactNode> = {
    catalogue: <LabCatalogue api={api} testUnitId={user.unitId} />,
    organisation: (
      <ChakraScope fallback={loading}>
        <LabOrganisationPanel testUnitId={user.unitId} />
      </ChakraScope>
    ),
    parameters: (
      <ChakraScope fallback={loading}>
        <SystemParamsPanel unit={{ unitType: 2 }} />
      </ChakraScope>
    ),
  };
  return (
    <Tabs<(typeof TABS)[number]>
      value={tab}
      onChange={setTab}
      testId="lab-centre"
      listClassName={styles.list}
      tabs={TABS.map((name) => ({
        value: name,
        label: t(`unitAdmin.labCentre.tab.${name}`),
        testId: `lab-centre-tab-${name}`,
      }))}
      panel={(name) => panels[name]}
      panelClassName={(name) =>
        name === 'catalogue' ? styles.catalogue : `${styles.padded} ${name === 'parameters' ? styles.parameters : ''}`
      }
    />
  );
}
