// The selected sample of the lab's catalogue: its fields and standards (save), move under another sample or to the
// top, delete (with everything under it) after confirmation.
import { Button, Card, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { BaseStandard, CatalogueEditApi, TestSample } from '../../api/catalogue';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { toaster } from '../../components/ui/toaster';
import { inputOf, SampleFields, type SampleValues, valuesOf } from './SampleForm';

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
  const [values, setValues] = useState<SampleValues>(() => valuesOf(sample));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
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
  useEffect(() => {
    setValues(valuesOf(sample));
    setShowErrors(false);
    setTarget('');
  }, [sample]);
  const targets = moveTargets.filter((n) => !n.levelCode.startsWith(sample.levelCode) && n.id !== sample.parentId);

  const save = async () => {
    setShowErrors(true);
    if (!values.sampleName.trim()) return;
    setSaving(true);
    try {
      onChanged(await api.updateSample({ id: sample.id, ...inputOf(values, true) }));
      toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
    } catch {
      // The shell's toast says why.
    } finally {
      setSaving(false);
    }
  };
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
          <SampleFields values={values} onChange={setValues} showErrors={showErrors} standards={standards} />
          <Flex gap="2" wrap="wrap" justify="space-between">
            <Button size="sm" onClick={save} loading={saving} data-testid="sample-save">
              <LuSave /> {t('catalogue.save')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={askDelete} data-testid="sample-delete">
              <LuTrash2 /> {t('catalogue.sample.delete')}
            </Button>
          </Flex>
          <Field.Root>
            <Field.Label>{t('catalogue.sample.moveTo')}</Field.Label>
            <Flex gap="2" w="full" wrap="wrap">
              <NativeSelect.Root size="sm" flex="1 1 220px">
                <NativeSelect.Field
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  data-testid="sample-move-target"
                >
                  <option value="">{t('catalogue.sample.chooseParent')}</option>
                  {sample.parentId && <option value="top">{t('catalogue.sample.top')}</option>}
                  {targets.map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.path}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" variant="outline" disabled={!target} onClick={move} data-testid="sample-move">
                {t('catalogue.sample.move')}
              </Button>
            </Flex>
          </Field.Root>
        </Stack>
      </Card.Body>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Card.Root>
  );
}
