// Confirms one lifecycle event for the chosen consignments, asks a reason when the machine requires one (CANCEL) or the
// tracking number (SET_MAIL), sends it for the rows the machine allows, and answers with the per-id result.
import { Alert, Badge, Button, Field, Input, List, Stack, Text, Textarea, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { allowedEvents } from '../../../machines/consignment';
import type { BatchResult, ConsignListRow } from '../../api/consignment';
import { useConsignmentApi } from '../../api/consignment';
import { DialogFrame } from '../../components/DialogFrame';
import { type SendableEvent, sendConsignAction } from '../consignment/actions';
import { REASON_REQUIRED } from '../consignment/offered';

export type ListEvent = Extract<SendableEvent, 'COMMIT' | 'CANCEL' | 'DELETE' | 'COPY' | 'SET_MAIL'>;

/** The rows the machine lets a consignor send `event` for. */
export function eligibleRows(rows: readonly ConsignListRow[], event: ListEvent): ConsignListRow[] {
  return rows.filter((row) => allowedEvents(row.consignStatus, 'consignor').includes(event));
}

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
  const api = useConsignmentApi();
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [reason, setReason] = useState('');
  const [mail, setMail] = useState('');
  const [touched, setTouched] = useState(false);
  const open = event !== null;
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  const eligible = event ? eligibleRows(rows, event) : [];
  const skipped = rows.filter((row) => !eligible.includes(row));
  const needsReason = event ? REASON_REQUIRED.has(event) : false;
  const needsMail = event === 'SET_MAIL';
  const reasonMissing = needsReason && reason.trim() === '';
  const mailMissing = needsMail && mail.trim() === '';
  const codeOf = (id: string) => rows.find((row) => row.id === id)?.consignCode ?? id;
  const action = event ? intl.formatMessage({ id: `consignment.action.${event}` }) : '';

  const reset = () => {
    setPhase({ kind: 'confirm' });
    setReason('');
    setMail('');
    setTouched(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const confirm = () => {
    if (!event) return;
    setTouched(true);
    if (reasonMissing || mailMissing || eligible.length === 0) return;
    setPhase({ kind: 'sending' });
    sendConsignAction(
      api,
      event,
      eligible.map((row) => row.id),
      { reason, mailOrderNumber: mail },
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
              {intl.formatMessage({ id: 'consignorList.cancel' })}
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
            {intl.formatMessage({ id: 'common.close' })}
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
          {needsReason && (
            <Field.Root required invalid={touched && reasonMissing}>
              <Field.Label>
                {intl.formatMessage({ id: 'consignment.dialog.reason' })}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                data-testid="batch-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                placeholder={intl.formatMessage({ id: 'consignment.dialog.reasonPlaceholder' })}
              />
              <Field.ErrorText>{intl.formatMessage({ id: 'consignment.validation.reasonRequired' })}</Field.ErrorText>
            </Field.Root>
          )}
          {needsMail && (
            <Field.Root required invalid={touched && mailMissing}>
              <Field.Label>
                {intl.formatMessage({ id: 'consignment.field.mailOrderNumber' })}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input data-testid="mail-number" value={mail} onChange={(e) => setMail(e.target.value)} maxLength={64} />
              <Field.ErrorText>{intl.formatMessage({ id: 'consignment.validation.mailRequired' })}</Field.ErrorText>
            </Field.Root>
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
      {phase.kind === 'error' && (
        <Alert.Root status="error" data-testid="batch-error">
          <Alert.Indicator />
          <Alert.Title>{phase.message}</Alert.Title>
        </Alert.Root>
      )}
    </DialogFrame>
  );
}
