// Confirms one lifecycle event for the chosen consignments (the consignor's or the lab's), asks a reason when the
// machine requires one (REJECT, CANCEL) or the tracking number (SET_MAIL), sends it in one call for the rows the
// machine allows (the server runs each id on its own: its own machine check and transaction), and answers with what
// succeeded, what the server refused and why, and what was skipped before sending and why. A confirm of samples
// received leaves out the consignments whose labelled samples await reception, and sends the lab to scan them.

import { useState } from 'react';
import { LuScanLine } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ActorRole } from '../../../machines/consignment';
import type { BatchResult, ConsignmentApi } from '../../api/consignment';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, List, Stack, Text, useBreakpointValue } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { InlineAlert } from '../../ui/InlineAlert';
import { TextField } from '../../ui/TextField';
import { receptionPath } from '../samples/paths';
import { sendConsignAction } from './actions';
import { BatchOutcome } from './BatchOutcome';
import {
  awaitingReception,
  type BatchEvent,
  type BatchRow,
  type EventLabels,
  eligibleRows,
  isDestructive,
  labelKey,
} from './batch';
import { REASON_REQUIRED } from './offered';

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

export function BatchDialog<T extends BatchRow>({
  api,
  actor,
  event,
  rows,
  labels,
  onClose,
  onDone,
}: {
  api: ConsignmentApi;
  /** Whose batch: the machine answers for this role. */
  actor: ActorRole;
  /** null: closed. */
  event: BatchEvent | null;
  rows: readonly T[];
  labels?: EventLabels;
  onClose: () => void;
  /** After the call answered (the list reloads); `result` is null when the whole call failed. */
  onDone: (result: BatchResult | null) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [phase, setPhase] = useState<Phase>({ kind: 'confirm' });
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const open = event !== null;
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  const eligible = event ? eligibleRows(rows, event, actor) : [];
  const skipped = rows.filter((row) => !eligible.includes(row));
  const awaiting = event ? awaitingReception(rows, event, actor) : [];
  const notNow = skipped.filter((row) => !awaiting.includes(row));
  const asked = !event ? null : REASON_REQUIRED.has(event) ? REASON : event === 'SET_MAIL' ? MAIL : null;
  const textMissing = asked !== null && text.trim() === '';
  const action = event ? t(labelKey(event, labels)) : '';

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
            <Button size="md" variant="outline" onClick={close} disabled={phase.kind === 'sending'}>
              {t('consignorList.cancel')}
            </Button>
            <Button
              size="md"
              data-testid="batch-confirm"
              palette={event && isDestructive(event) ? 'red' : undefined}
              loading={phase.kind === 'sending'}
              disabled={eligible.length === 0}
              onClick={confirm}
            >
              {action}
            </Button>
          </>
        ) : (
          <Button size="md" data-testid="batch-close" onClick={close}>
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
          {notNow.length > 0 && (
            <Alert.Root status="info" size="sm" data-testid="batch-skipped">
              <Alert.Indicator />
              <Alert.Description>
                {intl.formatMessage(
                  { id: 'consignorList.batch.skipped' },
                  { n: notNow.length, codes: notNow.map((row) => row.consignCode).join(', ') },
                )}
              </Alert.Description>
            </Alert.Root>
          )}
          {awaiting.length > 0 && (
            <Alert.Root status="warning" size="sm" data-testid="batch-awaiting-reception">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  {intl.formatMessage(
                    { id: 'consignment.batch.awaitingReception' },
                    { codes: awaiting.map((row) => row.consignCode).join(', ') },
                  )}
                </Alert.Description>
                <Link
                  to={receptionPath(awaiting.length === 1 ? awaiting[0]?.id : undefined)}
                  className={buttonClass({ variant: 'plain', size: 'xs' })}
                  data-testid="batch-open-reception"
                >
                  <LuScanLine aria-hidden />
                  {t('samples.receipt.scan')}
                </Link>
              </Alert.Content>
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
      {phase.kind === 'done' && event && (
        <BatchOutcome event={event} rows={rows} skipped={skipped} awaiting={awaiting} result={phase.result} />
      )}
      {phase.kind === 'error' && <InlineAlert status="error" title={phase.message} testId="batch-error" />}
    </DialogFrame>
  );
}
