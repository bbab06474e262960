// Per-id results of a consignment action (lists act on many ids at once): a toast with the counts, and a list of the
// failures with each one's localized message.

import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { BatchResult } from '../../api/consignment';
import { Box, List, Text } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';

/** `label` names a failed id (its consignCode, when the caller knows it). */
export function BatchResultSummary({
  result,
  label = (id) => id,
}: {
  result: BatchResult;
  label?: (id: string) => string;
}) {
  const intl = useIntl();
  return (
    <Box data-testid="batch-result">
      <Text fontSize="sm">
        {intl.formatMessage(
          { id: 'consignment.batch.summary' },
          { succeeded: result.succeeded.length, failed: result.failed.length },
        )}
      </Text>
      {result.failed.length > 0 && (
        <List.Root fontSize="sm" mt="1" ps="4">
          {result.failed.map((f) => (
            <List.Item key={f.id} data-testid="batch-failure" data-code={f.code}>
              <b>{label(f.id)}</b>: {f.message}
              {f.missing && f.missing.length > 0 ? ` (${f.missing.join(', ')})` : ''}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** A toast for a per-id result: success when all went through, warning when some failed, error when none did. */
export function showBatchResult(
  intl: IntlShape,
  actionLabel: string,
  result: BatchResult,
  label: (id: string) => string = (id) => id,
): void {
  const failed = result.failed.length;
  const type = failed === 0 ? 'success' : result.succeeded.length === 0 ? 'error' : 'warning';
  const description =
    failed === 0
      ? undefined
      : result.failed
          .map((f) => `${label(f.id)}: ${f.message}${f.missing?.length ? ` (${f.missing.join(', ')})` : ''}`)
          .join('\n');
  toaster.create({
    type,
    title: intl.formatMessage(
      { id: failed === 0 ? 'consignment.batch.allDone' : 'consignment.batch.summaryTitle' },
      { action: actionLabel, succeeded: result.succeeded.length, failed },
    ),
    description,
    closable: true,
    duration: failed === 0 ? 3000 : 8000,
  });
}
