// Adding or editing one consigning unit in a side panel (admin): its fields, then (once stored) logo and addresses.

import { useIntl } from 'react-intl';
import { Heading, Stack } from '../../ui/chakra';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, useConsignUnitDraft } from './ConsignUnitForm';
import { LogoField } from './LogoField';
import { UnitDrawer, type UnitTarget } from './UnitDrawer';

export function ConsignUnitDrawer(target: UnitTarget) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const draft = useConsignUnitDraft({ ...target, onUnreadable: target.onClose });
  const { stored } = draft;

  return (
    <UnitDrawer kind="consignUnit" target={target} draft={draft} name={stored?.name}>
      <Stack gap="5">
        {stored && (
          <LogoField
            kind="consignUnit"
            unitId={stored.id}
            logoPath={stored.logoPath}
            onUploaded={(logoPath) => draft.setStored({ ...stored, logoPath })}
          />
        )}
        <ConsignUnitForm form={draft.form} />
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
