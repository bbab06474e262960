// The bar above a consignment list: how many consignments are ticked, the batch actions with how many of them each
// applies to (the machine's answer per row, for the caller's role), and "clear".
import { useIntl } from 'react-intl';
import type { ActorRole } from '../../../machines/consignment';
import { Button } from '../../ui/Button';
import styles from './BatchBar.module.css';
import {
  awaitingReception,
  type BatchEvent,
  type BatchRow,
  type EventLabels,
  eligibleRows,
  isDestructive,
  labelKey,
} from './batch';

export function BatchBar({
  actor,
  events,
  labels,
  selected,
  onAction,
  onClear,
  boxed = false,
}: {
  /** Whose batch: the machine answers for this role. */
  actor: ActorRole;
  /** The batch actions offered, in order. */
  events: readonly BatchEvent[];
  labels?: EventLabels;
  selected: readonly BatchRow[];
  onAction(event: BatchEvent): void;
  onClear(): void;
  /** A bar of its own above a list, with a border all round (the lab's lists). */
  boxed?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <div
      className={[styles.bar, boxed && styles.boxed].filter(Boolean).join(' ')}
      data-active={selected.length > 0 || undefined}
      data-testid="batch-bar"
    >
      <p className={styles.count} data-testid="selected-count">
        {t('consignorList.selected', { n: selected.length })}
      </p>
      {events.map((event) => {
        const eligible = eligibleRows(selected, event, actor);
        // Rows awaiting reception keep the button: its dialog says why they are not sent and where to go instead.
        const explained = awaitingReception(selected, event, actor);
        return (
          <Button
            key={event}
            size="xs"
            variant="outline"
            palette={isDestructive(event) ? 'red' : undefined}
            data-testid={`batch-${event}`}
            disabled={eligible.length === 0 && explained.length === 0}
            onClick={() => onAction(event)}
          >
            {t(labelKey(event, labels))}
            {selected.length > 0 && eligible.length !== selected.length ? ` (${eligible.length})` : ''}
          </Button>
        );
      })}
      {selected.length > 0 && (
        <Button size="xs" variant="ghost" onClick={onClear} data-testid="batch-clear">
          {t('consignorList.clearSelection')}
        </Button>
      )}
    </div>
  );
}
