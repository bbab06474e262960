// Adding or editing one lab in a side panel: its fields, then (once stored) its qualifications and addresses.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '../../ui/Tabs';
import { AddressEditor } from './AddressEditor';
import { QualificationEditor } from './QualificationEditor';
import { TestUnitForm, useTestUnitDraft } from './TestUnitForm';
import { UnitDrawer, type UnitTarget } from './UnitDrawer';

type DrawerTab = 'info' | 'qualifications' | 'addresses';

export function TestUnitDrawer(target: UnitTarget) {
  const { unitId, onSaved } = target;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [tab, setTab] = useState<DrawerTab>('info');
  useEffect(() => {
    if (unitId !== undefined) setTab('info');
  }, [unitId]);
  const draft = useTestUnitDraft({ ...target, onUnreadable: target.onClose });
  const { stored } = draft;

  return (
    <UnitDrawer kind="testUnit" target={target} draft={draft} name={stored?.testUnitName} showSave={tab === 'info'}>
      <Tabs<DrawerTab>
        tabs={[
          { value: 'info', label: t('unitAdmin.tab.info') },
          {
            value: 'qualifications',
            label: t('unitAdmin.tab.qualifications'),
            disabled: !stored,
            testId: 'tab-qualifications',
          },
          { value: 'addresses', label: t('unitAdmin.tab.addresses'), disabled: !stored, testId: 'tab-addresses' },
        ]}
        value={tab}
        onChange={setTab}
        panel={(value) =>
          value === 'info' ? (
            <TestUnitForm
              form={draft.form}
              unitId={stored?.id}
              logoPath={stored?.logoPath}
              onLogo={(logoPath) => {
                draft.setStored((s) => (s ? { ...s, logoPath } : s));
                onSaved();
              }}
            />
          ) : !stored ? null : value === 'qualifications' ? (
            <QualificationEditor testUnitId={stored.id} onChange={onSaved} />
          ) : (
            <AddressEditor kind="testUnit" unitId={stored.id} />
          )
        }
      />
    </UnitDrawer>
  );
}
