// A unit's addresses (sample delivery / visit points): list, add, edit, mark main, delete after a confirmation.
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { LuMapPin, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type AddressInput, type UnitAddress, type UnitKind, useUnitApi } from '../../api/units';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';

const EMPTY: AddressInput = {
  addressText: '',
  addressDetail: '',
  person: '',
  personPhone: '',
  tagTitle: '',
  isMain: false,
};

export function AddressEditor({ kind, unitId }: { kind: UnitKind; unitId?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const [addresses, setAddresses] = useState<UnitAddress[] | null>(null);
  const [editing, setEditing] = useState<AddressInput | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const load = useCallback(
    () => api.listAddresses(kind, unitId).then(setAddresses, () => setAddresses([])),
    [api, kind, unitId],
  );
  useEffect(() => {
    load();
  }, [load]);

  const save = () => {
    if (!editing?.addressText.trim()) return;
    setSaving(true);
    const { id, ...fields } = editing;
    api
      .saveAddress(kind, id ? { ...fields, id } : { ...fields, unitId })
      .then(() => {
        setEditing(null);
        return load();
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  const set = (patch: Partial<AddressInput>) => setEditing((e) => (e ? { ...e, ...patch } : e));
  const missing = editing !== null && !editing.addressText.trim();

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
              <HStack gap="1">
                <Button size="xs" variant="ghost" onClick={() => setEditing({ ...a })} aria-label={t('unitAdmin.edit')}>
                  <LuPencil />
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('unitAdmin.delete')}
                  onClick={() =>
                    setConfirm({
                      title: t('unitAdmin.address.deleteTitle'),
                      message: a.addressText,
                      confirmLabel: t('unitAdmin.delete'),
                      danger: true,
                      run: () => api.deleteAddress(kind, a.id).then(load),
                    })
                  }
                >
                  <LuTrash2 />
                </Button>
              </HStack>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
      {editing ? (
        <Card.Root size="sm" variant="subtle" data-testid="address-form">
          <Card.Body gap="3">
            <Field.Root required invalid={missing}>
              <Field.Label>
                {t('unitAdmin.address.addressText')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={editing.addressText}
                onChange={(e) => set({ addressText: e.target.value })}
                maxLength={256}
              />
              <Field.ErrorText>{t('unitAdmin.address.addressRequired')}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root>
                <Field.Label>{t('unitAdmin.address.addressDetail')}</Field.Label>
                <Input
                  value={editing.addressDetail ?? ''}
                  onChange={(e) => set({ addressDetail: e.target.value })}
                  maxLength={256}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('unitAdmin.address.tagTitle')}</Field.Label>
                <Input
                  value={editing.tagTitle ?? ''}
                  onChange={(e) => set({ tagTitle: e.target.value })}
                  maxLength={32}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('unitAdmin.address.person')}</Field.Label>
                <Input value={editing.person ?? ''} onChange={(e) => set({ person: e.target.value })} maxLength={64} />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('unitAdmin.address.personPhone')}</Field.Label>
                <Input
                  value={editing.personPhone ?? ''}
                  onChange={(e) => set({ personPhone: e.target.value })}
                  maxLength={32}
                  inputMode="tel"
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('unitAdmin.address.personSex')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={editing.personSex ?? ''}
                    onChange={(e) => set({ personSex: e.target.value ? Number(e.target.value) : null })}
                  >
                    <option value="">—</option>
                    <option value="1">{t('unitAdmin.address.male')}</option>
                    <option value="2">{t('unitAdmin.address.female')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
            <Checkbox.Root
              checked={editing.isMain ?? false}
              onCheckedChange={(e) => set({ isMain: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('unitAdmin.address.setMain')}</Checkbox.Label>
            </Checkbox.Root>
            <HStack justify="end">
              <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
              <Button size="sm" loading={saving} disabled={missing} onClick={save} data-testid="address-save">
                {t('unitAdmin.save')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => setEditing({ ...EMPTY })}
          data-testid="address-add"
        >
          <LuPlus />
          {t('unitAdmin.address.add')}
        </Button>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
