// The consignment's log, oldest first, as a timeline: what was done, by whom, when, the status step and the note.

import { LuCircleCheck } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ConsignLogRow } from '../../api/consignment';
import { Badge } from '../../ui/Badge';
import { HStack, Text, Timeline } from '../../ui/chakra';
import { Spinner } from '../../ui/Spinner';
import { formatDate } from '../../utils/format';
import { Section } from './Section';
import { STATUS_PALETTE, statusLabelKey } from './status';

function StepName({ status }: { status: number | null }) {
  const intl = useIntl();
  if (status === null || status === undefined) return null;
  const key = statusLabelKey(status);
  return (
    <Badge size="sm" variant="outline" palette={STATUS_PALETTE[status] ?? 'gray'}>
      {key ? intl.formatMessage({ id: key }) : status}
    </Badge>
  );
}

export function ConsignLogTimeline({ rows, loading }: { rows: ConsignLogRow[] | null; loading?: boolean }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'consignment.log.title' })} testId="consign-log">
      {loading && !rows ? (
        <Spinner size="sm" />
      ) : !rows || rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'consignment.log.empty' })}
        </Text>
      ) : (
        <Timeline.Root size="sm" variant="subtle">
          {rows.map((row) => (
            <Timeline.Item key={row.id} data-testid="consign-log-entry" data-next={row.nextStep ?? undefined}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator>
                  <LuCircleCheck />
                </Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content gap="1">
                <Timeline.Title>
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{row.exeTypeDisplay || row.workFlowNameDisplay || row.exeType}</Text>
                    {row.curStep !== row.nextStep && (
                      <HStack gap="1">
                        <StepName status={row.curStep} />
                        {row.curStep !== null && row.nextStep !== null && <Text aria-hidden>→</Text>}
                        <StepName status={row.nextStep} />
                      </HStack>
                    )}
                  </HStack>
                </Timeline.Title>
                <Timeline.Description>
                  {[row.exeUserName, formatDate(row.exeTime, true)].filter(Boolean).join(' · ')}
                </Timeline.Description>
                {row.exeDescription && (
                  <Text fontSize="sm" whiteSpace="pre-wrap">
                    {row.exeDescription}
                  </Text>
                )}
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
    </Section>
  );
}
