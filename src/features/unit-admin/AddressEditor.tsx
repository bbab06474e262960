// A unit's addresses (sample delivery / visit points): list, add, edit, mark main, delete after a confirmation. The
// form is checked by AddressBody, the contract the server saves an address with.
import { Badge, Button, Card, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMapPin, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { AddressBody } from '../../../contracts/unit-address';
import { type UnitAddress, type UnitKind, useUnitApi } from '../../api/units';
import { FormCheckbox, FormSelect, FormTextField } from '../../components/FormFields';
import { EditDeleteButtons } from '../../components/RowMenu';
import { useConfirm } from '../../components/useConfirm';
import { useContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';

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

export function AddressEditor({ kind, unitId }: { kind: UnitKind; unitId?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const read = useRead([`${kind}/GetAddressList`, unitId], () => api.listAddresses(kind, unitId));
  const addresses: UnitAddress[] | null = read.status === 'error' ? [] : read.data;
  const load = read.reload;
  /** The address in the form: a stored one, a new one, or none (the form is closed). */
  const [editing, setEditing] = useState<UnitAddress | 'new' | null>(null);
  const confirm = useConfirm();
  const form = useContractForm({
    schema: AddressBody,
    defaultValues: EMPTY,
    labels: Object.fromEntries(LABELLED.map((name) => [name, t(`unitAdmin.address.${name}`)])),
  });
  const edit = (address: UnitAddress | 'new') => {
    form.reset(address === 'new' ? EMPTY : valuesOf(address));
    setEditing(address);
  };
  const save = form.submit(async (values) => {
    await api.saveAddress(kind, editing && editing !== 'new' ? { ...values, id: editing.id } : { ...values, unitId });
    setEditing(null);
    await load();
  });

  return (
    <Stack gap="3" data-testid="address-editor">
      {addresses?.length === 0 && !editing && (
        <Text color="fg.muted" fontSize="sm">
          {t('unitAdmin.address.empty')}
        </Text>
      )}
      {addresses?.map((a) => (
        <Card.Root key={a.id} size="sm" data-testid="address-row">
          <Card.Body>
            <Flex gap="2" justify="space-between" align="start" wrap="wrap">
              <Stack gap="0.5" minW="0" flex="1">
                <HStack gap="2">
                  <LuMapPin />
                  <Text fontWeight="medium" wordBreak="break-word">
                    {a.addressText}
                  </Text>
                  {a.isMain && <Badge colorPalette="green">{t('unitAdmin.address.main')}</Badge>}
                  {a.tagTitle && <Badge variant="outline">{a.tagTitle}</Badge>}
                </HStack>
                {a.addressDetail && (
                  <Text fontSize="sm" color="fg.muted">
                    {a.addressDetail}
                  </Text>
                )}
                {(a.person || a.personPhone) && (
                  <Text fontSize="sm" color="fg.muted">
                    {[a.person, a.personPhone].filter(Boolean).join(' · ')}
                  </Text>
                )}
              </Stack>
              <EditDeleteButtons
                testId="address"
                edit={{ label: t('unitAdmin.edit'), onClick: () => edit(a) }}
                remove={{
                  label: t('unitAdmin.delete'),
                  onClick: () =>
                    confirm.askDelete({
                      title: t('unitAdmin.address.deleteTitle'),
                      message: a.addressText,
                      run: () => api.deleteAddress(kind, a.id).then(load),
                    }),
                }}
              />
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
      {editing ? (
        <Card.Root size="sm" variant="subtle" data-testid="address-form">
          <Card.Body gap="3">
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
              <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" loading={form.formState.isSubmitting} onClick={save} data-testid="address-save">
                {t('unitAdmin.save')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => edit('new')} data-testid="address-add">
          <LuPlus />
          {t('unitAdmin.address.add')}
        </Button>
      )}
      {confirm.dialog}
    </Stack>
  );
}
