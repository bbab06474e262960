// Add or edit one of the platform's reference standards: its code and its name, both required.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BaseStandard, CatalogueEditApi } from '../../api/catalogue';
import { TextField } from '../../ui/TextField';
import { ActionDialog } from './ActionDialog';

const EMPTY = { baseStandardName: '', printsManCode: '' };

/** The fields in the order shown: label, test id, length cap and the message when left empty. */
const FIELDS = [
  { name: 'printsManCode', label: 'code', testId: 'standard-code', maxLength: 64, missing: 'catalogue.codeRequired' },
  {
    name: 'baseStandardName',
    label: 'name',
    testId: 'standard-name',
    maxLength: 256,
    missing: 'catalogue.nameRequired',
  },
] as const;

export interface StandardDialogProps {
  api: CatalogueEditApi;
  /** null: closed; 'new': a new standard; a row: that standard. */
  editing: BaseStandard | 'new' | null;
  onClose(): void;
  onSaved(): void;
}

export function StandardDialog({ api, editing, onClose, onSaved }: StandardDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form, setForm] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  useEffect(() => {
    setShowErrors(false);
    setForm(editing && editing !== 'new' ? editing : EMPTY);
  }, [editing]);

  return (
    <ActionDialog
      open={editing !== null}
      onClose={onClose}
      title={t(editing === 'new' ? 'catalogue.standard.add' : 'catalogue.standard.edit')}
      confirmLabel={t('catalogue.save')}
      testId="standard-dialog"
      onConfirm={async () => {
        setShowErrors(true);
        const input = { baseStandardName: form.baseStandardName.trim(), printsManCode: form.printsManCode.trim() };
        if (!input.baseStandardName || !input.printsManCode) return false;
        if (editing && editing !== 'new') await api.updateStandard({ id: editing.id, ...input });
        else await api.insertStandard(input);
        onSaved();
        return true;
      }}
    >
      {FIELDS.map(({ name, label, testId, maxLength, missing }) => (
        <TextField
          key={name}
          label={t(`catalogue.standard.${label}`)}
          value={form[name]}
          onChange={(value) => setForm((f) => ({ ...f, [name]: value }))}
          testId={testId}
          required
          maxLength={maxLength}
          error={showErrors && !form[name].trim() ? t(missing) : null}
        />
      ))}
    </ActionDialog>
  );
}
