// "Are you sure?" before a destructive or far-reaching action (delete, deactivate). Open it with a request; the
// action runs only on confirm, the dialog stays open while it runs, closes when it succeeds, and when it fails stays
// open with the server's message (e.g. a project still in use) so the person can cancel or try again.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { Text } from '../ui/chakra';
import { DialogFrame } from '../ui/DialogFrame';
import { InlineAlert } from '../ui/InlineAlert';

export interface ConfirmRequest {
  /** Already translated. */
  title: string;
  message: string;
  confirmLabel: string;
  /** Red confirm button (default true); false for a harmless action such as "activate". */
  danger?: boolean;
  /** On the dialog (default `confirm-dialog`); the confirm button is then `<testId>-confirm` (default `confirm-ok`). */
  testId?: string;
  run(): Promise<unknown>;
}

/** request null: closed. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose(): void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (request) setError(null);
  }, [request]);

  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    setError(null);
    try {
      await request.run();
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={request !== null}
      onClose={() => !busy && onClose()}
      testId={request?.testId ?? 'confirm-dialog'}
      role="alertdialog"
      placement="center"
      size={{ base: 'xs', md: 'sm' }}
      title={request?.title}
      footer={
        <>
          <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button
            size="sm"
            palette={request?.danger === false ? undefined : 'red'}
            loading={busy}
            onClick={confirm}
            data-testid={request?.testId ? `${request.testId}-confirm` : 'confirm-ok'}
          >
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      <Text>{request?.message}</Text>
      {error && <InlineAlert status="error" mt="3" title={error} testId="confirm-error" />}
    </DialogFrame>
  );
}
