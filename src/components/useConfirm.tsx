// A screen's confirmation before a destructive action (./ConfirmDialog.tsx), with the dialog's code loaded when it
// first opens: Chakra's dialog machinery is about 25 KB gzip that a list page otherwise carries for a click it may
// never get.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyWhenOpen } from '../ui/lazyWhenOpen';
import type { ConfirmRequest } from './ConfirmDialog';

const LazyConfirmDialog = lazyWhenOpen(
  async () => (await import('./ConfirmDialog')).ConfirmDialog,
  (props: { request: ConfirmRequest | null; onClose(): void }) => props.request !== null,
);

/**
 * A screen's confirmation: `ask(request)` opens it, `askDelete` asks for a deletion under the shared "Delete" button;
 * render `dialog` once.
 */
export function useConfirm() {
  const intl = useIntl();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    askDelete: (request: Omit<ConfirmRequest, 'confirmLabel'>) =>
      setRequest({ ...request, confirmLabel: intl.formatMessage({ id: 'common.delete' }) }),
    dialog: <LazyConfirmDialog request={request} onClose={() => setRequest(null)} />,
  };
}
