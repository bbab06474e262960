// Adding or editing one lab in a side panel: its fields, then (once stored) its qualifications and addresses.
import { Button, CloseButton, Drawer, Portal, Tabs } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type TestUnit, type TestUnitFields, useUnitApi } from '../../api/units';
import { toaster } from '../../components/ui/toaster';
import { AddressEditor } from './AddressEditor';
import { QualificationEditor } from './QualificationEditor';
import { localErrors, TestUnitForm } from './TestUnitForm';
import { fieldErrors } from './TextField';

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
  const [stored, setStored] = useState<TestUnit | null>(null);
  const [form, setForm] = useState<TestUnitFields>({ testUnitName: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A record that cannot be read (deleted meanwhile) closes the panel; the shell has shown why.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('info');

  useEffect(() => {
    setErrors({});
    setTab('info');
    if (!unitId) {
      setStored(null);
      setForm({ testUnitName: '', lmisType: 0 });
      return;
    }
    api.getTestUnit(unitId).then(
      (unit) => {
        setStored(unit);
        setForm(fieldsOf(unit));
      },
      () => closeRef.current(),
    );
  }, [api, unitId]);

  const save = () => {
    const local = localErrors(form, t);
    if (!form.testUnitName.trim()) local.testUnitName = t('unitAdmin.required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const body = fieldsOf(form);
    (stored ? api.updateTestUnit({ ...body, id: stored.id }) : api.addTestUnit(body))
      .then((unit) => {
        setStored(unit);
        setForm(fieldsOf(unit));
        toaster.create({ type: 'success', title: t('unitAdmin.saved'), duration: 3000 });
        onSaved();
      })
      .catch((error: unknown) => setErrors(fieldErrors(error)))
      .finally(() => setSaving(false));
  };

  return (
    <Drawer.Root
      open={unitId !== undefined}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="test-unit-drawer">
            <Drawer.Header>
              <Drawer.Title>{stored ? stored.testUnitName : t('unitAdmin.testUnit.add')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
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
                    value={form}
                    onChange={setForm}
                    errors={errors}
                    unitId={stored?.id}
                    logoPath={stored?.logoPath}
                    onLogo={(logoPath) => {
                      setStored((s) => (s ? { ...s, logoPath } : s));
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
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('common.close')}
              </Button>
              {tab === 'info' && (
                <Button size="sm" loading={saving} onClick={save} data-testid="test-unit-save">
                  {t('unitAdmin.save')}
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
