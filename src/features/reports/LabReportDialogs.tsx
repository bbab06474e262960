// The lab's report actions: move the chosen reports to a later status, give them an express number, or add a report
// to a consignment under test. Which rows may take which move is asked of machines/report.ts.
import {
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { allowedEvents, laterStatuses } from '../../../machines/report';
import { type BatchResult, type PreConsignRow, useConsignmentApi } from '../../api/consignment';
import { type ReportRecord, useReportApi } from '../../api/report';
import { showBatchResult } from '../consignment/BatchResultSummary';
import { reportStatusKey } from './status';

export type ReportDialog = 'status' | 'express' | 'create' | null;

function ActionDialog({
  open,
  title,
  busy,
  canSubmit,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  canSubmit: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size={fullScreen ? 'full' : 'md'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            as="form"
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              if (canSubmit && !busy) onSubmit();
            }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {intl.formatMessage({ id: 'reports.cancel' })}
              </Button>
              <Button type="submit" loading={busy} disabled={!canSubmit} data-testid="report-dialog-submit">
                {intl.formatMessage({ id: 'reports.confirm' })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The statuses at least one chosen row may move to, and which rows take a given one. */
const targetsOf = (rows: readonly ReportRecord[]) =>
  [...new Set(rows.flatMap((row) => laterStatuses(row.reportStatus)))].sort((a, b) => a - b);

export function LabReportDialogs({
  dialog,
  rows,
  onClose,
  onDone,
}: {
  dialog: ReportDialog;
  /** The chosen rows; mount anew (key) for each opening so the fields start empty. */
  rows: readonly ReportRecord[];
  onClose(): void;
  onDone(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useReportApi();
  const consignments = useConsignmentApi();
  const [busy, setBusy] = useState(false);
  const targets = targetsOf(rows);
  const [target, setTarget] = useState<number | null>(targets[0] ?? null);
  const [express, setExpress] = useState({ number: '', business: '' });
  const [draft, setDraft] = useState({ consignId: '', reportNumber: '', testContent: '' });
  const [inTest, setInTest] = useState<PreConsignRow[]>([]);
  const movable = rows.filter((row) => target !== null && laterStatuses(row.reportStatus).some((s) => s === target));
  const deliverable = rows.filter((row) => allowedEvents(row.reportStatus, 'lab').includes('DELIVER'));

  useEffect(() => {
    if (dialog !== 'create') return;
    consignments
      .getPreConsignInfoLinkSample({ consignStatus: [50], skipCount: 0, maxResultCount: 100 })
      .then((page) => setInTest(page.items))
      .catch(() => setInTest([]));
  }, [dialog, consignments]);

  const label = (id: string) => rows.find((row) => row.id === id)?.reportNumber ?? id;
  const run = async (action: string, call: () => Promise<BatchResult | undefined>) => {
    setBusy(true);
    try {
      const result = await call();
      if (result) showBatchResult(intl, action, result, label);
      onDone();
    } catch {
      // The client has shown the error; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ActionDialog
        open={dialog === 'status'}
        title={t('reports.changeStatus')}
        busy={busy}
        canSubmit={movable.length > 0}
        onClose={onClose}
        onSubmit={() =>
          run(t('reports.changeStatus'), () =>
            api.updateReportStatus(
              movable.map((row) => row.id),
              target as number,
            ),
          )
        }
      >
        <Field.Root>
          <Field.Label>{t('reports.targetStatus')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="report-target-status"
              value={target ?? ''}
              onChange={(e) => setTarget(Number(e.target.value))}
            >
              {targets.map((s) => (
                <option key={s} value={s}>
                  {t(reportStatusKey(s))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('reports.appliesTo', { n: movable.length, skipped: rows.length - movable.length })}
        </Text>
      </ActionDialog>

      <ActionDialog
        open={dialog === 'express'}
        title={t('reports.setExpress')}
        busy={busy}
        canSubmit={deliverable.length > 0 && express.number.trim() !== ''}
        onClose={onClose}
        onSubmit={() =>
          run(t('reports.setExpress'), () =>
            api.reportMailNumberSetting(
              deliverable.map((row) => row.id),
              express.number.trim(),
              express.business.trim() || null,
            ),
          )
        }
      >
        <Field.Root required>
          <Field.Label>{t('reports.expressNumber')}</Field.Label>
          <Input
            data-testid="report-express-number"
            value={express.number}
            maxLength={64}
            onChange={(e) => setExpress({ ...express, number: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('reports.expressBusiness')}</Field.Label>
          <Input
            value={express.business}
            maxLength={64}
            onChange={(e) => setExpress({ ...express, business: e.target.value })}
          />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('reports.expressAppliesTo', { n: deliverable.length, skipped: rows.length - deliverable.length })}
        </Text>
      </ActionDialog>

      <ActionDialog
        open={dialog === 'create'}
        title={t('reports.create')}
        busy={busy}
        canSubmit={draft.consignId !== '' && draft.reportNumber.trim() !== ''}
        onClose={onClose}
        onSubmit={() =>
          run(t('reports.create'), async () => {
            await api.createReport({
              consignId: draft.consignId,
              reportNumber: draft.reportNumber.trim(),
              testContent: draft.testContent.trim() || null,
            });
            return undefined;
          })
        }
      >
        <Field.Root required>
          <Field.Label>{t('reports.consignment')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="report-create-consignment"
              value={draft.consignId}
              onChange={(e) => setDraft({ ...draft, consignId: e.target.value })}
            >
              <option value="">{t(inTest.length ? 'reports.chooseConsignment' : 'reports.noConsignmentInTest')}</option>
              {inTest.map((row) => (
                <option key={row.id} value={row.id}>
                  {[row.consignCode, row.consignUnit, row.projectName].filter(Boolean).join(' · ')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t('reports.createHint')}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('reports.reportNumber')}</Field.Label>
          <Input
            data-testid="report-create-number"
            value={draft.reportNumber}
            maxLength={64}
            onChange={(e) => setDraft({ ...draft, reportNumber: e.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('reports.testContent')}</Field.Label>
          <Input
            value={draft.testContent}
            maxLength={500}
            onChange={(e) => setDraft({ ...draft, testContent: e.target.value })}
          />
        </Field.Root>
      </ActionDialog>
    </>
  );
}
