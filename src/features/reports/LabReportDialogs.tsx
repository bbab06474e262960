// The lab's report actions: move the chosen reports to a later status, give them an express number, or add a report
// to a consignment under test. Which rows may take which move is asked of machines/report.ts.

import { useIntl } from 'react-intl';
import { CreateReportBody, MailNumberBody, UpdateStatusBody } from '../../../contracts/report';
import { statusesAllowing } from '../../../machines/consignment';
import { allowedEvents, laterStatuses } from '../../../machines/report';
import { type BatchResult, type PreConsignRow, useConsignmentApi } from '../../api/consignment';
import { type ReportRecord, useReportApi } from '../../api/report';
import { FormDialog } from '../../components/FormDialog';
import { useContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';
import { Text } from '../../ui/chakra';
import { FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { showBatchResult } from '../consignment/BatchResultSummary';
import { reportStatusKey } from './status';

export type ReportDialog = 'status' | 'express' | 'create' | null;

/** The statuses at least one chosen row may move to, and which rows take a given one. */
const targetsOf = (rows: readonly ReportRecord[]) =>
  [...new Set(rows.flatMap((row) => laterStatuses(row.reportStatus)))].sort((a, b) => a - b);

/**
 * Each dialog's form is checked by the contract of its call (UpdateStatusBody, MailNumberBody, CreateReportBody);
 * the chosen rows are the call's ids.
 */
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
  const status = useContractForm({
    schema: UpdateStatusBody,
    defaultValues: { reportStatus: targets[0] ?? null },
    labels: { reportStatus: t('reports.targetStatus') },
  });
  const express = useContractForm({
    schema: MailNumberBody,
    defaultValues: { val: '', expressBusiness: '' },
    labels: { val: t('reports.expressNumber'), expressBusiness: t('reports.expressBusiness') },
  });
  const create = useContractForm({
    schema: CreateReportBody,
    defaultValues: { consignId: '', reportNumber: '', testContent: '' },
    labels: {
      consignId: t('reports.consignment'),
      reportNumber: t('reports.reportNumber'),
      testContent: t('reports.testContent'),
    },
  });
  const inTest: PreConsignRow[] =
    useRead(
      ['BuConsignInfo/GetPreConsignInfoLinkSample', 'in test'],
      () =>
        consignments.getPreConsignInfoLinkSample({
          consignStatus: statusesAllowing('ADD_REPORT', 'lab'),
          skipCount: 0,
          maxResultCount: 100,
        }),
      { enabled: dialog === 'create' },
    ).data?.items ?? [];
  const target = status.watch('reportStatus');
  const movable = rows.filter((row) => target !== null && laterStatuses(row.reportStatus).some((s) => s === target));
  const deliverable = rows.filter((row) => allowedEvents(row.reportStatus, 'lab').includes('DELIVER'));

  const label = (id: string) => rows.find((row) => row.id === id)?.reportNumber ?? id;
  /** Failures stay in the dialog (FormDialog shows the message) so the person can try again. */
  const run = (action: string, call: () => Promise<BatchResult | undefined>) =>
    call().then((result) => {
      if (result) showBatchResult(intl, action, result, label);
      onDone();
    });
  const dialogProps = (kind: ReportDialog, title: string, canSubmit = true) => ({
    open: dialog === kind,
    title,
    canSubmit,
    onClose,
    submitLabel: t('reports.confirm'),
    testId: 'report-dialog',
    submitTestId: 'report-dialog-submit',
    fullOnPhone: true,
  });

  return (
    <>
      <FormDialog
        {...dialogProps('status', t('reports.changeStatus'), movable.length > 0)}
        form={status}
        onSubmit={({ reportStatus }) =>
          run(t('reports.changeStatus'), () =>
            api.updateReportStatus(
              movable.map((row) => row.id),
              reportStatus as number,
              { quiet: true },
            ),
          )
        }
      >
        <FormSelect
          form={status}
          name="reportStatus"
          numeric
          testId="report-target-status"
          options={targets.map((s) => ({ value: s, label: t(reportStatusKey(s)) }))}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('reports.appliesTo', { n: movable.length, skipped: rows.length - movable.length })}
        </Text>
      </FormDialog>

      <FormDialog
        {...dialogProps('express', t('reports.setExpress'), deliverable.length > 0)}
        form={express}
        onSubmit={({ val, expressBusiness }) =>
          run(t('reports.setExpress'), () =>
            api.reportMailNumberSetting(
              deliverable.map((row) => row.id),
              val,
              expressBusiness ?? null,
              { quiet: true },
            ),
          )
        }
      >
        <FormTextField form={express} name="val" testId="report-express-number" />
        <FormTextField form={express} name="expressBusiness" />
        <Text fontSize="sm" color="fg.muted">
          {t('reports.expressAppliesTo', { n: deliverable.length, skipped: rows.length - deliverable.length })}
        </Text>
      </FormDialog>

      <FormDialog
        {...dialogProps('create', t('reports.create'))}
        form={create}
        onSubmit={(values) =>
          run(t('reports.create'), async () => {
            await api.createReport(values, { quiet: true });
            return undefined;
          })
        }
      >
        <FormSelect
          form={create}
          name="consignId"
          testId="report-create-consignment"
          placeholder={t(inTest.length ? 'reports.chooseConsignment' : 'reports.noConsignmentInTest')}
          options={inTest.map((row) => ({
            value: row.id,
            label: [row.consignCode, row.consignUnit, row.projectName].filter(Boolean).join(' · '),
          }))}
          helper={t('reports.createHint')}
        />
        <FormTextField form={create} name="reportNumber" testId="report-create-number" />
        <FormTextField form={create} name="testContent" />
      </FormDialog>
    </>
  );
}
