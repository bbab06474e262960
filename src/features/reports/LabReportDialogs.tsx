// The lab's report actions: move the chosen reports to a later status, give them an express number, or add a report
// to a consignment under test. Which rows may take which move is asked of machines/report.ts.
import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { statusesAllowing } from '../../../machines/consignment';
import { allowedEvents, laterStatuses } from '../../../machines/report';
import { type BatchResult, type PreConsignRow, useConsignmentApi } from '../../api/consignment';
import { type ReportRecord, useReportApi } from '../../api/report';
import { FormDialog } from '../../components/FormDialog';
import { TextField } from '../../components/TextField';
import { showBatchResult } from '../consignment/BatchResultSummary';
import { reportStatusKey } from './status';

export type ReportDialog = 'status' | 'express' | 'create' | null;

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
      .getPreConsignInfoLinkSample({
        consignStatus: statusesAllowing('ADD_REPORT', 'lab'),
        skipCount: 0,
        maxResultCount: 100,
      })
      .then((page) => setInTest(page.items))
      .catch(() => setInTest([]));
  }, [dialog, consignments]);

  const label = (id: string) => rows.find((row) => row.id === id)?.reportNumber ?? id;
  /** Failures stay in the dialog (FormDialog shows the message) so the person can try again. */
  const run = (action: string, call: () => Promise<BatchResult | undefined>) =>
    call().then((result) => {
      if (result) showBatchResult(intl, action, result, label);
      onDone();
    });
  const dialogProps = (kind: ReportDialog, title: string, canSubmit: boolean, submit: () => Promise<unknown>) => ({
    open: dialog === kind,
    title,
    canSubmit,
    onClose,
    onSubmit: () => (canSubmit ? submit() : undefined),
    submitLabel: t('reports.confirm'),
    testId: 'report-dialog',
    submitTestId: 'report-dialog-submit',
    fullOnPhone: true,
  });

  return (
    <>
      <FormDialog
        {...dialogProps('status', t('reports.changeStatus'), movable.length > 0, () =>
          run(t('reports.changeStatus'), () =>
            api.updateReportStatus(
              movable.map((row) => row.id),
              target as number,
              { quiet: true },
            ),
          ),
        )}
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
      </FormDialog>

      <FormDialog
        {...dialogProps(
          'express',
          t('reports.setExpress'),
          deliverable.length > 0 && express.number.trim() !== '',
          () =>
            run(t('reports.setExpress'), () =>
              api.reportMailNumberSetting(
                deliverable.map((row) => row.id),
                express.number.trim(),
                express.business.trim() || null,
                { quiet: true },
              ),
            ),
        )}
      >
        <TextField
          label={t('reports.expressNumber')}
          name="expressNumber"
          testId="report-express-number"
          required
          maxLength={64}
          value={express.number}
          onChange={(number) => setExpress({ ...express, number })}
        />
        <TextField
          label={t('reports.expressBusiness')}
          name="expressBusiness"
          maxLength={64}
          value={express.business}
          onChange={(business) => setExpress({ ...express, business })}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('reports.expressAppliesTo', { n: deliverable.length, skipped: rows.length - deliverable.length })}
        </Text>
      </FormDialog>

      <FormDialog
        {...dialogProps('create', t('reports.create'), draft.consignId !== '' && draft.reportNumber.trim() !== '', () =>
          run(t('reports.create'), async () => {
            await api.createReport(
              {
                consignId: draft.consignId,
                reportNumber: draft.reportNumber.trim(),
                testContent: draft.testContent.trim() || null,
              },
              { quiet: true },
            );
            return undefined;
          }),
        )}
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
        <TextField
          label={t('reports.reportNumber')}
          name="reportNumber"
          testId="report-create-number"
          required
          maxLength={64}
          value={draft.reportNumber}
          onChange={(reportNumber) => setDraft({ ...draft, reportNumber })}
        />
        <TextField
          label={t('reports.testContent')}
          name="testContent"
          maxLength={500}
          value={draft.testContent}
          onChange={(testContent) => setDraft({ ...draft, testContent })}
        />
      </FormDialog>
    </>
  );
}
