// A lab's qualifications: held ones as tags (delete after a confirmation), add one from the platform's list or by name
// (checked by CreateQualificationBody, the contract the server creates one with).

import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { CreateQualificationBody } from '../../../contracts/qualification';
import { type Qualification, useUnitApi } from '../../api/units';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { PickAction } from '../../components/PickAction';
import { useContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { Flex, Stack, Tag, Text } from '../../ui/chakra';
import { FormTextField } from '../../ui/FormFields';

export function QualificationEditor({ testUnitId, onChange }: { testUnitId: string; onChange?(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const heldRead = useRead(['TuQualification/GetTuQualifications', testUnitId], () =>
    api.listQualifications(testUnitId),
  );
  const held: Qualification[] | null = heldRead.status === 'error' ? [] : heldRead.data;
  const load = heldRead.reload;
  const platform = useRead(['Qualification/GetAll'], () => api.qualificationNames()).data ?? [];
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const byName = useContractForm({
    schema: CreateQualificationBody,
    defaultValues: { name: '' },
    labels: { name: t('unitAdmin.qualification.byName') },
  });
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const heldNames = new Set((held ?? []).map((q) => q.name));
  const offered = platform.filter((q) => !heldNames.has(q.name));
  const added = () => {
    setChosen('');
    byName.reset();
    onChange?.();
    return load();
  };
  const addChosen = () => {
    setBusy(true);
    api
      .addQualifications(testUnitId, [chosen])
      .then(added)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const addByName = byName.submit(({ name }) => api.createQualification(testUnitId, name).then(added));

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
      <PickAction
        label={t('unitAdmin.qualification.fromList')}
        placeholder={t('unitAdmin.qualification.choose')}
        options={offered.map((q) => ({ value: q.id, label: q.name }))}
        value={chosen}
        onChange={setChosen}
        testId="qualification-select"
        action={
          <Button size="sm" disabled={!chosen} loading={busy} onClick={addChosen} data-testid="qualification-add">
            <LuPlus />
            {t('unitAdmin.add')}
          </Button>
        }
      />
      <FormTextField
        form={byName}
        name="name"
        testId="qualification-name"
        required={false}
        end={
          <Button
            size="sm"
            variant="outline"
            disabled={!byName.watch('name').trim()}
            loading={byName.formState.isSubmitting}
            onClick={addByName}
          >
            <LuPlus />
            {t('unitAdmin.add')}
          </Button>
        }
      />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
