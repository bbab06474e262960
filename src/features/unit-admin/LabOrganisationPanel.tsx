// A lab keeps its own organisation (user centre, testingOrganization): the descriptive fields the server lets a lab
// change on itself (UpdateTestUnit keeps the rest as stored), its logo, qualifications and addresses. The number,
// platform address, filing number and LIMS link are admin's and shown read-only.

import { useIntl } from 'react-intl';
import { DataList, SimpleGrid, Text } from '../../ui/chakra';
import { FormCheckbox } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { AddressEditor } from './AddressEditor';
import { OwnUnitPage, SectionCard } from './OwnUnitPage';
import { QualificationEditor } from './QualificationEditor';
import { useTestUnitDraft } from './TestUnitForm';

export function LabOrganisationPanel({ testUnitId }: { testUnitId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const draft = useTestUnitDraft({ unitId: testUnitId, own: true });
  const { form, stored } = draft;
  const adminKept: [string, string | null | undefined][] = [
    ['unitAdmin.field.unitNo', stored?.unitNo],
    ['unitAdmin.field.jtsyjcAddress', stored?.jtsyjcAddress],
    ['unitAdmin.field.icp', stored?.icp],
  ];

  return (
    <OwnUnitPage
      kind="testUnit"
      draft={draft}
      fields={
        <>
          <FormTextField form={form} name="testUnitName" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormTextField form={form} name="contactPhone" />
            <FormTextField form={form} name="sheng" />
            <FormTextField form={form} name="shi" />
            <FormTextField form={form} name="systemName" />
          </SimpleGrid>
          <FormTextField form={form} name="regAddress" />
          <FormTextField form={form} name="iLISReportProgressQueryURL" placeholder="https://" />
          <FormTextField form={form} name="inroduce" multiline />
          <FormCheckbox form={form} name="isConsignSingleSample" />
          <Text fontSize="sm" color="fg.muted">
            {t('unitAdmin.labCentre.adminKept')}
          </Text>
          <DataList.Root orientation="horizontal" size="sm" data-testid="lab-admin-fields">
            {adminKept.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </>
      }
    >
      <SectionCard title={t('unitAdmin.tab.qualifications')}>
        <QualificationEditor testUnitId={testUnitId} />
      </SectionCard>
      <SectionCard title={t('unitAdmin.tab.addresses')}>
        <AddressEditor kind="testUnit" />
      </SectionCard>
    </OwnUnitPage>
  );
}
