// 委托单位信息 (ConsginUnitCenter): a consigning unit keeps its own information, logo and addresses, and the projects
// it books under. The open tab is kept in the address; the projects' tab loads when shown, with Chakra's provider:
// the centre itself is a plain screen (src/router/screens.ts).
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { ChakraScope } from '../../ui/chakra-scope';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { Tabs } from '../../ui/Tabs';
import { useTabParam } from '../../utils/useTabParam';
import { AddressEditor } from './AddressEditor';
import styles from './ConsignUnitCenterPage.module.css';
import { ConsignUnitForm, useConsignUnitDraft } from './ConsignUnitForm';
import { OwnUnitPage, SectionCard } from './OwnUnitPage';

const ProjectList = lazy(async () => ({ default: (await import('../projects/ProjectList')).ProjectList }));

const TABS = ['info', 'projects'] as const;

export function ConsignUnitCenterPage() {
  const intl = useIntl();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Tabs
      value={tab}
      onChange={setTab}
      testId="consign-unit-center"
      className={styles.centre}
      listClassName={styles.list}
      tabs={[
        { value: 'info', label: intl.formatMessage({ id: 'unitAdmin.consignUnit.info' }), testId: 'center-tab-info' },
        { value: 'projects', label: intl.formatMessage({ id: 'menu.projectManager' }), testId: 'center-tab-projects' },
      ]}
      panel={(name) =>
        name === 'info' ? (
          <UnitInformation />
        ) : (
          <ChakraScope fallback={<LoadingSpinner testId="center-projects-loading" />}>
            <ProjectList />
          </ChakraScope>
        )
      }
    />
  );
}

function UnitInformation() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The caller's own unit: read without an id, whatever the draft's key.
  const draft = useConsignUnitDraft({ unitId: 'own', own: true });
  return (
    <OwnUnitPage kind="consignUnit" draft={draft} fields={<ConsignUnitForm form={draft.form} />}>
      <SectionCard title={t('unitAdmin.tab.addresses')}>
        <AddressEditor kind="consignUnit" />
      </SectionCard>
    </OwnUnitPage>
  );
}
