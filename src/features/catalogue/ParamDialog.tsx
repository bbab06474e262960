// Add or edit one priced test parameter of a sample, checked by the contract the server saves it with
// (CreateParamBody). The contract leaves the price's form to the server's code (≥ 0, at most two decimals), so the
// form checks it too, in the server's words, and the person sees the problem before sending.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CreateParamBody } from '../../../contracts/catalogue';
import type { BaseStandard, TestParamInput, TestParamRow } from '../../api/catalogue';
import { useContractForm } from '../../components/useContractForm';
import { FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { ActionDialog } from './ActionDialog';

/** The server's price rule (server/services/catalogue/params.ts). */
const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

const EMPTY = { testParamCode: '', name: '', price: '', baseStandardId: '', description: '' };

const valuesOf = (editing: TestParamRow | 'new' | null): typeof EMPTY =>
  editing && editing !== 'new'
    ? {
        testParamCode: editing.testParamCode,
        name: editing.name,
        price: editing.price,
        baseStandardId: editing.baseStandardId ?? '',
        description: editing.description ?? '',
      }
    : EMPTY;

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
  const form = useContractForm({
    schema: CreateParamBody,
    defaultValues: EMPTY,
    labels: {
      testParamCode: t('catalogue.param.code'),
      name: t('catalogue.param.name'),
      price: t('catalogue.param.price'),
      baseStandardId: t('catalogue.param.standard'),
      description: t('catalogue.param.description'),
    },
    check: ({ price }) => ({
      price: price.trim() && !PRICE_PATTERN.test(price.trim()) ? t('errors.catalogue.price') : undefined,
    }),
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(editing)), [editing, reset]);

  return (
    <ActionDialog
      open={editing !== null}
      title={t(editing === 'new' ? 'catalogue.param.add' : 'catalogue.param.edit')}
      onClose={onClose}
      confirmLabel={t('catalogue.save')}
      testId="param-dialog"
      form={form}
      onConfirm={async (values) => {
        const id = editing && editing !== 'new' ? editing.id : null;
        await onSave({ ...values, price: String(values.price).trim() }, id);
        return true;
      }}
    >
      <FormTextField form={form} name="testParamCode" testId="param-code" />
      <FormTextField form={form} name="name" testId="param-name" />
      <FormTextField form={form} name="price" testId="param-price" inputMode="decimal" maxLength={13} />
      <FormSelect
        form={form}
        name="baseStandardId"
        testId="param-standard"
        size="sm"
        placeholder={t('catalogue.param.noStandard')}
        options={standards.map((s) => ({ value: s.id, label: `${s.printsManCode} ${s.baseStandardName}` }))}
      />
      <FormTextField form={form} name="description" testId="param-description" multiline rows={2} />
    </ActionDialog>
  );
}
