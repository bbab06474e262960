// The dialog of every catalogue action: a form or a question, then one confirming button. `onConfirm` resolves true to
// close; a failed call (the shell already shows its message) or a form with errors keeps the dialog open.
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';

export interface ActionDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  confirmLabel: string;
  onConfirm(): Promise<boolean>;
  destructive?: boolean;
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
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onClose();
    } catch {
      // The shell's toast has told what went wrong; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      placement="center"
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack
                as="form"
                gap="3"
                onSubmit={(e: React.FormEvent) => {
                  e.preventDefault();
                  void confirm();
                }}
              >
                {children}
                <button type="submit" hidden aria-hidden tabIndex={-1} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {intl.formatMessage({ id: 'catalogue.cancel' })}
              </Button>
              <Button
                data-testid={`${testId}-confirm`}
                colorPalette={destructive ? 'red' : undefined}
                loading={busy}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
