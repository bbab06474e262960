// 报告进度管理 (reportList): the lab's reports with counts by status, search, consignment type and paging; the chosen
// rows can be moved to a later status or given an express number, and a report can be added to a consignment in test.
// Admin reads every lab's reports with a lab filter and a lab column, and has none of the actions (the server refuses
// them too).
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuPlus, LuTruck, LuWorkflow } from 'react-icons/lu';
import { type ReportRecord, useReportApi } from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import { Td, Th } from '../../components/ListTable';
import { type ListView, sliceOf, usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { Button } from '../../ui/Button';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { TickBox } from '../../ui/TickBox';
import { useT } from '../../utils/useT';
import { reportFileRights } from '../attachments/rules';
import { TextCell } from '../consignment/cells';
import { LabFilterBar } from '../lab-incoming/LabFilterBar';
import page from '../lab-incoming/LabIncomingPage.module.css';
import { useAcrossLabs } from '../lab-incoming/LabScope';
import type { ReportDialog } from './LabReportDialogs';
import { LAB_NAMES } from './ReportCells';
import { labPdfColumn } from './ReportFiles';
import {
  exportColumns,
  expressIssueColumns,
  type ReportColumn,
  ReportListFrame,
  reportCellColumns,
} from './ReportList';
import styles from './Reports.module.css';
import { ReportStatusTabs } from './status';

const LabReportDialogs = lazyWhenOpen(
  async () => (await import('./LabReportDialogs')).LabReportDialogs,
  (p: ComponentProps<typeof import('./LabReportDialogs').LabReportDialogs>) => p.dialog !== null,
);

/** from, to: the days the reports were issued (yyyy-MM-dd). */
const FILTER = { lab: '', q: '', type: '', status: '', from: '', to: '' };
const LIST = { call: 'BuReport/GetReportSchedule', filter: FILTER, inAddress: true };

/** A number from the address, or undefined when absent. */
const numberOf = (value: string) => (value === '' ? undefined : Number(value));

const toQuery = (view: ListView<keyof typeof FILTER>) => ({
  testUnitId: view.lab || undefined,
  search: view.q || undefined,
  preType: numberOf(view.type),
  reportStatus: view.status === '' ? undefined : [Number(view.status)],
  issueStartTime: view.from || undefined,
  issueEndTime: view.to || undefined,
});

/** What the chosen rows can be given. */
const CHOSEN_ACTIONS = [
  {
    dialog: 'status',
    icon: LuWorkflow,
    label: 'reports.changeStatus',
    testId: 'reports-change-status',
    variant: 'solid',
  },
  { dialog: 'express', icon: LuTruck, label: 'reports.setExpress', testId: 'reports-set-express', variant: 'outline' },
] as const;

/** Admin's column of the lab a report is from. */
const labColumn = (name: string): ReportColumn<ReportRecord> => ({
  key: 'testUnit',
  name,
  hideable: true,
  value: (r) => r.testUnitName,
  cell: (r) => <TextCell text={r.testUnitName} maxW="200px" />,
});

/** The table's test id, its rows' test id, its least width. */
const TABLE = ['reports-table', 'report-row', '1000px'] as const;

export function LabReportsPage() {
  const t = useT();
  const api = useReportApi();
  const acrossLabs = useAcrossLabs();
  const chosen = useRowSelection<ReportRecord>();
  const [dialog, setDialog] = useState<ReportDialog>(null);
  const list = usePagedList({
    ...LIST,
    load: (view, signal) => api.getReportSchedule({ ...toQuery(view), ...sliceOf(view) }, { signal }),
  });
  const counts = list.data?.statusCounts;
  const change = (patch: Partial<typeof FILTER>) => {
    list.change(patch);
    chosen.clear();
  };
  const filters = { view: list.view, change };
  const reload = () => {
    chosen.clear();
    list.reload();
  };
  const exportPage = (skipCount: number, maxResultCount: number) =>
    api.getReportSchedule({ ...toQuery(list.view), skipCount, maxResultCount }, { quiet: true });
  // Admin's lab column comes after the report number, the key column.
  const reportColumns = reportCellColumns(t, LAB_NAMES, t('consignment.field.consignUnitName'));
  const columns: ReportColumn<ReportRecord>[] = [
    ...reportColumns.slice(0, 1),
    ...(acrossLabs ? [labColumn(t('consignment.field.testUnitName'))] : []),
    ...reportColumns.slice(1),
    {
      key: 'authCode',
      name: t('reports.authCode'),
      hideable: true,
      value: (r) => r.authCode,
      cell: (r) => (
        <Td mono data-testid="report-auth-code">
          {r.authCode}
        </Td>
      ),
    },
    ...expressIssueColumns(t, LAB_NAMES),
  ];

  return (
    <div className={page.page}>
      <div className={page.stack} data-testid="lab-reports">
        <ReportStatusTabs
          counts={counts}
          value={numberOf(list.view.status) ?? null}
          onChange={(next) => change({ status: next === null ? '' : String(next) })}
        />
        <LabFilterBar
          list={filters}
          placeholder={t('reports.searchPlaceholder')}
          testId="reports"
          dateLabels={[t('reports.issuedFrom'), t('reports.issuedTo')]}
          acrossLabs={acrossLabs}
          typeWidth={{ base: '100%', sm: '180px' }}
        >
          <div className={styles.actions}>
            {!acrossLabs && (
              <>
                {CHOSEN_ACTIONS.map(({ dialog: opens, icon: Icon, label, testId, variant }) => (
                  <Button
                    key={opens}
                    variant={variant}
                    disabled={chosen.selected.size === 0}
                    onClick={() => setDialog(opens)}
                    data-testid={testId}
                  >
                    <Icon />
                    {t(label)}
                  </Button>
                ))}
                <Button variant="outline" onClick={() => setDialog('create')} data-testid="reports-create">
                  <LuPlus />
                  {t('reports.create')}
                </Button>
              </>
            )}
            <ExportButton fileName={t('menu.reportList')} columns={exportColumns(columns)} fetchPage={exportPage} />
          </div>
        </LabFilterBar>
        <ReportListFrame
          list={{ ...list, reload }}
          choice={acrossLabs ? 'all-reports' : 'lab-reports'}
          names={LAB_NAMES}
          columns={[
            ...columns,
            labPdfColumn(t, (row) => reportFileRights(acrossLabs ? 'admin' : 'lab', row.reportStatus)),
          ]}
          table={TABLE}
          lead={!acrossLabs && <Th width="2rem" />}
          tick={
            acrossLabs
              ? undefined
              : (row) => (
                  <Td>
                    <TickBox
                      checked={chosen.has(row.id)}
                      onChange={() => chosen.toggle(row)}
                      label={row.reportNumber}
                      testId="report-select"
                    />
                  </Td>
                )
          }
        />
      </div>
      <LabReportDialogs
        key={dialog ?? 'closed'}
        // Admin has no action that opens one.
        dialog={acrossLabs ? null : dialog}
        rows={chosen.rows}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          reload();
        }}
      />
    </div>
  );
}
