// Confirms one lifecycle event for the chosen consignments, asks a reason when the machine requires one (CANCEL) or the
// tracking number (SET_MAIL), sends it for the rows the machine allows, and answers with the per-id result.
import { Alert, Badge, Button, List, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { allowedEvents } from '../../../machines/consignment';
import type { BatchResult, ConsignListRow } from '../../api/consignment';
import { useConsignmentApi } from '../../api/consignment';
import { DialogFrame } from '../../components/DialogFrame';
import { InlineAlert } from '../../components/InlineAlert';
import { TextField } from '../../components/TextField';
import { type SendableEvent, sendConsignAction } from '../consignment/actions';
import { REASON_REQUIRED } from '../consignment/offered';

export type ListEvent = Extract<SendableEvent, 'COMMIT' | 'CANCEL' | 'DELETE' | 'COPY' | 'SET_MAIL'>;

/** The rows the machine lets a consignor send `event` for. */
export function eligibleRows(rows: readonly ConsignListRow[], event: ListEvent): ConsignListRow[] {
  return rows.filter((row) => allowedEvents(row.consignStatus, 'consignor').includes(event));
}

/** The one text an event asks before it is sent: a reason (REASON_REQUIRED) or the tracking number (SET_MAIL). */
interface AskedText {
  label: string;
  missing: string;
  testId: string;
  maxLength: number;
  multiline?: boolean;
  placeholder?: string;
}
const REASON: AskedText = {
  label: 'consignment.dialog.reason',
  missing: 'consignment.validation.reasonRequired',
  testId: 'batch-reason',
  maxLength: 500,
  multiline: true,
  placeholder: 'consignment.dialog.reasonPlaceholder',
};
const MAIL: AskedText = {
  label: 'consignment.field.mailOrderNumber',
  missing: 'consignment.validation.mailRequired',
  testId: 'mail-number',
  maxLength: 64,
};

type Phase =
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'done'; result: BatchResult }
  | { kind: 'error'; message: string };

export function BatchDialog({
  event,
  rows,
  onClose,
  onDone,
}: {
  /** null: closed. */
  event: ListEvent | null;
  rows: readonly ConsignListRow[];
  onClose: () => void;
  /** After the call answered (the list reloads); `result` is null when the whole call failed. */
  onDone: (result: BatchResult | null) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useConsignmentApi();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const open = event !== null;
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  const eligible = event ? eligibleRows(rows, event) : [];
  const skipped = rows.filter((row) => !eligible.includes(row));
  const asked = !event ? null : REASON_REQUIRED.has(event) ? REASON : event === 'SET_MAIL' ? MAIL : null;
  const textMissing = asked !== null && text.trim() === '';
  const codeOf = (id: string) => rows.find((row) => row.id === id)?.consignCode ?? id;
  const action = event ? t(`consignment.action.${event}`) : '';

  const reset = () => {
    setPhase({ kind: 'confirm' });
    setText('');
    setTouched(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    if (!event) return;
    setTouched(true);
    if (textMissing || eligible.length === 0) return;
    setPhase({ kind: 'sending' });
    sendConsignAction(
      api,
      event,
      eligible.map((row) => row.id),
      asked === MAIL ? { mailOrderNumber: text } : { reason: text },
    )
      .then((result) => {
        setPhase({ kind: 'done', result });
        onDone(result);
      })
      .catch((error: Error) => {
        setPhase({ kind: 'error', message: error.message });
        onDone(null);
      });
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      testId="batch-dialog"
      size={fullScreen ? 'full' : 'md'}
      placement="center"
      contentProps={{ 'data-event': event ?? undefined }}
      title={action}
      closeButton
      footer={
        phase.kind === 'confirm' || phase.kind === 'sending' ? (
          <>
            <Button variant="outline" onClick={close} disabled={phase.kind === 'sending'}>
              {t('consignorList.cancel')}
            </Button>
            <Button
              data-testid="batch-confirm"
              colorPalette={event === 'DELETE' || event === 'CANCEL' ? 'red' : undefined}
              loading={phase.kind === 'sending'}
              disabled={eligible.length === 0}
              onClick={confirm}
            >
              {action}
            </Button>
          </>
        ) : (
          <Button data-testid="batch-close" onClick={close}>
            {t('common.close')}
          </Button>
        )
      }
    >
      {(phase.kind === 'confirm' || phase.kind === 'sending') && event && (
        <Stack gap="3">
          <Text>{intl.formatMessage({ id: 'consignorList.batch.confirmText' }, { action, n: eligible.length })}</Text>
          <List.Root ps="4" fontSize="sm" maxH="40" overflowY="auto">
            {eligible.map((row) => (
              <List.Item key={row.id}>{row.consignCode}</List.Item>
            ))}
          </List.Root>
          {skipped.length > 0 && (
            <Alert.Root status="info" size="sm" data-testid="batch-skipped">
              <Alert.Indicator />
              <Alert.Description>
                {intl.formatMessage(
                  { id: 'consignorList.batch.skipped' },
                  { n: skipped.length, codes: skipped.map((row) => row.consignCode).join(', ') },
                )}
              </Alert.Description>
            </Alert.Root>
          )}
          {asked && (
            <TextField
              label={t(asked.label)}
              value={text}
              onChange={setText}
              testId={asked.testId}
              required
              formChecked
              error={touched && textMissing ? t(asked.missing) : null}
              multiline={asked.multiline}
              rows={2}
              maxLength={asked.maxLength}
              placeholder={asked.placeholder && t(asked.placeholder)}
            />
          )}
        </Stack>
      )}
      {phase.kind === 'done' && (
        <Stack gap="2" data-testid="batch-result">
          <Text fontWeight="medium">
            {intl.formatMessage(
              { id: 'consignment.batch.summary' },
              { succeeded: phase.result.succeeded.length, failed: phase.result.failed.length },
            )}
          </Text>
          <List.Root gap="1" variant="plain" fontSize="sm">
            {event !== 'COPY' &&
              phase.result.succeeded.map((id) => (
                <List.Item key={id} data-testid="batch-success" data-id={id}>
                  <List.Indicator asChild color="green.solid">
                    <LuCircleCheck />
                  </List.Indicator>
                  {codeOf(id)}
                </List.Item>
              ))}
            {event === 'COPY' && phase.result.succeeded.length > 0 && (
              <List.Item data-testid="batch-success">
                <List.Indicator asChild color="green.solid">
                  <LuCircleCheck />
                </List.Indicator>
                {intl.formatMessage({ id: 'consignorList.batch.copied' }, { n: phase.result.succeeded.length })}
              </List.Item>
            )}
            {phase.result.failed.map((failure) => (
              <List.Item key={failure.id} data-testid="batch-failure" data-code={failure.code}>
                <List.Indicator asChild color="red.solid">
                  <LuCircleX />
                </List.Indicator>
                <Text as="span">
                  <b>{codeOf(failure.id)}</b>: {failure.message}{' '}
                  <Badge size="xs" variant="outline">
                    {failure.code}
                  </Badge>
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {phase.kind === 'error' && <InlineAlert status="error" title={phase.message} testId="batch-error" />}
    </DialogFrame>
  );
}
