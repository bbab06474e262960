// What the lab's and the consignor's report lists share: the frame with its texts and its table of chosen columns,
// and the columns themselves (each its cell and its export value): the report's own and the express and issue date.
import type { ReactNode } from 'react';
import { LuFileText } from 'react-icons/lu';
import { ChosenListTable, type ListColumn } from '../../components/ChosenListTable';
import type { ExportColumn, ExportValue } from '../../components/exportWorkbook';
import { ListFrame, type ListFrameSource } from '../../components/ListFrame';
import { Td } from '../../components/ListTable';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { TextCell } from '../consignment/cells';
import type { ReportRow, ReportRowNames } from './ReportCells';
import { ReportStatusBadge, reportStatusKey } from './status';

type Translate = (id: string) => string;

/** The express company and number as one text ('' when neither). */
export const expressText = (business: string | null, number: string | null) =>
  [business, number].filter(Boolean).join(' ');

const issueDate = (issueTime: string | null) => (issueTime ? formatDate(issueTime) : null);

/** A report list's column: its cell in the table, its value in the export. */
export type ReportColumn<R> = ListColumn<R> & { value(row: R): ExportValue };

/** The export's columns: the list's own, by name. */
export const exportColumns = <R,>(columns: readonly ReportColumn<R>[]): ExportColumn<R>[] =>
  columns.map(({ name, value }) => ({ header: name, value }));

/**
 * The columns both report lists open with: the report number (the key), status, consignment code, `unit` (the list's
 * other party), project and test content.
 */
export function reportCellColumns<R extends ReportRow>(
  t: Translate,
  names: ReportRowNames<R>,
  unit: string,
): ReportColumn<R>[] {
  return [
    {
      key: 'reportNumber',
      name: t('reports.reportNumber'),
      value: (r) => r.reportNumber,
      cell: (r) => <Td strong>{r.reportNumber}</Td>,
    },
    {
      key: 'status',
      name: t('reports.status'),
      hideable: true,
      value: (r) => t(reportStatusKey(names.status(r))),
      cell: (r) => (
        <Td>
          <ReportStatusBadge status={names.status(r)} />
        </Td>
      ),
    },
    {
      key: 'consignCode',
      name: t('consignment.field.consignCode'),
      hideable: true,
      value: (r) => r.consignCode,
      cell: (r) => <Td>{r.consignCode}</Td>,
    },
    {
      key: 'labelCodes',
      name: t('reports.labelCodes'),
      hideable: true,
      value: (r) => r.labelCodes.join(' '),
      cell: (r) => <TextCell text={r.labelCodes.join(' ') || null} maxW="220px" />,
    },
    {
      key: 'unit',
      name: unit,
      hideable: true,
      value: (r) => names.unit(r),
      cell: (r) => <TextCell text={names.unit(r)} maxW="200px" />,
    },
    {
      key: 'projectName',
      name: t('consignment.field.projectName'),
      hideable: true,
      value: (r) => r.projectName,
      cell: (r) => <TextCell text={r.projectName} maxW="180px" />,
    },
    {
      key: 'testContent',
      name: t('reports.testContent'),
      hideable: true,
      value: (r) => r.testContent,
      cell: (r) => <TextCell text={r.testContent} maxW="200px" />,
    },
  ];
}

/** The express and issue-date columns; `testId` on the express cell. */
export function expressIssueColumns<R extends ReportRow>(
  t: Translate,
  names: ReportRowNames<R>,
  testId?: string,
): ReportColumn<R>[] {
  return [
    {
      key: 'express',
      name: t('reports.expressNumber'),
      hideable: true,
      value: (r) => expressText(r.expressBusiness, names.expressNumber(r)),
      cell: (r) => <Td data-testid={testId}>{expressText(r.expressBusiness, names.expressNumber(r)) || '—'}</Td>,
    },
    {
      key: 'issueTime',
      name: t('reports.issueTime'),
      hideable: true,
      value: (r) => issueDate(r.issueTime),
      cell: (r) => <Td>{issueDate(r.issueTime) ?? '—'}</Td>,
    },
  ];
}

/** A report list's table: its test id, its rows' test id (with data-number and data-status) and its least width. */
export type ReportTable = readonly [testId: string, rowTestId: string, minW: string];

/** ListFrame with the report lists' texts, and their table: the chosen columns, a row per report. */
export function ReportListFrame<R extends ReportRow & { id: string }>({
  list,
  choice,
  names,
  columns,
  table: [testId, rowTestId, minW],
  lead,
  tick,
}: {
  list: ListFrameSource<R>;
  /** The list's name in the remembered column choice. */
  choice: string;
  names: ReportRowNames<R>;
  /** The report columns, and any action column after them (the PDF). */
  columns: readonly ListColumn<R>[];
  table: ReportTable;
  /** The header of a choice box column before the key column, and its row cell. */
  lead?: ReactNode;
  tick?(row: R): ReactNode;
}) {
  const t = useT();
  return (
    <ListFrame
      list={list}
      testId="reports"
      total={(count) => t('reports.total', { count })}
      errorTitle={t('reports.loadFailed')}
      empty={{ title: t('reports.empty'), hint: t('reports.emptyHint'), icon: <LuFileText /> }}
      table={(rows) => (
        <ChosenListTable
          list={choice}
          rows={rows}
          rowProps={(row) => ({
            'data-testid': rowTestId,
            'data-number': row.reportNumber,
            'data-status': names.status(row),
          })}
          stickyHeader
          minWidth={minW}
          testId={testId}
          lead={lead}
          tick={tick}
          columns={columns}
        />
      )}
    />
  );
}
