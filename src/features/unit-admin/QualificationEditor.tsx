// A lab's qualifications: held ones as tags (delete after a confirmation), add one from the platform's list or by name.
import { Button, Field, Flex, HStack, Input, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Qualification, useUnitApi } from '../../api/units';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';

export function QualificationEditor({ testUnitId, onChange }: { testUnitId: string; onChange?(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const [held, setHeld] = useState<Qualification[] | null>(null);
  const [platform, setPlatform] = useState<{ id: string; name: string }[]>([]);
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const load = useCallback(
    () => api.listQualifications(testUnitId).then(setHeld, () => setHeld([])),
    [api, testUnitId],
  );
  useEffect(() => {
    load();
    api.qualificationNames().then(setPlatform, () => setPlatform([]));
  }, [api, load]);

  const heldNames = new Set((held ?? []).map((q) => q.name));
  const offered = platform.filter((q) => !heldNames.has(q.name));
  const act = (call: Promise<unknown>) => {
    setBusy(true);
    call
      .then(() => {
        setChosen('');
        setTyped('');
        onChange?.();
        return load();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Stack gap="3" data-testid="qualification-editor">
      {held?.length === 0 && (
        <Text color="fg.muted" fontSize="sm">
          {t('unitAdmin.qualification.empty')}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        {held?.map((q) => (
          <Tag.Root key={q.id} size="lg" colorPalette="brand" data-testid="qualification-tag">
            <Tag.Label>{q.name}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger
                aria-label={`${t('unitAdmin.delete')} ${q.name}`}
                onClick={() =>
                  setConfirm({
                    title: t('unitAdmin.qualification.deleteTitle'),
                    message: q.name,
                    confirmLabel: t('unitAdmin.delete'),
                    danger: true,
                    run: () =>
                      api.deleteQualification(q.id).then(() => {
                        onChange?.();
                        return load();
                      }),
                  })
                }
              />
            </Tag.EndElement>
          </Tag.Root>
        ))}
      </Flex>
      <Field.Root>
        <Field.Label>{t('unitAdmin.qualification.fromList')}</Field.Label>
        <HStack w="full">
          <NativeSelect.Root size="sm" flex="1">
            <NativeSelect.Field
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              data-testid="qualification-select"
            >
              <option value="">{t('unitAdmin.qualification.choose')}</option>
              {offered.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            disabled={!chosen}
            loading={busy}
            onClick={() => act(api.addQualifications(testUnitId, [chosen]))}
            data-testid="qualification-add"
          >
            <LuPlus />
            {t('unitAdmin.add')}
          </Button>
        </HStack>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('unitAdmin.qualification.byName')}</Field.Label>
        <HStack w="full">
          <Input size="sm" flex="1" value={typed} maxLength={128} onChange={(e) => setTyped(e.target.value)} />
          <Button
            size="sm"
            variant="outline"
            disabled={!typed.trim()}
            loading={busy}
            onClick={() => act(api.createQualification(testUnitId, typed.trim()))}
          >
            <LuPlus />
            {t('unitAdmin.add')}
          </Button>
        </HStack>
      </Field.Root>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
