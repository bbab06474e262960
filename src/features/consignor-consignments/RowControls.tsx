// The controls on one consignor list row: its action menu (the events the machine allows from its
// status) and the lab's reason when it was returned.
import { IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuEllipsis } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { allowedEvents } from '../../../machines/consignment';
import type { ConsignListRow } from '../../api/consignment';
import { type BatchEvent, isDestructive } from '../consignment/batch';

/** The events a consignor sends from its list, one row or a batch. */
export type ListEvent = Extract<BatchEvent, 'COMMIT' | 'CANCEL' | 'DELETE' | 'COPY' | 'SET_MAIL'>;

const ROW_EVENTS: readonly ListEvent[] = ['COMMIT', 'SET_MAIL', 'COPY', 'CANCEL', 'DELETE'];

export function RowActions({ row, onAction }: { row: ConsignListRow; onAction: (event: ListEvent) => void }) {
  const intl = useIntl();
  const allowed = allowedEvents(row.consignStatus, 'consignor');
  const events = ROW_EVENTS.filter((event) => allowed.includes(event));
  if (events.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'consignorList.rowActions' }, { code: row.consignCode })}
          data-testid="row-actions"
          onClick={(e) => e.stopPropagation()}
        >
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content onClick={(e) => e.stopPropagation()}>
            {events.map((event) => (
              <Menu.Item
                key={event}
                value={event}
                data-testid={`row-${event}`}
                color={isDestructive(event) ? 'fg.error' : undefined}
                onSelect={() => onAction(event)}
              >
                {intl.formatMessage({ id: `consignment.action.${event}` })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Why the lab returned the consignment, when it did. */
export function ReturnedReason({ row }: { row: ConsignListRow }) {
  const intl = useIntl();
  if (!row.rollbackCause) return null;
  return (
    <Text fontSize="xs" color="orange.fg" data-testid="row-rollback-cause" lineClamp={2} title={row.rollbackCause}>
      {intl.formatMessage({ id: 'consignorList.returnedBecause' }, { reason: row.rollbackCause })}
    </Text>
  );
}
