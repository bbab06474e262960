// The actions the machine allows on one consignment, each confirmed in a dialog. REJECT and CANCEL require a reason,
// SET_MAIL a tracking number, SYNC at least one changed field. The bar never decides by status itself.

import { type ReactNode, useState } from 'react';
import type { IconType } from 'react-icons';
import {
  LuBan,
  LuCheck,
  LuCopy,
  LuPackageCheck,
  LuPencil,
  LuRefreshCw,
  LuSend,
  LuTrash2,
  LuTruck,
  LuUndo2,
} from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ActorRole, ConsignmentEventType } from '../../../machines/consignment';
import type { BatchResult, Consignment, SyncChanges } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { Button, type ButtonLook } from '../../ui/Button';
import { Alert, Field, Input, SimpleGrid, Stack, Text, Textarea, useBreakpointValue, Wrap } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { type ActionPayload, changedFields, isConflict, type SendableEvent, SYNC_FIELDS } from './actions';
import { actionsToShow, type OfferedEvent, REASON_REQUIRED } from './offered';

export type SendAction = (event: SendableEvent, ids: string[], payload: ActionPayload) => Promise<BatchResult>;

export interface ActionBarProps {
  consignment: Pick<Consignment, 'id' | 'consignStatus' | 'allowedActions'> &
    Partial<Pick<Consignment, 'labelStatuses'>> &
    SyncChanges;
  role: ActorRole;
  send: SendAction;
  /** After a successful call: the page reloads and reports. */
  onDone(event: SendableEvent, result: BatchResult): void;
  /**
   * 409: the consignment is not where the action can start (someone else changed it first, or a rule such as "every
   * sample received at reception" is not met yet); `reason` is the server's localized word for which.
   */
  onConflict(reason: string): void;
  /** SAVE: open the editor. Without it the edit button is not shown. */
  onEdit?(): void;
  /** Extra buttons at the end (print). */
  children?: ReactNode;
  /** Another name for an event (its consignment.action.* and consignment.confirm.* keys), e.g. on-site test done. */
  eventLabels?: Partial<Record<ConsignmentEventType, string>>;
}

const LOOK: Record<OfferedEvent, { icon: IconType; palette: ButtonLook['palette']; variant: 'solid' | 'outline' }> = {
  PASS: { icon: LuCheck, palette: 'green', variant: 'solid' },
  REJECT: { icon: LuUndo2, palette: 'orange', variant: 'outline' },
  CONFIRM_SAMPLE: { icon: LuPackageCheck, palette: 'teal', variant: 'solid' },
  SYNC: { icon: LuRefreshCw, palette: 'blue', variant: 'outline' },
  COMMIT: { icon: LuSend, palette: 'blue', variant: 'solid' },
  SAVE: { icon: LuPencil, palette: 'gray', variant: 'outline' },
  SET_MAIL: { icon: LuTruck, palette: 'gray', variant: 'outline' },
  COPY: { icon: LuCopy, palette: 'gray', variant: 'outline' },
  CANCEL: { icon: LuBan, palette: 'red', variant: 'outline' },
  DELETE: { icon: LuTrash2, palette: 'red', variant: 'outline' },
};

function initialSync(c: SyncChanges): Record<keyof SyncChanges, string> {
  return Object.fromEntries(SYNC_FIELDS.map((key) => [key, c[key] ?? ''])) as Record<keyof SyncChanges, string>;
}

