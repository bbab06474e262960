// What the lab's and the consignor's report lists share: the frame with its texts, the export columns of the
// report cells, and the express and issue-date cells.
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileText } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ExportColumn } from '../../components/exportWorkbook';
import { ListFrame, type ListFrameSource } from '../../components/ListFrame';
import { formatDate } from '../../utils/format';
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
      <Table.Cell whiteSpace="nowrap" data-testid={testId}>
        {expressText(row.expressBusiness, names.expressNumber(row)) || '—'}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{issueDate(row.issueTime) ?? '—'}</Table.Cell>
    </>
  );
}

/** ListFrame with the report lists' texts. */
export function ReportListFrame<T>({ list, table }: { list: ListFrameSource<T>; table(rows: T[]): ReactNode }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <ListFrame
      list={list}
      testId="reports"
      total={(count) => t('reports.total', { count })}
      errorTitle={t('reports.loadFailed')}
      empty={{ title: t('reports.empty'), hint: t('reports.emptyHint'), icon: <LuFileText /> }}
      table={table}
    />
  );
}
