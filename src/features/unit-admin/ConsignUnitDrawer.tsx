// Adding or editing one consigning unit in a side panel (admin): its fields, then (once stored) logo and addresses.
import { Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type ConsignUnit, type ConsignUnitFields, useUnitApi } from '../../api/units';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, consignUnitErrors, consignUnitFieldsOf } from './ConsignUnitForm';
import { LogoField } from './LogoField';
import { UnitDrawer, useUnitDraft } from './UnitDrawer';

const BLANK: ConsignUnitFields = { name: '' };

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
  const draft = useUnitDraft<ConsignUnit, ConsignUnitFields>({
    unitId,
    blank: BLANK,
    read: api.getConsignUnit,
    fieldsOf: (unit) => unit,
    check: (form) => consignUnitErrors(form, t),
    save: (form, stored) => {
      const body = consignUnitFieldsOf(form);
      return stored ? api.updateConsignUnit({ ...body, id: stored.id }) : api.createConsignUnit(body);
    },
    onSaved,
    onClose,
  });
  const { stored } = draft;

  return (
    <UnitDrawer
      open={unitId !== undefined}
      title={stored ? stored.name : t('unitAdmin.consignUnit.add')}
      testId="consign-unit-drawer"
      onClose={onClose}
      saving={draft.saving}
      onSave={draft.save}
      saveTestId="consign-unit-save"
    >
      <Stack gap="5">
        {stored && (
          <LogoField
            kind="consignUnit"
            unitId={stored.id}
            logoPath={stored.logoPath}
            onUploaded={(logoPath) => draft.setStored({ ...stored, logoPath })}
          />
        )}
        <ConsignUnitForm value={draft.form} onChange={draft.setForm} errors={draft.errors} />
        {stored && (
          <Stack gap="3">
            <Heading size="sm">{t('unitAdmin.tab.addresses')}</Heading>
            <AddressEditor kind="consignUnit" unitId={stored.id} />
          </Stack>
        )}
      </Stack>
    </UnitDrawer>
  );
}
