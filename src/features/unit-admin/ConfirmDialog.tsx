// Asks before a destructive or far-reaching action (deactivate, delete); the action runs only on confirm.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmRequest {
  /** Already translated. */
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  run(): Promise<unknown>;
}

/** null: closed. The dialog stays open while `run` is under way and closes when it settles. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!request) return;
    setBusy(true);
    request
      .run()
      .catch(() => undefined) // the shell's client already showed the error
      .finally(() => {
        setBusy(false);
        onClose();
      });
  };
  return (
    <Dialog.Root
      open={request !== null}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{request?.message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
              <Button
                size="sm"
                colorPalette={request?.danger ? 'red' : 'brand'}
                loading={busy}
                onClick={confirm}
                data-testid="confirm-ok"
              >
                {request?.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
