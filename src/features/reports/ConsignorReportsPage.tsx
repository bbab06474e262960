// 报告进度查询 (reportSchedule): the progress of the consignor unit's reports, counts by status, filtered by lab,
// consignment code, consignment date and issue date. The status in the address may name several (`status=10,20,30`:
// the dashboard's "reports waiting"); the tabs then show each of them chosen.
import { useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { type ConsignScheduleQuery, type ConsignScheduleRow, useReportApi } from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import { FilterField } from '../../components/FilterBar';
import { Td } from '../../components/ListTable';
import { type ListView, sliceOf, usePagedList } from '../../components/usePagedList';
import { Button } from '../../ui/Button';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import page from '../lab-incoming/LabIncomingPage.module.css';
import { SCHEDULE_NAMES } from './ReportCells';
import { consignorPdfColumn } from './ReportFiles';
import { exportColumns, expressIssueColumns, ReportListFrame, reportCellColumns } from './ReportList';
import styles from './Reports.module.css';
import { ReportStatusTabs } from './status';

/** Each filter of the form by its name in the address, and its name in the call (from, to: the issue days). */
const CALL_NAMES = {
  testUnitName: 'testUnitName',
  consignCode: 'consignCode',
  beginConsignTime: 'beginConsignTime',
  endConsignTime: 'endConsignTime',
  from: 'issueStartTime',
  to: 'issueEndTime',
} as const;
type FilterKey = keyof typeof CALL_NAMES;
const FILTERS = Object.keys(CALL_NAMES) as FilterKey[];
const FILTER = { ...(Object.fromEntries(FILTERS.map((key) => [key, ''])) as Record<FilterKey, string>), status: '' };
const LIST = { call: 'BuReport/GetReportConsignSchedule', filter: FILTER, inAddress: true };

/** The filled filters, without the status (the counts are for every status). */
const filtersOf = (view: ListView<keyof typeof FILTER>): ConsignScheduleQuery =>
  Object.fromEntries(FILTERS.filter((key) => view[key]).map((key) => [CALL_NAMES[key], view[key]]));

/** The statuses the address names ('' none, '30' one, '10,20,30' several). */
const statusesOf = (status: string) =>
  status
    .split(',')
    .filter((s) => s.trim() !== '')
    .map(Number)
    .filter(Number.isInteger);

const toQuery = (view: ListView<keyof typeof FILTER>): ConsignScheduleQuery => {
  const statuses = statusesOf(view.status);
  return { ...filtersOf(view), reportStatus: statuses.length ? statuses : undefined };
};

/** The table's test id, its rows' test id, its least width. */
const TABLE = ['schedule-table', 'schedule-row', '900px'] as const;

export function ConsignorReportsPage() {
  const t = useT();
  const api = useReportApi();
  // The counts are for the other filters, fetched with each page so a retry or a change refreshes both.
  const list = usePagedList({
    ...LIST,
    load: (view, signal) =>
      Promise.all([
        api.getReportConsignSchedule({ ...toQuery(view), ...sliceOf(view) }, { signal }),
        api.getReportConsignScheduleCount(filtersOf(view), { signal }).catch(() => undefined),
      ]).then(([page, statusCounts]) => ({ ...page, statusCounts })),
  });
  const { view } = list;
  const counts = list.data?.statusCounts;
  const [form, setForm] = useState<Record<FilterKey, string>>(view);
  useEffect(() => setForm(view), [view]);

  const columns = [
    ...reportCellColumns(t, SCHEDULE_NAMES, t('consignment.field.testUnitName')),
    ...expressIssueColumns(t, SCHEDULE_NAMES, 'schedule-express'),
    {
      key: 'consignTime',
      name: t('reports.consignTime'),
      hideable: true,
      value: (r: ConsignScheduleRow) => formatDate(r.consignTime),
      cell: (r: ConsignScheduleRow) => <Td>{formatDate(r.consignTime)}</Td>,
    },
  ];
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.getReportConsignSchedule({ ...toQuery(view), skipCount, maxResultCount }, { quiet: true });
  const field = (key: FilterKey, label: string, type: 'text' | 'date' = 'text') => (
    <FilterField
      type={type}
      label={label}
      value={form[key]}
      onChange={(value) => setForm({ ...form, [key]: value })}
      testId={`schedule-${key}`}
    />
  );
  const statuses = statusesOf(view.status);

  return (
    <div className={page.page}>
      <div className={page.stack} data-testid="report-schedule">
        <ReportStatusTabs
          counts={counts}
          value={statuses.length === 0 ? null : statuses}
          onChange={(next) => list.change({ status: next === null ? '' : String(next) })}
        />
        <form
          className={styles.filters}
          onSubmit={(e) => {
            e.preventDefault();
            list.change(form);
          }}
        >
          {field('testUnitName', t('consignment.field.testUnitName'))}
          {field('consignCode', t('consignment.field.consignCode'))}
          {field('beginConsignTime', t('reports.beginConsignTime'), 'date')}
          {field('endConsignTime', t('reports.endConsignTime'), 'date')}
          {field('from', t('reports.issuedFrom'), 'date')}
          {field('to', t('reports.issuedTo'), 'date')}
          <Button type="submit" data-testid="schedule-search">
            <LuSearch />
            {t('reports.search')}
          </Button>
          <ExportButton fileName={t('menu.reportSchedule')} columns={exportColumns(columns)} fetchPage={exportPage} />
        </form>
        <ReportListFrame
          list={list}
          choice="report-schedule"
          names={SCHEDULE_NAMES}
          columns={[...columns, consignorPdfColumn(t)]}
          table={TABLE}
        />
      </div>
    </div>
  );
}
