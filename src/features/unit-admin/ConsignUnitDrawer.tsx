// Adding or editing one consigning unit in a side panel (admin): its fields, then (once stored) logo and addresses.
import { Button, CloseButton, Drawer, Heading, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConsignUnit, type ConsignUnitFields, useUnitApi } from '../../api/units';
import { toaster } from '../../components/ui/toaster';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, consignUnitErrors, consignUnitFieldsOf } from './ConsignUnitForm';
import { LogoField } from './LogoField';
import { fieldErrors } from './TextField';

/** `unitId` null: a new unit; undefined: closed. */
export function ConsignUnitDrawer({
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
  const [stored, setStored] = useState<ConsignUnit | null>(null);
  const [form, setForm] = useState<ConsignUnitFields>({ name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A record that cannot be read (deleted meanwhile) closes the panel; the shell has shown why.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setErrors({});
    if (!unitId) {
      setStored(null);
      setForm({ name: '' });
      return;
    }
    api.getConsignUnit(unitId).then(
      (unit) => {
        setStored(unit);
        setForm(unit);
      },
      () => closeRef.current(),
    );
  }, [api, unitId]);

  const save = () => {
    const local = consignUnitErrors(form, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    const body = consignUnitFieldsOf(form);
    (stored ? api.updateConsignUnit({ ...body, id: stored.id }) : api.createConsignUnit(body))
      .then((unit) => {
        setStored(unit);
        setForm(unit);
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
          <Drawer.Content data-testid="consign-unit-drawer">
            <Drawer.Header>
              <Drawer.Title>{stored ? stored.name : t('unitAdmin.consignUnit.add')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {stored && (
                  <LogoField
                    kind="consignUnit"
                    unitId={stored.id}
                    logoPath={stored.logoPath}
                    onUploaded={(logoPath) => setStored({ ...stored, logoPath })}
                  />
                )}
                <ConsignUnitForm value={form} onChange={setForm} errors={errors} />
                {stored && (
                  <Stack gap="3">
                    <Heading size="sm">{t('unitAdmin.tab.addresses')}</Heading>
                    <AddressEditor kind="consignUnit" unitId={stored.id} />
                  </Stack>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button size="sm" loading={saving} onClick={save} data-testid="consign-unit-save">
                {t('unitAdmin.save')}
              </Button>
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
