// Adding or editing one lab in a side panel: its fields, then (once stored) its qualifications and addresses.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '../../ui/chakra';
import { AddressEditor } from './AddressEditor';
import { QualificationEditor } from './QualificationEditor';
import { TestUnitForm, useTestUnitDraft } from './TestUnitForm';
import { UnitDrawer, type UnitTarget } from './UnitDrawer';

export function TestUnitDrawer(target: UnitTarget) {
  const { unitId, onSaved } = target;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [tab, setTab] = useState('info');
  useEffect(() => {
    if (unitId !== undefined) setTab('info');
  }, [unitId]);
  const draft = useTestUnitDraft({ ...target, onUnreadable: target.onClose });
  const { stored } = draft;

  return (
    <UnitDrawer kind="testUnit" target={target} draft={draft} name={stored?.testUnitName} showSave={tab === 'info'}>
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
            form={draft.form}
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
