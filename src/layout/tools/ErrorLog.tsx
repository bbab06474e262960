import { useSyncExternalStore } from 'react';
import { LuBug } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { errorLog } from '../../api/errorLog';
import { deferredPopup } from '../../ui/deferred';
import { CountedTool, ToolButton } from './ToolButton';

const ErrorLogDialog = deferredPopup(async () => (await import('./ErrorLogDialog')).ErrorLogDialog);

/** Shown only while the log holds entries (as the product's error-log badge); its dialog loads on first use. */
export function ErrorLog() {
  const intl = useIntl();
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.getSnapshot, errorLog.getSnapshot);
  if (entries.length === 0) return null;
  const label = intl.formatMessage({ id: 'errorLog.title' });
  return (
    <ErrorLogDialog
      trigger={
        <CountedTool count={entries.length}>
          <ToolButton aria-label={label} title={label} data-testid="error-log" tone="danger">
            <LuBug />
          </ToolButton>
        </CountedTool>
      }
    />
  );
}
