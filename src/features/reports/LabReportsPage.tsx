// 报告进度管理 (reportList): the lab's reports with counts by status, search, consignment type and paging; the chosen
// rows can be moved to a later status or given an express number, and a report can be added to a consignment in test.
// Admin reads every lab's reports with a lab filter and a lab column, and has none of the actions (the server refuses
// them too).
import { Box, Button, Checkbox, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus, LuTruck, LuWorkflow } from 'react-icons/lu';
import { type ReportRecord, useReportApi } from '../../api/report';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { Td, Th } from '../../components/ListTable';
import { type ListView, sliceOf, usePagedList } from '../../components/usePagedList';
import { useRowSelection } from '../../components/useRowSelection';
import { useT } from '../../utils/useT';
import { TextCell } from '../consignment/cells';
import { LabFilterBar } from '../lab-incoming/LabFilterBar';
import { useAcrossLabs } from '../lab-incoming/LabScope';
import { LabReportDialogs, type ReportDialog } from './LabReportDialogs';
import { LAB_NAMES, ReportCells } from './ReportCells';
import { ExpressIssueCells, expressIssueColumns, ReportListFrame, reportCellColumns } from './ReportList';
import { ReportStatusTabs } from './status';

const FILTER = { lab: '', q: '', type: '', status: '' };
const LIST = { call: 'BuReport/GetReportSchedule', filter: FILTER, inAddress: true };

/** A number from the address, or undefined when absent. */
const numberOf = (value: string) => (value === '' ? undefined : Number(value));

const toQuery = (view: ListView<keyof typeof FILTER>) => ({
  testUnitId: view.lab || undefined,
  search: view.q || undefined,
  preType: numberOf(view.type),
  reportStatus: view.status === '' ? undefined : [Number(view.status)],
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
  const columns: ExportColumn<ReportRecord>[] = [
    ...(acrossLabs
      ? [{ header: t('consignment.field.testUnitName'), value: (r: ReportRecord) => r.testUnitName }]
      : []),
    ...reportCellColumns(t, LAB_NAMES, t('consignment.field.consignUnitName')),
    { header: t('reports.authCode'), value: (r) => r.authCode },
    ...expressIssueColumns(t, LAB_NAMES),
  ];

  return (
    <Box p={{ base: '2', md: '4' }}>
      <Stack gap="3" data-testid="lab-reports">
        <ReportStatusTabs
          counts={counts}
          value={numberOf(list.view.status) ?? null}
          onChange={(next) => change({ status: next === null ? '' : String(next) })}
        />
        <LabFilterBar
          list={filters}
          placeholder={t('reports.searchPlaceholder')}
          testId="reports"
          acrossLabs={acrossLabs}
          typeWidth={{ base: '100%', sm: '180px' }}
        >
          <Flex gap="2" wrap="wrap">
            {!acrossLabs && (
              <>
                {CHOSEN_ACTIONS.map(({ dialog: opens, icon: Icon, label, testId, variant }) => (
                  <Button
                    key={opens}
                    size="sm"
                    variant={variant}
                    disabled={chosen.selected.size === 0}
                    onClick={() => setDialog(opens)}
                    data-testid={testId}
                  >
                    <Icon />
                    {t(label)}
                  </Button>
                ))}
                <Button size="sm" variant="outline" onClick={() => setDialog('create')} data-testid="reports-create">
                  <LuPlus />
                  {t('reports.create')}
                </Button>
              </>
            )}
            <ExportButton fileName={t('menu.reportList')} columns={columns} fetchPage={exportPage} />
          </Flex>
        </LabFilterBar>
        <ReportListFrame
          list={{ ...list, reload }}
          names={LAB_NAMES}
          columns={columns}
          table={TABLE}
          lead={!acrossLabs && <Th width="2rem" />}
        >
          {(row) => (
            <>
              {acrossLabs ? (
                <TextCell text={row.testUnitName} maxW="200px" />
              ) : (
                <Td>
                  <Checkbox.Root size="sm" checked={chosen.has(row.id)} onCheckedChange={() => chosen.toggle(row)}>
                    <Checkbox.HiddenInput aria-label={row.reportNumber} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Td>
              )}
              <ReportCells row={row} names={LAB_NAMES} />
              <Td mono data-testid="report-auth-code">
                {row.authCode}
              </Td>
              <ExpressIssueCells row={row} names={LAB_NAMES} />
            </>
          )}
        </ReportListFrame>
      </Stack>
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
    </Box>
  );
}
