// What a batch did, item by item: the consignments it succeeded for (a copy counts its new drafts), those the server
// refused with its reason and code, and those left out before sending because their status does not allow the event.

import type { ReactNode } from 'react';
import { LuCircleCheck, LuCircleMinus, LuCircleX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { sampleReceipt } from '../../../machines/sample-label';
import type { BatchResult } from '../../api/consignment';
import { Badge } from '../../ui/Badge';
import { List, Stack, Text } from '../../ui/chakra';
import type { BatchEvent, BatchRow } from './batch';
import { statusLabelKey } from './status';

const KINDS = {
  success: { icon: <LuCircleCheck />, color: 'green.solid', testId: 'batch-success' },
  failure: { icon: <LuCircleX />, color: 'red.solid', testId: 'batch-failure' },
  skipped: { icon: <LuCircleMinus />, color: 'fg.muted', testId: 'batch-skipped-item' },
};

/** One line of the outcome: its kind, the consignment's id (none for a copy's count), the server's status code. */
interface Line {
  kind: keyof typeof KINDS;
  id?: string;
  code?: number;
  text: ReactNode;
}

export function BatchOutcome({
  event,
  rows,
  skipped,
  awaiting = [],
  result,
}: {
  event: BatchEvent;
  rows: readonly BatchRow[];
  /** The rows not sent: the machine does not allow the event from their status (or for their labels: `awaiting`). */
  skipped: readonly BatchRow[];
  /** Of `skipped`, those whose samples await reception by scanning. */
  awaiting?: readonly BatchRow[];
  result: BatchResult;
}) {
  const intl = useIntl();
  const codeOf = (id: string) => rows.find((row) => row.id === id)?.consignCode ?? id;
  const statusName = (status: number) => {
    const key = statusLabelKey(status);
    return key ? intl.formatMessage({ id: key }) : String(status);
  };
  const copied = intl.formatMessage({ id: 'consignorList.batch.copied' }, { n: result.succeeded.length });
  const lines: Line[] = [
    ...(event !== 'COPY'
      ? result.succeeded.map((id): Line => ({ kind: 'success', id, text: codeOf(id) }))
      : result.succeeded.length > 0
        ? [{ kind: 'success', text: copied } as Line]
        : []),
    ...result.failed.map(
      (failure): Line => ({
        kind: 'failure',
        id: failure.id,
        code: failure.code,
        text: (
          <>
            <b>{codeOf(failure.id)}</b>: {failure.message}{' '}
            <Badge palette="gray" size="xs" variant="outline">
              {failure.code}
            </Badge>
          </>
        ),
      }),
    ),
    ...skipped.map(
      (row): Line => ({
        kind: 'skipped',
        id: row.id,
        text: (
          <>
            <b>{row.consignCode}</b>:{' '}
            {awaiting.includes(row)
              ? intl.formatMessage(
                  { id: 'consignment.batch.awaitingReceptionItem' },
                  { ...sampleReceipt(row.labelStatuses ?? []) },
                )
              : intl.formatMessage(
                  { id: 'consignment.batch.skippedBecause' },
                  { status: statusName(row.consignStatus) },
                )}
          </>
        ),
      }),
    ),
  ];
  const counts = { succeeded: result.succeeded.length, failed: result.failed.length, skipped: skipped.length };
  return (
    <Stack gap="2" data-testid="batch-result">
      <Text fontWeight="medium" data-testid="batch-summary">
        {intl.formatMessage(
          { id: skipped.length > 0 ? 'consignment.batch.summarySkipped' : 'consignment.batch.summary' },
          counts,
        )}
      </Text>
      <List.Root gap="1" variant="plain" fontSize="sm">
        {lines.map((line) => (
          <List.Item
            key={`${line.kind}-${line.id ?? 'copied'}`}
            data-testid={KINDS[line.kind].testId}
            data-id={line.id}
            data-code={line.code}
          >
            <List.Indicator asChild color={KINDS[line.kind].color}>
              {KINDS[line.kind].icon}
            </List.Indicator>
            <Text as="span">{line.text}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
