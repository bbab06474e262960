// The selected sample of the lab's catalogue: its fields and standards (save, checked by CreateSampleBody), move
// under another sample or to the top, delete (with everything under it) after confirmation.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CreateSampleBody } from '../../../contracts/catalogue';
import type { BaseStandard, CatalogueEditApi, TestSample } from '../../api/catalogue';
import { PickAction } from '../../components/PickAction';
import { Button } from '../../ui/Button';
import { Text } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';
import { SampleCard } from './SampleCard';
import { inputOf, useSampleForm, valuesOf } from './SampleForm';

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
  const { reset } = form;
  useEffect(() => {
    reset(valuesOf(sample));
    setTarget('');
  }, [sample, reset]);
  const targets = moveTargets.filter((n) => !n.levelCode.startsWith(sample.levelCode) && n.id !== sample.parentId);

  const move = async () => {
    try {
      onChanged(await api.moveSample(sample.id, target === 'top' ? null : target));
      toaster.create({ type: 'success', title: t('catalogue.moved'), duration: 2500 });
    } catch {
      // The shell's toast says why.
    }
  };

  return (
    <SampleCard
      prefix="sample"
      data-name={sample.sampleName}
      title={sample.sampleName}
      aside={
        <Text fontSize="xs" color="fg.muted">
          {t('catalogue.levelCode', { code: sample.levelCode })}
        </Text>
      }
      form={form}
      standards={standards}
      save={async (values) => onChanged(await api.updateSample({ id: sample.id, ...inputOf(values, true) }))}
      deleteBody={t('catalogue.sample.deleteBody', { name: sample.sampleName })}
      remove={() => api.deleteSample(sample.id).then(() => onChanged(null))}
    >
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
    </SampleCard>
  );
}