export function ActionBar({
  consignment,
  role,
  send,
  onDone,
  onConflict,
  onEdit,
  children,
  eventLabels,
}: ActionBarProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const named = (event: ConsignmentEventType) => eventLabels?.[event] ?? event;
  const events = actionsToShow(consignment.consignStatus, role, consignment.allowedActions, {
    labelStatuses: consignment.labelStatuses,
  }).filter((e) => e !== 'SAVE' || onEdit);

  const [pending, setPending] = useState<SendableEvent | null>(null);
  const [text, setText] = useState('');
  const [sync, setSync] = useState<Record<keyof SyncChanges, string>>(() => initialSync(consignment));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const narrow = useBreakpointValue({ base: true, sm: false }) ?? false;

  const open = (event: OfferedEvent) => {
    if (event === 'SAVE') {
      onEdit?.();
      return;
    }
    setPending(event);
    setText(event === 'SET_MAIL' ? ((consignment as { mailOrderNumber?: string | null }).mailOrderNumber ?? '') : '');
    setSync(initialSync(consignment));
    setInvalid(null);
    setFailure(null);
  };
  const close = () => {
    if (!busy) setPending(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const payload: ActionPayload = {};
    if (REASON_REQUIRED.has(pending)) {
      if (!text.trim()) return setInvalid(t('consignment.validation.reasonRequired'));
      payload.reason = text;
    } else if (pending === 'SET_MAIL') {
      if (!text.trim()) return setInvalid(t('consignment.validation.mailRequired'));
      payload.mailOrderNumber = text;
    } else {
      payload.note = text;
    }
    if (pending === 'SYNC') {
      const changes = changedFields(consignment, sync);
      if (Object.keys(changes).length === 0) return setInvalid(t('consignment.validation.nothingChanged'));
      payload.changes = changes;
    }
    setInvalid(null);
    setFailure(null);
    setBusy(true);
    try {
      const result = await send(pending, [consignment.id], payload);
      setBusy(false);
      setPending(null);
      onDone(pending, result);
    } catch (error) {
      setBusy(false);
      if (isConflict(error)) {
        setPending(null);
        onConflict(error.message);
        return;
      }
      const details =
        error instanceof ApiError
          ? [error.message, error.details, ...error.validationErrors.map((v) => v.message)].filter(Boolean).join(' — ')
          : String(error);
      setFailure(details);
    }
  };

  if (events.length === 0 && !children) return null;
  const reasonNeeded = pending !== null && REASON_REQUIRED.has(pending);
  const textLabel =
    pending === 'SET_MAIL'
      ? t('consignment.field.mailOrderNumber')
      : reasonNeeded
        ? t('consignment.dialog.reason')
        : t('consignment.dialog.note');

  return (
    <>
      <Wrap gap="2" data-testid="consignment-actions" className="lc-no-print">
        {events.map((event) => {
          const look = LOOK[event];
          const Icon = look.icon;
          return (
            <Button
              key={event}
              size="sm"
              variant={look.variant}
              palette={look.palette}
              data-testid={`action-${event}`}
              onClick={() => open(event)}
            >
              <Icon />
              {t(`consignment.action.${named(event)}`)}
            </Button>
          );
        })}
        {children}
      </Wrap>

      <DialogFrame
        open={pending !== null}
        onClose={close}
        testId="action-dialog"
        placement="center"
        size={narrow ? 'full' : pending === 'SYNC' ? 'lg' : 'md'}
        closeOnInteractOutside={!busy}
        contentProps={{ 'data-event': pending ?? undefined }}
        title={pending && t(`consignment.action.${named(pending)}`)}
        closeButton={busy ? 'disabled' : true}
        footer={
          <>
            <Button size="md" variant="outline" onClick={close} disabled={busy} data-testid="action-dismiss">
              {t('consignment.dialog.dismiss')}
            </Button>
            <Button
              size="md"
              palette={pending ? LOOK[pending].palette : undefined}
              loading={busy}
              onClick={confirm}
              data-testid="action-confirm"
            >
              {pending && t(`consignment.action.${named(pending)}`)}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          {pending && <Text>{t(`consignment.confirm.${named(pending)}`)}</Text>}
          {pending === 'SYNC' && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {SYNC_FIELDS.map((key) => (
                <Field.Root key={key}>
                  <Field.Label>{t(`consignment.field.${key}`)}</Field.Label>
                  <Input
                    size="sm"
                    value={sync[key]}
                    data-testid={`sync-${key}`}
                    onChange={(e) => setSync((s) => ({ ...s, [key]: e.target.value }))}
                  />
                </Field.Root>
              ))}
            </SimpleGrid>
          )}
          <Field.Root invalid={!!invalid} required={reasonNeeded || pending === 'SET_MAIL'}>
            <Field.Label>
              {textLabel}
              <Field.RequiredIndicator />
            </Field.Label>
            {pending === 'SET_MAIL' ? (
              <Input
                value={text}
                maxLength={64}
                data-testid="action-mail"
                onChange={(e) => {
                  setText(e.target.value);
                  setInvalid(null);
                }}
              />
            ) : (
              <Textarea
                value={text}
                rows={3}
                maxLength={500}
                autoresize
                data-testid="action-reason"
                placeholder={reasonNeeded ? t('consignment.dialog.reasonPlaceholder') : undefined}
                onChange={(e) => {
                  setText(e.target.value);
                  setInvalid(null);
                }}
              />
            )}
            {invalid && <Field.ErrorText data-testid="action-error">{invalid}</Field.ErrorText>}
          </Field.Root>
          {failure && (
            <Alert.Root status="error" data-testid="action-failure">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      </DialogFrame>
    </>
  );
}
