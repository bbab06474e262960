// The bar above a consignment list: how many consignments are ticked, the batch actions with how many of them each
// applies to (the machine's answer per row, for the caller's role), and "clear".
import { Button, Flex, type FlexProps, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ActorRole } from '../../../machines/consignment';
import { type BatchEvent, type BatchRow, type EventLabels, eligibleRows, isDestructive, labelKey } from './batch';

export function BatchBar({
  actor,
  events,
  labels,
  selected,
  onAction,
  onClear,
  ...rest
}: Omit<FlexProps, 'children'> & {
  /** Whose batch: the machine answers for this role. */
  actor: ActorRole;
  /** The batch actions offered, in order. */
  events: readonly BatchEvent[];
  labels?: EventLabels;
  selected: readonly BatchRow[];
  onAction(event: BatchEvent): void;
  onClear(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <Flex
      gap="2"
      p="2"
      align="center"
      wrap="wrap"
      borderTopWidth="1px"
      bg={selected.length ? 'brand.subtle' : undefined}
      data-testid="batch-bar"
      {...rest}
    >
      <Text fontSize="sm" me="auto" data-testid="selected-count">
        {t('consignorList.selected', { n: selected.length })}
      </Text>
      {events.map((event) => {
        const eligible = eligibleRows(selected, event, actor);
        return (
          <Button
            key={event}
            size="xs"
            variant="outline"
            colorPalette={isDestructive(event) ? 'red' : undefined}
            data-testid={`batch-${event}`}
            disabled={eligible.length === 0}
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
    </Flex>
  );
}
