// The selected sample of the lab's catalogue: its fields and standards (save, checked by CreateSampleBody), move
// under another sample or to the top, delete (with everything under it) after confirmation.
import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { CreateSampleBody } from '../../../contracts/catalogue';
import type { BaseStandard, CatalogueEditApi, TestSample } from '../../api/catalogue';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { PickAction } from '../../components/PickAction';
import { toaster } from '../../components/ui/toaster';
import { inputOf, SampleFields, useSampleForm, valuesOf } from './SampleForm';

export interface SampleEditorProps {
  api: CatalogueEditApi;
  sample: TestSample;
  standards: readonly BaseStandard[];
  /** Where it may move: every node with its path, outside its own subtree. */
  moveTargets: { id: string; path: string; levelCode: string }[];
  onChanged(sample: TestSample | null): void;
}

export function SampleEditor({ api, sample, standards, moveTargets, onChanged }: SampleEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useSampleForm(CreateSampleBody);
  const [target, setTarget] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const askDelete = () =>
    setConfirm({
      title: t('catalogue.sample.deleteTitle'),
      message: t('catalogue.sample.deleteBody', { name: sample.sampleName }),
      confirmLabel: t('catalogue.delete'),
      testId: 'sample-delete-dialog',
      run: () => api.deleteSample(sample.id).then(() => onChanged(null)),
    });
  const { reset } = form;
  useEffect(() => {
    reset(valuesOf(sample));
    setTarget('');
  }, [sample, reset]);
  const targets = moveTargets.filter((n) => !n.levelCode.startsWith(sample.levelCode) && n.id !== sample.parentId);

  // A refused save: the server's messages on the fields, the rest in the shell's toast.
  const save = form.submit(async (values) => {
    onChanged(await api.updateSample({ id: sample.id, ...inputOf(values, true) }));
    toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
  });
  const move = async () => {
    try {
      onChanged(await api.moveSample(sample.id, target === 'top' ? null : target));
      toaster.create({ type: 'success', title: t('catalogue.moved'), duration: 2500 });
    } catch {
      // The shell's toast says why.
    }
  };

  return (
    <Card.Root size="sm" data-testid="sample-editor" data-name={sample.sampleName}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title>{sample.sampleName}</Card.Title>
          <Text fontSize="xs" color="fg.muted">
            {t('catalogue.levelCode', { code: sample.levelCode })}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SampleFields form={form} standards={standards} />
          <Flex gap="2" wrap="wrap" justify="space-between">
            <Button size="sm" onClick={save} loading={form.formState.isSubmitting} data-testid="sample-save">
              <LuSave /> {t('catalogue.save')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={askDelete} data-testid="sample-delete">
              <LuTrash2 /> {t('catalogue.sample.delete')}
            </Button>
          </Flex>
          <PickAction
            label={t('catalogue.sample.moveTo')}
            placeholder={t('catalogue.sample.chooseParent')}
            options={[
              ...(sample.parentId ? [{ value: 'top', label: t('catalogue.sample.top') }] : []),
              ...targets.map((n) => ({ value: n.id, label: n.path })),
            ]}
            value={target}
            onChange={setTarget}
            testId="sample-move-target"
            action={
              <Button size="sm" variant="outline" disabled={!target} onClick={move} data-testid="sample-move">
                {t('catalogue.sample.move')}
              </Button>
            }
          />
        </Stack>
      </Card.Body>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card.Root>
  );
}
