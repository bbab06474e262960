// The bar under the status tabs: how many consignments are ticked, the batch actions with how many of them each
// applies to (the machine's answer per row), and "clear".
import { Button, Flex, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsignListRow } from '../../api/consignment';
import { eligibleRows, type ListEvent } from './BatchDialog';
import { isDestructive } from './RowControls';

const BATCH_EVENTS: readonly ListEvent[] = ['COMMIT', 'CANCEL', 'DELETE', 'COPY'];

export function BatchBar({
  selected,
  onAction,
  onClear,
}: {
  selected: ConsignListRow[];
  onAction(event: ListEvent): void;
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
    >
      <Text fontSize="sm" me="auto" data-testid="selected-count">
        {t('consignorList.selected', { n: selected.length })}
      </Text>
      {BATCH_EVENTS.map((event) => {
        const eligible = eligibleRows(selected, event);
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
            {t(`consignment.action.${event}`)}
            {selected.length > 0 && eligible.length !== selected.length ? ` (${eligible.length})` : ''}
          </Button>
        );
      })}
      {selected.length > 0 && (
        <Button size="xs" variant="ghost" onClick={onClear}>
          {t('consignorList.clearSelection')}
        </Button>
      )}
    </Flex>
  );
}
