// The controls on one consignor list row: its tick box, its action menu (the events the machine allows from its
// status) and the lab's reason when it was returned.
import { Checkbox, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { LuEllipsis } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { allowedEvents } from '../../../machines/consignment';
import type { ConsignListRow } from '../../api/consignment';
import type { ListEvent } from './BatchDialog';

const ROW_EVENTS: readonly ListEvent[] = ['COMMIT', 'SET_MAIL', 'COPY', 'CANCEL', 'DELETE'];

/** Drawn in the error colour. */
export const isDestructive = (event: ListEvent) => event === 'DELETE' || event === 'CANCEL';

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

/** A tick box; clicking it does not open the row. `checked` may be 'indeterminate' (some of a page ticked). */
export function TickBox({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean | 'indeterminate';
  onChange: (on: boolean) => void;
  label: string;
  testId: string;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      onClick={(e) => e.stopPropagation()}
      data-testid={testId}
      aria-label={label}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export function RowTick({
  row,
  checked,
  onChange,
}: {
  row: ConsignListRow;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <TickBox
      checked={checked}
      onChange={onChange}
      label={intl.formatMessage({ id: 'consignorList.select' }, { code: row.consignCode })}
      testId="row-select"
    />
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
