// The action bar of a record's detail screen: each outcome is reported, then a copy is opened, a deleted record is
// left and anything else reads the record again; a 409 warns that someone changed it first and reads it again.
// The bar starts afresh (no dialog open) whenever the record or its status changes.
import { useIntl } from 'react-intl';
import { toaster } from '../../ui/toaster';
import { ActionBar, type ActionBarProps } from './ActionBar';
import { showBatchResult } from './BatchResultSummary';

export interface DetailActionBarProps extends Omit<ActionBarProps, 'consignment' | 'onDone' | 'onConflict' | 'onEdit'> {
  consignment: ActionBarProps['consignment'] & { consignCode: string };
  /** SAVE: open the record's editor. Without it the edit button is not shown. */
  onEdit?(id: string): void;
  /** Reads the record again. */
  reload(): void;
  /** COPY made a new record: open it. Without it the copy is only reported. */
  onCopied?(newId: string): void;
  /** DELETE removed the record: leave it. */
  onDeleted?(): void;
}

export function DetailActionBar({ consignment, reload, onEdit, onCopied, onDeleted, ...bar }: DetailActionBarProps) {
  const intl = useIntl();
  return (
    <ActionBar
      key={`${consignment.id}-${consignment.consignStatus}`}
      consignment={consignment}
      onEdit={onEdit && (() => onEdit(consignment.id))}
      onConflict={(reason) => {
        toaster.create({
          type: 'warning',
          title: intl.formatMessage({ id: 'consignment.conflict' }),
          description: reason,
          closable: true,
          duration: 6000,
        });
        reload();
      }}
      onDone={(event, result) => {
        const label = intl.formatMessage({ id: `consignment.action.${bar.eventLabels?.[event] ?? event}` });
        showBatchResult(intl, label, result, () => consignment.consignCode);
        if (event === 'COPY' && result.succeeded[0] && onCopied) onCopied(result.succeeded[0]);
        else if (event === 'DELETE' && result.succeeded.length > 0 && onDeleted) onDeleted();
        else reload();
      }}
      {...bar}
    />
  );
}
