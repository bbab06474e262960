// A unit's addresses (sample delivery / visit points): list, add, edit, mark main, delete after a confirmation. The
// form (./AddressForm.tsx) loads when an address is first added or edited.
import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuMapPin, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type UnitAddress, type UnitKind, useUnitApi } from '../../api/units';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { EditDeleteButtons } from '../../components/RowMenu';
import { useConfirm } from '../../components/useConfirm';
import { useRead } from '../../components/useRead';
import type { AddressValues } from './AddressForm';

const AddressForm = lazy(async () => ({ default: (await import('./AddressForm')).AddressForm }));

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
  const edit = (address: UnitAddress | 'new') => setEditing(address);
  const save = async (values: AddressValues) => {
    await api.saveAddress(kind, editing && editing !== 'new' ? { ...values, id: editing.id } : { ...values, unitId });
    setEditing(null);
    await load();
  };

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
        <Suspense fallback={<LoadingSpinner testId="address-form-loading" />}>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
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
