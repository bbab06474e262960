// The dialog of a catalogue form: the shared FormDialog with the catalogue's way of closing — `onConfirm` resolves
// true to close, false to stay; a failed call keeps it open with the message. Given a form (useContractForm), the
// form is checked first and onConfirm gets its values.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog';

export interface ActionDialogProps<V extends FieldValues, Out> {
  open: boolean;
  onClose(): void;
  title: string;
  confirmLabel: string;
  form?: UseFormReturn<V, unknown, Out>;
  onConfirm(values: Out): Promise<boolean>;
  destructive?: boolean;
  /** On the dialog; its confirm button is `<testId>-confirm`. */
  testId: string;
  children: ReactNode;
}

export function ActionDialog<V extends FieldValues, Out>({
  confirmLabel,
  onConfirm,
  destructive,
  ...dialog
}: ActionDialogProps<V, Out>) {
  return (
    <FormDialog
      {...dialog}
      onSubmit={async (values: Out) => {
        if (await onConfirm(values)) dialog.onClose();
      }}
      submitLabel={confirmLabel}
      submitTestId={`${dialog.testId}-confirm`}
      danger={destructive}
      fullOnPhone
    />
  );
}
