// The form of one address of a unit (AddressEditor.tsx), checked by AddressBody, the contract the server saves an
// address with. A chunk of its own, loaded when an address is first added or edited: its select and tick box
// (Chakra's checkbox brings zag's machine) are not on the page before.

import { useIntl } from 'react-intl';
import { AddressBody } from '../../../contracts/unit-address';
import type { UnitAddress } from '../../api/units';
import { type Submitted, useContractForm } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { HStack, SimpleGrid } from '../../ui/chakra';
import { FormCheckbox, FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';

const EMPTY = {
  addressText: '',
  addressDetail: '',
  tagTitle: '',
  person: '',
  personPhone: '',
  personSex: null as number | null,
  isMain: false,
};
/** The fields labelled `unitAdmin.address.<name>`. */
const LABELLED = ['addressText', 'addressDetail', 'tagTitle', 'person', 'personPhone', 'personSex'];

const valuesOf = (a: UnitAddress): typeof EMPTY => ({
  addressText: a.addressText,
  addressDetail: a.addressDetail ?? '',
  tagTitle: a.tagTitle ?? '',
  person: a.person ?? '',
  personPhone: a.personPhone ?? '',
  personSex: a.personSex,
  isMain: a.isMain,
});

/** What a save receives: the form's values as the contract types them. */
export type AddressValues = Submitted<typeof EMPTY, typeof AddressBody>;

export function AddressForm({
  address,
  onSave,
  onCancel,
}: {
  /** The stored address edited, or 'new'. */
  address: UnitAddress | 'new';
  onSave(values: AddressValues): Promise<unknown>;
  onCancel(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useContractForm({
    schema: AddressBody,
    defaultValues: address === 'new' ? EMPTY : valuesOf(address),
    labels: Object.fromEntries(LABELLED.map((name) => [name, t(`unitAdmin.address.${name}`)])),
  });
  const save = form.submit(onSave);
  return (
    <Card variant="subtle" gap={3} data-testid="address-form">
      <FormTextField form={form} name="addressText" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <FormTextField form={form} name="addressDetail" />
        <FormTextField form={form} name="tagTitle" />
        <FormTextField form={form} name="person" />
        <FormTextField form={form} name="personPhone" inputMode="tel" />
        <FormSelect
          form={form}
          name="personSex"
          numeric
          size="sm"
          placeholder="—"
          options={[
            { value: 1, label: t('unitAdmin.address.male') },
            { value: 2, label: t('unitAdmin.address.female') },
          ]}
        />
      </SimpleGrid>
      <FormCheckbox form={form} name="isMain" label={t('unitAdmin.address.setMain')} />
      <HStack justify="end">
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" loading={form.formState.isSubmitting} onClick={save} data-testid="address-save">
          {t('unitAdmin.save')}
        </Button>
      </HStack>
    </Card>
  );
}
