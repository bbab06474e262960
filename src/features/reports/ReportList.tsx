// What the lab's and the consignor's report lists share: the frame with its texts, the export columns of the
// report cells, and the express and issue-date cells.
import type { ReactNode } from 'react';
import { LuFileText } from 'react-icons/lu';
import type { ExportColumn } from '../../components/exportWorkbook';
import { ListFrame, type ListFrameSource } from '../../components/ListFrame';
import { ListTable, Td } from '../../components/ListTable';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import type { ReportRow, ReportRowNames } from './ReportCells';
import { reportStatusKey } from './status';

type Translate = (id: string) => string;

/** The express company and number as one text ('' when neither). */
export const expressText = (business: string | null, number: string | null) =>
  [business, number].filter(Boolean).join(' ');

const issueDate = (issueTime: string | null) => (issueTime ? formatDate(issueTime) : null);

/** The export columns of ReportCells, `unit` headed as the list names its other party. */
export function reportCellColumns<R extends ReportRow>(
  t: Translate,
  names: ReportRowNames<R>,
  unit: string,
): ExportColumn<R>[] {
  return [
    { header: t('reports.reportNumber'), value: (r) => r.reportNumber },
    { header: t('reports.status'), value: (r) => t(reportStatusKey(names.status(r))) },
    { header: t('consignment.field.consignCode'), value: (r) => r.consignCode },
    { header: unit, value: (r) => names.unit(r) },
    { header: t('consignment.field.projectName'), value: (r) => r.projectName },
    { header: t('reports.testContent'), value: (r) => r.testContent },
  ];
}

/** The export columns of ExpressIssueCells. */
export function expressIssueColumns<R extends ReportRow>(t: Translate, names: ReportRowNames<R>): ExportColumn<R>[] {
  return [
    { header: t('reports.expressNumber'), value: (r) => expressText(r.expressBusiness, names.expressNumber(r)) },
    { header: t('reports.issueTime'), value: (r) => issueDate(r.issueTime) },
  ];
}

export function ExpressIssueCells<R extends ReportRow>({
  row,
  names,
  testId,
}: {
  row: R;
  names: ReportRowNames<R>;
  testId?: string;
}) {
  return (
    <>
      <Td data-testid={testId}>{expressText(row.expressBusiness, names.expressNumber(row)) || '—'}</Td>
      <Td>{issueDate(row.issueTime) ?? '—'}</Td>
    </>
  );
}

/** A report list's table: its test id, its rows' test id (with data-number and data-status) and its least width. */
export type ReportTable = readonly [testId: string, rowTestId: string, minW: string];

/** ListFrame with the report lists' texts, and their table: the export's columns as its headers, a row per report. */
export function ReportListFrame<R extends ReportRow & { id: string }>({
  list,
  names,
  columns,
  table: [testId, rowTestId, minW],
  lead,
  children,
}: {
  list: ListFrameSource<R>;
  names: ReportRowNames<R>;
  columns: readonly ExportColumn<R>[];
  table: ReportTable;
  /** Header cells before the columns' (the choice box's). */
  lead?: ReactNode;
  /** A row's cells. */
  children(row: R): ReactNode;
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
        <ListTable
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
          columns={columns.map((column) => column.header)}
        >
          {children}
        </ListTable>
      )}
    />
  );
}
