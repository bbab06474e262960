// Add or edit one priced test parameter of a sample. The price is checked here as the server checks it (≥ 0, at most
// two decimals) so the person sees the problem before sending.
import { Field } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BaseStandard, TestParamInput, TestParamRow } from '../../api/catalogue';
import { TextField } from '../../components/TextField';
import { ActionDialog } from './ActionDialog';
import { StandardSelect } from './SampleForm';

export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const empty: TestParamInput = { name: '', testParamCode: '', price: '', description: '', baseStandardId: '' };

export interface ParamDialogProps {
  /** null: closed; 'new': a new parameter; a row: that parameter. */
  editing: TestParamRow | 'new' | null;
  standards: readonly BaseStandard[];
  onClose(): void;
  onSave(input: TestParamInput, id: string | null): Promise<unknown>;
}

export function ParamDialog({ editing, standards, onClose, onSave }: ParamDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<TestParamInput>(empty);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    setShowErrors(false);
    setValues(editing && editing !== 'new' ? { ...editing, description: editing.description ?? '' } : empty);
  }, [editing]);
  const set = (patch: Partial<TestParamInput>) => setValues((v) => ({ ...v, ...patch }));
  const errors = {
    name: values.name.trim() ? null : t('catalogue.nameRequired'),
    testParamCode: values.testParamCode.trim() ? null : t('catalogue.codeRequired'),
    price: PRICE_PATTERN.test(values.price.trim()) ? null : t('catalogue.priceInvalid'),
  };
  const save = async () => {
    setShowErrors(true);
    if (Object.values(errors).some(Boolean)) return false;
    await onSave(
      {
        name: values.name.trim(),
        testParamCode: values.testParamCode.trim(),
        price: values.price.trim(),
        description: values.description?.trim() || null,
        baseStandardId: values.baseStandardId || null,
      },
      editing && editing !== 'new' ? editing.id : null,
    );
    return true;
  };
  const shown = (error: string | null) => (showErrors ? error : null);
  return (
    <ActionDialog
      open={editing !== null}
      onClose={onClose}
      title={t(editing === 'new' ? 'catalogue.param.add' : 'catalogue.param.edit')}
      confirmLabel={t('catalogue.save')}
      onConfirm={save}
      testId="param-dialog"
    >
      <TextField
        label={t('catalogue.param.code')}
        value={values.testParamCode}
        onChange={(testParamCode) => set({ testParamCode })}
        testId="param-code"
        required
        maxLength={64}
        error={shown(errors.testParamCode)}
      />
      <TextField
        label={t('catalogue.param.name')}
        value={values.name}
        onChange={(name) => set({ name })}
        testId="param-name"
        required
        maxLength={128}
        error={shown(errors.name)}
      />
      <TextField
        label={t('catalogue.param.price')}
        value={values.price}
        onChange={(price) => set({ price })}
        testId="param-price"
        required
        inputMode="decimal"
        maxLength={13}
        error={shown(errors.price)}
      />
      <Field.Root>
        <Field.Label>{t('catalogue.param.standard')}</Field.Label>
        <StandardSelect
          standards={standards}
          value={values.baseStandardId ?? ''}
          onChange={(baseStandardId) => set({ baseStandardId })}
          emptyText={t('catalogue.param.noStandard')}
          testId="param-standard"
        />
      </Field.Root>
      <TextField
        label={t('catalogue.param.description')}
        value={values.description ?? ''}
        onChange={(description) => set({ description })}
        testId="param-description"
        multiline
        rows={2}
        maxLength={500}
      />
    </ActionDialog>
  );
}
