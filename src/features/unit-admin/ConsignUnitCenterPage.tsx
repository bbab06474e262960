// 委托单位信息 (ConsginUnitCenter): a consigning unit keeps its own information, logo and addresses, and the projects
// it books under. The open tab is kept in the address; the projects' tab loads when shown.
import { Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { useTabParam } from '../../utils/useTabParam';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, useConsignUnitDraft } from './ConsignUnitForm';
import { OwnUnitPage, SectionCard } from './OwnUnitPage';

const ProjectList = lazy(async () => ({ default: (await import('../projects/ProjectList')).ProjectList }));

const TABS = ['info', 'projects'] as const;

export function ConsignUnitCenterPage() {
  const intl = useIntl();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setTab(e.value)}
      lazyMount
      p={{ base: '2', md: '4' }}
      data-testid="consign-unit-center"
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="info" data-testid="center-tab-info">
          {intl.formatMessage({ id: 'unitAdmin.consignUnit.info' })}
        </Tabs.Trigger>
        <Tabs.Trigger value="projects" data-testid="center-tab-projects">
          {intl.formatMessage({ id: 'menu.projectManager' })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="info">
        <UnitInformation />
      </Tabs.Content>
      <Tabs.Content value="projects">
        <Suspense fallback={<LoadingSpinner testId="center-projects-loading" />}>
          <ProjectList />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
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
