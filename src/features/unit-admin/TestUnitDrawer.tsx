// Adding or editing one lab in a side panel: its fields, then (once stored) its qualifications and addresses.
import { Tabs } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type TestUnit, type TestUnitFields, useUnitApi } from '../../api/units';
import { AddressEditor } from './AddressEditor';
import { QualificationEditor } from './QualificationEditor';
import { localErrors, TestUnitForm } from './TestUnitForm';
import { UnitDrawer, useUnitDraft } from './UnitDrawer';

const FIELD_KEYS = [
  'unitNo',
  'testUnitName',
  'contactPhone',
  'sheng',
  'shi',
  'regAddress',
  'inroduce',
  'jtsyjcAddress',
  'lmisType',
  'lmisurl',
  'lmisIntegratedCode',
  'iLISReportProgressQueryURL',
  'systemName',
  'icp',
  'isConsignSingleSample',
] as const satisfies readonly (keyof TestUnitFields)[];

/** The editable fields of a stored lab; blanks are sent as null. */
function fieldsOf(source: TestUnitFields): TestUnitFields {
  const out = Object.fromEntries(
    FIELD_KEYS.map((key) => {
      const v = source[key];
      return [key, typeof v === 'string' ? v.trim() || null : (v ?? null)];
    }),
  ) as unknown as TestUnitFields;
  return {
    ...out,
    testUnitName: source.testUnitName.trim(),
    isConsignSingleSample: source.isConsignSingleSample ?? false,
  };
}

const BLANK: TestUnitFields = { testUnitName: '', lmisType: 0 };

/** `unitId` null: a new lab; undefined: closed. */
export function TestUnitDrawer({
  unitId,
  onClose,
  onSaved,
}: {
  unitId: string | null | undefined;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const [tab, setTab] = useState('info');
  useEffect(() => {
    if (unitId !== undefined) setTab('info');
  }, [unitId]);
  const draft = useUnitDraft<TestUnit, TestUnitFields>({
    unitId,
    blank: BLANK,
    read: api.getTestUnit,
    fieldsOf,
    check: (form) => {
      const local = localErrors(form, t);
      if (!form.testUnitName.trim()) local.testUnitName = t('common.required');
      return local;
    },
    save: (form, stored) => {
      const body = fieldsOf(form);
      return stored ? api.updateTestUnit({ ...body, id: stored.id }) : api.addTestUnit(body);
    },
    onSaved,
    onClose,
  });
  const { stored } = draft;

  return (
    <UnitDrawer
      open={unitId !== undefined}
      title={stored ? stored.testUnitName : t('unitAdmin.testUnit.add')}
      testId="test-unit-drawer"
      onClose={onClose}
      saving={draft.saving}
      onSave={draft.save}
      saveTestId="test-unit-save"
      showSave={tab === 'info'}
    >
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} size="sm" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="info">{t('unitAdmin.tab.info')}</Tabs.Trigger>
          <Tabs.Trigger value="qualifications" disabled={!stored} data-testid="tab-qualifications">
            {t('unitAdmin.tab.qualifications')}
          </Tabs.Trigger>
          <Tabs.Trigger value="addresses" disabled={!stored} data-testid="tab-addresses">
            {t('unitAdmin.tab.addresses')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <TestUnitForm
            value={draft.form}
            onChange={draft.setForm}
            errors={draft.errors}
            unitId={stored?.id}
            logoPath={stored?.logoPath}
            onLogo={(logoPath) => {
              draft.setStored((s) => (s ? { ...s, logoPath } : s));
              onSaved();
            }}
          />
        </Tabs.Content>
        {stored && (
          <>
            <Tabs.Content value="qualifications">
              <QualificationEditor testUnitId={stored.id} onChange={onSaved} />
            </Tabs.Content>
            <Tabs.Content value="addresses">
              <AddressEditor kind="testUnit" unitId={stored.id} />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </UnitDrawer>
  );
}
