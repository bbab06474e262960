// The shell of a dialog that edits something: title, the form's fields, the server's message when the save was
// refused, cancel and submit. Submitting (button or Enter) checks the form (useContractForm) and calls onSubmit
// with its values; while it runs the submit button spins. If it rejects, the dialog stays open: the server's
// messages per field are on the fields, any other message above the buttons. On success the caller closes it.
// Without a form (a confirmation with a note, ActionDialog) onSubmit is called as it is.

import { type ReactNode, useEffect, useId } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { Stack, useBreakpointValue } from '../ui/chakra';
import { DialogFrame } from '../ui/DialogFrame';
import { formFailure } from '../ui/FormFields';
import { InlineAlert } from '../ui/InlineAlert';
import { submitWith } from './useContractForm';

export interface FormDialogProps<V extends FieldValues, Out> {
  open: boolean;
  /** Already translated. */
  title: string;
  onClose(): void;
  /** The form whose fields the dialog shows; omitted: a dialog without fields of its own. */
  form?: UseFormReturn<V, unknown, Out>;
  /** The save, with the form's checked values. */
  onSubmit(values: Out): unknown;
  /** Already translated. */
  submitLabel: string;
  /** On the dialog's content. */
  testId: string;
  submitTestId: string;
  /** On the message shown when the save was refused. */
  errorTestId?: string;
  /** Submit disabled while false (default true). */
  canSubmit?: boolean;
  /** Red submit button, for e.g. a password reset. */
  danger?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Take the whole screen on a phone (long forms). */
  fullOnPhone?: boolean;
  children: ReactNode;
}

export function FormDialog<V extends FieldValues, Out>({
  open,
  title,
  onClose,
  form,
  onSubmit,
  submitLabel,
  testId,
  submitTestId,
  errorTestId,
  canSubmit = true,
  danger,
  size = 'md',
  fullOnPhone,
  children,
}: FormDialogProps<V, Out>) {
  const intl = useIntl();
  const phone = useBreakpointValue({ base: true, md: false }) ?? false;
  const formId = useId();
  const own = useForm();
  const used = (form ?? own) as UseFormReturn<FieldValues, unknown, Out>;
  const saving = used.formState.isSubmitting;
  const failure = formFailure(used);
  const { clearErrors } = used;
  useEffect(() => {
    if (open) clearErrors('root');
  }, [open, clearErrors]);

  return (
    <DialogFrame
      open={open}
      onClose={() => !saving && onClose()}
      testId={testId}
      title={title}
      placement="center"
      scrollBehavior="inside"
      size={fullOnPhone && phone ? 'full' : size}
      contentProps={{ mx: fullOnPhone && phone ? undefined : '3' }}
      closeButton={saving ? 'disabled' : true}
      footer={
        <>
          <Button size="md" variant="outline" onClick={onClose} disabled={saving}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button
            size="md"
            type="submit"
            form={formId}
            palette={danger ? 'red' : undefined}
            loading={saving}
            disabled={!canSubmit}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submitWith(used, onSubmit)} noValidate>
        <Stack gap="3">
          {children}
          {failure && <InlineAlert status="error" title={failure} testId={errorTestId} />}
        </Stack>
      </form>
    </DialogFrame>
  );
}

export interface EditDialogProps<T, V extends FieldValues, Out, R>
  extends Omit<FormDialogProps<V, Out>, 'open' | 'title' | 'onSubmit'> {
  /** What the dialog edits, 'new' to add one; null: closed. */
  editing: T | 'new' | null;
  /** Already translated: the title while adding and while editing. */
  titles: { add: string; edit: string };
  /** The save, with the form's checked values; what it answers goes to onSaved, then the dialog closes. */
  save(values: Out, editing: T | 'new'): Promise<R>;
  onSaved(saved: R): void;
}

/** A FormDialog that adds or edits one thing. */
export function EditDialog<T, V extends FieldValues, Out, R>({
  editing,
  titles,
  save,
  onSaved,
  ...dialog
}: EditDialogProps<T, V, Out, R>) {
  return (
    <FormDialog
      {...dialog}
      open={editing !== null}
      title={editing === 'new' ? titles.add : titles.edit}
      onSubmit={async (values: Out) => {
        if (editing === null) return;
        onSaved(await save(values, editing));
        dialog.onClose();
      }}
    />
  );
}
