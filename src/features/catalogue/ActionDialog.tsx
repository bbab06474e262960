// The dialog of a catalogue form: the shared FormDialog with the catalogue's way of closing — `onConfirm` resolves
// true to close, false to stay (a form with errors); a failed call keeps it open with the message.
import type { ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';

export interface ActionDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  confirmLabel: string;
  onConfirm(): Promise<boolean>;
  destructive?: boolean;
  /** On the dialog; its confirm button is `<testId>-confirm`. */
  testId: string;
  children?: ReactNode;
}

export function ActionDialog({
  open,
  onClose,
  title,
  confirmLabel,
  onConfirm,
  destructive,
  testId,
  children,
}: ActionDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={async () => {
        if (await onConfirm()) onClose();
      }}
      submitLabel={confirmLabel}
      testId={testId}
      submitTestId={`${testId}-confirm`}
      danger={destructive}
      fullOnPhone
    >
      {children}
    </FormDialog>
  );
}
