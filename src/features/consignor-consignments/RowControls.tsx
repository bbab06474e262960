// The controls on one consignor list row: its action menu (the events the machine allows from its
// status) and the lab's reason when it was returned.
import { useIntl } from 'react-intl';
import { allowedEvents } from '../../../machines/consignment';
import type { ConsignListRow } from '../../api/consignment';
import { RowMenu } from '../../ui/RowMenu';
import { type BatchEvent, isDestructive } from '../consignment/batch';
import styles from './ConsignorList.module.css';

/** The events a consignor sends from its list, one row or a batch. */
export type ListEvent = Extract<BatchEvent, 'COMMIT' | 'CANCEL' | 'DELETE' | 'COPY' | 'SET_MAIL'>;

const ROW_EVENTS: readonly ListEvent[] = ['COMMIT', 'SET_MAIL', 'COPY', 'CANCEL', 'DELETE'];

export function RowActions({ row, onAction }: { row: ConsignListRow; onAction: (event: ListEvent) => void }) {
  const intl = useIntl();
  const allowed = allowedEvents(row.consignStatus, 'consignor');
  const events = ROW_EVENTS.filter((event) => allowed.includes(event));
  if (events.length === 0) return null;
  return (
    <RowMenu
      label={row.consignCode}
      testId="row-actions"
      items={events.map((event) => ({
        value: event,
        text: intl.formatMessage({ id: `consignment.action.${event}` }),
        danger: isDestructive(event),
        onSelect: () => onAction(event),
      }))}
    />
  );
}

/** Why the lab returned the consignment, when it did. */
export function ReturnedReason({ row }: { row: ConsignListRow }) {
  const intl = useIntl();
  if (!row.rollbackCause) return null;
  return (
    <p className={styles.returned} data-testid="row-rollback-cause" title={row.rollbackCause}>
      {intl.formatMessage({ id: 'consignorList.returnedBecause' }, { reason: row.rollbackCause })}
    </p>
  );
}
